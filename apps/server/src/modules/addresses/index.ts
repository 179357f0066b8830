export { createAddressProviders, registerAddressRoutes } from './addresses.routes';
