import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@touchline/contract';
import { PasswordField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { usePlayerDetails, useSessionActions } from '@/shared/session/session';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button, buttonClass } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import { PasswordMeter } from '@/shared/ui/password-meter';
import styles from '@/shared/ui/ui.module.css';
import { checkPassword, passwordErrorKey } from '@/shared/validation/password';
import { BalanceSummary } from './balance-summary';
import own from './cashier.module.css';

function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [currentWrong, setCurrentWrong] = useState(false);
  const check = checkPassword(next, username);
  const nextKey = next === '' ? 'resetPassword.passwordRequired' : passwordErrorKey(check);
  const sameAsCurrent = next !== '' && next === current;
  const mutation = useMutation({
    mutationFn: () => callApi(changePassword, { body: { current_password: current, new_password: next } }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setSubmitted(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) setCurrentWrong(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (current === '' || nextKey || sameAsCurrent || mutation.isPending) return;
    setCurrentWrong(false);
    mutation.mutate();
  };
  const problem =
    mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 403)
      ? explainApiError(mutation.error, t)
      : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={own.sectionTitle}>{t('account.changePassword.title')}</h2>
      {mutation.isSuccess ? <SuccessNotice>{t('account.changePassword.done')}</SuccessNotice> : null}
      <ErrorAlert>{problem}</ErrorAlert>
      <PasswordField
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        label={t('account.changePassword.current')}
        name="current-password"
        autoComplete="current-password"
        value={current}
        onValueChange={(value) => {
          setCurrent(value);
          setCurrentWrong(false);
        }}
        error={
          currentWrong
            ? t('account.changePassword.currentWrong')
            : submitted && current === ''
              ? t('account.changePassword.currentRequired')
              : null
        }
      />
      <PasswordField
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        label={t('account.changePassword.new')}
        name="new-password"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        error={
          submitted && nextKey
            ? t(nextKey)
            : submitted && sameAsCurrent
              ? t('account.changePassword.same')
              : null
        }
      >
        <PasswordMeter check={check} />
      </PasswordField>
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('account.changePassword.saving') : t('account.changePassword.submit')}
      </Button>
    </form>
  );
}

/** The bettor's account: who they are, their balances, links to the cashier, password and logout. */
export function MyAccountPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const details = usePlayerDetails();
  const { logOut } = useSessionActions();
  const user = details.data?.user;
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(site.brand.COUNTRY);
  return (
    <AccountPage title={t('account.title')}>
      <Card label={t('cashier.balance')}>
        <BalanceSummary />
        <div className={styles.row}>
          <Link to="/cashier/deposit" className={buttonClass('primary')}>
            {t('layout.nav.deposit')}
          </Link>
          <Link to="/cashier/withdraw" className={buttonClass('secondary')}>
            {t('layout.nav.withdraw')}
          </Link>
        </div>
      </Card>
      <Card>
        <h2 className={own.sectionTitle}>{t('account.details')}</h2>
        {details.isError ? <ErrorAlert>{explainApiError(details.error, t)}</ErrorAlert> : null}
        <dl className={styles.dl}>
          <dt>{t('account.username')}</dt>
          <dd>{user?.username ?? '—'}</dd>
          <dt>{t('account.name')}</dt>
          <dd>{user?.name ?? user?.username ?? '—'}</dd>
          <dt>{t('account.country')}</dt>
          <dd>{country}</dd>
          <dt>{t('account.currency')}</dt>
          <dd>{user?.currency ?? site.brand.DEFAULT_CURRENCY}</dd>
        </dl>
      </Card>
      <Card>{user ? <ChangePasswordForm username={user.username} /> : null}</Card>
      <Card>
        <div className={styles.split}>
          <span className={styles.muted}>{t('account.logoutHint')}</span>
          <Button variant="secondary" onClick={() => void logOut()}>
            {t('account.logout')}
          </Button>
        </div>
      </Card>
    </AccountPage>
  );
}

export default MyAccountPage;
