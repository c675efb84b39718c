/**
 * Safe-gambling refusals in the bettor's words: a deposit over a limit, a login during a time-out or
 * self-exclusion, an exclusion that would shorten the one in force. Shared, because the cashier and
 * the login form meet them as well as the safe-gambling page.
 */
import { DepositLimitBreach } from '@touchline/contract';
import i18next, { type TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '@/shared/api/client';
import { formatDateTime, formatMoney } from '@/shared/ui/format';

const Until = z.object({ until: z.iso.datetime() });
const Breach = z.object({ deposit_limit: DepositLimitBreach });

/** The words for a refusal by a safe-gambling rule, or null when the error is something else. */
export function explainLimitRefusal(
  error: unknown,
  t: TFunction,
  locale: string = i18next.language,
): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  switch (error.code) {
    case 'DEPOSIT_LIMIT_EXCEEDED': {
      const parsed = Breach.safeParse(body);
      if (!parsed.success) return null;
      const breach = parsed.data.deposit_limit;
      const values = {
        period: t(`safeGambling.periods.${breach.period}`),
        limit: formatMoney(breach.limit, breach.currency, locale),
        remaining: formatMoney(breach.remaining, breach.currency, locale),
      };
      return breach.resets_at
        ? t('safeGambling.errors.depositLimit', { ...values, date: formatDateTime(breach.resets_at, locale) })
        : t('safeGambling.errors.depositLimitNoDate', values);
    }
    case 'TIMED_OUT':
    case 'SELF_EXCLUDED':
    case 'EXCLUSION_CANNOT_SHORTEN': {
      const parsed = Until.safeParse(body);
      if (!parsed.success) return null;
      const date = formatDateTime(parsed.data.until, locale);
      if (error.code === 'TIMED_OUT') return t('safeGambling.errors.timedOut', { date });
      if (error.code === 'SELF_EXCLUDED') return t('safeGambling.errors.selfExcluded', { date });
      return t('safeGambling.errors.cannotShorten', { date });
    }
    case 'PASSWORD_INCORRECT':
      return t('safeGambling.errors.passwordIncorrect');
    default:
      return null;
  }
}
