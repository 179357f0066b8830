import type { PushConfig } from '../../platform/config';
import { FcmAccessTokens, readServiceAccount } from './fcm-access-token';
import { FcmPushProvider } from './fcm-push-provider';
import type { PushProvider } from './push-provider';
import { SandboxPushProvider } from './sandbox-push-provider';

/** The push service named by PUSH_PROVIDER (docs/configuration.md). */
export async function createPushProvider(
  config: PushConfig,
  dataDir: string,
  fetchFn: typeof fetch = fetch,
): Promise<PushProvider> {
  if (config.provider === 'sandbox') return new SandboxPushProvider(dataDir);
  const account = await readServiceAccount(config.fcmServiceAccountFile);
  return new FcmPushProvider(config.fcmProjectId, new FcmAccessTokens(account, fetchFn), fetchFn);
}
