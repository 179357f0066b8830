export { addressConfig, type AddressConfig } from './address-config';
export { createAddressProviders, registerAddressRoutes, ZIP_NOT_FOUND } from './addresses.routes';
export { addressesModule } from './addresses.module';
