export { WalletRepository } from './wallet.repository';
export { registerWalletRoutes } from './wallet.routes';
