/**
 * Navigation entries: the remote layouts or the built-in
 * fallback, filtered by each item's visibility flags.
 */
import type { FooterNavigation, HeaderNavigation, NavigationItem } from '@touchline/contract';

export interface NavigationContext {
  loggedIn: boolean;
  isApp: boolean;
  isOmni: boolean;
  isStaging: boolean;
  /** True on the sportsbook; false in the casino zone. */
  inSportZone: boolean;
}

/** A link into the casino: its host entry or any address under /casinov2. */
export const isCasinoLink = (item: Partial<Pick<NavigationItem, 'action' | 'specialId'>>): boolean =>
  item.specialId === 'casino-host' || item.action?.startsWith('/casinov2') === true;

/** Whether an item shows in a context ("Navigation visibility"); casino links are removed in the app. */
export function isItemVisible(
  item: Pick<NavigationItem, 'visibility'> & Partial<Pick<NavigationItem, 'action' | 'specialId'>>,
  ctx: NavigationContext,
): boolean {
  const v = item.visibility;
  if (ctx.isApp && isCasinoLink(item)) return false;
  if (v.showIfUser === true && !ctx.loggedIn) return false;
  if (v.showIfApp === true && !ctx.isApp) return false;
  if (v.showIfApp === false && ctx.isApp) return false;
  if (v.showIfOmni === true && !ctx.isOmni) return false;
  if (v.showIfStaging === false && ctx.isStaging) return false;
  const sportFlag = v.showIfSport ?? v.showInSport;
  if (sportFlag !== undefined && sportFlag !== ctx.inSportZone) return false;
  return true;
}

export const visibleItems = (items: readonly NavigationItem[], ctx: NavigationContext): NavigationItem[] =>
  items.filter((item) => isItemVisible(item, ctx));

const entry = (
  key: string,
  type: NavigationItem['type'],
  action: string,
  visibility: NavigationItem['visibility'] = {},
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  key,
  label: key,
  icon: key,
  action,
  type,
  hasBadge: false,
  customCss: null,
  specialId: null,
  visibility,
  ...extra,
});

/**
 * The built-in fallback used until, or instead of, the remote
 * layouts; labels are keys the screen translates. The casino entries need no app flag: every casino
 * link is removed in the app (isItemVisible).
 */
export const FALLBACK_NAVIGATION: { header: HeaderNavigation; footer: FooterNavigation } = {
  header: {
    main: [
      entry('cashier', 'click', 'open_deposit', {}, { specialId: 'cashier' }),
      entry('promotions', 'link', '/promotions', { showIfSport: false, showInSport: false }),
      entry('rewards', 'link', '/rewards', { showIfUser: true }),
      entry('chatbot', 'click', 'open_chatbot', {}, { specialId: 'chatbot' }),
      entry('live', 'link', '/live'),
      entry('casino', 'link', '/casinov2/', {}, { specialId: 'casino-host' }),
      entry(
        'my-bets',
        'link',
        '/account/bets',
        { showIfUser: true },
        { hasBadge: true, specialId: 'open-bets' },
      ),
    ],
    more: [entry('search', 'link', '/search'), entry('results', 'link', '/results')],
  },
  footer: {
    main: [
      entry('sports', 'click', 'open_sports_menu'),
      entry('betslip', 'click', 'open_betslip', {}, { hasBadge: true, specialId: 'betslip' }),
      entry('live', 'link', '/live'),
    ],
    dropdown: [
      entry('casino', 'link', '/casinov2/', {}, { specialId: 'casino-host' }),
      entry('promotions', 'link', '/promotions'),
      entry('rewards', 'link', '/rewards', { showIfUser: true }),
      entry('chatbot', 'click', 'open_chatbot', {}, { specialId: 'chatbot' }),
    ],
  },
};
