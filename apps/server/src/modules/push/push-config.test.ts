import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';

describe('push configuration', () => {
  it('uses the sandbox unless Firebase is configured completely', () => {
    expect(loadConfig({}).push).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ PUSH_PROVIDER: 'fcm', FCM_PROJECT_ID: 'p' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_PROVIDER: 'apns' })).toThrow('PUSH_PROVIDER must be');
    expect(
      loadConfig({
        PUSH_PROVIDER: 'fcm',
        FCM_PROJECT_ID: 'chargedeck-prod',
        FCM_SERVICE_ACCOUNT_FILE: '/etc/chargedeck/fcm.json',
      }).push,
    ).toEqual({
      provider: 'fcm',
      fcmProjectId: 'chargedeck-prod',
      fcmServiceAccountFile: '/etc/chargedeck/fcm.json',
    });
  });
});
