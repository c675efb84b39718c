import {
  type ExclusionBody,
  type ExclusionKind,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@touchline/contract';
import { PasswordField, SelectField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { useBridge } from '@/shared/frame/bridge-context';
import { explainLimitRefusal } from '@/shared/safe-gambling/refusals';
import { useSessionActions } from '@/shared/session/session';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { formatDateTime } from '@/shared/ui/format';
import styles from '@/shared/ui/ui.module.css';
import { useTakeExclusion } from './limits-query';
import own from './safe-gambling.module.css';

type Duration = ExclusionBody['duration'];

/** choosing a length -> confirming it with the password -> taken (the account is shut from then on). */
type Step = { name: 'choosing' } | { name: 'confirming' } | { name: 'taken'; until: string };

const DURATIONS: Record<ExclusionKind, readonly Duration[]> = {
  time_out: TIME_OUT_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};

const KEY = { time_out: 'timeOut', self_exclusion: 'selfExclusion' } as const;

/**
 * A time-out or a self-exclusion: the bettor picks a length, reads what it means, and confirms with
 * the password. Once taken, the server has ended every session; the sportsbook is told to log out.
 */
export function ExclusionForm({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const bridge = useBridge();
  const { logOut } = useSessionActions();
  const key = KEY[kind];
  const [duration, setDuration] = useState<Duration>(DURATIONS[kind][0] as Duration);
  const [step, setStep] = useState<Step>({ name: 'choosing' });
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useTakeExclusion();
  const length = t(`safeGambling.durations.${duration}`);
  const passwordError = password === '' ? t('safeGambling.exclusion.passwordRequired') : null;

  if (step.name === 'taken') {
    return (
      <div className={styles.form}>
        <SuccessNotice>
          {t(`safeGambling.${key}.taken`, { date: formatDateTime(step.until, locale) })}
        </SuccessNotice>
        <Button onClick={() => void logOut()}>{t('safeGambling.exclusion.logOut')}</Button>
      </div>
    );
  }

  if (step.name === 'choosing') {
    return (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setStep({ name: 'confirming' });
        }}
      >
        <SelectField
          label={t(`safeGambling.${key}.length`)}
          value={duration}
          onValueChange={(value) => setDuration(value as Duration)}
        >
          {DURATIONS[kind].map((value) => (
            <option key={value} value={value}>
              {t(`safeGambling.durations.${value}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {t(`safeGambling.${key}.continue`)}
        </Button>
      </form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (passwordError || mutation.isPending) return;
    setProblem(null);
    mutation.mutate({ kind, duration, password } as ExclusionBody, {
      onSuccess: (answer) => {
        setPassword('');
        setStep({ name: 'taken', until: answer.until });
        bridge.send({ event: 'log_out' });
      },
      onError: (error) => setProblem(explainLimitRefusal(error, t, locale) ?? explainApiError(error, t)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={own.warning}>
        <strong>{t('safeGambling.exclusion.confirmTitle')}</strong>
        <p>{t(`safeGambling.${key}.warning`, { length })}</p>
      </div>
      <ErrorAlert>{problem}</ErrorAlert>
      <PasswordField
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
        label={t('safeGambling.exclusion.password')}
        name={`${kind}-password`}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={touched ? passwordError : null}
      />
      <div className={own.buttons}>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? t('safeGambling.saving') : t(`safeGambling.${key}.confirm`, { length })}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setStep({ name: 'choosing' });
            setPassword('');
            setProblem(null);
            setTouched(false);
          }}
        >
          {t('safeGambling.exclusion.back')}
        </Button>
      </div>
    </form>
  );
}
