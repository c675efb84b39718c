import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, passwordProblem, TEST_COST, verifyPassword } from './passwords';

describe('validation: the password policy of registration and reset', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('seven77')).toMatch(/at least 8/);
    expect(passwordProblem('eight888')).toBeNull();
  });

  it('refuses common passwords in any case', () => {
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(passwordProblem('Qwertyuiop')).toMatch(/too common/);
    expect(isCommonPassword('a-rare-phrase-42')).toBe(false);
  });

  it('refuses the username as the password', () => {
    expect(passwordProblem('MyName2026', 'myname2026')).toMatch(/differ from the username/);
    expect(passwordProblem('MyName2026', 'someone')).toBeNull();
  });

  it('refuses absurdly long passwords', () => {
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
  });
});

describe('Auth: argon2id password hashes', () => {
  it('hashes with argon2id, verifies the right password only, treats a broken hash as a mismatch', async () => {
    const hash = await hashPassword('correct horse', TEST_COST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse!')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
  });
});
