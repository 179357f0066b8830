import type { ApiApp } from '../../platform/http/api-app';
import type { Database } from '../../platform/db/database';
import type { PaymentConfig } from '../../platform/payment-config';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';
import { SandboxPaymentProvider, sandboxWebhookSecret } from './sandbox-payment-provider';

/**
 * The payment service of the configuration (docs/configuration.md: PAYMENT_PROVIDER). The
 * sandbox posts its notifications to our own webhook route, through the HTTP stack.
 */
export function createPaymentProvider(
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
