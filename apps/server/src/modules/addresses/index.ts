export { addressesModule } from './addresses.module';
