/**
 * A large in-play book for the live page bench: N live events over a few sports and many competitions,
 * each with its main market, plus a deterministic stream of odds changes. Shapes follow
 * packages/contract (EventsLiveResponse, EventDelta); prices go through the betting package's formats.
 */
import { formatOdds } from '@touchline/betting';
import type {
  DisplayOdds,
  Event,
  EventDelta,
  EventsLiveResponse,
  LiveTreeSport,
  Market,
  Outcome,
} from '@touchline/contract';

const SPORTS = [
  { id: '1', slug: 'football', name: 'Football', outcomes: ['Home', 'Draw', 'Away'] },
  { id: '2', slug: 'tennis', name: 'Tennis', outcomes: ['Home', 'Away'] },
  { id: '3', slug: 'basketball', name: 'Basketball', outcomes: ['Home', 'Away'] },
  { id: '4', slug: 'ice-hockey', name: 'Ice Hockey', outcomes: ['Home', 'Draw', 'Away'] },
  { id: '7', slug: 'volleyball', name: 'Volleyball', outcomes: ['Home', 'Away'] },
  { id: '9', slug: 'table-tennis', name: 'Table Tennis', outcomes: ['Home', 'Away'] },
] as const;

const EVENTS_PER_COMPETITION = 10;

/** A small deterministic generator, so every run replays the same book and the same changes. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const displayOdds = (odds: number): DisplayOdds => ({
  decimal: formatOdds(odds, 'decimal'),
  fractional: formatOdds(odds, 'fractional'),
  american: formatOdds(odds, 'american'),
});

const roundOdds = (odds: number) => Math.max(1.01, Math.round(odds * 100) / 100);

export interface LiveBook {
  response: EventsLiveResponse;
  /** The next odds change: one outcome of one event moves a few ticks. */
  nextChange: () => EventDelta;
}

export function liveBook(size: number, seed = 7): LiveBook {
  const random = prng(seed);
  const events: Event[] = [];
  const tree: LiveTreeSport[] = SPORTS.map((sport) => ({
    id: sport.id,
    slug: sport.slug,
    translated_slug: sport.slug,
    name: sport.name,
    category: 'sport',
    icon: sport.slug,
    count: 0,
    competitions: [],
  }));
  const startedAt = new Date(Date.now() - 45 * 60_000).toISOString();
  for (let i = 0; i < size; i++) {
    const sportIndex = Math.floor(i / EVENTS_PER_COMPETITION) % SPORTS.length;
    const sport = SPORTS[sportIndex] ?? SPORTS[0];
    const branch = tree[sportIndex] ?? tree[0];
    if (!branch) throw new Error('no sport');
    const competitionNo = Math.floor(i / EVENTS_PER_COMPETITION);
    const competitionId = String(5000 + competitionNo);
    let competition = branch.competitions.find((c) => c.id === competitionId);
    if (!competition) {
      competition = {
        id: competitionId,
        slug: `league-${competitionNo}`,
        translated_slug: `league-${competitionNo}`,
        name: `League ${competitionNo}`,
        region_name: `Region ${competitionNo % 17}`,
        count: 0,
        event_ids: [],
      };
      branch.competitions.push(competition);
    }
    const id = String(900_000 + i);
    const home = `Home Side ${i}`;
    const away = `Away Side ${i}`;
    const marketId = `${id}01`;
    const outcomes: Outcome[] = sport.outcomes.map((name, k) => {
      const odds = roundOdds(1.2 + random() * 6);
      return {
        id: `${marketId}${k}`,
        market_id: marketId,
        name,
        fullname: name === 'Home' ? home : name === 'Away' ? away : name,
        odds,
        display_odds: displayOdds(odds),
        is_each_way: false,
        has_ew: false,
        place_odds: null,
        is_starting_price: false,
        combo_boost_available: true,
        handicap: null,
        items: null,
      };
    });
    const market: Market = {
      id: marketId,
      event_id: id,
      name: 'Match Result',
      type: 'match_result',
      layout: outcomes.length === 3 ? 'three_way' : 'two_way',
      ew_price: null,
      ew_place: null,
      is_suspended: false,
      outcomes,
    };
    events.push({
      id,
      name: `${home} v ${away}`,
      slug: `home-side-${i}-v-away-side-${i}`,
      home_team: home,
      away_team: away,
      starts_at: startedAt,
      status: 'live',
      status_description: null,
      liveodds: true,
      is_live: true,
      is_virtual: false,
      is_outright: false,
      stats: {
        home_scores: Math.floor(random() * 3),
        away_scores: Math.floor(random() * 3),
        home_set: null,
        away_set: null,
        server: null,
        time: `${20 + (i % 60)}'`,
      },
      matchSummary: null,
      sport: { id: sport.id, slug: sport.slug, name: sport.name, category: 'sport' },
      translated_sport_slug: sport.slug,
      competition_id: competitionId,
      competition_slug: competition.slug,
      competition_name: competition.name,
      translated_competition_slug: competition.translated_slug,
      region_name: competition.region_name,
      region_slug: `region-${competitionNo % 17}`,
      markets_count: 24,
      markets: [market],
    });
    competition.event_ids.push(id);
    competition.count += 1;
    branch.count += 1;
  }

  const nextChange = (): EventDelta => {
    const event = events[Math.floor(random() * events.length)];
    const market = event?.markets?.[0];
    const index = Math.floor(random() * (market?.outcomes.length ?? 1));
    const outcome = market?.outcomes[index];
    if (!event || !market || !outcome) throw new Error('empty book');
    const odds = roundOdds(outcome.odds * (random() < 0.5 ? 0.95 : 1.05));
    // The book keeps the new price, so a refetch of the list answers what the pushes said.
    const moved: Outcome = { ...outcome, odds, display_odds: displayOdds(odds) };
    const nextMarket: Market = {
      ...market,
      outcomes: market.outcomes.map((o, k) => (k === index ? moved : o)),
    };
    events[events.indexOf(event)] = { ...event, markets: [nextMarket] };
    return {
      id: event.id,
      odds: [{ outcome_id: moved.id, market_id: market.id, odds, display_odds: moved.display_odds }],
    };
  };

  return {
    get response() {
      return { tree, events: [...events] };
    },
    nextChange,
  };
}
