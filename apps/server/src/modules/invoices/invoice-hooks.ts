import type { TransactionHooks } from '../transactions';
import type { InvoicesService } from './invoices.service';

/**
 * A transaction paid the moment its station stopped it (a wallet recharge with an amount) gets
 * its invoice requested, once: a replayed stop ends nothing and requests nothing.
 */
export function invoiceHooks(invoices: InvoicesService): TransactionHooks {
  return {
    stopped(batch) {
      for (const { ended } of batch) if (ended?.paid) invoices.requestFor(ended.transaction_pk);
    },
  };
}
