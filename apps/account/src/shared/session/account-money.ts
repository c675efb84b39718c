/**
 * Amounts of the logged-in account. Every amount the account site shows or offers (balances, quick
 * amounts, minimum and maximum, limits) is in the account's own currency: a GB bettor opening the
 * account site from another brand's host still deposits, and reads, pounds. Null until the account's
 * details have come, so no amount is ever shown in a currency that might not be the account's.
 */
import type { Currency } from '@touchline/contract';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { formatMoney } from '@/shared/ui/format';
import { usePlayerDetails } from './session';

export interface AccountMoney {
  currency: Currency;
  /** Minor units written in the account's currency. */
  money: (minor: number) => string;
}

export function useAccountMoney(): AccountMoney | null {
  const locale = useDisplayLocale();
  const currency = usePlayerDetails().data?.balance.currency;
  if (!currency) return null;
  return { currency, money: (minor) => formatMoney(minor, currency, locale) };
}
