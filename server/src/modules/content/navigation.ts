/**
 * Header and footer navigation layouts per brand and language: the entries and their visibility rules.
 * Pure.
 *
 * Choices where the spec is silent: a link's action is its path; a click's action is the name of what
 * the screen does (open_deposit, open_chatbot, open_sports_menu, open_betslip). Casino points at the
 * casino area (/casinov2/) and its specialId tells the screen to move to the casino host. Brands without
 * casino or chatbot simply have no such entries. Flags are emitted only where the spec restricts an entry;
 * the sport-zone flag is sent under both names the spec reports (showIfSport and showInSport).
 */
import type { FooterNavigation, HeaderNavigation, Language, NavigationItem } from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import { NAVIGATION_LABELS, type NavigationLabelKey, PROMOTIONS_PATH } from './texts/navigation';

type Visibility = NavigationItem['visibility'];

const HIDDEN_IN_SPORT_ZONE: Visibility = { showIfSport: false, showInSport: false };
const LOGGED_IN_ONLY: Visibility = { showIfUser: true };
/** Casino links are removed in the app. */
const NOT_IN_APP: Visibility = { showIfApp: false };

interface ItemSpec {
  key: NavigationLabelKey;
  type: NavigationItem['type'];
  action: string;
  hasBadge?: boolean;
  specialId?: string;
  visibility?: Visibility;
}

function item(spec: ItemSpec, lang: Language): NavigationItem {
  return {
    key: spec.key,
    label: NAVIGATION_LABELS[lang][spec.key],
    icon: spec.key,
    action: spec.action,
    type: spec.type,
    hasBadge: spec.hasBadge ?? false,
    customCss: null,
    specialId: spec.specialId ?? null,
    visibility: { ...(spec.visibility ?? {}) },
  };
}

export interface NavigationLayouts {
  header: HeaderNavigation;
  footer: FooterNavigation;
}

/** The navigation of a brand in a language. */
export function buildNavigation(brand: BrandDefinition, lang: Language): NavigationLayouts {
  const casino = brand.casino_enabled;
  const chatbot = brand.operator.chatbot_enabled;
  const specs = {
    cashier: { key: 'cashier', type: 'click', action: 'open_deposit', specialId: 'cashier' },
    promotions: { key: 'promotions', type: 'link', action: PROMOTIONS_PATH[lang] },
    rewards: { key: 'rewards', type: 'link', action: '/rewards', visibility: LOGGED_IN_ONLY },
    chatbot: { key: 'chatbot', type: 'click', action: 'open_chatbot', specialId: 'chatbot' },
    live: { key: 'live', type: 'link', action: '/live' },
    casino: {
      key: 'casino',
      type: 'link',
      action: '/casinov2/',
      specialId: 'casino-host',
      visibility: NOT_IN_APP,
    },
    myBets: {
      key: 'my-bets',
      type: 'link',
      action: '/account/bets',
      hasBadge: true,
      specialId: 'open-bets',
      visibility: LOGGED_IN_ONLY,
    },
    search: { key: 'search', type: 'link', action: '/search' },
    results: { key: 'results', type: 'link', action: '/results' },
    sports: { key: 'sports', type: 'click', action: 'open_sports_menu' },
    betslip: { key: 'betslip', type: 'click', action: 'open_betslip', hasBadge: true, specialId: 'betslip' },
  } satisfies Record<string, ItemSpec>;

  const present = (specList: ReadonlyArray<ItemSpec | false>): NavigationItem[] =>
    specList.filter((spec): spec is ItemSpec => spec !== false).map((spec) => item(spec, lang));

  return {
    header: {
      main: present([
        specs.cashier,
        { ...specs.promotions, visibility: HIDDEN_IN_SPORT_ZONE },
        specs.rewards,
        chatbot && specs.chatbot,
        specs.live,
        casino && specs.casino,
        specs.myBets,
      ]),
      more: present([specs.search, specs.results]),
    },
    footer: {
      main: present([specs.sports, specs.betslip, specs.live]),
      dropdown: present([casino && specs.casino, specs.promotions, specs.rewards, chatbot && specs.chatbot]),
    },
  };
}
