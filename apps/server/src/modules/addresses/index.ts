export { addressesModule } from './addresses.module';
export { addressView } from './address-view';
