import { SANDBOX_3DS_CARDS, type ThreeDsRequest } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/http-error';
import { signToken } from '../../platform/security/signed-token';
import { isCardNumber, SandboxCardProvider } from './sandbox-card-provider';

const withCard = (number: string): ThreeDsRequest => ({
  data: {
    paymentMethod: { type: 'CREDIT_CARD', card: { number, expMonth: '12', expYear: '2030' } },
  },
});

describe('sandbox card provider', () => {
  const provider = new SandboxCardProvider('secret-of-this-server');

  it('lets the test card decide: authenticated, not authenticated or a failure', async () => {
    const { session, expiresAt } = await provider.createSession(1);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const approved = await provider.authenticate(session, withCard(SANDBOX_3DS_CARDS.approved));
    expect(approved).toMatchObject({
      status: 'AUTH_FLOW_COMPLETED',
      authenticationStatus: 'AUTHENTICATED',
    });
    expect(approved.id).toMatch(/^3DS_/);
    expect(await provider.authenticate(session, withCard(SANDBOX_3DS_CARDS.denied))).toMatchObject({
      status: 'AUTH_FLOW_COMPLETED',
      authenticationStatus: 'NOT_AUTHENTICATED',
    });
    await expect(
      provider.authenticate(session, withCard(SANDBOX_3DS_CARDS.error)),
    ).rejects.toMatchObject({
      statusCode: 502,
    });
    await expect(
      provider.authenticate(session, withCard('4111111111111112')),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'request.data.paymentMethod.card.number',
    });
  });

  it('accepts only its own unexpired sessions, never a sign-in token', async () => {
    const card = withCard(SANDBOX_3DS_CARDS.approved);
    const other = new SandboxCardProvider('another-server');
    const foreign = (await other.createSession(1)).session;
    const now = Math.floor(Date.now() / 1000);
    const signInToken = signToken(
      { sub: 1, tnt: 1, sid: 'x', iat: now, exp: now + 60 },
      'secret-of-this-server',
    );
    for (const session of [foreign, signInToken, 'not-a-session']) {
      const failure = await provider.authenticate(session, card).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpError);
      expect((failure as HttpError).field).toBe('session');
    }
  });

  it('checks card numbers with the Luhn rule', () => {
    expect(Object.values(SANDBOX_3DS_CARDS).every(isCardNumber)).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
  });

  it('points the page at its own checkout script, labelled sandbox', () => {
    expect(provider.checkout()).toEqual({
      provider: 'sandbox',
      sandbox: true,
      scriptUrl: '/api/payments/3ds/sandbox/pagseguro.js',
      env: 'SANDBOX',
    });
  });
});
