import type { Database } from '../../platform/db/database';

/** The profile and line items a recharge was priced with at its stop; null for fixed prices. */
export async function pricedItems(db: Database, transactionPk: number) {
  const [priced, items] = await Promise.all([
    db
      .selectFrom('charging_transaction')
      .select('pricing_profile_name')
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirst(),
    db
      .selectFrom('transaction_price_item')
      .selectAll()
      .where('transaction_pk', '=', transactionPk)
      .orderBy('position')
      .execute(),
  ]);
  if (!priced?.pricing_profile_name || items.length === 0) return null;
  const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
  return {
    profileName: priced.pricing_profile_name,
    items: items.map((item) => ({
      kind: item.kind,
      source: item.source,
      from: iso(item.from_at),
      to: iso(item.to_at),
      quantity: Number(item.quantity),
      unit: item.unit,
      unitPrice: Number(item.unit_price),
      amountCents: item.amount_cents,
    })),
  };
}
