/** The bet builder: the 'Create YourBet' modal, its slip and its links, each loaded on demand with its texts. */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

const builderModule = <T>(load: () => Promise<T>) => withTexts(load, () => import('./texts'));

export const BetBuilderHost = lazy(builderModule(() => import('./bet-builder-host')));
export const BetBuilderPanel = lazy(builderModule(() => import('./bet-builder-panel')));
export { useBetBuilderWanted } from './use-bet-builder-wanted';
