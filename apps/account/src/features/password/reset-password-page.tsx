import { useMutation, useQuery } from '@tanstack/react-query';
import { checkResetToken, resetPassword } from '@touchline/contract';
import { PasswordField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError, callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button, buttonClass } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import { PageLoading } from '@/shared/ui/page-loading';
import { PasswordMeter } from '@/shared/ui/password-meter';
import styles from '@/shared/ui/ui.module.css';
import { checkPassword, passwordErrorKey } from '@/shared/validation/password';

/**
 * The page of an e-mailed reset link (/reset-password/{token}) and of the link sent when a password
 * was found in a leak (/reset-password-compromised/{token}): a new password, typed twice.
 * The link is checked as soon as the page opens (without using it up), so a link that was already used
 * or has expired says so at once, with the way to ask for a new one, instead of offering a form that
 * can only fail. Should the check itself fail, the form shows: the server still refuses a dead link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const compromised = useLocation().pathname.startsWith('/reset-password-compromised');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = checkPassword(password);
  const passwordKey = password === '' ? 'resetPassword.passwordRequired' : passwordErrorKey(check);
  const confirmError = confirm !== password ? t('resetPassword.mismatch') : null;

  const linkCheck = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => callApi(checkResetToken, { body: { token }, token: null }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: token !== '',
  });
  const linkState = token === '' ? 'expired' : linkCheck.data?.data.state;

  const mutation = useMutation({
    mutationFn: () => callApi(resetPassword, { body: { token, password }, token: null }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && /^token/i.test(error.message)) {
        setProblem(t('resetPassword.linkInvalid'));
      } else if (error instanceof ApiError && error.status === 400 && /^password/i.test(error.message)) {
        setProblem(t('password.rules.notCommon'));
      } else {
        setProblem(explainApiError(error, t));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordKey || confirmError || mutation.isPending) return;
    setProblem(null);
    mutation.mutate();
  };

  if (linkCheck.isPending && token !== '') return <PageLoading />;
  if (!mutation.isSuccess && (linkState === 'used' || linkState === 'expired')) {
    return (
      <AccountPage
        title={linkState === 'used' ? t('resetPassword.usedTitle') : t('resetPassword.expiredTitle')}
        lead={linkState === 'used' ? t('resetPassword.usedLead') : t('resetPassword.expiredLead')}
      >
        <Card>
          <div className={styles.actions}>
            <Link className={buttonClass('primary')} to="/forgot-password">
              {t('resetPassword.newLink')}
            </Link>
            <Link className={buttonClass('secondary')} to="/login">
              {t('resetPassword.toLogin')}
            </Link>
          </div>
        </Card>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={compromised ? t('resetPassword.compromisedTitle') : t('resetPassword.title')}
      lead={compromised ? t('resetPassword.compromisedLead') : t('resetPassword.lead')}
    >
      <Card>
        {mutation.isSuccess ? (
          <>
            <SuccessNotice>{t('resetPassword.done')}</SuccessNotice>
            <Link to="/login">{t('resetPassword.toLogin')}</Link>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <ErrorAlert>{problem}</ErrorAlert>
            {problem === t('resetPassword.linkInvalid') ? (
              <Link to="/forgot-password">{t('resetPassword.newLink')}</Link>
            ) : null}
            <PasswordField
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              label={t('resetPassword.newPassword')}
              name="new-password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              error={submitted && passwordKey ? t(passwordKey) : null}
            >
              <PasswordMeter check={check} />
            </PasswordField>
            <PasswordField
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              label={t('resetPassword.confirmPassword')}
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onValueChange={setConfirm}
              hint={t('resetPassword.confirmHint')}
              error={submitted ? confirmError : null}
            />
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? t('resetPassword.saving') : t('resetPassword.submit')}
            </Button>
          </form>
        )}
      </Card>
    </AccountPage>
  );
}

export default ResetPasswordPage;
