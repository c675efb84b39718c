/**
 * What watches over casino play from every page, loaded after the first paint (never part of the
 * home route's initial JavaScript): the reality check for a logged-in bettor, and the mini-game
 * button with its panel on the home pages.
 */
import { use } from 'react';
import { MiniGames, textsReady as miniGameTexts } from '@/features/mini-games';
import { RealityCheck, textsReady as realityCheckTexts } from '@/features/reality-check';
import type { RouteName } from '../route-names';

const textsReady = Promise.all([realityCheckTexts, miniGameTexts]);

export default function CasinoOverlays({
  routeName,
  loggedIn,
}: {
  routeName: RouteName | null;
  loggedIn: boolean;
}) {
  // Suspends until the texts of both features are in the page's language.
  use(textsReady);
  return (
    <>
      {loggedIn ? <RealityCheck /> : null}
      <MiniGames routeName={routeName} />
    </>
  );
}
