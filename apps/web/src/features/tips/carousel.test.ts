import { describe, expect, it } from 'vitest';
import { bulletWindow, isLocked, nextIndex, tipsShown } from './carousel';

describe('tips carousel rules', () => {
  it('hides with no tips or with two or more selections in the slip', () => {
    expect(tipsShown(0, 0)).toBe(false);
    expect(tipsShown(4, 2)).toBe(false);
    expect(tipsShown(4, 1)).toBe(true);
  });

  it('advances to the next tip and wraps round', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('offers three bullets that follow the current tip', () => {
    expect(bulletWindow(0, 10)).toEqual([0, 1, 2]);
    expect(bulletWindow(5, 10)).toEqual([4, 5, 6]);
    expect(bulletWindow(9, 10)).toEqual([7, 8, 9]);
    expect(bulletWindow(0, 2)).toEqual([0, 1]);
  });

  it('locks a tile whose odds are not above 1, unless they are negative', () => {
    expect(isLocked(1.5)).toBe(false);
    expect(isLocked(1)).toBe(true);
    expect(isLocked(0)).toBe(true);
    expect(isLocked(-110)).toBe(false);
  });
});
