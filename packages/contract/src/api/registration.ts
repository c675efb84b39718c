/**
 * Registration rules the account site checks as the bettor types and the server enforces: the password
 * policy (length, not a common password) and the minimum age on a date of birth (YYYY-MM-DD).
 */
import { z } from 'zod';

export const MINIMUM_AGE = 18;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Passwords that top every breach list. A password found here is refused at registration and reset,
 * and an existing account that still logs in with one must choose a new one.
 */
const COMMON_PASSWORDS = new Set([
  '00000000',
  '11111111',
  '12121212',
  '12341234',
  '123123123',
  '12345678',
  '123456789',
  '1234567890',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '87654321',
  '88888888',
  '987654321',
  'aa123456',
  'abc12345',
  'abcd1234',
  'admin123',
  'baseball',
  'basketball',
  'changeme',
  'football',
  'iloveyou',
  'letmein1',
  'liverpool',
  'master123',
  'michael1',
  'monkey123',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'princess',
  'qwerty12',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'whatever',
  'zaq12wsx',
]);

/** True when the password is on the common (breached) password list. */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** Whole years between a date of birth and a day (both YYYY-MM-DD, read as calendar days). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

/** A calendar day in UTC as YYYY-MM-DD. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A real calendar day (no 31 February), not before 1900. */
export const DateOfBirth = z.iso
  .date('a date of birth is a date YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01', 'a date of birth is after 1900');

/** Why a date of birth may not register today, or null (the bettor is of age). */
export function ageProblem(dateOfBirth: string, now: Date): 'invalid' | 'future' | 'under_age' | null {
  if (!DateOfBirth.safeParse(dateOfBirth).success) return 'invalid';
  const today = isoDay(now);
  if (dateOfBirth > today) return 'future';
  return ageOn(dateOfBirth, today) < MINIMUM_AGE ? 'under_age' : null;
}
