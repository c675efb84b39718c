/**
 * Registration rules the account site checks as the bettor types and the server enforces: the minimum
 * age on a date of birth (YYYY-MM-DD, a real calendar day).
 */
import { z } from 'zod';

export const MINIMUM_AGE = 18;

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
