import { createHmac, timingSafeEqual } from 'node:crypto';

/** Compact HS256 JSON Web Tokens: header.payload.signature, base64url. */
export interface TokenClaims {
  sub: number;
  tnt: number;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a genuine, unexpired token, or undefined. */
export function verifyToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: Partial<TokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
  } catch {
    return undefined;
  }
  const { sub, tnt, sid, iat, exp } = claims;
  if (typeof sub !== 'number' || typeof tnt !== 'number' || typeof sid !== 'string')
    return undefined;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= nowSeconds) return undefined;
  return { sub, tnt, sid, iat, exp };
}
