/** Finds real pages to visit from the running server's catalogue (what the small demo seeded). */
import { createCallClient, type Event, getEvents, getEventsLive, getSports } from '@touchline/contract';

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
