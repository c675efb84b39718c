import { describe, expect, it } from 'vitest';
import { BADGE_MAX, badgeText } from './badge';

describe('badges show only when above zero; 99+ above 99', () => {
  it('nothing at zero or below', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(0.5)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
  });

  it('the number up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(99)).toBe('99');
  });

  it('99+ above 99', () => {
    expect(BADGE_MAX).toBe(99);
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(99.5)).toBe('99+');
    expect(badgeText(Number.POSITIVE_INFINITY)).toBe('99+');
  });
});
