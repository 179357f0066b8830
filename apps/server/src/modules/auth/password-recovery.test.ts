import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { grantRoute, startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('password recovery', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
    for (const email of ['rita@example.com', 'otto@example.com', 'ines@example.com']) {
      await app.http.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: 'Secret123!' },
      });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object) => app.http.inject({ method: 'POST', url, payload });
  const latestCode = () => {
    const mails = app.outbox();
    const match = /code is (\d{6})/.exec(mails[mails.length - 1] ?? '');
    if (!match?.[1]) throw new Error('no code in the outbox');
    return match[1];
  };

  it('answers an e-mail without an account as any other, and mails nothing', async () => {
    const before = app.outbox().length;
    const res = await post('/api/forgotpassword/sendCode', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(app.outbox()).toHaveLength(before);
    const change = await post('/api/forgotpassword/change', {
      email: 'nobody@example.com',
      code: '123456',
      password: 'Newpass123!',
    });
    expect(change.statusCode).toBe(404);
  });

  it('mails a 6-digit code and sets the new password with it, once', async () => {
    const sent = await post('/api/forgotpassword/sendCode', { email: 'rita@example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true } });
    const code = latestCode();
    expect(app.outbox().at(-1)).toContain('To: rita@example.com');
    const wrong = await post('/api/forgotpassword/change', {
      email: 'rita@example.com',
      code: code === '000000' ? '111111' : '000000',
      password: 'Newpass123!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('code');
    const weak = await post('/api/forgotpassword/change', {
      email: 'rita@example.com',
      code,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const changed = await post('/api/forgotpassword/change', {
      email: 'rita@example.com',
      code,
      password: 'Newpass123!',
    });
    expect(changed.statusCode).toBe(200);
    const again = await post('/api/forgotpassword/change', {
      email: 'rita@example.com',
      code,
      password: 'Other123!',
    });
    expect(again.statusCode).toBe(404);
    await grantRoute(database, 'rita@example.com', '/');
    expect(
      (await post('/api/login', { email: 'rita@example.com', password: 'Newpass123!' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/login', { email: 'rita@example.com', password: 'Secret123!' })).statusCode,
    ).toBe(401);
  });

  it('answers 410 with data.error for an expired code', async () => {
    await post('/api/forgotpassword/sendCode', { email: 'otto@example.com' });
    const code = latestCode();
    await database.handle.db
      .updateTable('password_reset_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await post('/api/forgotpassword/change', {
      email: 'otto@example.com',
      code,
      password: 'Newpass123!',
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().data.error).toMatch(/expired/);
  });

  it('answers 429 once the attempts are used up, even with the right code', async () => {
    await post('/api/forgotpassword/sendCode', { email: 'ines@example.com' });
    const code = latestCode();
    const wrong = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await post('/api/forgotpassword/change', {
            email: 'ines@example.com',
            code: wrong,
            password: 'Newpass123!',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post('/api/forgotpassword/change', {
      email: 'ines@example.com',
      code,
      password: 'Newpass123!',
    });
    expect(right.statusCode).toBe(429);
  });
});
