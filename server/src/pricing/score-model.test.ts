import { describe, expect, it } from 'vitest';
import { basketballMarkets, type FixtureMarket, footballMarkets } from './quoted-markets.test-util';
import { fairChances, fitScoreModel, type QuotedMarket } from './score-model';
import { chanceOf } from './scores';

const football = footballMarkets(1.7, 1.05);
const basketball = basketballMarkets(112, 106);

/** The fair chance of one outcome (by code) of the first market of a type and period. */
function fair(markets: readonly FixtureMarket[], type: string, code: string, period: string | null = null) {
  const market = markets.find((m) => m.type === type && m.period === period) as QuotedMarket;
  const outcome = market.outcomes.find((o) => o.code === code);
  return fairChances(market).get(outcome?.id ?? '') ?? Number.NaN;
}

describe('score model: fitted to an event’s own prices', () => {
  it('a goals model reproduces the fair result and total chances', () => {
    const model = fitScoreModel({ family: 'goals', markets: football, liveScore: null });
    if (!model) throw new Error('no model');
    expect(model.cells.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 6);
    expect(chanceOf(model.cells, (h, a) => h > a)).toBeCloseTo(fair(football, 'match_result', 'home'), 2);
    expect(chanceOf(model.cells, (h, a) => h === a)).toBeCloseTo(fair(football, 'match_result', 'draw'), 2);
    const over = football.find(
      (m) => m.type === 'total' && m.line === 2.5 && m.period === null,
    ) as QuotedMarket;
    const pOver = fairChances(over).get(over.outcomes[0]?.id ?? '') ?? Number.NaN;
    expect(chanceOf(model.cells, (h, a) => h + a > 2.5)).toBeCloseTo(pOver, 2);
  });

  it('before kick-off a goals model keeps the halves when the first half is priced', () => {
    const model = fitScoreModel({ family: 'goals', markets: football, liveScore: null });
    if (!model) throw new Error('no model');
    expect(model.firstPeriod).toBe('1h');
    expect(model.cells.every((c) => c.firstHalf !== undefined)).toBe(true);
    const firstHalfHome = model.cells.reduce(
      (s, c) => s + (c.firstHalf && c.firstHalf.home > c.firstHalf.away ? c.p : 0),
      0,
    );
    expect(firstHalfHome).toBeCloseTo(fair(football, 'match_result', 'home', '1h'), 1);
  });

  it('a live model starts from the current score and has no halves', () => {
    const live = fitScoreModel({ family: 'goals', markets: football, liveScore: [2, 1] });
    expect(live?.cells.every((c) => c.home >= 2 && c.away >= 1 && c.firstHalf === undefined)).toBe(true);
    expect(live?.firstPeriod).toBeNull();
  });

  it('a two-way result (no draw quoted) is fitted on the share of decided matches', () => {
    const twoWay: FixtureMarket[] = football
      .filter((m) => m.period === null && m.type === 'total')
      .concat({
        id: 'w',
        type: 'match_winner',
        period: null,
        line: null,
        suspended: false,
        outcomes: [
          { id: 'wh', code: 'home', odds: 1.6, handicap: null },
          { id: 'wa', code: 'away', odds: 2.45, handicap: null },
        ],
      });
    const model = fitScoreModel({ family: 'goals', markets: twoWay, liveScore: null });
    if (!model) throw new Error('no model');
    const home = chanceOf(model.cells, (h, a) => h > a);
    const away = chanceOf(model.cells, (h, a) => h < a);
    expect(home / (home + away)).toBeCloseTo(fair(twoWay, 'match_winner', 'home'), 2);
    expect(model.overtimeHomeShare).toBeCloseTo(fair(twoWay, 'match_winner', 'home'), 6);
  });

  it('a points model reproduces the winner chance and the total line', () => {
    const model = fitScoreModel({ family: 'points', markets: basketball, liveScore: null });
    if (!model) throw new Error('no model');
    expect(chanceOf(model.cells, (h, a) => h > a)).toBeCloseTo(fair(basketball, 'match_winner', 'home'), 1);
    const centre = basketball.filter((m) => m.type === 'total')[2] as QuotedMarket;
    const line = centre.line ?? 0;
    expect(chanceOf(model.cells, (h, a) => h + a > line)).toBeCloseTo(
      fair([centre as FixtureMarket], 'total', 'over'),
      1,
    );
  });

  it('a live points model adds the points to come to the current score', () => {
    const model = fitScoreModel({ family: 'points', markets: basketball, liveScore: [30, 24] });
    expect(model?.cells.every((c) => c.home >= 30 && c.away >= 24)).toBe(true);
  });

  it('no result or no total market: no model', () => {
    const onlyResult = football.filter((m) => m.type === 'match_result');
    expect(fitScoreModel({ family: 'goals', markets: onlyResult, liveScore: null })).toBeNull();
    expect(fitScoreModel({ family: 'points', markets: [], liveScore: null })).toBeNull();
  });
});

describe('score model: fair chances of a quoted market', () => {
  it('takes the margin out proportionally', () => {
    const market: QuotedMarket = {
      id: 'm',
      type: 'match_result',
      period: null,
      line: null,
      outcomes: [
        { id: 'h', code: 'home', odds: 2, handicap: null },
        { id: 'd', code: 'draw', odds: 3.5, handicap: null },
        { id: 'a', code: 'away', odds: 4, handicap: null },
      ],
    };
    const chances = fairChances(market);
    const book = 1 / 2 + 1 / 3.5 + 1 / 4;
    expect(chances.get('h')).toBeCloseTo(0.5 / book, 12);
    expect([...chances.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('reads a scorer list one outcome at a time (several players can score)', () => {
    const market: QuotedMarket = {
      id: 'm',
      type: 'anytime_goalscorer',
      period: null,
      line: null,
      outcomes: [
        { id: '1', code: '1', odds: 2.5, handicap: null },
        { id: '2', code: '2', odds: 3, handicap: null },
        { id: '3', code: '3', odds: 1, handicap: null },
      ],
    };
    const chances = fairChances(market);
    expect(chances.get('1')).toBeCloseTo(1 / 2.5 / 1.15, 12);
    expect(chances.has('3')).toBe(false);
  });
});
