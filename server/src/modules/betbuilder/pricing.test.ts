import { describe, expect, it } from 'vitest';
import { basketballMarkets, footballMarkets, pick } from '../../pricing/quoted-markets.test-util';
import { fitScoreModel } from '../../pricing/score-model';
import { parsePrecannedId, precannedCombos, precannedId } from './precanned';
import { builderMargin, builderOdds, type PricingMarket, priceBuilder } from './pricing';
import { jointProbability, readSelection } from './selections';

const football = footballMarkets(1.7, 1.05);
const goalsModel = fitScoreModel({ family: 'goals', markets: football, liveScore: null });
const basketball = basketballMarkets(112, 106);
const pointsModel = fitScoreModel({ family: 'points', markets: basketball, liveScore: null });

const price = (markets: PricingMarket[], selections: string[], family: 'goals' | 'points' = 'goals') =>
  priceBuilder({
    model: family === 'goals' ? goalsModel : pointsModel,
    markets,
    selections,
    foreign: new Set(),
  });

const oddsOf = (markets: PricingMarket[], id: string) =>
  markets.flatMap((m) => m.outcomes).find((o) => o.id === id)?.odds ?? Number.NaN;

describe('bet builder: selections read as scores of the event model', () => {
  it('a first-half selection reads the first-half score of each cell', () => {
    if (!goalsModel) throw new Error('no model');
    const market = football.find((m) => m.type === 'match_result' && m.period === '1h') as PricingMarket;
    const home = market.outcomes.find((o) => o.code === 'home');
    const reading = home && readSelection(goalsModel, market, home);
    expect(reading?.kind).toBe('exact');
    const pFirstHalfHome = reading ? jointProbability(goalsModel, [reading.weight]) : 0;
    const pHome = jointProbability(goalsModel, [(c) => (c.home > c.away ? 1 : 0)]);
    expect(pFirstHalfHome).toBeGreaterThan(0.2);
    expect(pFirstHalfHome).toBeLessThan(pHome);
  });

  it('a first-half selection is not readable on a model without halves (in play)', () => {
    const live = fitScoreModel({ family: 'goals', markets: football, liveScore: [1, 0] });
    if (!live) throw new Error('no model');
    const market = football.find((m) => m.type === 'match_result' && m.period === '1h') as PricingMarket;
    const home = market.outcomes.find((o) => o.code === 'home');
    expect(home && readSelection(live, market, home)).toBeNull();
  });

  it('pushable lines and markets outside the score are not readable', () => {
    if (!goalsModel) throw new Error('no model');
    const whole = football.find((m) => m.type === 'handicap' && m.line === 0) as PricingMarket;
    expect(
      readSelection(goalsModel, whole, whole.outcomes[0] as PricingMarket['outcomes'][number]),
    ).toBeNull();
    const prop = { id: 'x', type: 'top_scorer', period: null, line: null, outcomes: [] };
    expect(readSelection(goalsModel, prop, { id: 'y', code: '1', odds: 3, handicap: null })).toBeNull();
  });
});

describe('bet builder: combined odds with a correlation adjustment', () => {
  it('a two-leg builder is priced from the joint probability, not the plain product', () => {
    const home = pick(football, 'match_result', 'home');
    const over = pick(football, 'total', 'over', { line: 2.5 });
    const priced = price(football, [home, over]);
    const product = oddsOf(football, home) * oddsOf(football, over);
    expect(priced.odds).toBeGreaterThan(1);
    expect(priced.odds).not.toBeCloseTo(product, 1);
    // The stronger side winning and goals go together.
    expect(priced.correlation).toBeGreaterThan(1);
    expect(priced.legs.every((leg) => leg.error === null)).toBe(true);
  });

  it('negatively related selections are priced longer than independent ones would be', () => {
    const away = pick(football, 'match_result', 'away');
    const cleanSheetNo = pick(football, 'btts', 'no');
    const draw = pick(football, 'match_result', 'draw');
    const under = pick(football, 'total', 'under', { line: 2.5 });
    expect(price(football, [draw, under]).correlation).toBeGreaterThan(1);
    expect(price(football, [away, cleanSheetNo]).correlation).toBeLessThan(1.5);
  });

  it('uncorrelated selections are priced a little below the plain product (the builder margin)', () => {
    const home = pick(basketball, 'match_winner', 'home');
    const over = basketball.find((m) => m.type === 'total')?.outcomes[0]?.id ?? '';
    const priced = price(basketball, [home, over], 'points');
    const product = oddsOf(basketball, home) * oddsOf(basketball, over);
    expect(priced.correlation).toBeCloseTo(1, 1);
    expect(priced.odds).toBeLessThan(product);
    expect(priced.odds).toBeGreaterThan(product / 1.05);
  });

  it('one selection is priced at its own odds', () => {
    const home = pick(football, 'match_result', 'home');
    expect(price(football, [home]).odds).toBe(oddsOf(football, home));
  });

  it('a first-half selection and its full-time counterpart combine through the halves', () => {
    const firstHalfHome = pick(football, 'match_result', 'home', { period: '1h' });
    const home = pick(football, 'match_result', 'home');
    expect(price(football, [firstHalfHome, home]).correlation).toBeGreaterThan(1.2);
  });

  it('a points-sport winner and its spread combine; the builder margin grows with the legs', () => {
    const home = pick(basketball, 'match_winner', 'home');
    const cover = pick(basketball, 'handicap', 'home', { line: -3.5 });
    const over = basketball.find((m) => m.type === 'total')?.outcomes[0]?.id ?? '';
    const two = price(basketball, [home, cover], 'points');
    expect(two.odds).toBeGreaterThan(1);
    expect(two.correlation).toBeGreaterThan(1.3);
    expect(price(basketball, [home, cover, over], 'points').odds).toBeGreaterThan(two.odds);
    expect(builderMargin(2)).toBeCloseTo(0.03);
    expect(builderMargin(3)).toBeCloseTo(0.04);
    expect(builderMargin(20)).toBeCloseTo(0.1);
  });

  it('builder odds are cut, never rounded up, and stay within 1.01..1000', () => {
    expect(builderOdds(0.25, 2)).toBe(Math.floor((1 / (0.25 * 1.03)) * 100) / 100);
    expect(builderOdds(0.99, 2)).toBe(1.01);
    expect(builderOdds(1e-9, 2)).toBe(1000);
    expect(builderOdds(0, 2)).toBe(0);
  });
});

describe('bet builder: selections that cannot be combined give odds 0', () => {
  const cases: Array<[string, () => string[]]> = [
    [
      'home win and away win',
      () => [pick(football, 'match_result', 'home'), pick(football, 'match_result', 'away')],
    ],
    [
      'home win and double chance draw or away',
      () => [pick(football, 'match_result', 'home'), pick(football, 'double_chance', 'X2')],
    ],
    [
      "'under 1.5' and correct score 2-1",
      () => [pick(football, 'total', 'under', { line: 1.5 }), pick(football, 'correct_score', '2-1')],
    ],
    [
      'BTTS no and correct score 1-1',
      () => [pick(football, 'btts', 'no'), pick(football, 'correct_score', '1-1')],
    ],
    [
      'first half over 1.5 and full time under 1.5',
      () => [
        pick(football, 'total', 'over', { line: 1.5, period: '1h' }),
        pick(football, 'total', 'under', { line: 1.5 }),
      ],
    ],
    [
      'no goalscorer and over 0.5 goals (via BTTS yes)',
      () => [pick(football, 'anytime_goalscorer', 'none'), pick(football, 'btts', 'yes')],
    ],
    ['the same selection twice', () => [pick(football, 'btts', 'yes'), pick(football, 'btts', 'yes')]],
  ];
  for (const [name, selections] of cases) {
    it(name, () => {
      const priced = price(football, selections());
      expect(priced.odds).toBe(0);
      expect(priced.legs.every((leg) => leg.error === 'CANNOT_COMBINE')).toBe(true);
    });
  }

  it('a player to score with a 0-0 correct score', () => {
    const priced = price(football, [
      pick(football, 'anytime_goalscorer', '1'),
      pick(football, 'correct_score', '0-0'),
    ]);
    expect(priced.odds).toBe(0);
  });

  it('home -6.5 and away +2.5 in a points sport', () => {
    const priced = price(
      basketball,
      [
        pick(basketball, 'handicap', 'home', { line: -6.5 }),
        pick(basketball, 'handicap', 'away', { line: 2.5 }),
      ],
      'points',
    );
    expect(priced.odds).toBe(0);
  });

  it('only the conflicting pair is flagged in a longer ticket', () => {
    const over = pick(football, 'total', 'over', { line: 3.5 });
    const under = pick(football, 'total', 'under', { line: 1.5 });
    const home = pick(football, 'match_result', 'home');
    const priced = price(football, [home, over, under]);
    expect(priced.odds).toBe(0);
    expect(priced.legs.map((leg) => leg.error)).toEqual([null, 'CANNOT_COMBINE', 'CANNOT_COMBINE']);
  });

  it('unknown, foreign, suspended and unsupported selections carry their own errors', () => {
    const home = pick(football, 'match_result', 'home');
    const suspended = football.map((m) => (m.type === 'btts' ? { ...m, suspended: true } : m));
    const whole = pick(football, 'handicap', 'home', { line: 0 });
    const priced = priceBuilder({
      model: goalsModel,
      markets: suspended,
      selections: [home, '999999', '888888', pick(football, 'btts', 'yes'), whole],
      foreign: new Set(['888888']),
    });
    expect(priced.odds).toBe(0);
    expect(priced.legs.map((leg) => leg.error)).toEqual([
      null,
      'SELECTION_UNAVAILABLE',
      'NOT_SAME_EVENT',
      'MARKET_SUSPENDED',
      'BET_BUILDER_UNAVAILABLE',
    ]);
  });

  it('an event without a model offers no builder', () => {
    const priced = priceBuilder({
      model: null,
      markets: football,
      selections: [pick(football, 'match_result', 'home'), pick(football, 'btts', 'yes')],
      foreign: new Set(),
    });
    expect(priced.odds).toBe(0);
    expect(priced.legs.every((leg) => leg.error === 'BET_BUILDER_UNAVAILABLE')).toBe(true);
  });
});

describe('bet builder precannedId: popular combinations', () => {
  it('football gets favourite/goals/BTTS/draw combinations that all combine', () => {
    const combos = precannedCombos('goals', football);
    expect(combos.length).toBeGreaterThanOrEqual(3);
    expect(combos.length).toBeLessThanOrEqual(5);
    for (const combo of combos) expect(price(football, combo.outcomeIds).odds).toBeGreaterThan(1);
  });

  it('basketball gets winner/total/spread combinations', () => {
    const combos = precannedCombos('points', basketball);
    expect(combos.map((c) => c.template)).toEqual([
      'favourite_over',
      'favourite_under',
      'underdog_over',
      'favourite_cover_over',
    ]);
  });

  it('an id carries its outcomes and reads back', () => {
    const id = precannedId('favourite_over', ['12', '34']);
    expect(parsePrecannedId(id)).toEqual({ id, template: 'favourite_over', outcomeIds: ['12', '34'] });
    expect(parsePrecannedId('nonsense')).toBeNull();
    expect(parsePrecannedId('x:12')).toBeNull();
  });
});
