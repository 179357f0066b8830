import type * as MercadoPago from 'mercadopago';
import type { AppConfig } from 'mercadopago/dist/utils/config/index.js';

/**
 * Mercado Pago's SDK, imported when first needed: a server that never takes a Mercado Pago
 * payment never holds it (docs/performance.md, "A lean default"). The import names the package
 * itself, so that the bundle keeps it out of the start (build.mjs).
 */
let loading: Promise<{ sdk: typeof MercadoPago; AppConfig: typeof AppConfig }> | undefined;

export function mercadopagoSdk() {
  loading ??= Promise.all([
    import('mercadopago'),
    import('mercadopago/dist/utils/config/index.js'),
  ]).then(([sdk, config]) => ({ sdk, AppConfig: config.AppConfig }));
  return loading;
}
