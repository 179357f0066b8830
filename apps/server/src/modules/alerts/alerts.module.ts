import type { ModuleContext } from '../../platform/module-context';
import { registerTransactionEventRoutes } from './transaction-events.routes';

/** The alerts screen: transaction events. */
export function alertsModule(ctx: ModuleContext): void {
  registerTransactionEventRoutes(ctx.http, {
    db: ctx.db,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
