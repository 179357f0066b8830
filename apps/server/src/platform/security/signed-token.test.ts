import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

const claims = { sub: 7, tnt: 2, sid: 's-1', iat: 1000, exp: 2000 };

describe('signed tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signToken(claims, 'secret');
    expect(verifyToken(token, 'secret', 1500)).toEqual(claims);
    expect(verifyToken(token, 'secret', 2000)).toBeUndefined();
  });
  it('refuses another secret, a changed payload and garbage', () => {
    const token = signToken(claims, 'secret');
    expect(verifyToken(token, 'other', 1500)).toBeUndefined();
    const [h, , s] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expect(verifyToken(`${h}.${changed}.${s}`, 'secret', 1500)).toBeUndefined();
    expect(verifyToken('a.b', 'secret', 1500)).toBeUndefined();
    expect(verifyToken('', 'secret', 1500)).toBeUndefined();
  });
});
