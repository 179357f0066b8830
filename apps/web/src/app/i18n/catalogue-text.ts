import { isMessageKey } from '@chargedeck/shared';
import type { TFunction } from 'i18next';

/**
 * A message key of the shared catalogue (what schemas and the server carry) in the interface's
 * language, its slots filled from params; any other text comes back unchanged.
 */
export function catalogueText(
  t: TFunction,
  keyOrText: string,
  params: Record<string, unknown> = {},
): string {
  return isMessageKey(keyOrText) ? t(`msg.${keyOrText}`, params) : keyOrText;
}
