import { pointsVarianceFactor, type SportPlay } from '../domain/play';
import { normalInverse } from '../pricing/distributions';
import { type MarketInput, matchResultChances, type TeamNames, totalChance } from '../pricing/outcomes';
import { fitPoissonMeans, setChanceFromMatch } from '../pricing/scores';
import type { EventRow, MarketRow } from './repo';
import { remainingFraction, type SimState, type Strength, scoreOf, unitsWon } from './sim';

export function teamsOf(row: EventRow): TeamNames {
  return { home: row.homeTeam, away: row.awayTeam };
}

export function marketInput(market: MarketRow): MarketInput {
  return {
    id: market.id,
    type: market.type,
    name: market.name,
    line: market.line,
    period: market.period,
    outcomes: market.outcomes
      .filter((o) => !o.isStartingPrice)
      .map((o) => ({ id: o.id, code: o.code, handicap: o.handicap, name: o.name })),
  };
}

/** The score of one period of a finished event (1h, 2h, q3, set2, map1, ...), for period markets. */
export function periodScore(
  period: string,
  periods: ReadonlyArray<readonly [number, number]>,
  profile: SportPlay,
): { home: number; away: number } | null {
  const code = period.toLowerCase();
  const sum = (from: number, to: number) => {
    const slice = periods.slice(from, to);
    if (slice.length !== to - from) return null;
    return { home: slice.reduce((s, p) => s + p[0], 0), away: slice.reduce((s, p) => s + p[1], 0) };
  };
  const half = /^(?:(\d)h|h(\d)|(\d)(?:st|nd)_?half)$/.exec(code);
  if (half) {
    const n = Number(half[1] ?? half[2] ?? half[3]);
    const count = profile.type === 'periods' ? profile.periods : 0;
    if (count === 2) return sum(n - 1, n);
    if (count === 4) return sum(2 * n - 2, 2 * n);
    return null;
  }
  const first = /^f(\d+)$/.exec(code);
  if (first) return sum(0, Number(first[1]));
  const numbered = /^(?:q|p|s|set|map|m|g|game|period|quarter)_?(\d+)$/.exec(code);
  if (numbered) {
    const n = Number(numbered[1]);
    return sum(n - 1, n);
  }
  return null;
}

/** Fits what the prices say about the sides into the sport's model. */
export function fitStrength(
  profile: SportPlay,
  markets: readonly MarketRow[],
  teams: TeamNames,
  state: SimState,
  now: number,
): Strength {
  const inputs = markets.map(marketInput);
  const odds = new Map(markets.flatMap((m) => m.outcomes.map((o) => [o.id, o.odds] as const)));
  const result = matchResultChances(inputs, odds, teams);
  if (profile.type === 'race') return { model: 'race' };
  const home = result
    ? Math.min(0.97, Math.max(0.03, result.home / Math.max(result.home + result.away, 1e-9)))
    : 0.5;
  if (profile.type === 'fight') return { model: 'sets', setChance: home };
  if (profile.type === 'sets') {
    const won = state.type === 'sets' ? unitsWon(state.finished) : ([0, 0] as [number, number]);
    return { model: 'sets', setChance: setChanceFromMatch(home, profile.need, won) };
  }
  if (state.type !== 'periods') return { model: 'race' };
  const r = Math.max(remainingFraction(profile, state, now), 0.02);
  const score = scoreOf(state);
  if (profile.scoring.model === 'poisson') {
    if (!result) return { model: 'poisson', home: profile.scoring.homeMean, away: profile.scoring.awayMean };
    const over = totalChance(inputs, odds, teams);
    const fitted = fitPoissonMeans({ ...result, ...(over ? { over } : {}) }, score, r, {
      home: profile.scoring.homeMean,
      away: profile.scoring.awayMean,
    });
    return { model: 'poisson', home: fitted.home, away: fitted.away };
  }
  const scoring = profile.scoring;
  const factor = pointsVarianceFactor(scoring.increments);
  let total = scoring.total;
  const over = totalChance(inputs, odds, teams);
  if (over) {
    // Solve line = now + total*r - z*sd(total) for total, a few fixed-point steps (sd depends on total).
    const z = normalInverse(Math.min(0.98, Math.max(0.02, over.p)));
    for (let i = 0; i < 8; i++) {
      const sd = Math.sqrt(Math.max(total, 1) * r * factor);
      total = Math.max(1, (over.line + z * sd - (score.home + score.away)) / r);
    }
  }
  let supremacy = 0;
  if (result) {
    const pHome = Math.min(0.98, Math.max(0.02, result.home / Math.max(result.home + result.away, 1e-9)));
    const sd = Math.sqrt(total * r * factor);
    supremacy = (sd * normalInverse(pHome) - (score.home - score.away)) / r;
  }
  return { model: 'normal', supremacy, total };
}
