/**
 * A tiny hand-made catalogue for the feed and realtime tests: one event of each kind the simulator
 * treats differently, independent of the demo catalogue generator.
 */
import type { Database } from '../db/client';

export const FIXTURE = {
  football: 100,
  basketball: 101,
  tennis: 102,
  race: 103,
  virtualMatch: 104,
  virtualRace: 105,
  /** The premier-league season winner: an outright. */
  outright: 106,
  /** Competition offered by touchline_gb only. */
  gbOnlyCompetition: 11,
} as const;

const en = (text: string) => JSON.stringify({ en: text });

interface OutcomeSpec {
  code: string;
  name: string;
  odds: number;
  handicap?: number;
  items?: Array<{ id: string; name: string; position: number | null }>;
}
interface MarketSpec {
  type: string;
  name: string;
  line?: number;
  period?: string;
  ewPlace?: number;
  ewPrice?: number;
  outcomes: OutcomeSpec[];
}

const result3 = (home: number, draw: number, away: number): MarketSpec => ({
  type: 'match_result',
  name: 'Match Result',
  outcomes: [
    { code: 'home', name: 'Home', odds: home },
    { code: 'draw', name: 'Draw', odds: draw },
    { code: 'away', name: 'Away', odds: away },
  ],
});

/** Ids of each market's outcomes are market id * 10 + position, so tests can name them. */
export async function insertFixtureCatalogue(database: Database, startsAt: number): Promise<void> {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  await q(`insert into regions (id, slug, names, slugs) values (1, 'world', $1, $2)`, [
    en('World'),
    en('world'),
  ]);
  const sports: Array<[number, string, string, string, boolean]> = [
    [1, 'football', 'match', 'sport', false],
    [2, 'basketball', 'match', 'sport', false],
    [3, 'tennis', 'tennis_like', 'sport', false],
    [4, 'horse-racing', 'racing', 'sport', false],
    [5, 'virtual-football', 'match', 'virtual', true],
    [6, 'virtual-horse-racing', 'racing', 'virtual', true],
  ];
  for (const [id, slug, kind, category, isVirtual] of sports) {
    await q(
      `insert into sports (id, slug, category, kind, is_virtual, names, slugs) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, slug, category, kind, isVirtual, en(slug), en(slug)],
    );
  }
  const competitions: Array<[number, number, string, string[] | null]> = [
    [10, 1, 'premier-league', null],
    [11, 2, 'nba', ['touchline_gb']],
    [12, 3, 'atp', null],
    [13, 4, 'ascot', null],
    [14, 5, 'virtual-league', null],
    [15, 6, 'virtual-downs', null],
  ];
  for (const [id, sportId, slug, brands] of competitions) {
    await q(
      `insert into competitions (id, sport_id, region_id, slug, names, slugs, brands) values ($1, $2, 1, $3, $4, $5, $6)`,
      [id, sportId, slug, en(slug), en(slug), brands],
    );
  }
  const runners = (n: number, prefix: string): OutcomeSpec[] =>
    Array.from({ length: n }, (_, i) => ({
      code: String(i + 1),
      name: `${prefix} ${i + 1}`,
      odds: [2.5, 4, 6, 9, 13, 21, 26, 34][i] ?? 34,
    }));
  const events: Array<{
    id: number;
    sportId: number;
    competitionId: number;
    name: string;
    home: string | null;
    away: string | null;
    startsAt: number;
    isVirtual?: boolean;
    isOutright?: boolean;
    markets: MarketSpec[];
  }> = [
    {
      id: FIXTURE.football,
      sportId: 1,
      competitionId: 10,
      name: 'Arsenal v Chelsea',
      home: 'Arsenal',
      away: 'Chelsea',
      startsAt,
      markets: [
        result3(2.1, 3.4, 3.6),
        {
          type: 'total',
          name: 'Total Goals',
          line: 2.5,
          outcomes: [
            { code: 'over', name: 'Over 2.5', odds: 1.9 },
            { code: 'under', name: 'Under 2.5', odds: 1.9 },
          ],
        },
        {
          type: 'btts',
          name: 'Both Teams To Score',
          outcomes: [
            { code: 'yes', name: 'Yes', odds: 1.8 },
            { code: 'no', name: 'No', odds: 1.95 },
          ],
        },
        {
          type: 'correct_score',
          name: 'Correct Score',
          outcomes: [
            { code: '0-0', name: '0-0', odds: 9 },
            { code: '1-0', name: '1-0', odds: 7 },
            { code: '1-1', name: '1-1', odds: 6 },
            { code: 'other', name: 'Any other', odds: 1.5 },
          ],
        },
        { ...result3(2.8, 2.1, 4.2), type: 'half_time_result', name: '1st Half Result', period: '1h' },
      ],
    },
    {
      id: FIXTURE.basketball,
      sportId: 2,
      competitionId: FIXTURE.gbOnlyCompetition,
      name: 'Lakers v Celtics',
      home: 'Lakers',
      away: 'Celtics',
      startsAt,
      markets: [
        {
          type: 'match_result',
          name: 'Winner',
          outcomes: [
            { code: 'home', name: 'Lakers', odds: 1.8 },
            { code: 'away', name: 'Celtics', odds: 2.0 },
          ],
        },
        {
          type: 'handicap',
          name: 'Handicap',
          line: -3.5,
          outcomes: [
            { code: 'home', name: 'Lakers (-3.5)', odds: 1.9, handicap: -3.5 },
            { code: 'away', name: 'Celtics (+3.5)', odds: 1.9, handicap: 3.5 },
          ],
        },
        {
          type: 'total',
          name: 'Total Points',
          line: 220.5,
          outcomes: [
            { code: 'over', name: 'Over 220.5', odds: 1.9 },
            { code: 'under', name: 'Under 220.5', odds: 1.9 },
          ],
        },
      ],
    },
    {
      id: FIXTURE.tennis,
      sportId: 3,
      competitionId: 12,
      name: 'Player A v Player B',
      home: 'Player A',
      away: 'Player B',
      startsAt,
      markets: [
        {
          type: 'match_result',
          name: 'Winner',
          outcomes: [
            { code: 'home', name: 'Player A', odds: 1.5 },
            { code: 'away', name: 'Player B', odds: 2.6 },
          ],
        },
        {
          type: 'set_betting',
          name: 'Set Betting',
          outcomes: [
            { code: '2-0', name: '2-0', odds: 2.5 },
            { code: '2-1', name: '2-1', odds: 3.8 },
            { code: '1-2', name: '1-2', odds: 5.5 },
            { code: '0-2', name: '0-2', odds: 5 },
          ],
        },
      ],
    },
    {
      id: FIXTURE.race,
      sportId: 4,
      competitionId: 13,
      name: '14:30 Ascot',
      home: null,
      away: null,
      startsAt,
      markets: [
        { type: 'win', name: 'Win or Each Way', ewPlace: 3, ewPrice: 4, outcomes: runners(6, 'Horse') },
        {
          type: 'forecast',
          name: 'Forecast',
          outcomes: [
            { code: '1-2', name: 'Horse 1 / Horse 2', odds: 12 },
            { code: '2-1', name: 'Horse 2 / Horse 1', odds: 15 },
          ],
        },
        {
          type: 'tricast',
          name: 'Tricast',
          outcomes: [{ code: '1-2-3', name: 'Horse 1 / Horse 2 / Horse 3', odds: 60 }],
        },
      ],
    },
    {
      id: FIXTURE.virtualMatch,
      sportId: 5,
      competitionId: 14,
      name: 'Virtual United v Virtual City',
      home: 'Virtual United',
      away: 'Virtual City',
      startsAt: startsAt + 3 * 60_000,
      isVirtual: true,
      markets: [result3(2.2, 3.3, 3.3)],
    },
    {
      id: FIXTURE.virtualRace,
      sportId: 6,
      competitionId: 15,
      name: '14:33 Virtual Downs',
      home: null,
      away: null,
      startsAt: startsAt + 3 * 60_000,
      isVirtual: true,
      markets: [{ type: 'win', name: 'Win', ewPlace: 2, ewPrice: 4, outcomes: runners(5, 'Runner') }],
    },
    {
      id: FIXTURE.outright,
      sportId: 1,
      competitionId: 10,
      name: 'Premier League 2026/27',
      home: null,
      away: null,
      // Decided a week after the matches above: the catalogue's top-up ends it then.
      startsAt: startsAt + 7 * 24 * 3_600_000,
      isOutright: true,
      markets: [
        { type: 'winner', name: 'Outright Winner', ewPlace: 2, ewPrice: 2, outcomes: runners(8, 'Club') },
        {
          type: 'top_4',
          name: 'Top 4 Finish',
          outcomes: runners(8, 'Club').map((o) => ({ ...o, odds: 1.5 })),
        },
        {
          type: 'podium',
          name: 'Podium Finish',
          outcomes: runners(8, 'Club').map((o) => ({ ...o, odds: 1.8 })),
        },
      ],
    },
  ];
  let marketId = 1000;
  for (const e of events) {
    await q(
      `insert into events (id, sport_id, competition_id, name, slug, home_team, away_team, starts_at, is_virtual,
         is_outright)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        e.id,
        e.sportId,
        e.competitionId,
        e.name,
        e.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        e.home,
        e.away,
        new Date(e.startsAt).toISOString(),
        e.isVirtual ?? false,
        e.isOutright ?? false,
      ],
    );
    for (const [sortOrder, m] of e.markets.entries()) {
      const id = marketId++;
      await q(
        `insert into markets (id, event_id, type, names, line, period, ew_place, ew_price, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          e.id,
          m.type,
          en(m.name),
          m.line ?? null,
          m.period ?? null,
          m.ewPlace ?? null,
          m.ewPrice ?? null,
          sortOrder,
        ],
      );
      for (const [i, o] of m.outcomes.entries()) {
        await q(
          `insert into outcomes (id, market_id, event_id, names, odds, code, handicap, items, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id * 10 + i,
            id,
            e.id,
            en(o.name),
            o.odds,
            o.code,
            o.handicap ?? null,
            o.items ? JSON.stringify(o.items) : null,
            i,
          ],
        );
      }
    }
  }
}
