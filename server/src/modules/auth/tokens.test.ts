import { describe, expect, it } from 'vitest';
import { AccessTokens, hashToken, randomToken } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = { userId: 42, sessionId: 'session-1', bookmaker: 'touchline_ie' };

describe('Tokens: access tokens and single-use tokens', () => {
  it('a signed token verifies until it expires', async () => {
    const tokens = new AccessTokens(secret);
    const token = await tokens.sign(claims, 1_000_000, 1_000_000 + 60_000);
    expect(await tokens.verify(token, 1_000_000 + 59_000)).toEqual(claims);
    expect(await tokens.verify(token, 1_000_000 + 61_000)).toBeNull();
  });

  it('another key, a tampered payload or garbage does not verify', async () => {
    const token = await new AccessTokens(secret).sign(claims, 0, 60_000);
    expect(await new AccessTokens(`${secret}-other`).verify(token, 1_000)).toBeNull();
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', sid: 'x', bm: 'y' })).toString('base64url');
    expect(await new AccessTokens(secret).verify(`${head}.${forged}.${signature}`, 1_000)).toBeNull();
    expect(await new AccessTokens(secret).verify('garbage', 1_000)).toBeNull();
  });

  it('random tokens are unique and stored only as a SHA-256', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
