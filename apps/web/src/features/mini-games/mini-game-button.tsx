/**
 * The mini-game button on the home pages (route names containing 'index'), unless the operator has
 * turned mini-games off. For a logged-in bettor it appears once their profile (balance) has arrived;
 * a guest gets the demo. The panel's code loads on the first click.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/config';
import { useBalanceFresh, useSession } from '@/shared/session';
import styles from './mini-games.module.css';
import { WheelIcon } from './wheel-icon';

const MiniGamePanel = lazy(() => import('./mini-game-panel'));

/** Route names containing 'index' show the mini-game button. */
export const showsMiniGames = (routeName: string | null): boolean => routeName?.includes('index') ?? false;

export function MiniGames({ routeName }: { routeName: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const config = useConfig();
  const loggedIn = useSession((state) => state.token !== null);
  const profileArrived = useBalanceFresh();
  const enabled = config.data ? config.data.operator.mini_games_enabled !== false : false;
  const ready = enabled && (!loggedIn || profileArrived);

  // An open panel stays open across routes; it closes by its Close button or a close request.
  if (!ready) return null;
  return (
    <>
      {showsMiniGames(routeName) && !open ? (
        <button type="button" className={styles.launcher} onClick={() => setOpen(true)}>
          <WheelIcon size={22} />
          {t('miniGames.button')}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <MiniGamePanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
