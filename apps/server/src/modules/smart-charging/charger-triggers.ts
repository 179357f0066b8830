import type { TransactionHooks } from '../transactions';

/**
 * The starts and stops of recharges, as the chargers they happened on. Built before the
 * transactions module (which takes its hooks); the load balancer, built after the command
 * service, listens to it.
 */
export class ChargerTriggers {
  private readonly listeners = new Set<(chargeBoxPks: readonly number[]) => void>();

  readonly transactionHooks: TransactionHooks = {
    started: (batch) => this.emit(batch.map((s) => s.request.chargeBoxPk)),
    stopped: (batch) => this.emit(batch.map((s) => s.request.chargeBoxPk)),
  };

  listen(listener: (chargeBoxPks: readonly number[]) => void): void {
    this.listeners.add(listener);
  }

  private emit(chargeBoxPks: readonly number[]) {
    for (const listener of this.listeners) listener(chargeBoxPks);
  }
}
