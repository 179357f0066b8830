export { registerTransactionEventRoutes } from './transaction-events.routes';
