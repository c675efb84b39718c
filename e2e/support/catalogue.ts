/** Finds real pages to visit from the running server's catalogue (what the small demo seeded). */
import {
  createCallClient,
  type Event,
  getEvents,
  getEventsLive,
  getMarkets,
  getSports,
  type Market,
  type Outcome,
} from '@touchline/contract';

const BOOKMAKER = 'touchline_ie';

export interface CataloguePages {
  sport: string;
  competition: string;
  match: string;
  liveMatch: string | null;
}

/** A sport, competition and match page with events, and a live match when one is in play. */
export async function cataloguePages(baseURL: string): Promise<CataloguePages> {
  const { call } = createCallClient({ baseUrl: baseURL });
  const brand = { bookmaker: BOOKMAKER, lang: 'en' } as const;
  const sports = await call(getSports, { query: brand });
  const sport = sports.data
    .filter(
      (s) => s.category === 'sport' && s.event_count > 0 && !['horse-racing', 'greyhounds'].includes(s.slug),
    )
    .sort((a, b) => b.event_count - a.event_count)[0];
  if (!sport) throw new Error('the catalogue has no sport with events');
  const events = await call(getEvents, { query: { ...brand, sport: sport.slug, limit: 50 } });
  const match = events.data.find((e) => !e.is_outright);
  if (!match) throw new Error(`no match in ${sport.slug}`);
  const live = await call(getEventsLive, { query: brand });
  const liveEvent = live.events.find((e) => e.sport.category === 'sport' && !e.is_outright) ?? null;
  const href = (e: Event) => `/${e.translated_sport_slug}/${e.translated_competition_slug}/${e.slug}-${e.id}`;
  return {
    sport: `/${sport.translated_slug}`,
    competition: `/${match.translated_sport_slug}/${match.translated_competition_slug}`,
    match: href(match),
    liveMatch: liveEvent ? href(liveEvent) : null,
  };
}

export interface EachWayPick {
  race: Event;
  market: Market;
  runner: Outcome;
}

/** How long before its off a race is still a safe pick: the slip, a placement and a screenshot fit in it. */
const RACE_LEAD_MS = 5 * 60_000;

/**
 * A horse race that runs far enough from now to be bet on through a whole journey, with an open
 * each-way win market and a runner priced above 1.5. The demo always has races to come, but a journey
 * late in a long run must not take the one about to go off.
 */
export async function eachWayRunner(baseURL: string): Promise<EachWayPick> {
  const { call } = createCallClient({ baseUrl: baseURL });
  const brand = { bookmaker: BOOKMAKER, lang: 'en' } as const;
  const races = await call(getEvents, { query: { ...brand, sport: 'horse-racing', limit: 40 } });
  const soonest = Date.now() + RACE_LEAD_MS;
  for (const race of races.data) {
    if (race.status !== 'not_started' || Date.parse(race.starts_at) < soonest) continue;
    const markets = await call(getMarkets, { query: { ...brand, event_id: race.id } });
    const market = markets.data.find((m) => (m.ew_place ?? 0) > 1 && !m.is_suspended);
    const runner = market?.outcomes.find((o) => o.odds > 1.5);
    if (market && runner) return { race, market, runner };
  }
  throw new Error('no horse race with an each-way runner far enough ahead');
}
