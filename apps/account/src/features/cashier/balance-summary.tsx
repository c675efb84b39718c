import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { usePlayerDetails } from '@/shared/session/session';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { ErrorAlert } from '@/shared/ui/alert';
import { formatMoney } from '@/shared/ui/format';
import styles from '@/shared/ui/ui.module.css';

/** The bettor's balances: total, withdrawable cash and bonus. */
export function BalanceSummary() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const details = usePlayerDetails();
  if (details.isError) return <ErrorAlert>{explainApiError(details.error, t)}</ErrorAlert>;
  const balance = details.data?.balance;
  const money = (minor: number) => (balance ? formatMoney(minor, balance.currency, locale) : '—');
  return (
    <div className={styles.split} aria-busy={!balance}>
      <div>
        <div className={styles.muted}>{t('cashier.balance')}</div>
        <div className={styles.balance} data-testid="balance-total">
          {money(balance?.total ?? 0)}
        </div>
      </div>
      <dl className={styles.dl}>
        <dt>{t('cashier.cash')}</dt>
        <dd>{money(balance?.cash ?? 0)}</dd>
        <dt>{t('cashier.bonus')}</dt>
        <dd>{money(balance?.bonus ?? 0)}</dd>
      </dl>
    </div>
  );
}
