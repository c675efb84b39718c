/**
 * Every address the sportsbook builds.
 * Slugs in routes are the translated ones the catalogue sends.
 */
import type { Language } from '@touchline/contract';

/** Sports that link to the sport page only, never to a competition. */
export const SPORT_PAGE_ONLY_IDS: ReadonlySet<string> = new Set([
  '54',
  '133',
  '153',
  '180',
  '31',
  '181',
  '183',
  '55',
  '137',
  '184',
  '207',
]);

/** The e-sports path segment per language. */
export const ESPORTS_SEGMENTS: Readonly<Record<Language, string>> = {
  en: 'esports',
  es: 'e-sports',
  de: 'e-sports',
  fr: 'e-sports-fr',
  ro: 'e-sporturi',
  ja: 'e-sports',
  fi: 'e-urheilu',
  pt: 'e-sports',
  el: 'e-sports',
};

/** Localised promotions paths ('promotii' and a Greek word, transliterated as the server does). */
export const PROMOTIONS_SEGMENTS: Readonly<Partial<Record<Language, string>>> = {
  ro: 'promotii',
  el: 'prosfores',
};

export const paths = {
  home: () => '/',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  live: (sport?: string) => (sport ? `/live?sport=${encodeURIComponent(sport)}` : '/live'),
  allSports: () => '/all-sports',
  esports: (lang: Language, sport?: string) => (sport ? `/${ESPORTS_SEGMENTS[lang]}/${sport}` : '/esports'),
  esportsMatch: (id: string) => `/esports/match/${id}`,
  virtual: () => '/virtual',
  virtualEvent: (id: string, slug: string, eventId?: string) =>
    `/virtual/${id}/${slug}${eventId ? `?event_id=${encodeURIComponent(eventId)}` : ''}`,
  horseRacing: (race?: string) => (race ? `/horse-racing?race=${encodeURIComponent(race)}` : '/horse-racing'),
  greyhounds: (race?: string) => (race ? `/greyhounds?race=${encodeURIComponent(race)}` : '/greyhounds'),
  promotions: (lang: Language) => `/${PROMOTIONS_SEGMENTS[lang] ?? 'promotions'}`,
  premiumLeague: () => '/premium-league',
  results: () => '/results',
  rewards: () => '/rewards',
  accountBets: () => '/account/bets',
  accountFreebets: () => '/account/freebets',
  accountBoostTokens: () => '/account/boost-tokens',
  accountBonuses: () => '/account/bonuses',
  deposit: () => '/cashier/deposit',
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  registration: () => '/registration',
  help: () => '/help',
  sport: (sportSlug: string, outrights = false) => `/${sportSlug}${outrights ? '?mode=outrights' : ''}`,
  competition: (sportSlug: string, competitionSlug: string) => `/${sportSlug}/${competitionSlug}`,
  match: (sportSlug: string, competitionSlug: string, eventSlug: string, eventId: string) =>
    `/${sportSlug}/${competitionSlug}/${eventSlug}-${eventId}`,
};

/** The competition link of a sport, or the sport page for the sports that have no competition pages. */
export function competitionHref(sportId: string, sportSlug: string, competitionSlug: string): string {
  return SPORT_PAGE_ONLY_IDS.has(sportId)
    ? paths.sport(sportSlug)
    : paths.competition(sportSlug, competitionSlug);
}

/** Splits a match route's slug param ('arsenal-v-chelsea-123') into name slug and event id. */
export function parseEventSlug(param: string): { slug: string; id: string } | null {
  const index = param.lastIndexOf('-');
  if (index <= 0 || index === param.length - 1) return null;
  return { slug: param.slice(0, index), id: param.slice(index + 1) };
}

interface LinkableEvent {
  id: string;
  slug: string;
  sport: { id: string; category: string };
  translated_sport_slug: string;
  translated_competition_slug: string;
  is_virtual: boolean;
}

/** The page of an event: e-sports and virtual events have their own routes. */
export function eventHref(event: LinkableEvent): string {
  if (event.sport.category === 'esport') return paths.esportsMatch(event.id);
  if (event.is_virtual || event.sport.category === 'virtual')
    return paths.virtualEvent(event.sport.id, event.slug, event.id);
  return paths.match(event.translated_sport_slug, event.translated_competition_slug, event.slug, event.id);
}
