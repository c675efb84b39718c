import { describe, expect, it } from 'vitest';
import { priceRace, type RaceMarket, raceMarketKind, settleRace } from './racing';

const runners = [1, 2, 3, 4, 5].map((n) => ({
  id: 10 + n,
  code: String(n),
  participantId: null,
  odds: 2 + n,
  items: null,
}));
const markets: RaceMarket[] = [
  { id: 1, type: 'win', ewPlace: 3, outcomes: runners },
  {
    id: 2,
    type: 'forecast',
    ewPlace: null,
    outcomes: [
      { id: 21, code: '1-2', participantId: null, odds: 12, items: null },
      { id: 22, code: '2-1', participantId: null, odds: 15, items: null },
    ],
  },
  {
    id: 3,
    type: 'tricast',
    ewPlace: null,
    outcomes: [
      {
        id: 31,
        code: null,
        participantId: null,
        odds: 60,
        items: [
          { id: '11', name: 'A', position: 1 },
          { id: '12', name: 'B', position: 2 },
          { id: '13', name: 'C', position: 3 },
        ],
      },
    ],
  },
];

describe('racing positions and place results by ew_place', () => {
  it('the winner wins, the placed runners place, the rest lose', () => {
    const race = settleRace(markets, [11, 12, 13, 14, 15]);
    expect(race.results.get(11)).toBe('win');
    expect(race.results.get(12)).toBe('place');
    expect(race.results.get(13)).toBe('place');
    expect(race.results.get(14)).toBe('lose');
    expect(race.positions.get(15)).toBe(5);
  });

  it('forecast needs the first two in order; tricast the first three', () => {
    const race = settleRace(markets, [11, 12, 13, 14, 15]);
    expect(race.results.get(21)).toBe('win');
    expect(race.results.get(22)).toBe('lose');
    expect(race.results.get(31)).toBe('win');
    expect(settleRace(markets, [12, 11, 13, 14, 15]).results.get(31)).toBe('lose');
  });

  it('market kinds are read from their type', () => {
    expect(raceMarketKind('Win or Each Way')).toBe('win');
    expect(raceMarketKind('reverse_forecast')).toBe('reverse_forecast');
    expect(raceMarketKind('top_3')).toBe('place');
    expect(raceMarketKind('podium')).toBe('place');
    expect(raceMarketKind('winner')).toBe('win');
  });

  it('an outright settles like a race: the winner, its each-way places, top N and podium', () => {
    const field = runners.map((r) => ({ ...r }));
    const sameField = (id: number, type: string) => ({
      id,
      type,
      ewPlace: null,
      outcomes: field.map((r) => ({ ...r, id: r.id + id * 100 })),
    });
    const outright: RaceMarket[] = [
      { id: 1, type: 'winner', ewPlace: 2, outcomes: field },
      sameField(2, 'top_4'),
      sameField(3, 'podium'),
    ];
    const table = settleRace(outright, [13, 11, 15, 12, 14]);
    expect([11, 12, 13, 14, 15].map((id) => table.results.get(id))).toEqual([
      'place',
      'lose',
      'win',
      'lose',
      'lose',
    ]);
    // Top 4: everyone but the fifth (runner 14).
    expect([11, 12, 13, 14, 15].map((id) => table.results.get(id + 200))).toEqual([
      'win',
      'win',
      'win',
      'lose',
      'win',
    ]);
    // Podium: the first three (13, 11, 15).
    expect([11, 12, 13, 14, 15].map((id) => table.results.get(id + 300))).toEqual([
      'win',
      'lose',
      'win',
      'lose',
      'win',
    ]);
  });

  it('a new card is priced from the win chances with the Harville formula', () => {
    const chances = new Map(runners.map((r, i) => [r.id, [0.4, 0.25, 0.15, 0.12, 0.08][i] ?? 0] as const));
    const prices = priceRace(markets, chances, new Map([[1, 1.2]]));
    expect(prices.get(11)).toBeCloseTo(1 / (0.4 * 1.2), 1);
    // P(1 then 2) = 0.4 * 0.25 / 0.6
    expect(prices.get(21)).toBeCloseTo(1 / ((0.4 * 0.25) / 0.6) / 1.15, 0);
  });
});
