import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimitView,
  type PlayerLimits,
} from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { explainLimitRefusal } from '@/shared/safe-gambling/refusals';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { formatDateTime, formatMoney, parseAmount } from '@/shared/ui/format';
import styles from '@/shared/ui/ui.module.css';
import { useSetDepositLimits, useSetLossLimits } from './limits-query';
import own from './safe-gambling.module.css';

type Texts = Record<DepositLimitPeriod, string>;
/** Deposit limits bound what is deposited; loss limits the net loss (stakes less returns). */
export type LimitKind = 'deposit' | 'loss';

const entriesOf = (limits: PlayerLimits, kind: LimitKind): DepositLimitView[] =>
  kind === 'deposit' ? limits.deposit_limits : limits.loss_limits;

/** The amounts as the bettor types them (major units), from the limits in force. */
const textsOf = (entries: readonly DepositLimitView[]): Texts => {
  const texts = { day: '', week: '', month: '' };
  for (const entry of entries) {
    texts[entry.period] = entry.limit === null ? '' : (entry.limit / 100).toFixed(2);
  }
  return texts;
};

/**
 * Deposit or loss limits per rolling day, week and month. An empty field means no limit; the server
 * decides which changes apply at once (lower) and which wait 24 hours (higher or removed).
 */
export function DepositLimitsForm({ limits, kind = 'deposit' }: { limits: PlayerLimits; kind?: LimitKind }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const [texts, setTexts] = useState<Texts>(() => textsOf(entriesOf(limits, kind)));
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const depositMutation = useSetDepositLimits();
  const lossMutation = useSetLossLimits();
  const mutation = kind === 'deposit' ? depositMutation : lossMutation;
  const money = (minor: number) => formatMoney(minor, limits.currency, locale);

  const parsed = Object.fromEntries(
    DEPOSIT_LIMIT_PERIODS.map((period) => {
      const text = texts[period].trim();
      return [period, text === '' ? null : parseAmount(text)];
    }),
  ) as Record<DepositLimitPeriod, number | null>;
  const invalid = (period: DepositLimitPeriod) =>
    texts[period].trim() !== '' && (parsed[period] === null || parsed[period] === 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (DEPOSIT_LIMIT_PERIODS.some(invalid) || mutation.isPending) return;
    setProblem(null);
    mutation.mutate(parsed, {
      onSuccess: (answer) => setTexts(textsOf(entriesOf(answer, kind))),
      onError: (error) => setProblem(explainLimitRefusal(error, t, locale) ?? explainApiError(error, t)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorAlert>{problem}</ErrorAlert>
      {mutation.isSuccess && !mutation.isPending ? (
        <SuccessNotice>{t(`safeGambling.${kind}.saved`)}</SuccessNotice>
      ) : null}
      <div className={own.limits}>
        {entriesOf(limits, kind).map((entry) => (
          <div key={entry.period} className={own.section}>
            <TextField
              label={t(`safeGambling.${kind}.${entry.period}`)}
              name={`${kind}-limit-${entry.period}`}
              inputMode="decimal"
              autoComplete="off"
              value={texts[entry.period]}
              onValueChange={(value) => setTexts((current) => ({ ...current, [entry.period]: value }))}
              error={touched && invalid(entry.period) ? t('safeGambling.deposit.invalid') : null}
              hint={t('safeGambling.deposit.hint', { currency: limits.currency })}
            />
            <div className={own.status}>
              <span>
                {entry.limit === null
                  ? t('safeGambling.deposit.noLimit')
                  : t('safeGambling.deposit.current', { amount: money(entry.limit) })}
              </span>
              {entry.limit !== null && entry.remaining !== null ? (
                <span>
                  {t(`safeGambling.${kind}.left`, {
                    used: money(entry.used),
                    remaining: money(entry.remaining),
                  })}
                </span>
              ) : null}
              {kind === 'loss' && entry.limit !== null && entry.resets_at ? (
                <span>
                  {t('safeGambling.loss.resets', { date: formatDateTime(entry.resets_at, locale) })}
                </span>
              ) : null}
              {entry.pending ? (
                <span className={own.pending}>
                  {entry.pending.limit === null
                    ? t('safeGambling.deposit.pendingRemoval', {
                        date: formatDateTime(entry.pending.effective_at, locale),
                      })
                    : t('safeGambling.deposit.pendingRaise', {
                        amount: money(entry.pending.limit),
                        date: formatDateTime(entry.pending.effective_at, locale),
                      })}
                </span>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('safeGambling.saving') : t(`safeGambling.${kind}.save`)}
      </Button>
    </form>
  );
}
