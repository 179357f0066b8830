export { addressConfig, type AddressConfig } from './address-config';
export { addressesModule } from './addresses.module';
