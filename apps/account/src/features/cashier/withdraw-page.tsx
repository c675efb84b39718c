import { DEPOSIT_MAX, WITHDRAWAL_MIN } from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountMoney } from '@/shared/session/account-money';
import { usePlayerDetails } from '@/shared/session/session';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import styles from '@/shared/ui/ui.module.css';
import { BalanceSummary } from './balance-summary';
import own from './cashier.module.css';
import { explainCashierError } from './cashier-errors';
import { checkAmount } from './rules';
import { useCashierRequest } from './use-cashier';

/** A withdrawal of cash (never bonus money) back to the demo card, in the account's currency. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const account = useAccountMoney();
  return (
    <AccountPage title={t('cashier.withdraw.title')}>
      <Card label={t('cashier.balance')}>
        <BalanceSummary />
      </Card>
      <Card>
        {account ? (
          <WithdrawForm money={account.money} />
        ) : (
          <p role="status" className={styles.muted}>
            {t('common.loading')}
          </p>
        )}
      </Card>
    </AccountPage>
  );
}

function WithdrawForm({ money }: { money: (minor: number) => string }) {
  const { t } = useTranslation();
  const details = usePlayerDetails();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const request = useCashierRequest('withdrawal');
  const cash = details.data?.balance.cash;
  const check = checkAmount(amount, 'withdrawal', cash);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || request.isPending) return;
    request.mutate(
      { amount: check.minor },
      {
        onSuccess: () => {
          setSubmitted(false);
          setAmount('');
        },
      },
    );
  };

  const done = request.isSuccess ? request.data : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {done ? (
        <SuccessNotice>
          {t('cashier.withdraw.done', {
            amount: money(done.payment.amount),
            balance: money(done.balance.total),
          })}
        </SuccessNotice>
      ) : null}
      <ErrorAlert>{request.isError ? explainCashierError(request.error, t, money) : null}</ErrorAlert>
      <p className={own.demo}>{t('cashier.withdraw.explain')}</p>
      <TextField
        label={t('cashier.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        hint={
          cash === undefined
            ? t('cashier.withdraw.min', { min: money(WITHDRAWAL_MIN) })
            : t('cashier.withdraw.available', { cash: money(cash), min: money(WITHDRAWAL_MIN) })
        }
        error={
          submitted && !check.ok
            ? t(check.key, { min: money(WITHDRAWAL_MIN), max: money(DEPOSIT_MAX) })
            : null
        }
      />
      <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending
          ? t('cashier.withdraw.sending')
          : check.ok
            ? t('cashier.withdraw.submitAmount', { amount: money(check.minor) })
            : t('cashier.withdraw.submit')}
      </Button>
    </form>
  );
}

export default WithdrawPage;
