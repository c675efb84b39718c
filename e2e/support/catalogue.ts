/** Finds real pages to visit from the running server's catalogue (what the small demo seeded). */
const BOOKMAKER = 'touchline_ie';

interface SportRow {
  slug: string;
  translated_slug: string;
  category: string;
  event_count: number;
  outright_count: number;
}

interface EventRow {
  id: string;
  slug: string;
  is_live: boolean;
  is_outright: boolean;
  translated_sport_slug: string;
  translated_competition_slug: string;
  sport: { id: string; slug: string; category: string };
}

async function get<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface CataloguePages {
  sport: string;
  competition: string;
  match: string;
  liveMatch: string | null;
}

/** A sport, competition and match page with events, and a live match when one is in play. */
export async function cataloguePages(baseURL: string): Promise<CataloguePages> {
  const sports = await get<{ data: SportRow[] }>(baseURL, `/sports?bookmaker=${BOOKMAKER}&lang=en`);
  const sport = sports.data
    .filter(
      (s) => s.category === 'sport' && s.event_count > 0 && !['horse-racing', 'greyhounds'].includes(s.slug),
    )
    .sort((a, b) => b.event_count - a.event_count)[0];
  if (!sport) throw new Error('the catalogue has no sport with events');
  const events = await get<{ data: EventRow[] }>(
    baseURL,
    `/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=${sport.slug}&limit=50`,
  );
  const match = events.data.find((e) => !e.is_outright);
  if (!match) throw new Error(`no match in ${sport.slug}`);
  const live = await get<{ events: EventRow[] }>(
    baseURL,
    `/echo/v1/events-live?bookmaker=${BOOKMAKER}&lang=en`,
  );
  const liveEvent = live.events.find((e) => e.sport.category === 'sport' && !e.is_outright) ?? null;
  const href = (e: EventRow) =>
    `/${e.translated_sport_slug}/${e.translated_competition_slug}/${e.slug}-${e.id}`;
  return {
    sport: `/${sport.translated_slug}`,
    competition: `/${match.translated_sport_slug}/${match.translated_competition_slug}`,
    match: href(match),
    liveMatch: liveEvent ? href(liveEvent) : null,
  };
}
