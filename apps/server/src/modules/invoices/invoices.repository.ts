import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { InvoiceStatus } from '../../platform/db/schema';
import type { CancelOutcome, InvoiceOutcome, InvoiceRequest } from './invoice-provider';

/**
 * The user `u` is the payer of the transaction `x`: its card's owner, only when the card and the
 * owner belong to the station's network (as for wallet debits), so an invoice never names a driver
 * of another network.
 */
const IS_PAYER = sql<boolean>`u.user_pk = recharge_payer(x.ocpp_tag_pk, x.charge_box_pk)`;

/** Statuses from which an invoice may be sent again (spec 3 §5 "Invoice"). */
export const RESENDABLE: readonly InvoiceStatus[] = ['erro_autorizacao', 'rejeitado'];

/** SQL of invoices; every lookup by the caller is scoped to the tenants it may see. */
export class InvoicesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Opens the invoice of a stopped, approved recharge with an amount; undefined when the
   * transaction does not qualify or already has one (each transaction gets one invoice).
   */
  async open(transactionPk: number, provider: string): Promise<number | undefined> {
    const row = await this.db
      .insertInto('invoice')
      .columns(['transaction_pk', 'tenant_pk', 'status', 'provider', 'amount_cents', 'access_key'])
      .expression((eb) =>
        eb
          .selectFrom('charging_transaction as x')
          .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
          .select([
            'x.transaction_pk',
            'b.tenant_pk',
            eb.val('processando_autorizacao').as('status'),
            eb.val(provider).as('provider'),
            'x.transaction_amount',
            eb.val(randomBytes(18).toString('base64url')).as('access_key'),
          ])
          .where('x.transaction_pk', '=', transactionPk)
          .where('x.stop_timestamp', 'is not', null)
          .where('x.payment_status', '=', 'approved')
          .where('x.transaction_amount', '>', 0),
      )
      .onConflict((oc) => oc.column('transaction_pk').doNothing())
      .returning('invoice_pk')
      .executeTakeFirst();
    return row?.invoice_pk;
  }

  /** The invoice of a transaction the caller may see. */
  findVisible(transactionPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('charging_transaction as x')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
      .leftJoin('invoice as i', 'i.transaction_pk', 'x.transaction_pk')
      .select(['x.transaction_pk', 'i.invoice_pk', 'i.status', 'i.urls'])
      .where('x.transaction_pk', '=', transactionPk)
      .where('b.tenant_pk', 'in', [...visibleTenantPks])
      .executeTakeFirst();
  }

  /**
   * Takes the invoice for one more attempt when its status is one of `from`, in one statement
   * so two resends cannot both go out; answers what the issuer needs, or undefined.
   */
  async claim(
    invoicePk: number,
    from: readonly InvoiceStatus[],
  ): Promise<InvoiceRequest | undefined> {
    const claimed = await this.db
      .updateTable('invoice')
      .set((eb) => ({
        status: 'processando_autorizacao',
        attempts: eb('attempts', '+', 1),
        updated_at: new Date(),
      }))
      .where('invoice_pk', '=', invoicePk)
      .where('status', 'in', [...from])
      .returning(['invoice_pk', 'attempts'])
      .executeTakeFirst();
    if (!claimed) return undefined;
    const row = await this.invoiceWithRecharge()
      .select([
        'i.invoice_pk',
        'i.transaction_pk',
        'i.amount_cents',
        'i.access_key',
        't.name as tenant_name',
        't.currency',
        'b.description',
        'b.charge_box_id',
        'u.name as user_name',
        'u.email',
      ])
      .where('i.invoice_pk', '=', invoicePk)
      .executeTakeFirstOrThrow();
    return {
      invoicePk: row.invoice_pk,
      transactionPk: row.transaction_pk,
      attempt: claimed.attempts,
      amountCents: row.amount_cents,
      currency: row.currency,
      tenantName: row.tenant_name,
      customerName: row.user_name,
      customerEmail: row.email,
      description: `Recharge ${row.transaction_pk} at ${row.description || row.charge_box_id}`,
      accessKey: row.access_key,
    };
  }

  async settle(invoicePk: number, outcome: InvoiceOutcome): Promise<void> {
    await this.db
      .updateTable('invoice')
      .set({
        status: outcome.status,
        external_id: 'externalId' in outcome ? outcome.externalId : null,
        ...(outcome.status === 'autorizado' ? { urls: outcome.urls } : {}),
        error: 'error' in outcome ? outcome.error : null,
        updated_at: new Date(),
      })
      .where('invoice_pk', '=', invoicePk)
      .execute();
  }

  /** The invoice of a transaction that can be cancelled: authorised, or a failed cancel. */
  cancellable(transactionPk: number) {
    return this.db
      .selectFrom('invoice')
      .select(['invoice_pk', 'transaction_pk', 'external_id'])
      .where('transaction_pk', '=', transactionPk)
      .where('status', 'in', ['autorizado', 'erro_cancelamento'])
      .executeTakeFirst();
  }

  async settleCancel(invoicePk: number, outcome: CancelOutcome): Promise<void> {
    await this.db
      .updateTable('invoice')
      .set({
        status: outcome.status,
        error: 'error' in outcome ? outcome.error : null,
        updated_at: new Date(),
      })
      .where('invoice_pk', '=', invoicePk)
      .execute();
  }

  /** Invoice `i` with its recharge `x`, station `b`, tenant `t` and payer `u` (when there is one). */
  private invoiceWithRecharge() {
    return this.db
      .selectFrom('invoice as i')
      .innerJoin('charging_transaction as x', 'x.transaction_pk', 'i.transaction_pk')
      .innerJoin('charge_box as b', 'b.charge_box_pk', 'x.charge_box_pk')
      .innerJoin('tenant as t', 't.tenant_pk', 'i.tenant_pk')
      .leftJoin('app_user as u', (join) => join.on(IS_PAYER));
  }

  /** An invoice document by its unguessable key, for the sandbox issuer's own documents. */
  document(invoicePk: number, accessKey: string) {
    return this.invoiceWithRecharge()
      .select([
        'i.invoice_pk',
        'i.transaction_pk',
        'i.status',
        'i.external_id',
        'i.amount_cents',
        'i.updated_at',
        'i.provider',
        't.name as tenant_name',
        't.currency',
        'b.description',
        'b.charge_box_id',
        'x.start_timestamp',
        'x.stop_timestamp',
        'x.start_value',
        'x.stop_value',
        'u.name as user_name',
      ])
      .where('i.invoice_pk', '=', invoicePk)
      .where('i.access_key', '=', accessKey)
      .where('i.status', '=', 'autorizado')
      .executeTakeFirst();
  }
}

export type InvoiceDocumentRow = NonNullable<Awaited<ReturnType<InvoicesRepository['document']>>>;
