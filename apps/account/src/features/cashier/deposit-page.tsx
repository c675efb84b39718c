import { DECLINED_CARD_SUFFIX, DEPOSIT_MAX, DEPOSIT_MIN } from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useBridge } from '@/shared/frame/bridge-context';
import { type AccountMoney, useAccountMoney } from '@/shared/session/account-money';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import styles from '@/shared/ui/ui.module.css';
import { applePayOffered } from './apple-pay';
import { ApplePayMessage, PayMethodChoice, type PaymentMethod } from './apple-pay-parts';
import { returnAddress, safeBackUrl, safeRequestId } from './back-url';
import { BalanceSummary } from './balance-summary';
import own from './cashier.module.css';
import { explainCashierError } from './cashier-errors';
import { type CardFields, cardDigits, checkAmount, checkCard, EMPTY_CARD } from './rules';
import { useApplePay } from './use-apple-pay';
import { useCashierRequest } from './use-cashier';

const QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000];

/**
 * A deposit with the demo card provider; the new balance shows here and on the sportsbook. Its amounts
 * (quick amounts, minimum and maximum) are in the account's currency, so the form waits for it.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const account = useAccountMoney();
  const welcome = (useLocation().state as { welcome?: boolean } | null)?.welcome === true;
  return (
    <AccountPage title={t('cashier.deposit.title')}>
      {welcome ? <SuccessNotice>{t('cashier.deposit.welcome')}</SuccessNotice> : null}
      <Card label={t('cashier.balance')}>
        <BalanceSummary />
      </Card>
      <Card>
        {account ? (
          <DepositForm account={account} />
        ) : (
          <p role="status" className={styles.muted}>
            {t('common.loading')}
          </p>
        )}
      </Card>
    </AccountPage>
  );
}

function DepositForm({ account }: { account: AccountMoney }) {
  const { t } = useTranslation();
  const { money } = account;
  // The sportsbook may open the page with an amount to pre-fill (minor units), e.g. a quick deposit.
  const [search] = useSearchParams();
  const [amount, setAmount] = useState(() => {
    const given = Number(search.get('amount'));
    return Number.isInteger(given) && given > 0 ? (given / 100).toFixed(2) : '';
  });
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [submitted, setSubmitted] = useState(false);
  const [now] = useState(() => new Date());
  const request = useCashierRequest('deposit');
  // A quick deposit (the slip's Top-up & Bet) says where to go back to once the money is in.
  const site = useSite();
  const bridge = useBridge();
  const requestId = safeRequestId(search.get('request_id'));
  const back = safeBackUrl(search.get('backUrl'), site.sportsbookOrigin);

  /** The method of the last payment sent, whose outcome the form shows. */
  const [sent, setSent] = useState<PaymentMethod | null>(null);
  const [chosen, setChosen] = useState<PaymentMethod>('card');

  const deposited = () => {
    setSubmitted(false);
    setAmount('');
    if (requestId && back) {
      bridge.send({ event: 'go_back', details: { url: returnAddress(back, requestId) } });
    }
  };
  const applePay = useApplePay(deposited);
  const method: PaymentMethod = applePayOffered(applePay.state) ? chosen : 'card';
  const paying = request.isPending || applePay.state.status === 'paying';

  const amountCheck = checkAmount(amount, 'deposit');
  const cardErrors = checkCard(card, now);
  const setField = (key: keyof CardFields) => (value: string) =>
    setCard((current) => ({ ...current, [key]: value }));
  const fieldError = (key: keyof CardFields) => {
    const error = cardErrors[key];
    return submitted && error ? t(error) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!amountCheck.ok || paying) return;
    if (method === 'apple_pay') {
      setSent('apple_pay');
      applePay.start(amountCheck.minor, account.currency);
      return;
    }
    if (Object.keys(cardErrors).length > 0) return;
    setSent('card');
    request.mutate({ amount: amountCheck.minor, card: cardDigits(card.number) }, { onSuccess: deposited });
  };

  const done = sent === 'card' && request.isSuccess ? request.data : null;

  const limits = { min: money(DEPOSIT_MIN), max: money(DEPOSIT_MAX) };

  /** The Apple Pay button says what the sheet is doing while it is open. */
  const applePayLabel = (): string => {
    if (applePay.state.status === 'paying') {
      const { stage } = applePay.state;
      if (stage === 'sheet') return t('cashier.applePay.waiting');
      if (stage === 'merchant_validation') return t('cashier.applePay.validating');
      return t('cashier.deposit.sending');
    }
    return amountCheck.ok
      ? t('cashier.applePay.payAmount', { amount: money(amountCheck.minor) })
      : t('cashier.applePay.pay');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-apple-pay={applePay.state.status}>
      {done ? (
        <SuccessNotice>
          {t('cashier.deposit.done', {
            amount: money(done.payment.amount),
            balance: money(done.balance.total),
          })}
        </SuccessNotice>
      ) : null}
      <ErrorAlert>
        {sent === 'card' && request.isError ? explainCashierError(request.error, t, money) : null}
      </ErrorAlert>
      {sent === 'apple_pay' ? <ApplePayMessage state={applePay.state} money={money} /> : null}
      <TextField
        label={t('cashier.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        hint={t('cashier.deposit.limits', limits)}
        error={submitted && !amountCheck.ok ? t(amountCheck.key, limits) : null}
      />
      <div className={own.quick}>
        {QUICK_AMOUNTS.map((minor) => (
          <button
            key={minor}
            type="button"
            className={own.quickButton}
            aria-pressed={amountCheck.ok && amountCheck.minor === minor}
            onClick={() => setAmount((minor / 100).toFixed(2))}
          >
            {money(minor)}
          </button>
        ))}
      </div>
      {applePayOffered(applePay.state) ? (
        <PayMethodChoice value={method} onChange={setChosen} disabled={paying} />
      ) : null}
      {method === 'apple_pay' ? (
        <>
          <p className={own.demo}>{t('cashier.applePay.demo', { suffix: DECLINED_CARD_SUFFIX })}</p>
          <button type="submit" className={own.applePay} disabled={paying} aria-busy={paying}>
            {applePayLabel()}
          </button>
        </>
      ) : (
        <>
          <h2 className={own.sectionTitle}>{t('cashier.card.title')}</h2>
          <p className={own.demo}>{t('cashier.card.demo', { suffix: DECLINED_CARD_SUFFIX })}</p>
          <TextField
            label={t('cashier.card.number')}
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onValueChange={setField('number')}
            error={fieldError('number')}
          />
          <div className={styles.row}>
            <TextField
              label={t('cashier.card.expiry')}
              name="exp-date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={t('cashier.card.expiryPlaceholder')}
              value={card.expiry}
              onValueChange={setField('expiry')}
              hint={t('cashier.card.expiryHint')}
              error={fieldError('expiry')}
            />
            <TextField
              label={t('cashier.card.cvc')}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvc}
              onValueChange={setField('cvc')}
              hint={t('cashier.card.cvcHint')}
              error={fieldError('cvc')}
            />
          </div>
          <TextField
            label={t('cashier.card.name')}
            name="ccname"
            autoComplete="cc-name"
            value={card.name}
            onValueChange={setField('name')}
            error={fieldError('name')}
          />
          <Button type="submit" disabled={paying} aria-busy={request.isPending}>
            {request.isPending
              ? t('cashier.deposit.sending')
              : amountCheck.ok
                ? t('cashier.deposit.submitAmount', { amount: money(amountCheck.minor) })
                : t('cashier.deposit.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

export default DepositPage;
