import type { PushDeviceBody, PushProviderName } from '@chargedeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../platform/http/http-error';
import type { AuthContext } from '../../platform/http/auth-context';
import type { PushDelivery, PushProvider, PushTarget } from './push-provider';
import type { PushRepository } from './push.repository';

/** Sends at most this many pushes at once, so a large tenant does not open thousands of requests. */
const CONCURRENCY = 20;

export class PushService {
  constructor(
    private readonly repository: PushRepository,
    private readonly provider: PushProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  get providerName(): PushProviderName {
    return this.provider.name;
  }

  registerDevice(auth: AuthContext, body: PushDeviceBody): Promise<void> {
    return this.repository.register(auth.user.user_pk, body.token, body.platform);
  }

  async unregisterDevice(auth: AuthContext, token: string): Promise<void> {
    if (!(await this.repository.unregister(auth.user.user_pk, token)))
      throw notFound('deviceNotFound');
  }

  /** Sends the message to every registered device of the request tenant's users. */
  async send(auth: AuthContext, message: string): Promise<{ sent: number; failed: number }> {
    const tenant = auth.requestTenant;
    const devices = await this.repository.devicesOfTenant(tenant.tenant_pk);
    const notification = { title: tenant.name, body: message };
    const deliveries: PushDelivery[] = [];
    for (let i = 0; i < devices.length; i += CONCURRENCY) {
      const batch = devices.slice(i, i + CONCURRENCY);
      deliveries.push(...(await Promise.all(batch.map((d) => this.deliver(d, notification)))));
    }
    const dead = deliveries.filter((d) => d.outcome === 'invalid-token').map((d) => d.token);
    await this.repository.forget(dead);
    const sent = deliveries.filter((d) => d.outcome === 'sent').length;
    this.log.info(
      { tenant: tenant.tenant_pk, provider: this.provider.name, sent, pruned: dead.length },
      'push notification sent',
    );
    return { sent, failed: deliveries.length - sent };
  }

  private async deliver(
    target: PushTarget,
    notification: { title: string; body: string },
  ): Promise<PushDelivery> {
    try {
      return await this.provider.send(target, notification);
    } catch (error) {
      // One unreachable device or a network hiccup must not lose the others' results.
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ provider: this.provider.name, reason }, 'push delivery failed');
      return { token: target.token, outcome: 'failed', reason };
    }
  }
}
