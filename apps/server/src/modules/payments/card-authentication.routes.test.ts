import { SANDBOX_3DS_CARDS } from '@chargedeck/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('card 3-D Secure sandbox', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
  });

  const authenticate = (session: string, number: string) =>
    app.http.inject({
      method: 'POST',
      url: '/api/payments/3ds/authenticate',
      payload: {
        session,
        request: { data: { paymentMethod: { type: 'CREDIT_CARD', card: { number } } } },
      },
    });

  it('runs the flow a host app and the page make, without a dashboard session', async () => {
    const checkout = await app.http.inject({ method: 'GET', url: '/api/payments/3ds/checkout/' });
    expect(checkout.json()).toMatchObject({ provider: 'sandbox', sandbox: true, env: 'SANDBOX' });
    const script = await app.http.inject({
      method: 'GET',
      url: checkout.json().scriptUrl as string,
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('authenticate3DS');

    const created = await app.http.inject({ method: 'POST', url: '/api/payments/3ds/sessions' });
    expect(created.statusCode).toBe(201);
    const { session } = created.json() as { session: string };
    const approved = await authenticate(session, SANDBOX_3DS_CARDS.approved);
    expect(approved.json()).toMatchObject({
      status: 'AUTH_FLOW_COMPLETED',
      authenticationStatus: 'AUTHENTICATED',
    });
    expect((await authenticate(session, SANDBOX_3DS_CARDS.denied)).json()).toMatchObject({
      authenticationStatus: 'NOT_AUTHENTICATED',
    });
    expect((await authenticate(session, SANDBOX_3DS_CARDS.error)).statusCode).toBe(502);
  });

  it('names the field it refuses', async () => {
    const bad = await authenticate('forged', SANDBOX_3DS_CARDS.approved);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('session');
    const { session } = (
      await app.http.inject({ method: 'POST', url: '/api/payments/3ds/sessions' })
    ).json() as {
      session: string;
    };
    const letters = await authenticate(session, '4111-1111');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().field).toBe('request.data.paymentMethod.card.number');
  });
});
