import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../app/storage/storage-keys';
import { qrStopSecrets } from './qr-stop-secrets';

describe('QR stop secrets', () => {
  it('keeps one secret per station and connector until it is forgotten', () => {
    const secrets = qrStopSecrets(memoryStore());
    const one = { chargeBoxId: 'CB-1', connectorId: 1 };
    const two = { chargeBoxId: 'CB-1', connectorId: 2 };
    secrets.keep(one, 'secret-1');
    expect(secrets.get(one)).toBe('secret-1');
    expect(secrets.get(two)).toBeUndefined();
    secrets.forget(one);
    expect(secrets.get(one)).toBeUndefined();
  });

  it('does without storage when the browser refuses it', () => {
    const refusing = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const secrets = qrStopSecrets(refusing);
    expect(() => secrets.keep({ chargeBoxId: 'CB-1', connectorId: 1 }, 's')).not.toThrow();
  });
});
