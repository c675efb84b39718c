/**
 * One play call at a time: the busy flag, the refusal in the bettor's words, and the session told of
 * the answer or of the refusal.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainRefusal } from '@/shared/api/refusals';
import { useGameSession } from './session';

export interface Play {
  busy: boolean;
  error: string | null;
  setError(error: string | null): void;
  /** Runs a call unless one is running or bets have stopped; its answer, or null when refused. */
  run<T>(call: () => Promise<T>): Promise<T | null>;
}

export function usePlay(): Play {
  const { t } = useTranslation();
  const { ended, applyRefusal } = useGameSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      if (ended) return null;
      setBusy(true);
      setError(null);
      try {
        return await call();
      } catch (refused) {
        setError(explainRefusal(refused, t));
        applyRefusal(refused);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [ended, applyRefusal, t],
  );
  return { busy, error, setError, run };
}
