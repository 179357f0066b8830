import { z } from 'zod';

/** Support messages and push notifications carry at most this many characters (spec 1 §5). */
export const MESSAGE_MAX_LENGTH = 255;

export const SUPPORT_SUBJECTS = ['general', 'complaint', 'suggestion'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

const message = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MESSAGE_MAX_LENGTH, { error: 'maxChars' });

export const supportMailBody = z.object({
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'oneOf' }),
  message,
});
export type SupportMailBody = z.infer<typeof supportMailBody>;

export const pushNotificationBody = z.object({ message });
export type PushNotificationBody = z.infer<typeof pushNotificationBody>;

export const pushNotificationResult = z.object({
  data: z.object({ sent: z.number().int(), failed: z.number().int() }),
});
export type PushNotificationResult = z.infer<typeof pushNotificationResult>;

export const PUSH_PLATFORMS = ['android', 'ios', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export const PUSH_PROVIDERS = ['sandbox', 'fcm'] as const;
export type PushProviderName = (typeof PUSH_PROVIDERS)[number];

/** A device token as the push services issue them: printable, no spaces or slashes. */
export const pushDeviceToken = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(4096)
  .regex(/^[A-Za-z0-9:_\-.]+$/, { error: 'deviceToken' });

export const pushDeviceBody = z.object({
  token: pushDeviceToken,
  platform: z.enum(PUSH_PLATFORMS, { error: 'oneOf' }),
});
export type PushDeviceBody = z.infer<typeof pushDeviceBody>;

export const pushProviderAnswer = z.object({ provider: z.enum(PUSH_PROVIDERS) });
export type PushProviderAnswer = z.infer<typeof pushProviderAnswer>;
