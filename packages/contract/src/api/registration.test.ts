import { describe, expect, it } from 'vitest';
import { ageOn, ageProblem } from './registration';

describe('registration: 18 or older on the day', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses minors, dates in the future and dates that do not exist', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(ageProblem('2008-11-24', now)).toBeNull();
    expect(ageProblem('2008-11-25', now)).toBe('under_age');
    expect(ageProblem('2030-01-01', now)).toBe('future');
    expect(ageProblem('2001-02-31', now)).toBe('invalid');
    expect(ageProblem('yesterday', now)).toBe('invalid');
  });
});
