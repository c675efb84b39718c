/**
 * What watches over casino play from every page, loaded after the first paint (never part of the
 * home route's initial JavaScript): the reality check for a logged-in bettor, and the mini-game
 * button with its panel on the home pages. Each comes with its texts, in a chunk of its own, so this
 * file adds a single name to the first load.
 */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';
import { useIsLoggedIn } from '@/shared/session';
import { useLeafRoute } from '../leaf-route';

const RealityCheck = lazy(
  withTexts(
    () => import('@/features/reality-check').then((module) => ({ default: module.RealityCheck })),
    () => import('@/features/reality-check/texts'),
  ),
);
const MiniGames = lazy(
  withTexts(
    () => import('@/features/mini-games').then((module) => ({ default: module.MiniGames })),
    () => import('@/features/mini-games/texts'),
  ),
);

export default function CasinoOverlays() {
  const routeName = useLeafRoute().name;
  const loggedIn = useIsLoggedIn();
  return (
    <>
      {loggedIn ? <RealityCheck /> : null}
      <MiniGames routeName={routeName} />
    </>
  );
}
