/**
 * Route names (the shared page list names them): the bottom navigation's active tab and the layout
 * rules read them.
 */
import type { RouteName } from '@touchline/contract/pages';

export type { RouteName };

export interface RouteHandle {
  name: RouteName;
}

export type BottomTab = 'home' | 'sports' | 'live' | 'account-bets' | 'rewards';

/** The bottom navigation tab of a route (home, sports, live, account-bets, rewards). */
export function bottomTabOf(name: RouteName | null): BottomTab | null {
  switch (name) {
    case 'index':
      return 'home';
    case 'live':
      return 'live';
    case 'account-bets':
      return 'account-bets';
    case 'rewards':
      return 'rewards';
    case 'all-sports':
    case 'sport':
    case 'competition':
    case 'match-screen':
    case 'esports':
    case 'esports-sport':
    case 'esports-match-id':
    case 'virtual':
    case 'virtual-slug':
    case 'horse-racing':
    case 'greyhounds':
      return 'sports';
    default:
      return null;
  }
}

/** Route names containing 'match' keep the live event. */
export const keepsLiveEvent = (name: RouteName | null): boolean => name?.includes('match') ?? false;

/** Route names containing 'esports' show the e-sports menu. */
export const showsEsportsMenu = (name: RouteName | null): boolean => name?.includes('esports') ?? false;

/** The sport zone: every page of the sportsbook but the casino's (lobby, games history and games). */
export const inSportZone = (name: RouteName | null): boolean => name !== 'casino';

/** The right column (betslip) shows only in the sport zone or outside omni mode. */
export const showsRightColumn = (name: RouteName | null, isOmni: boolean): boolean =>
  inSportZone(name) || !isOmni;
