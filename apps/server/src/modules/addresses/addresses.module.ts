import type { ModuleContext } from '../../platform/module-context';
import { createAddressProviders, registerAddressRoutes } from './addresses.routes';

/** Zip lookup, geocoding and the map tiles' settings. */
export function addressesModule(ctx: ModuleContext): void {
  const config = ctx.config.addresses;
  registerAddressRoutes(ctx.http, {
    config,
    ...createAddressProviders(config),
    authenticate: ctx.authenticate,
  });
}
