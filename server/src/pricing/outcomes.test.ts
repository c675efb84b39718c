import { describe, expect, it } from 'vitest';
import { overround, priceFromProbability } from './odds';
import {
  type MarketInput,
  matchResultChances,
  modelMarket,
  priceMarket,
  resultMarket,
  totalChance,
  winnersPerResult,
} from './outcomes';
import { poissonDistribution } from './scores';

const teams = { home: 'Arsenal', away: 'Chelsea' };
const market = (
  type: string,
  outcomes: Array<[string, string]>,
  extra: Partial<MarketInput> = {},
): MarketInput => ({
  id: 1,
  type,
  line: null,
  period: null,
  outcomes: outcomes.map(([code, name], i) => ({ id: i + 1, code, name, handicap: null })),
  ...extra,
});

const settle = (m: MarketInput, home: number, away: number, maxScore?: number) => {
  const model = modelMarket(m, teams, maxScore);
  if (model.kind !== 'score') throw new Error('unpriced');
  return [...resultMarket(model, home, away).values()];
};

describe('events resulted: outcomes settle on the final score', () => {
  it('match result: exactly one of home, draw, away wins', () => {
    const m = market('match_result', [
      ['home', 'Home'],
      ['draw', 'Draw'],
      ['away', 'Away'],
    ]);
    expect(settle(m, 2, 1)).toEqual(['win', 'lose', 'lose']);
    expect(settle(m, 1, 1)).toEqual(['lose', 'win', 'lose']);
    expect(settle(m, 0, 3)).toEqual(['lose', 'lose', 'win']);
  });

  it('a two-way result voids on a level score', () => {
    const m = market('match_result', [
      ['home', 'Lakers'],
      ['away', 'Celtics'],
    ]);
    expect(settle(m, 100, 100)).toEqual(['void', 'void']);
    expect(settle(m, 101, 100)).toEqual(['win', 'lose']);
  });

  it('totals: over and under a half line, push on a whole line', () => {
    const half = market(
      'total',
      [
        ['over', 'Over 2.5'],
        ['under', 'Under 2.5'],
      ],
      { line: 2.5 },
    );
    expect(settle(half, 2, 1)).toEqual(['win', 'lose']);
    expect(settle(half, 1, 1)).toEqual(['lose', 'win']);
    const whole = market(
      'total',
      [
        ['over', 'Over 2'],
        ['under', 'Under 2'],
      ],
      { line: 2 },
    );
    expect(settle(whole, 1, 1)).toEqual(['void', 'void']);
  });

  it('handicap: each side its own line, pushes void', () => {
    const m: MarketInput = {
      id: 1,
      type: 'handicap',
      line: -1.5,
      period: null,
      outcomes: [
        { id: 1, code: 'home', name: 'Arsenal (-1.5)', handicap: -1.5 },
        { id: 2, code: 'away', name: 'Chelsea (+1.5)', handicap: 1.5 },
      ],
    };
    expect(settle(m, 2, 0)).toEqual(['win', 'lose']);
    expect(settle(m, 1, 0)).toEqual(['lose', 'win']);
    const level = {
      ...m,
      line: -1,
      outcomes: m.outcomes.map((o) => ({ ...o, handicap: o.code === 'home' ? -1 : 1 })),
    };
    expect(settle(level, 2, 1)).toEqual(['void', 'void']);
  });

  it('both teams to score, correct score and any other', () => {
    const btts = market('btts', [
      ['yes', 'Yes'],
      ['no', 'No'],
    ]);
    expect(settle(btts, 1, 1)).toEqual(['win', 'lose']);
    expect(settle(btts, 2, 0)).toEqual(['lose', 'win']);
    const cs = market('correct_score', [
      ['1-0', '1-0'],
      ['0-0', '0-0'],
      ['other', 'Any other'],
    ]);
    expect(settle(cs, 1, 0)).toEqual(['win', 'lose', 'lose']);
    expect(settle(cs, 3, 3)).toEqual(['lose', 'lose', 'win']);
  });

  it('double chance covers two results', () => {
    const m = market('double_chance', [
      ['1X', '1X'],
      ['12', '12'],
      ['X2', 'X2'],
    ]);
    expect(settle(m, 1, 1)).toEqual(['win', 'lose', 'win']);
  });

  it('unknown markets and parts of the match are left to void', () => {
    expect(modelMarket(market('first_goalscorer', [['p1', 'Saka']]), teams).kind).toBe('unpriced');
    expect(
      modelMarket(
        market(
          'match_result',
          [
            ['home', 'H'],
            ['away', 'A'],
          ],
          { period: '1h' },
        ),
        teams,
      ).kind,
    ).toBe('unpriced');
  });

  it('a games line on a sets model is not priced', () => {
    const games = market(
      'total',
      [
        ['over', 'Over 22.5'],
        ['under', 'Under 22.5'],
      ],
      { line: 22.5 },
    );
    expect(modelMarket(games, teams, 2).kind).toBe('unpriced');
  });
});

describe('odds drift: prices read off the score distribution', () => {
  it('an outcome that can no longer happen gets odds 0 and closes its market', () => {
    const m = market(
      'total',
      [
        ['over', 'Over 2.5'],
        ['under', 'Under 2.5'],
      ],
      { line: 2.5 },
    );
    const model = modelMarket(m, teams);
    if (model.kind !== 'score') throw new Error('unpriced');
    const priced = priceMarket(model, poissonDistribution(2, 1, 0.5, 0.5), 1.05);
    expect(priced.outcomes.find((o) => o.id === 2)?.odds).toBe(0);
    expect(priced.decided).toBe(true);
  });

  it('a match result with only the leader still priced is suspended, not left open at 1.01', () => {
    const m = market('match_result', [
      ['home', 'H'],
      ['draw', 'D'],
      ['away', 'A'],
    ]);
    const model = modelMarket(m, teams);
    if (model.kind !== 'score') throw new Error('unpriced');
    // Four goals up with a sliver of the match left: draw and away are beyond the 1000 ceiling.
    const priced = priceMarket(model, poissonDistribution(4, 0, 0.05, 0.05), 1.06);
    expect(priced.outcomes.map((o) => o.odds)).toEqual([1.01, 0, 0]);
    expect(priced.decided).toBe(true);
  });

  it('an open market keeps its margin', () => {
    const m = market('match_result', [
      ['home', 'H'],
      ['draw', 'D'],
      ['away', 'A'],
    ]);
    const model = modelMarket(m, teams);
    if (model.kind !== 'score') throw new Error('unpriced');
    const priced = priceMarket(model, poissonDistribution(0, 0, 1.4, 1.1), 1.06);
    const book = priced.outcomes.reduce((s, o) => s + 1 / o.odds, 0);
    expect(book).toBeCloseTo(1.06, 1);
    expect(priced.decided).toBe(false);
  });

  it("a double chance keeps each outcome's margin: every result is covered by two outcomes", () => {
    const m = market('double_chance', [
      ['1X', 'Home or Draw'],
      ['12', 'Home or Away'],
      ['X2', 'Draw or Away'],
    ]);
    const model = modelMarket(m, teams);
    if (model.kind !== 'score') throw new Error('unpriced');
    expect(winnersPerResult(model)).toBe(2);
    // Priced as the catalogue prices it: each outcome at its chance with a 6% margin.
    const cells = poissonDistribution(0, 0, 1.5, 1.0);
    const [home, draw, away] = [0.47, 0.27, 0.26];
    const opening = [home + draw, home + away, draw + away].map((p) => priceFromProbability(p, 1.06));
    const margin = overround(opening, winnersPerResult(model));
    expect(margin).toBeCloseTo(1.06, 1);
    const priced = priceMarket(model, cells, margin);
    const homeOrAway = priced.outcomes.find((o) => o.id === 2)?.odds ?? 0;
    // Not the floor price a 35% margin gave (the whole book was read as one winner's).
    expect(homeOrAway).toBeGreaterThan(1.15);
    expect(homeOrAway).toBeLessThan(1.5);
    const book = priced.outcomes.reduce((s, o) => s + 1 / o.odds, 0);
    expect(book / 2).toBeCloseTo(1.06, 1);
  });

  it('match result, totals and correct score have one winner per result', () => {
    for (const m of [
      market('match_result', [
        ['home', 'H'],
        ['draw', 'D'],
        ['away', 'A'],
      ]),
      market(
        'total',
        [
          ['over', 'Over 2.5'],
          ['under', 'Under 2.5'],
        ],
        { line: 2.5 },
      ),
      market('correct_score', [
        ['1-0', '1-0'],
        ['0-0', '0-0'],
        ['other', 'Any other'],
      ]),
    ]) {
      const model = modelMarket(m, teams);
      if (model.kind !== 'score') throw new Error(`unpriced ${m.type}`);
      expect(winnersPerResult(model)).toBe(1);
    }
  });

  it('result and totals chances are read back from the prices', () => {
    const markets = [
      market('match_result', [
        ['home', 'H'],
        ['draw', 'D'],
        ['away', 'A'],
      ]),
      {
        ...market(
          'total',
          [
            ['over', 'Over 2.5'],
            ['under', 'Under 2.5'],
          ],
          { line: 2.5 },
        ),
        id: 2,
      },
    ].map((m) => (m.id === 2 ? { ...m, outcomes: m.outcomes.map((o) => ({ ...o, id: o.id + 10 })) } : m));
    const odds = new Map([
      [1, 2],
      [2, 4],
      [3, 4],
      [11, 1.8],
      [12, 2.2],
    ]);
    const chances = matchResultChances(markets, odds, teams);
    expect(chances?.home).toBeCloseTo(0.5, 6);
    expect(totalChance(markets, odds, teams)?.p).toBeCloseTo(0.55, 2);
  });
});
