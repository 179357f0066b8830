import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('Public QR page robot check', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database, { ROBOT_CHECK: 'altcha', LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses START without a solved robot check, naming recaptchaResponse', async () => {
    for (const recaptchaResponse of [undefined, 'not-a-solution']) {
      const res = await app.http.inject({
        method: 'POST',
        url: '/api/qrcode/start',
        payload: { chargeBoxId: 'ANY-1', connectorId: 1, token: 'whatever', recaptchaResponse },
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { field: string }).field).toBe('recaptchaResponse');
    }
  });
});
