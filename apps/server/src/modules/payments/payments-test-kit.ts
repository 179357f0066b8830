import pino from 'pino';
import type { Database } from '../../platform/db/database';
import { NO_FAULTS } from './sandbox-faults';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';
import type { signedWebhook } from './sandbox-webhook-signature';

export type Notification = ReturnType<typeof signedWebhook>;

/** A payments service over the sandbox whose notifications are kept for the test to deliver. */
export function sandboxPayments(db: Database, settleDelayMs = 0) {
  const notifications: Notification[] = [];
  const sandbox = new SandboxPaymentProvider({
    repository: new SandboxPaymentsRepository(db),
    secret: 'test-webhook-secret',
    settleDelayMs,
    faults: { ...NO_FAULTS },
    deliver: async (notification) => {
      notifications.push(notification);
    },
  });
  const payments = new PaymentsService(
    new PaymentsRepository(db),
    sandbox,
    pino({ level: 'silent' }),
  );
  /** Hands every kept notification to the webhook, as the provider's POSTs would. */
  const deliverAll = async () => {
    const pending = notifications.splice(0);
    for (const n of pending) await payments.receiveWebhook({ ...n, query: {} });
    return pending;
  };
  return { sandbox, payments, notifications, deliverAll };
}

let aliases = 0;

export async function testTenant(db: Database): Promise<number> {
  const alias = `pay${Date.now()}${aliases++}`;
  const row = await db
    .insertInto('tenant')
    .values({ name: `Rede ${alias}`, alias, api_key: `key-${alias}` })
    .returning('tenant_pk')
    .executeTakeFirstOrThrow();
  return row.tenant_pk;
}
