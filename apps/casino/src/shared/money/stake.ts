/**
 * Stakes as the bettor types them and as the API takes them. The bettor types major units ('2', '2.5',
 * '2,50'); the API takes integer minor units (every currency of the platform has two decimals). A
 * stake is checked against the session's minimum and maximum and the balance before it is sent.
 */
import type { Currency } from '@touchline/contract';

export type StakeProblem = 'empty' | 'invalid' | 'below_min' | 'above_max' | 'above_balance';

export type StakeCheck = { ok: true; minor: number } | { ok: false; problem: StakeProblem };

export interface StakeBounds {
  min: number;
  max: number;
  /** What the bettor can stake now; a stake above it is refused before sending. */
  balance: number;
}

/** Major units typed by the bettor to minor units; null when the text is not an amount. */
export function parseMajor(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$|^[.,](\d{1,2})$/.exec(compact);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const cents = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const minor = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Checks a typed stake against the bounds; the minor units when it can be sent. */
export function checkStake(text: string, bounds: StakeBounds): StakeCheck {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const minor = parseMajor(text);
  if (minor === null || minor <= 0) return { ok: false, problem: 'invalid' };
  if (minor < bounds.min) return { ok: false, problem: 'below_min' };
  if (minor > bounds.max) return { ok: false, problem: 'above_max' };
  if (minor > bounds.balance) return { ok: false, problem: 'above_balance' };
  return { ok: true, minor };
}

/** Minor units as the stake field shows them: '2.50' (a dot, no grouping, always two decimals). */
export const toMajorText = (minor: number): string => (minor / 100).toFixed(2);

/** A quick stake: half or double of the typed one, kept inside the bounds (the minimum when unreadable). */
export function scaleStake(text: string, factor: 0.5 | 2, bounds: Pick<StakeBounds, 'min' | 'max'>): string {
  const current = parseMajor(text) ?? bounds.min;
  const scaled = factor === 2 ? current * 2 : Math.floor(current / 2);
  return toMajorText(Math.min(bounds.max, Math.max(bounds.min, scaled)));
}

/** Money as the bettor reads it, in the page's language: 1234 EUR is '€12.34' in English. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
