/**
 * The games site: one game per page load. It opens the session, then shows the game with its header
 * strip, its Fairness panel and My rounds; a refused session is told to the page around the game.
 */
import type { StudioSession } from '@touchline/contract';
import { Skeleton } from '@touchline/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainRefusal, refusalCode } from '@/shared/api/refusals';
import { SessionProvider } from '@/shared/session/session';
import ui from '@/shared/ui/ui.module.css';
import styles from './app.module.css';
import { GamePage } from './game-page';
import { NoSessionError, type Started } from './start';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; session: StudioSession }
  | { kind: 'failed'; message: string };

export function App({ launch, frame, openSession }: Started) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (launch.kind !== 'game') return;
    let live = true;
    openSession()
      .then((session) => {
        if (live) setState({ kind: 'ready', session });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof NoSessionError ? t('start.noSession') : explainRefusal(error, t);
        const code = error instanceof NoSessionError ? 'CASINO_SESSION_MISSING' : refusalCode(error);
        setState({ kind: 'failed', message });
        frame.error(code, message);
      });
    return () => {
      live = false;
    };
  }, [launch, openSession, frame, t]);

  const embed = launch.embed;
  if (launch.kind !== 'game') {
    return (
      <main className={styles.page} data-embed={embed}>
        <div className={styles.message}>
          <h1>{t('start.unknownGame')}</h1>
          <p className={ui.muted}>{t('start.unknownGameHint')}</p>
        </div>
      </main>
    );
  }
  if (state.kind === 'loading') {
    return (
      <main className={styles.page} data-embed={embed} aria-busy="true">
        <Skeleton label={t('start.loading')} rows={3} height={120} />
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className={styles.page} data-embed={embed}>
        <div className={styles.message}>
          <h1>{t(`games.${launch.game}`)}</h1>
          <p className={ui.error} role="alert">
            {state.message}
          </p>
        </div>
      </main>
    );
  }
  return (
    <SessionProvider session={state.session} frame={frame}>
      <GamePage embed={embed} />
    </SessionProvider>
  );
}
