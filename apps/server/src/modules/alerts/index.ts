export { registerTransactionEventRoutes } from './transaction-events.routes';
export { alertsModule } from './alerts.module';
