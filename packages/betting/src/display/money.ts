/** Currencies of the operators. */
export type Currency = 'EUR' | 'GBP' | 'RON' | 'MXN' | 'BRL';
export const CURRENCIES: readonly Currency[] = ['EUR', 'GBP', 'RON', 'MXN', 'BRL'];
/** Default currency. */
export const DEFAULT_CURRENCY: Currency = 'EUR';
/** Locale used when none is given: Ireland, the default EUR market. */
export const DEFAULT_MONEY_LOCALE = 'en-IE';
/** Shown when an amount cannot be read. */
export const UNKNOWN_AMOUNT_TEXT = '-';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount held in minor units shown as money ("Balance money format:
 * balance multiplied by 100"): 1234 EUR in en-IE gives "€12.34".
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency = DEFAULT_CURRENCY,
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  if (!Number.isFinite(minorUnits)) return UNKNOWN_AMOUNT_TEXT;
  return formatterFor(currency, locale).format(minorUnits / 100);
}

/**
 * Playthrough bonus progress in percent, 0 to 100 ("Bonus progress capped
 * at 100%"): the share of the required total already played through. No requirement gives 0.
 */
export function playthroughProgress(total: number, remaining: number): number {
  if (!Number.isFinite(total) || total <= 0 || Number.isNaN(remaining)) return 0;
  const done = ((total - remaining) / total) * 100;
  return Math.min(100, Math.max(0, done));
}
