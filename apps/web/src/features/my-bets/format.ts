/** How My Bets and the rewards pages show money, odds and dates: the bettor's currency, odds format and time zone. */
import { formatMoney, formatOdds } from '@touchline/betting';
import type { Currency } from '@touchline/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { useSettings } from '@/shared/preferences';
import { useSession } from '@/shared/session';

export interface Formats {
  currency: Currency;
  /** Minor units as money. */
  money: (minor: number) => string;
  odds: (decimal: number) => string;
  date: (iso: string) => string;
}

export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const currency = useSession((state) => state.user?.currency ?? currentBrand.currency);
  const oddsFormat = useSettings((state) => state.oddsFormat);
  const timeZone = useSettings((state) => state.timezone);
  return useMemo(() => {
    let dates: Intl.DateTimeFormat;
    try {
      dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      // A time zone this browser does not know: its own zone rather than no date.
      dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    }
    return {
      currency,
      money: (minor) => formatMoney(minor, currency, currentBrand.locale),
      odds: (decimal) => formatOdds(decimal, oddsFormat),
      date: (iso) => dates.format(new Date(iso)),
    };
  }, [currency, oddsFormat, timeZone, i18n.language]);
}
