import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PushDelivery, PushNotification, PushProvider, PushTarget } from './push-provider';

/** Tokens the sandbox treats as an uninstalled app, as FCM answers UNREGISTERED. */
const UNREGISTERED = /^(invalid|unregistered)[-_:]/i;
/** FCM registration tokens are long; a short one is a client bug, as FCM's INVALID_ARGUMENT. */
const MIN_TOKEN_LENGTH = 16;

/**
 * The embedded push service. It answers per device like FCM (sent, unregistered token,
 * malformed token) and writes each delivered push to DATA_DIR/push-outbox/*.json instead of a
 * phone, so the result can be checked.
 */
export class SandboxPushProvider implements PushProvider {
  readonly name = 'sandbox' as const;
  private readonly outbox: string;

  constructor(dataDir: string) {
    this.outbox = join(dataDir, 'push-outbox');
  }

  async send(target: PushTarget, notification: PushNotification): Promise<PushDelivery> {
    if (UNREGISTERED.test(target.token)) {
      return { token: target.token, outcome: 'invalid-token', reason: 'UNREGISTERED' };
    }
    if (target.token.length < MIN_TOKEN_LENGTH) {
      return {
        token: target.token,
        outcome: 'invalid-token',
        reason: 'INVALID_ARGUMENT: not a valid registration token',
      };
    }
    const messageId = `sandbox/messages/${randomUUID()}`;
    const sentAt = new Date().toISOString();
    await mkdir(this.outbox, { recursive: true });
    await writeFile(
      join(this.outbox, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`),
      `${JSON.stringify({ messageId, sentAt, token: target.token, platform: target.platform, notification }, null, 2)}\n`,
    );
    return { token: target.token, outcome: 'sent', messageId };
  }
}
