export { WalletRepository } from './wallet.repository';
export { registerWalletRoutes } from './wallet.routes';
export { walletsModule } from './wallets.module';
