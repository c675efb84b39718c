import { describe, expect, it } from 'vitest';
import { checkPassword, passwordErrorKey } from './password';

describe('password policy while typing', () => {
  it('refuses short, common and username passwords, as the server does', () => {
    expect(passwordErrorKey(checkPassword('short1'))).toBe('password.rules.length');
    expect(passwordErrorKey(checkPassword('Password123'))).toBe('password.rules.notCommon');
    expect(passwordErrorKey(checkPassword('samename99', 'SameName99'))).toBe('password.rules.notUsername');
    expect(passwordErrorKey(checkPassword('correct-horse-battery', 'alice'))).toBeNull();
  });

  it('rates strength by variety and length', () => {
    expect(checkPassword('').strength).toBe(0);
    expect(checkPassword('abc').strength).toBe(1);
    expect(checkPassword('abcdefgh').strength).toBe(1);
    expect(checkPassword('abcdefg1').strength).toBe(2);
    expect(checkPassword('Abcdefg1!').strength).toBe(3);
    expect(checkPassword('Abcdefg1!xyz-long').strength).toBe(4);
  });
});
