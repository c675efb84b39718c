/** Money and dates as the bettor reads them: minor units become the brand's currency in its locale. */
import type { Currency } from '@touchline/contract';

export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Major units typed by the bettor ('10', '10.5', '10,50') to minor units; null when not an amount. */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}
