import { type PlayerLimits, REALITY_CHECK_MINUTES } from '@touchline/contract';
import { SelectField } from '@touchline/web-kit/field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from '@/shared/ui/ui.module.css';
import { useSetRealityCheck } from './limits-query';

/** How often the bettor is reminded how long they have been playing (0 = off). */
export function RealityCheckForm({ limits }: { limits: PlayerLimits }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(limits.reality_check_minutes ?? 0);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useSetRealityCheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setProblem(null);
    mutation.mutate(minutes, { onError: (error) => setProblem(explainApiError(error, t)) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorAlert>{problem}</ErrorAlert>
      {mutation.isSuccess && !mutation.isPending ? (
        <SuccessNotice>{t('safeGambling.realityCheck.saved')}</SuccessNotice>
      ) : null}
      <SelectField
        label={t('safeGambling.realityCheck.label')}
        value={minutes}
        onValueChange={(value) => setMinutes(Number(value))}
      >
        {REALITY_CHECK_MINUTES.map((value) => (
          <option key={value} value={value}>
            {value === 0
              ? t('safeGambling.realityCheck.off')
              : t('safeGambling.realityCheck.minutes', { count: value })}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('safeGambling.saving') : t('safeGambling.realityCheck.save')}
      </Button>
    </form>
  );
}
