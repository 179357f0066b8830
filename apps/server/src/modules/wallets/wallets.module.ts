import type { ModuleContext } from '../../platform/module-context';
import { WalletRepository } from './wallet.repository';
import { registerWalletRoutes } from './wallet.routes';

/** Users' wallets: balances and their movements. */
export function walletsModule(ctx: ModuleContext): void {
  registerWalletRoutes(ctx.http, {
    db: ctx.db,
    wallet: new WalletRepository(ctx.db),
    authenticate: ctx.authenticate,
  });
}
