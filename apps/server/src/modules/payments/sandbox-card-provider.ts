import { createHmac, randomUUID } from 'node:crypto';
import {
  SANDBOX_3DS_CARDS,
  type CardAuthenticationSession,
  type CardCheckoutSettings,
  type ThreeDsRequest,
  type ThreeDsResult,
} from '@chargedeck/shared';
import { badRequest, HttpError } from '../../platform/http/http-error';
import { signToken, verifyToken } from '../../platform/security/signed-token';
import type { CardAuthenticationProvider } from './card-authentication-provider';

/** Sessions last as long as PagSeguro's. */
export const SANDBOX_SESSION_SECONDS = 30 * 60;
export const SANDBOX_SCRIPT_PATH = '/api/payments/3ds/sandbox/pagseguro.js';

/** Luhn check: the sandbox refuses numbers no card could have, as the real service does. */
export function isCardNumber(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/**
 * The embedded card service: signed sessions (any node can check them, nothing stored) and an
 * authentication whose outcome the test card decides (SANDBOX_3DS_CARDS).
 */
export class SandboxCardProvider implements CardAuthenticationProvider {
  readonly name = 'sandbox' as const;
  private readonly secret: string;

  constructor(secret: string) {
    // Sessions must never pass for sign-in tokens, nor the other way round.
    this.secret = createHmac('sha256', secret).update('card-3ds-sandbox').digest('base64url');
  }

  checkout(): CardCheckoutSettings {
    return { provider: 'sandbox', sandbox: true, scriptUrl: SANDBOX_SCRIPT_PATH, env: 'SANDBOX' };
  }

  async createSession(tenantPk: number): Promise<CardAuthenticationSession> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + SANDBOX_SESSION_SECONDS;
    const session = signToken({ sub: 0, tnt: tenantPk, sid: randomUUID(), iat, exp }, this.secret);
    return { session, expiresAt: new Date(exp * 1000).toISOString() };
  }

  async authenticate(session: string, request: ThreeDsRequest): Promise<ThreeDsResult> {
    if (!verifyToken(session, this.secret)) throw badRequest('session', 'invalidOrExpired');
    const number = request.data.paymentMethod.card.number;
    if (!isCardNumber(number))
      throw badRequest('request.data.paymentMethod.card.number', 'notACardNumber');
    if (number === SANDBOX_3DS_CARDS.error) throw new HttpError(502, 'cardIssuerSilent');
    const id = `3DS_${randomUUID()}`;
    if (number === SANDBOX_3DS_CARDS.denied)
      return { id, status: 'AUTH_FLOW_COMPLETED', authenticationStatus: 'NOT_AUTHENTICATED' };
    return { id, status: 'AUTH_FLOW_COMPLETED', authenticationStatus: 'AUTHENTICATED' };
  }
}
