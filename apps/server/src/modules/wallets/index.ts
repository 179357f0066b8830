export { walletsModule } from './wallets.module';
