import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { usePlayerDetails } from '@/shared/session/session';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert } from '@/shared/ui/alert';
import { formatMoney } from '@/shared/ui/format';
import styles from '@/shared/ui/ui.module.css';

/** The bettor's balances: total, withdrawable cash and bonus. */
export function BalanceSummary() {
  const { t } = useTranslation();
  const site = useSite();
  const details = usePlayerDetails();
  if (details.isError) return <ErrorAlert>{explainApiError(details.error, t)}</ErrorAlert>;
  const balance = details.data?.balance;
  const money = (minor: number) =>
    formatMoney(minor, balance?.currency ?? site.brand.DEFAULT_CURRENCY, site.brand.DEFAULT_LOCALE);
  return (
    <div className={styles.split} aria-busy={!balance}>
      <div>
        <div className={styles.muted}>{t('cashier.balance')}</div>
        <div className={styles.balance} data-testid="balance-total">
          {balance ? money(balance.total) : '—'}
        </div>
      </div>
      <dl className={styles.dl}>
        <dt>{t('cashier.cash')}</dt>
        <dd>{balance ? money(balance.cash) : '—'}</dd>
        <dt>{t('cashier.bonus')}</dt>
        <dd>{balance ? money(balance.bonus) : '—'}</dd>
      </dl>
    </div>
  );
}
