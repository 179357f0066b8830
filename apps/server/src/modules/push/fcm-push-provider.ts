import type { FcmAccessTokens } from './fcm-access-token';
import type { PushDelivery, PushNotification, PushProvider, PushTarget } from './push-provider';

/** FCM error codes after which a token will never deliver again: forget the device. */
const DEAD_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'SENDER_ID_MISMATCH']);

interface FcmErrorBody {
  error?: {
    code?: number;
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string }[];
  };
}

/** The HTTP v1 `messages:send` request for one device. */
export function fcmSendRequest(
  projectId: string,
  accessToken: string,
  target: PushTarget,
  notification: PushNotification,
) {
  const message = {
    token: target.token,
    notification: { title: notification.title, body: notification.body },
    android: { priority: 'high', notification: { sound: 'default' } },
    apns: { payload: { aps: { sound: 'default' } } },
    webpush: { notification: { title: notification.title, body: notification.body } },
  };
  return {
    url: `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`,
    init: {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json; charset=UTF-8',
      },
      body: JSON.stringify({ message }),
    } satisfies RequestInit,
  };
}

/** The FCM error code of a refused send: the FcmError detail, else the Google status. */
export function fcmErrorCode(body: FcmErrorBody): string {
  const detail = body.error?.details?.find((d) => d.errorCode)?.errorCode;
  return detail ?? body.error?.status ?? 'UNKNOWN';
}

/** Firebase Cloud Messaging, HTTP v1 API, authorised as a service account. */
export class FcmPushProvider implements PushProvider {
  readonly name = 'fcm' as const;

  constructor(
    private readonly projectId: string,
    private readonly tokens: FcmAccessTokens,
    private readonly fetchFn: typeof fetch,
  ) {}

  async send(target: PushTarget, notification: PushNotification): Promise<PushDelivery> {
    let answer = await this.post(target, notification);
    if (answer.status === 401) {
      // The access token was revoked or expired early: fetch a new one, once.
      this.tokens.invalidate();
      answer = await this.post(target, notification);
    }
    const body = (await answer.json().catch(() => ({}))) as { name?: string } & FcmErrorBody;
    if (answer.ok && body.name) {
      return { token: target.token, outcome: 'sent', messageId: body.name };
    }
    const code = fcmErrorCode(body);
    const reason = `${code}${body.error?.message ? `: ${body.error.message}` : ''}`;
    if (DEAD_TOKEN_CODES.has(code))
      return { token: target.token, outcome: 'invalid-token', reason };
    return { token: target.token, outcome: 'failed', reason: `${answer.status} ${reason}` };
  }

  private async post(target: PushTarget, notification: PushNotification) {
    const { url, init } = fcmSendRequest(
      this.projectId,
      await this.tokens.get(),
      target,
      notification,
    );
    return this.fetchFn(url, init);
  }
}
