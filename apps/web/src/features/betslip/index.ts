/** The bet slip panel, the shared-bet page and the slip's deep links. */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

export { useSlipDeepLinks } from './deep-links/use-slip-deep-links';

/**
 * The slip's panel loads apart from the first screen, and its texts with it: the home route ships less
 * JavaScript.
 */
const slipModule = <T>(load: () => Promise<T>) => withTexts(load, () => import('./texts'));

export const BetslipPanel = lazy(
  slipModule(() => import('./betslip-panel').then((m) => ({ default: m.BetslipPanel }))),
);
export const BetSharePage = lazy(
  slipModule(() => import('./bet-share-page').then((m) => ({ default: m.BetSharePage }))),
);
export const MobileBetslip = lazy(
  slipModule(() => import('./mobile-betslip').then((m) => ({ default: m.MobileBetslip }))),
);
