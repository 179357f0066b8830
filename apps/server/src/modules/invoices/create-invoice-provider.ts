import { HttpInvoiceProvider } from './http-invoice-provider';
import type { InvoiceConfig } from './invoice-config';
import type { InvoiceProvider } from './invoice-provider';
import { SandboxInvoiceProvider } from './sandbox-invoice-provider';

/** The invoice issuer of the configuration (docs/configuration.md: INVOICE_PROVIDER). */
export function createInvoiceProvider(
  config: InvoiceConfig,
  publicUrl: string | undefined,
): InvoiceProvider {
  if (config.provider === 'http') {
    return new HttpInvoiceProvider({ url: config.httpUrl, token: config.httpToken });
  }
  return new SandboxInvoiceProvider(config.sandboxRejectRate, publicUrl);
}
