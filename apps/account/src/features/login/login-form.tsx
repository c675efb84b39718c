import { useMutation } from '@tanstack/react-query';
import { login } from '@touchline/contract';
import { CheckboxField, PasswordField, TextField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/shared/api/client';
import { deviceOf, useSessionActions } from '@/shared/session/session';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from '@/shared/ui/ui.module.css';
import { explainLoginAnswer, explainLoginError } from './login-errors';

interface Fields {
  username: string;
  password: string;
}

/**
 * Username and password login. On success the site keeps its own session, hands a sport token to the
 * sportsbook and tells it the login is done; `onDone` then runs (e.g. stay on a cashier page).
 */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const { completeLogin } = useSessionActions();
  const [fields, setFields] = useState<Fields>({ username: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fieldErrors = {
    username: fields.username.trim() === '' ? t('login.usernameRequired') : null,
    password: fields.password === '' ? t('login.passwordRequired') : null,
  };

  const mutation = useMutation({
    mutationFn: () =>
      callApi(login, {
        body: {
          username: fields.username.trim(),
          password: fields.password,
          rememberMe: remember ? 1 : 0,
          website: 'sport',
          lang: site.lang,
          device: deviceOf(),
          app: 0,
        },
        token: null,
      }),
    onSuccess: async (answer) => {
      const refusal = explainLoginAnswer(answer, t);
      const token = answer.data?.sportify.access_token;
      if (refusal !== null || !token) {
        setProblem(refusal ?? t('login.errors.noAccessToken'));
        return;
      }
      await completeLogin({
        accessToken: token,
        username: fields.username.trim(),
        remember,
        action: 'login',
      });
      onDone?.();
    },
    onError: (error) => setProblem(explainLoginError(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (fieldErrors.username || fieldErrors.password || mutation.isPending) return;
    setProblem(null);
    mutation.mutate();
  };

  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorAlert>{problem}</ErrorAlert>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={fields.username}
        onValueChange={set('username')}
        error={touched ? fieldErrors.username : null}
      />
      <PasswordField
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={fields.password}
        onValueChange={set('password')}
        error={touched ? fieldErrors.password : null}
      />
      <div className={styles.split}>
        <CheckboxField label={t('login.rememberMe')} checked={remember} onCheckedChange={setRemember} />
        <Link to="/forgot-password">{t('login.forgotten')}</Link>
      </div>
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('login.loggingIn') : t('login.submit')}
      </Button>
      <p className={styles.split}>
        <span className={styles.muted}>{t('login.noAccount')}</span>
        <Link to="/registration">{t('login.joinNow')}</Link>
      </p>
    </form>
  );
}
