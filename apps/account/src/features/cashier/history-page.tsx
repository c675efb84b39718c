import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashierPayments } from '@touchline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { ErrorAlert } from '@/shared/ui/alert';
import { formatDateTime, formatMoney } from '@/shared/ui/format';
import { AccountPage, Card } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import styles from '@/shared/ui/ui.module.css';
import own from './cashier.module.css';

const PER_PAGE = 20;

/** Deposits and withdrawals, declined and refused ones too, with why. */
export function HistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['cashier', 'payments', page],
    queryFn: ({ signal }) => callApi(cashierPayments, { query: { page, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  const locale = useDisplayLocale();
  return (
    <AccountPage title={t('cashier.history.title')} lead={t('cashier.history.lead')} wide>
      <Card>
        {query.isError ? <ErrorAlert>{explainApiError(query.error, t)}</ErrorAlert> : null}
        {query.data && query.data.total === 0 ? <p>{t('cashier.history.empty')}</p> : null}
        {query.data && query.data.data.length > 0 ? (
          <div className={own.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('cashier.history.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cashier.table.date')}</th>
                  <th scope="col">{t('cashier.table.type')}</th>
                  <th scope="col">{t('cashier.table.status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('cashier.table.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatDateTime(payment.created_at, locale)}</td>
                    <td>
                      {t(
                        payment.direction === 'deposit'
                          ? 'cashier.kinds.deposit'
                          : 'cashier.kinds.withdrawal',
                      )}
                    </td>
                    <td>
                      <span
                        className={`${own.status} ${payment.status === 'completed' ? own.statusGood : payment.status === 'pending' ? '' : own.statusBad}`}
                      >
                        {t(`cashier.statuses.${payment.status}`)}
                      </span>
                      {payment.failure_code === 'CARD_DECLINED' ? (
                        <div className={styles.muted}>{t('cashier.history.declinedWhy')}</div>
                      ) : payment.failure_code === 'BALANCE_INSUFFICIENT' ? (
                        <div className={styles.muted}>{t('cashier.history.insufficientWhy')}</div>
                      ) : null}
                    </td>
                    <td className={styles.num}>{formatMoney(payment.amount, payment.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {query.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {query.data && query.data.total > PER_PAGE ? (
          <Pager page={page} perPage={PER_PAGE} total={query.data.total} onPage={setPage} />
        ) : null}
      </Card>
    </AccountPage>
  );
}

export default HistoryPage;
