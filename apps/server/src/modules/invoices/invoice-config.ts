/** The fiscal-invoice service (docs/configuration.md: INVOICE_PROVIDER and its settings). */
export type InvoiceConfig =
  | { provider: 'sandbox'; sandboxRejectRate: number }
  | { provider: 'http'; httpUrl: string; httpToken: string; sandboxRejectRate: number };

export function invoiceConfig(env: NodeJS.ProcessEnv): InvoiceConfig {
  const provider = env.INVOICE_PROVIDER || 'sandbox';
  const rawRate = env.INVOICE_SANDBOX_REJECT_RATE || '0';
  const sandboxRejectRate = Number(rawRate);
  if (!Number.isFinite(sandboxRejectRate) || sandboxRejectRate < 0 || sandboxRejectRate > 1) {
    throw new Error(`INVOICE_SANDBOX_REJECT_RATE must be a number from 0 to 1, got "${rawRate}"`);
  }
  if (provider === 'sandbox') return { provider, sandboxRejectRate };
  if (provider !== 'http') {
    throw new Error(`INVOICE_PROVIDER must be sandbox or http, got "${provider}"`);
  }
  if (!env.INVOICE_HTTP_URL || !env.INVOICE_HTTP_TOKEN) {
    throw new Error('INVOICE_PROVIDER=http needs INVOICE_HTTP_URL and INVOICE_HTTP_TOKEN');
  }
  if (!/^https?:\/\//.test(env.INVOICE_HTTP_URL)) {
    throw new Error('INVOICE_HTTP_URL must be an http(s) URL');
  }
  return {
    provider,
    httpUrl: env.INVOICE_HTTP_URL,
    httpToken: env.INVOICE_HTTP_TOKEN,
    sandboxRejectRate,
  };
}
