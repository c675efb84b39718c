import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashierTransactions } from '@touchline/contract';
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
const KINDS = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'cashout',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'adjustment',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

/**
 * Every money movement of the account (the ledger), newest first. Cash and bonus are separate balances:
 * each row's balance after names the one it moved, so a bonus row's figure is never read as cash.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['cashier', 'transactions', page],
    queryFn: ({ signal }) => callApi(cashierTransactions, { query: { page, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  const locale = useDisplayLocale();
  return (
    <AccountPage title={t('cashier.transactions.title')} lead={t('cashier.transactions.lead')} wide>
      <Card>
        {query.isError ? <ErrorAlert>{explainApiError(query.error, t)}</ErrorAlert> : null}
        {query.data && query.data.total === 0 ? <p>{t('cashier.transactions.empty')}</p> : null}
        {query.data && query.data.data.length > 0 ? (
          <div className={own.tableWrap}>
            <table className={`${styles.table} ${own.ledger}`}>
              <caption className="visually-hidden">{t('cashier.transactions.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cashier.table.date')}</th>
                  <th scope="col">{t('cashier.table.type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('cashier.table.amount')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('cashier.table.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.created_at, locale)}</td>
                    <td>
                      {isKind(entry.kind) ? t(`cashier.kinds.${entry.kind}`) : entry.kind}
                      {entry.balance_kind !== 'cash' ? (
                        <span className={styles.muted}>
                          {' '}
                          · {t(`cashier.balanceKinds.${entry.balance_kind}`)}
                        </span>
                      ) : null}
                    </td>
                    <td className={`${styles.num} ${entry.amount > 0 ? styles.credit : ''}`}>
                      {entry.amount > 0 ? '+' : ''}
                      {formatMoney(entry.amount, entry.currency, locale)}
                    </td>
                    <td className={`${styles.num} ${own.balanceAfter}`}>
                      {t('cashier.transactions.balanceAfterOf', {
                        amount: formatMoney(entry.balance_after, entry.currency, locale),
                        balance: t(`cashier.balanceKinds.${entry.balance_kind}`),
                      })}
                    </td>
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

export default TransactionsPage;
