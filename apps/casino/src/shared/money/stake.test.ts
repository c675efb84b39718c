import { describe, expect, it } from 'vitest';
import { checkStake, formatMoney, parseMajor, scaleStake, toMajorText } from './stake';

const bounds = { min: 10, max: 50_000, balance: 2_000 };

describe('stake parsing', () => {
  it('reads major units with a dot or a comma into minor units', () => {
    expect(parseMajor('2')).toBe(200);
    expect(parseMajor('2.5')).toBe(250);
    expect(parseMajor('2,50')).toBe(250);
    expect(parseMajor(' 12.05 ')).toBe(1205);
    expect(parseMajor('1 000')).toBe(100_000);
    expect(parseMajor('.5')).toBe(50);
    expect(parseMajor('3.')).toBe(300);
  });

  it('refuses what is not an amount: letters, signs, a third decimal', () => {
    for (const text of ['abc', '-2', '2.555', '1e3', '2..5', '']) expect(parseMajor(text)).toBeNull();
  });

  it('checks the stake against the minimum, the maximum and the balance', () => {
    expect(checkStake('', bounds)).toEqual({ ok: false, problem: 'empty' });
    expect(checkStake('x', bounds)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkStake('0', bounds)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkStake('0.05', bounds)).toEqual({ ok: false, problem: 'below_min' });
    expect(checkStake('600', bounds)).toEqual({ ok: false, problem: 'above_max' });
    expect(checkStake('25', bounds)).toEqual({ ok: false, problem: 'above_balance' });
    expect(checkStake('20', bounds)).toEqual({ ok: true, minor: 2000 });
  });

  it('halves and doubles within the bounds', () => {
    expect(scaleStake('1.00', 2, bounds)).toBe('2.00');
    expect(scaleStake('1.00', 0.5, bounds)).toBe('0.50');
    expect(scaleStake('0.15', 0.5, bounds)).toBe('0.10');
    expect(scaleStake('400', 2, bounds)).toBe('500.00');
    expect(scaleStake('nonsense', 2, bounds)).toBe('0.20');
  });

  it('shows minor units as the field and the bettor read them', () => {
    expect(toMajorText(1205)).toBe('12.05');
    expect(formatMoney(1205, 'EUR', 'en')).toBe('€12.05');
    expect(formatMoney(1205, 'EUR', 'de')).toMatch(/^12,05\s€$/);
  });
});
