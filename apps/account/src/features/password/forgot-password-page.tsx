import { useMutation } from '@tanstack/react-query';
import { RecoverBody, recoverPassword } from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { AccountPage, Card } from '@/shared/ui/page';
import styles from '@/shared/ui/ui.module.css';

/** Asks for a reset link by e-mail; the answer is the same whether or not an account matches. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const site = useSite();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const invalid =
    email.trim() === ''
      ? t('forgotPassword.emailRequired')
      : RecoverBody.shape.email.safeParse(email.trim()).success
        ? null
        : t('forgotPassword.emailInvalid');

  const mutation = useMutation({
    mutationFn: () =>
      callApi(recoverPassword, { body: { email: email.trim(), lang: site.lang }, token: null }),
    onError: (error) => setProblem(explainApiError(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || mutation.isPending) return;
    setProblem(null);
    mutation.mutate();
  };

  return (
    <AccountPage title={t('forgotPassword.title')} lead={t('forgotPassword.lead')}>
      <Card>
        {mutation.isSuccess ? (
          <>
            <SuccessNotice>{t('forgotPassword.sent', { email: email.trim() })}</SuccessNotice>
            <p className={styles.muted}>{t('forgotPassword.checkSpam')}</p>
            <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <ErrorAlert>{problem}</ErrorAlert>
            <TextField
              label={t('forgotPassword.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onValueChange={setEmail}
              hint={t('forgotPassword.emailHint')}
              error={touched ? invalid : null}
            />
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
            </Button>
            <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
          </form>
        )}
      </Card>
    </AccountPage>
  );
}

export default ForgotPasswordPage;
