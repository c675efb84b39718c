/** The bet slip panel, the shared-bet page and the slip's deep links. */
import { lazy } from 'react';

export { useSlipDeepLinks } from './deep-links/use-slip-deep-links';

/** The slip's panel loads apart from the first screen: the home route ships less JavaScript. */
export const BetslipPanel = lazy(() => import('./betslip-panel').then((m) => ({ default: m.BetslipPanel })));
export const BetSharePage = lazy(() => import('./bet-share-page').then((m) => ({ default: m.BetSharePage })));
export const MobileBetslip = lazy(() =>
  import('./mobile-betslip').then((m) => ({ default: m.MobileBetslip })),
);
