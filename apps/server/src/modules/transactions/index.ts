export type { TransactionHooks, TransactionLifecycle } from './transaction-lifecycle';
export { transactionsModule } from './transactions.module';
export { isFinance } from './transaction-list.routes';
export { rechargeMoneySql } from './recharge-money';
export type { PricedStop, StopPricer, StopToPrice } from './stop-pricing';
