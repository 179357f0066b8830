import type { PushPlatform, PushProviderName } from '@chargedeck/shared';

export interface PushTarget {
  token: string;
  platform: PushPlatform;
}

export interface PushNotification {
  title: string;
  body: string;
}

/**
 * What the push service said about one device. `invalid-token` means the token will never work
 * again (uninstalled app, malformed token): the caller forgets it.
 */
export type PushDelivery =
  | { token: string; outcome: 'sent'; messageId: string }
  | { token: string; outcome: 'invalid-token'; reason: string }
  | { token: string; outcome: 'failed'; reason: string };

/** A push service: the sandbox by default, Firebase Cloud Messaging by configuration. */
export interface PushProvider {
  readonly name: PushProviderName;
  send(target: PushTarget, notification: PushNotification): Promise<PushDelivery>;
}
