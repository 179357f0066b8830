import type { KyselyPlugin } from 'kysely';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import type { TransactionHooks } from '../transactions';

type CommittedStop = Parameters<NonNullable<TransactionHooks['stopped']>>[0][number];
import { sandboxPayments } from './payments-test-kit';
import { RechargeCharges } from './recharge-charges';

/** Counts the statements a database runs (test support: observes, changes nothing). */
function countingPlugin() {
  const plugin = {
    count: 0,
    transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
      plugin.count++;
      return args.node;
    },
    async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
      return args.result;
    },
  };
  return plugin;
}

const stop = (transaction_pk: number, due: boolean): CommittedStop => ({
  request: {} as never,
  ended: {
    transaction_pk,
    connector_id: 1,
    start_timestamp: new Date(),
    paid: false,
    due,
  },
});

describeDatabases('charging recharges at their stop', (database) => {
  it('schedules the work from the hook and reads a whole batch in one query', async () => {
    const counter = countingPlugin();
    const db = database.handle.db.withPlugin(counter);
    const { payments } = sandboxPayments(db);
    const charges = new RechargeCharges(db, payments, pino({ level: 'silent' }));
    const batch = Array.from({ length: 50 }, (_, i) => stop(900_000 + i, true));
    // The hook answers at once (nothing to await); the batch is read after it, once.
    expect(charges.hooks.stopped?.(batch)).toBeUndefined();
    await charges.settled();
    expect(counter.count).toBe(1);
    // A batch with nothing left to pay (paid by the wallet, priceless, a replay) reads nothing.
    charges.hooks.stopped?.([stop(1, false), { request: {} as never, ended: undefined }]);
    await charges.settled();
    expect(counter.count).toBe(1);
  });
});
