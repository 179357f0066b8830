import type { PricedStop, StopPricer } from './stop-pricing';
import type { TransactionRow } from './transaction-search';

/** A page's row with the running estimate of a profile, when one priced it. */
export interface EstimatedRow {
  row: TransactionRow;
  estimate: PricedStop | undefined;
}

/**
 * The running recharges of a page priced by their connector's profile with now as the stop
 * (spec 3 §4 "Pricing": the engine, the samples so far), in one pricer batch for the page. A
 * recharge without a profile keeps the station's fixed price of now (rechargeMoneySql).
 */
export async function withRunningEstimates(
  rows: readonly TransactionRow[],
  pricer: StopPricer | undefined,
  now = new Date(),
): Promise<EstimatedRow[]> {
  const running = rows.filter((row) => row.stop_timestamp === null);
  if (!pricer || running.length === 0) return rows.map((row) => ({ row, estimate: undefined }));
  const priced = await pricer.price(
    running.map((row) => ({
      chargeBoxPk: row.charge_box_pk,
      transactionPk: row.transaction_pk,
      stopTimestamp: new Date(Math.max(now.getTime(), new Date(row.start_timestamp).getTime())),
      meterStop: Number(row.start_value) + Number(row.energy_wh),
    })),
  );
  const byTransaction = new Map(running.map((row, i) => [row.transaction_pk, priced[i]]));
  return rows.map((row) => {
    const estimate = byTransaction.get(row.transaction_pk);
    if (!estimate) return { row, estimate: undefined };
    const priced = {
      ...row,
      transaction_amount: estimate.totalCents,
      income: estimate.incomeCents,
    };
    return { row: priced, estimate };
  });
}
