/**
 * Every casino address, and the left column's casino menu: the one component the app composes. The
 * game at /play/{slug}[/demo]; under /casinov2/ the games history and the lobby of a category; any
 * deeper address is the 404 page.
 */
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/shared/ui/not-found';
import { CasinoMenu } from '../components/casino-menu';
import { casinoSegmentOf } from '../model/lobby-url';
import { CasinoGamePage } from './game-page';
import { CasinoHistoryPage } from './history-page';
import { CasinoLobbyPage } from './lobby-page';

/** The page of the address, or with `part="menu"` the left column's casino menu. */
export function Casino({ part }: { part?: 'menu' }) {
  return part === 'menu' ? <CasinoMenu /> : <CasinoPage />;
}

function CasinoPage() {
  const { pathname } = useLocation();
  const rest = useParams()['*'];
  if (pathname.startsWith('/play/')) return <CasinoGamePage />;
  const segment = casinoSegmentOf(rest);
  if (segment === 'history') return <CasinoHistoryPage />;
  return segment === null ? <NotFoundPage /> : <CasinoLobbyPage segment={segment} />;
}
