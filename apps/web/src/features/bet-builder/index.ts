/** The bet builder: the 'Create YourBet' modal, its slip and its links, each loaded on demand. */
import { lazy } from 'react';

export const BetBuilderHost = lazy(() => import('./bet-builder-host'));
export const BetBuilderPanel = lazy(() => import('./bet-builder-panel'));
