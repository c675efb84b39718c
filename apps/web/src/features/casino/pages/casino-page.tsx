/**
 * Every casino address, and the left column's casino menu: the one component the app composes. The
 * game at /play/{slug}[/demo]; under /casinov2/ the games history and the lobby of a category; any
 * deeper address is the 404 page.
 */
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/shared/ui/not-found';
import { Skeleton } from '@/shared/ui/states';
import { CasinoMenu } from '../components/casino-menu';
import { casinoSegmentOf } from '../model/lobby-url';
import { CasinoGamePage } from './game-page';
import { CasinoLobbyPage } from './lobby-page';

/** The games history brings the casino engine (Verify): its own file, loaded with that page only. */
const CasinoHistoryPage = lazy(() =>
  import('./history-page').then((m) => ({ default: m.CasinoHistoryPage })),
);

/** The page of the address, or with `menu` the left column's casino menu. */
export function Casino({ menu = false }: { menu?: boolean }) {
  return menu ? <CasinoMenu /> : <CasinoPage />;
}

function CasinoPage() {
  const { pathname } = useLocation();
  const rest = useParams()['*'];
  if (pathname.startsWith('/play/')) return <CasinoGamePage />;
  const segment = casinoSegmentOf(rest);
  if (segment === 'history') {
    return (
      <Suspense fallback={<Skeleton rows={4} height={120} />}>
        <CasinoHistoryPage />
      </Suspense>
    );
  }
  return segment === null ? <NotFoundPage /> : <CasinoLobbyPage segment={segment} />;
}
