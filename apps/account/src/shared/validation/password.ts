/**
 * The password policy as the bettor types: the rules the server enforces (length, not a common
 * password, not the username) decide validity; variety and length decide the strength meter.
 */
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@touchline/contract';

export type PasswordRule = 'length' | 'notCommon' | 'notUsername';
export type Strength = 0 | 1 | 2 | 3 | 4;

export interface PasswordCheck {
  /** Each enforced rule, met or not. */
  rules: Record<PasswordRule, boolean>;
  valid: boolean;
  /** 0 empty or refused, 1 weak, 2 fair, 3 good, 4 strong. */
  strength: Strength;
}

export function checkPassword(password: string, username = ''): PasswordCheck {
  const rules: Record<PasswordRule, boolean> = {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    notCommon: password.length > 0 && !isCommonPassword(password),
    notUsername:
      password.length > 0 && (username === '' || password.toLowerCase() !== username.trim().toLowerCase()),
  };
  const valid = rules.length && rules.notCommon && rules.notUsername;
  if (!valid) return { rules, valid, strength: password.length === 0 ? 0 : 1 };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const points = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  const strength: Strength = points >= 5 ? 4 : points >= 4 ? 3 : points >= 2 ? 2 : 1;
  return { rules, valid, strength };
}

/** The translation key of the first rule a password breaks, or null. */
export function passwordErrorKey(check: PasswordCheck): `password.rules.${PasswordRule}` | null {
  if (!check.rules.length) return 'password.rules.length';
  if (!check.rules.notCommon) return 'password.rules.notCommon';
  if (!check.rules.notUsername) return 'password.rules.notUsername';
  return null;
}
