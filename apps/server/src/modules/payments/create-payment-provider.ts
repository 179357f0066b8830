import type { ApiApp } from '../../platform/http/api-app';
import type { Database } from '../../platform/db/database';
import type { PaymentConfig, ProviderAccount } from '../../platform/payment-config';
import { MercadoPagoPaymentProvider } from './mercadopago-payment-provider';
import { PagBankPaymentProvider } from './pagbank-payment-provider';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';
import { SandboxPaymentProvider, sandboxWebhookSecret } from './sandbox-payment-provider';

export type ConfiguredPaymentProvider =
  SandboxPaymentProvider | MercadoPagoPaymentProvider | PagBankPaymentProvider;

/**
 * The payment service of the configuration (docs/configuration.md: PAYMENT_PROVIDER). The
 * sandbox posts its notifications to our own webhook route, through the HTTP stack; Mercado Pago
 * and PagBank post theirs to the same route from outside.
 */
export function createPaymentProvider(
  config: PaymentConfig,
  deps: { db: Database; http: ApiApp; tokenSecret: string },
): ConfiguredPaymentProvider {
  if (config.provider === 'mercadopago')
    return new MercadoPagoPaymentProvider(account(config.mercadopago, 'mercadopago'));
  if (config.provider === 'pagbank')
    return new PagBankPaymentProvider(account(config.pagbank, 'pagbank'));
  return sandboxProvider(config, deps);
}

function account(value: ProviderAccount | undefined, name: string): ProviderAccount {
  if (!value) throw new Error(`PAYMENT_PROVIDER=${name} has no account settings`);
  return value;
}

function sandboxProvider(
  config: PaymentConfig,
  deps: { db: Database; http: ApiApp; tokenSecret: string },
): SandboxPaymentProvider {
  const { failure, failureRate, latencyMs, settleDelayMs } = config.sandbox;
  return new SandboxPaymentProvider({
    repository: new SandboxPaymentsRepository(deps.db),
    secret: sandboxWebhookSecret(deps.tokenSecret),
    settleDelayMs,
    faults: { failure, failureRate, latencyMs },
    deliver: async ({ headers, body }) => {
      const answer = await deps.http.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers,
        payload: body,
      });
      if (answer.statusCode !== 200)
        deps.http.log.warn({ status: answer.statusCode }, 'sandbox payment webhook not taken');
    },
  });
}
