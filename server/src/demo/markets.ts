/**
 * Markets and prices of one event from its hidden strengths and (when under way) its live state.
 * Every price of a market comes from one probability model, so the book is coherent: a stronger home
 * side is shorter in the result, the handicap, the totals and the correct score alike.
 */

import type {
  FightProfile,
  GoalsProfile,
  OutrightProfile,
  PointsProfile,
  RacingProfile,
  SetsProfile,
} from '../domain/profiles';
import { LANGS, type Localized, render, type Text } from '../domain/text';
import { MARKET_NAMES, PERIODS, type Period, UNITS, type Unit, WORDS, type Word } from '../domain/vocab';
import { normalCdf } from '../pricing/distributions';
import {
  eachWayTerms,
  fieldProbabilities,
  forecastProbability,
  topNProbabilities,
  tricastProbability,
} from '../pricing/fields';
import { priceBook, priceSingle } from '../pricing/odds';
import {
  bestOfScores,
  bestOfWin,
  chanceOf,
  expectedScore,
  halfLine,
  handicapChances,
  overChance,
  poissonDistribution,
  resultProbabilities,
  teamNormalDistribution,
} from '../pricing/scores';

export type Layout = 'default' | 'two_way' | 'three_way' | 'handicap' | 'over_under' | 'list';

export interface OutcomeSpec {
  /** Translated (all 9 languages) for generic words; `{ en }` only for proper names and scores. */
  names: Partial<Localized> & { en: string };
  /** Role within the market: home, draw, away, over, under, yes, no, 1X, '2-1', a runner number, ... */
  code: string;
  odds: number;
  handicap?: number | null;
  participantIndex?: number | null;
  /** Runner indexes (into the event's runners) of a forecast/tricast outcome, in finishing order. */
  items?: number[] | null;
  isStartingPrice?: boolean;
}

export interface MarketSpec {
  type: string;
  names: Localized;
  line: number | null;
  period: string | null;
  layout: Layout;
  isMain: boolean;
  ewPlace?: number | null;
  ewPrice?: number | null;
  outcomes: OutcomeSpec[];
}

/** Where a match stands when its markets are priced; absent before kick-off. */
export interface LiveScore {
  score: [number, number];
  /** Share of regulation time still to play (goals and points sports). */
  remaining: number;
  /** The first half (period, set, map) is over, so its markets are closed. */
  firstPeriodOver: boolean;
}

export interface MatchInput {
  /** Home minus away hidden strength. */
  diff: number;
  live: LiveScore | null;
  /** Player names for prop markets (empty: no props). */
  homePlayers: readonly string[];
  awayPlayers: readonly string[];
}

// ------------------------------------------------------------------------------------ helpers

/** A line as printed in names: '-1.5', '2.5', '0' (the front end adds the plus sign). */
export function formatLine(line: number): string {
  const rounded = Math.round(line * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

const word = (w: Word): Localized => WORDS[w].names;

function mapNames(fn: (lang: (typeof LANGS)[number]) => string): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) out[lang] = fn(lang);
  return out;
}

// Names repeat across thousands of markets: build each once and share it (rows never mutate them).
const nameCache = new Map<string, Localized>();
function cached(key: string, make: () => Localized): Localized {
  let hit = nameCache.get(key);
  if (!hit) {
    hit = make();
    nameCache.set(key, hit);
  }
  return hit;
}

const withLine = (w: Word, line: number): Localized =>
  cached(`wl|${w}|${line}`, () => mapNames((l) => `${word(w)[l]} (${formatLine(line)})`));
const overUnder = (w: 'over' | 'under', line: number): Localized =>
  cached(`ou|${w}|${line}`, () => mapNames((l) => `${word(w)[l]} ${formatLine(line)}`));

function marketName(
  key: keyof typeof MARKET_NAMES,
  vars: Record<string, Text | string | number> = {},
  period: Period | null = null,
): Localized {
  const cacheKey = `mn|${key}|${period}|${Object.entries(vars)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? v.names.en : v}`)
    .join('|')}`;
  return cached(cacheKey, () => {
    const base = render(MARKET_NAMES[key], vars);
    if (!period) return base.names;
    return render(MARKET_NAMES.period, { period: PERIODS[period], market: base }).names;
  });
}

function market(
  type: string,
  names: Localized,
  layout: Layout,
  outcomes: OutcomeSpec[],
  extra: Partial<Pick<MarketSpec, 'line' | 'period' | 'isMain' | 'ewPlace' | 'ewPrice'>> = {},
): MarketSpec {
  return { type, names, layout, outcomes, line: null, period: null, isMain: false, ...extra };
}

function book(
  entries: Array<{
    names: OutcomeSpec['names'];
    code: string;
    p: number;
    handicap?: number | null;
    participantIndex?: number;
  }>,
  margin: number,
): OutcomeSpec[] {
  const prices = priceBook(
    entries.map((e) => e.p),
    margin,
  );
  return entries.map((e, i) => ({
    names: e.names,
    code: e.code,
    odds: prices[i] ?? 1.01,
    handicap: e.handicap ?? null,
    participantIndex: e.participantIndex ?? null,
  }));
}

function centredLines(centre: number, count: number, step: number, min: number): number[] {
  const lines: number[] = [];
  const start = centre - Math.floor((count - 1) / 2) * step;
  for (let i = 0; i < count; i++) {
    const line = start + i * step;
    if (line >= min) lines.push(line);
  }
  return lines;
}

function resultMarket(
  p: { home: number; draw: number; away: number },
  margin: number,
  period: Period | null,
): MarketSpec {
  return market(
    'match_result',
    marketName(period ? 'result' : 'match_result', {}, period),
    'three_way',
    book(
      [
        { names: word('home'), code: 'home', p: p.home },
        { names: word('draw'), code: 'draw', p: p.draw },
        { names: word('away'), code: 'away', p: p.away },
      ],
      margin,
    ),
    { period, isMain: period === null },
  );
}

function winnerMarket(
  home: number,
  away: number,
  margin: number,
  period: Period | null,
  nameKey: 'match_winner' | 'match_winner_ot' | 'winner',
  isMain: boolean,
): MarketSpec {
  return market(
    'match_winner',
    marketName(period ? 'winner' : nameKey, {}, period),
    'two_way',
    book(
      [
        { names: word('home'), code: 'home', p: home },
        { names: word('away'), code: 'away', p: away },
      ],
      margin,
    ),
    { period, isMain },
  );
}

function totalMarket(
  unit: Unit,
  line: number,
  pOver: number,
  margin: number,
  period: Period | null,
): MarketSpec {
  return market(
    'total',
    marketName('total', { unit: UNITS[unit], line: formatLine(line) }, period),
    'over_under',
    book(
      [
        { names: overUnder('over', line), code: 'over', p: pOver, handicap: line },
        { names: overUnder('under', line), code: 'under', p: 1 - pOver, handicap: line },
      ],
      margin,
    ),
    { line, period },
  );
}

/** A two-way handicap; whole lines refund on a push, so the price is conditional on no push. */
function handicapMarket(
  type: 'asian_handicap' | 'point_spread' | 'unit_handicap',
  unit: Unit,
  line: number,
  p: { home: number; push: number; away: number },
  margin: number,
  period: Period | null,
): MarketSpec {
  const decided = Math.max(p.home + p.away, 1e-9);
  return market(
    'handicap',
    marketName(type, { unit: UNITS[unit], line: formatLine(line) }, period),
    'handicap',
    book(
      [
        { names: withLine('home', line), code: 'home', p: p.home / decided, handicap: line },
        { names: withLine('away', -line), code: 'away', p: p.away / decided, handicap: -line },
      ],
      margin,
    ),
    { line, period },
  );
}

function yesNo(
  type: string,
  names: Localized,
  pYes: number,
  margin: number,
  period: Period | null = null,
): MarketSpec {
  return market(
    type,
    names,
    'two_way',
    book(
      [
        { names: word('yes'), code: 'yes', p: pYes },
        { names: word('no'), code: 'no', p: 1 - pYes },
      ],
      margin,
    ),
    { period },
  );
}

function listMarket(
  type: string,
  names: Localized,
  entries: Array<{ name: string; p: number; code?: string }>,
  margin: number,
  single = false,
): MarketSpec {
  const outcomes: OutcomeSpec[] = single
    ? entries.map((e, i) => ({
        names: { en: e.name },
        code: e.code ?? String(i + 1),
        odds: priceSingle(e.p, margin),
      }))
    : book(
        entries.map((e, i) => ({ names: { en: e.name }, code: e.code ?? String(i + 1), p: e.p })),
        margin,
      );
  return market(type, names, 'list', outcomes);
}

/** Shares a draw out between the sides in proportion to their chances (extra time, overtime, super over). */
function noDraw(p: { home: number; draw: number; away: number }): { home: number; away: number } {
  const decided = Math.max(p.home + p.away, 1e-9);
  return { home: p.home + (p.draw * p.home) / decided, away: p.away + (p.draw * p.away) / decided };
}

function playerShares(players: readonly string[], rngFor: (i: number) => number): number[] {
  const weights = players.map((_, i) => (i < 2 ? 3 : i < 4 ? 1.8 : 1) * (0.7 + 0.6 * rngFor(i)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

// ------------------------------------------------------------------------------ goals sports

/** Markets of a goals (or runs) sport, from Poisson scoring rates. */
export function goalsMarkets(profile: GoalsProfile, input: MatchInput): MarketSpec[] {
  const { diff, live } = input;
  const half = profile.avg / 2;
  const lh = half * Math.exp(profile.homeAdv / 2 + (diff * profile.spread) / 2);
  const la = half * Math.exp(-profile.homeAdv / 2 - (diff * profile.spread) / 2);
  const rem = live ? Math.max(live.remaining, 0.001) : 1;
  const [home, away] = live?.score ?? [0, 0];
  const grid = poissonDistribution(home, away, lh * rem, la * rem);
  const m = profile.margin;
  const out: MarketSpec[] = [];
  const result = resultProbabilities(grid);

  if (profile.threeWay) out.push(resultMarket(result, m, null));
  else {
    const w = noDraw(result);
    out.push(winnerMarket(w.home, w.away, m, null, 'match_winner', true));
  }
  if (profile.overtimeWinner) {
    const w = noDraw(result);
    out.push(winnerMarket(w.home, w.away, m, null, 'match_winner_ot', false));
  }
  if (profile.doubleChance && profile.threeWay) {
    out.push(
      market(
        'double_chance',
        marketName('double_chance'),
        'three_way',
        [
          { names: word('home_draw'), code: '1X', p: result.home + result.draw },
          { names: word('home_away'), code: '12', p: result.home + result.away },
          { names: word('draw_away'), code: 'X2', p: result.draw + result.away },
        ].map((o) => ({ names: o.names, code: o.code, odds: priceSingle(o.p, m) })),
      ),
    );
    const w = result.home + result.away;
    out.push(
      market(
        'draw_no_bet',
        marketName('draw_no_bet'),
        'two_way',
        book(
          [
            { names: word('home'), code: 'home', p: result.home / w },
            { names: word('away'), code: 'away', p: result.away / w },
          ],
          m,
        ),
      ),
    );
  }

  const scored = live ? live.score[0] + live.score[1] : 0;
  const expected = expectedScore(grid);
  const centre = halfLine(expected.total - 0.3);
  for (const line of centredLines(centre, profile.totalLines, 1, scored + 0.5)) {
    out.push(totalMarket(profile.unit, line, overChance(grid, line), m, null));
  }

  if (profile.handicapLines > 0) {
    const margin = expected.margin;
    if (profile.handicap === 'asian_handicap') {
      const base = Math.round(-margin * 2) / 2;
      for (const line of centredLines(base, profile.handicapLines, 0.5, -99)) {
        out.push(handicapMarket('asian_handicap', profile.unit, line, handicapChances(grid, line), m, null));
      }
    } else {
      const base = halfLine(-margin);
      const lines =
        profile.handicapLines === 1
          ? [margin >= 0 ? -1.5 : 1.5]
          : centredLines(base, profile.handicapLines, 1, -99);
      for (const line of lines)
        out.push(handicapMarket('unit_handicap', profile.unit, line, handicapChances(grid, line), m, null));
    }
  }

  if (profile.european) {
    for (const line of [-1, 1]) {
      const p = handicapChances(grid, line);
      out.push(
        market(
          'european_handicap',
          marketName('european_handicap', { line: formatLine(line) }),
          'handicap',
          book(
            [
              { names: withLine('home', line), code: 'home', p: p.home, handicap: line },
              { names: withLine('draw', line), code: 'draw', p: p.push, handicap: line },
              { names: withLine('away', -line), code: 'away', p: p.away, handicap: -line },
            ],
            m * 1.4,
          ),
          { line },
        ),
      );
    }
  }

  if (profile.btts)
    out.push(
      yesNo(
        'btts',
        marketName('btts'),
        chanceOf(grid, (h, a) => h > 0 && a > 0),
        m,
      ),
    );

  if (profile.correctScore > 0) {
    const max = profile.correctScore;
    const entries: Array<{ names: OutcomeSpec['names']; code: string; p: number }> = [];
    for (let h = 0; h <= max; h++) {
      for (let a = 0; a <= max; a++) {
        if (h + a > max + 2 || (live && (h < live.score[0] || a < live.score[1]))) continue;
        entries.push({
          names: { en: `${h}-${a}` },
          code: `${h}-${a}`,
          p: chanceOf(grid, (x, y) => x === h && y === a),
        });
      }
    }
    const listed = new Set(entries.map((e) => e.code));
    const rest = (test: (h: number, a: number) => boolean) =>
      chanceOf(grid, (h, a) => test(h, a) && !listed.has(`${h}-${a}`));
    entries.push({ names: word('other_home'), code: 'other_home', p: rest((h, a) => h > a) });
    entries.push({ names: word('other_draw'), code: 'other_draw', p: rest((h, a) => h === a) });
    entries.push({ names: word('other_away'), code: 'other_away', p: rest((h, a) => h < a) });
    out.push(market('correct_score', marketName('correct_score'), 'list', book(entries, 0.18)));
  }

  if (profile.firstPeriod && !live) {
    const share = profile.firstPeriodShare;
    const first = poissonDistribution(0, 0, lh * share, la * share);
    out.push(resultMarket(resultProbabilities(first), m * 1.2, profile.firstPeriod));
    for (const line of centredLines(halfLine(expectedScore(first).total - 0.3), 2, 1, 0.5)) {
      out.push(totalMarket(profile.unit, line, overChance(first, line), m * 1.2, profile.firstPeriod));
    }
  }

  if (profile.scorers && !live && input.homePlayers.length > 0) {
    const seeds = (offset: number) => (i: number) =>
      (((Math.sin((i + 1) * 12.9898 + offset * 78.233) * 43758.5453) % 1) + 1) % 1;
    const hs = playerShares(input.homePlayers, seeds(diff));
    const as = playerShares(input.awayPlayers, seeds(-diff));
    const scorers = [
      ...input.homePlayers.map((name, i) => ({ name, rate: lh * 0.85 * (hs[i] ?? 0) })),
      ...input.awayPlayers.map((name, i) => ({ name, rate: la * 0.85 * (as[i] ?? 0) })),
    ];
    const anytime = listMarket(
      'anytime_goalscorer',
      marketName('anytime_goalscorer'),
      scorers.map((s) => ({ name: s.name, p: 1 - Math.exp(-s.rate) })),
      0.25,
      true,
    );
    const pNone = Math.exp(-(lh + la));
    anytime.outcomes.push({ names: word('no_goalscorer'), code: 'none', odds: priceSingle(pNone, 0.15) });
    out.push(anytime);
    const firstEntries = scorers.map((s) => ({ name: s.name, p: (s.rate / (lh + la)) * (1 - pNone) }));
    const first = listMarket('first_goalscorer', marketName('first_goalscorer'), firstEntries, 0.3, true);
    first.outcomes.push({ names: word('no_goalscorer'), code: 'none', odds: priceSingle(pNone, 0.15) });
    out.push(first);
  }
  return out;
}

// ----------------------------------------------------------------------------- points sports

/** Markets of a points sport, from normal team scores. */
export function pointsMarkets(profile: PointsProfile, input: MatchInput): MarketSpec[] {
  const { diff, live } = input;
  const mh = profile.meanTotal / 2 + profile.homeAdv / 2 + (diff * profile.spread) / 2;
  const ma = profile.meanTotal / 2 - profile.homeAdv / 2 - (diff * profile.spread) / 2;
  const rem = live ? Math.max(live.remaining, 0.01) : 1;
  const [home, away] = live?.score ?? [0, 0];
  const grid = teamNormalDistribution(home, away, mh * rem, ma * rem, profile.sdTeam * Math.sqrt(rem));
  const m = profile.margin;
  const out: MarketSpec[] = [];
  const result = resultProbabilities(grid);
  const expected = expectedScore(grid);
  if (profile.threeWay) out.push(resultMarket(result, m, null));
  else {
    const w = noDraw(result);
    out.push(winnerMarket(w.home, w.away, m, null, 'match_winner_ot', true));
  }
  const step = Math.max(1, Math.round(profile.sdTeam / 4));
  if (profile.handicapLines > 0) {
    const base = halfLine(-expected.margin);
    for (const line of centredLines(base, profile.handicapLines, step, -999)) {
      out.push(handicapMarket(profile.handicap, profile.unit, line, handicapChances(grid, line), m, null));
    }
  }
  const scored = live ? live.score[0] + live.score[1] : 0;
  for (const line of centredLines(halfLine(expected.total), profile.totalLines, step, scored + 0.5)) {
    out.push(totalMarket(profile.unit, line, overChance(grid, line), m, null));
  }
  if (profile.firstPeriod && !live) {
    const share = profile.firstPeriodShare;
    const first = teamNormalDistribution(0, 0, mh * share, ma * share, profile.sdTeam * Math.sqrt(share));
    const firstExpected = expectedScore(first);
    out.push(resultMarket(resultProbabilities(first), m * 1.2, profile.firstPeriod));
    out.push(
      totalMarket(
        profile.unit,
        halfLine(firstExpected.total),
        overChance(first, halfLine(firstExpected.total)),
        m,
        profile.firstPeriod,
      ),
    );
    const spread = halfLine(-firstExpected.margin);
    out.push(
      handicapMarket(
        profile.handicap,
        profile.unit,
        spread,
        handicapChances(first, spread),
        m,
        profile.firstPeriod,
      ),
    );
  }
  if (profile.props && !live && input.homePlayers.length > 0) {
    const seeds = (offset: number) => (i: number) =>
      (((Math.sin((i + 3) * 12.9898 + offset * 39.11) * 43758.5453) % 1) + 1) % 1;
    const hs = playerShares(input.homePlayers, seeds(diff));
    const as = playerShares(input.awayPlayers, seeds(-diff));
    const players = [
      ...input.homePlayers.map((name, i) => ({ name, w: (hs[i] ?? 0) * mh })),
      ...input.awayPlayers.map((name, i) => ({ name, w: (as[i] ?? 0) * ma })),
    ];
    if (profile.props === 'anytime_touchdown') {
      out.push(
        listMarket(
          'anytime_touchdown',
          marketName('anytime_touchdown'),
          players.map((p) => ({ name: p.name, p: 1 - Math.exp(-(p.w / 7) * 0.8) })),
          0.25,
          true,
        ),
      );
    } else {
      const strengths = players.map((p) => Math.log(p.w + 1e-6));
      const probs = fieldProbabilities(strengths, 2.2);
      out.push(
        listMarket(
          profile.props,
          marketName(profile.props),
          players.map((p, i) => ({ name: p.name, p: probs[i] ?? 0 })),
          0.25,
        ),
      );
    }
  }
  return out;
}

// ------------------------------------------------------------------------------- set sports

export interface SetsLive {
  /** Units (sets, maps, frames, legs) won so far. */
  won: [number, number];
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Markets of a set (map, frame, leg) sport. */
export function setsMarkets(profile: SetsProfile, diff: number, live: SetsLive | null): MarketSpec[] {
  const p = logistic(diff * profile.spread);
  const [won, lost] = live?.won ?? [0, 0];
  const m = profile.margin;
  const out: MarketSpec[] = [];
  const pMatch = bestOfWin(p, profile.need, won, lost);
  out.push(winnerMarket(pMatch, 1 - pMatch, m, null, 'match_winner', true));
  const scores = bestOfScores(p, profile.need, won, lost);
  if (scores.length > 1) {
    out.push(
      market(
        'correct_score',
        marketName('correct_score'),
        'list',
        book(
          scores.map((s) => ({ names: { en: `${s.home}-${s.away}` }, code: `${s.home}-${s.away}`, p: s.p })),
          m * 2,
        ),
      ),
    );
    const expMargin = scores.reduce((acc, s) => acc + s.p * (s.home - s.away), 0);
    const lines = profile.need <= 3 ? [-1.5, 1.5] : centredLines(halfLine(-expMargin), 3, 1, -99);
    for (const line of lines) {
      const pHome = scores.filter((s) => s.home + line > s.away).reduce((a, s) => a + s.p, 0);
      out.push(
        handicapMarket(
          'unit_handicap',
          profile.unit,
          line,
          { home: pHome, push: 0, away: 1 - pHome },
          m,
          null,
        ),
      );
    }
    const expUnits = scores.reduce((acc, s) => acc + s.p * (s.home + s.away), 0);
    const minTotal = won + lost + 0.5;
    const totalLines =
      profile.need <= 3 ? [profile.need * 2 - 1.5] : centredLines(halfLine(expUnits - 0.5), 3, 1, minTotal);
    for (const line of totalLines) {
      if (line < minTotal) continue;
      const pOver = scores.filter((s) => s.home + s.away > line).reduce((a, s) => a + s.p, 0);
      out.push(totalMarket(profile.unit, line, pOver, m, null));
    }
    if (profile.inner && !live) {
      const closeness = 1 - Math.abs(2 * p - 1);
      const mean = expUnits * profile.inner.perSet * (0.85 + 0.15 * closeness);
      const sd = profile.inner.sd * Math.sqrt(expUnits) + 1.5;
      for (const line of centredLines(halfLine(mean), 3, Math.max(1, Math.round(sd / 2)), 0.5)) {
        out.push(totalMarket(profile.inner.unit, line, 1 - normalCdf((line - mean) / sd), m, null));
      }
      if (profile.inner.unit === 'games') {
        const marginMean = (2 * pMatch - 1) * 5.5;
        const line = halfLine(-marginMean);
        const pHome = 1 - normalCdf((-line - marginMean) / 4.5);
        out.push(
          handicapMarket('unit_handicap', 'games', line, { home: pHome, push: 0, away: 1 - pHome }, m, null),
        );
      }
    }
    if (profile.first && !live) out.push(winnerMarket(p, 1 - p, m, profile.first, 'winner', false));
    if (profile.extra && !live) {
      const { mean, sd, unit, period } = profile.extra;
      for (const line of centredLines(halfLine(mean), 2, Math.max(1, Math.round(sd / 2)), 0.5)) {
        out.push(totalMarket(unit, line, 1 - normalCdf((line - mean) / sd), m * 1.2, period));
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------ fights

/** Markets of a fight (boxing, MMA). */
export function fightMarkets(profile: FightProfile, diff: number, roundsLeft: number | null): MarketSpec[] {
  const m = profile.margin;
  const pHome = logistic(diff * profile.spread);
  const draw = profile.draw;
  const out: MarketSpec[] = [];
  if (draw > 0.02) {
    out.push(resultMarket({ home: pHome * (1 - draw), draw, away: (1 - pHome) * (1 - draw) }, m, null));
  } else {
    out.push(winnerMarket(pHome, 1 - pHome, m, null, 'match_winner', true));
  }
  const rounds = roundsLeft ?? profile.rounds;
  const finish = 1 - (1 - profile.hazard) ** rounds;
  const methods: Array<{ key: Word; share: number }> = profile.submissions
    ? [
        { key: 'ko', share: 0.6 },
        { key: 'submission', share: 0.4 },
      ]
    : [{ key: 'ko', share: 1 }];
  const entries: Array<{ names: OutcomeSpec['names']; code: string; p: number }> = [];
  for (const [side, pSide] of [
    ['home', pHome * (1 - draw)],
    ['away', (1 - pHome) * (1 - draw)],
  ] as const) {
    // The stronger side finishes more of its wins early.
    const finishShare = Math.min(0.9, finish * (0.8 + 0.4 * pSide));
    for (const method of methods) {
      entries.push({
        names: mapNames((l) => `${word(side)[l]} – ${word(method.key)[l]}`),
        code: `${side}_${method.key}`,
        p: pSide * finishShare * method.share,
      });
    }
    entries.push({
      names: mapNames((l) => `${word(side)[l]} – ${word('decision')[l]}`),
      code: `${side}_decision`,
      p: pSide * (1 - finishShare),
    });
  }
  if (draw > 0) entries.push({ names: word('draw'), code: 'draw', p: draw });
  out.push(market('method_of_victory', marketName('method_of_victory'), 'list', book(entries, m * 2.5)));
  const lines = profile.rounds >= 10 ? [6.5, 9.5] : profile.rounds === 5 ? [2.5, 3.5] : [1.5, 2.5];
  for (const line of lines) {
    if (line >= rounds) continue;
    out.push(totalMarket('rounds', line, (1 - profile.hazard) ** line, m, null));
  }
  return out;
}

// --------------------------------------------------------------------------------- outrights

export interface FieldEntry {
  name: string;
  strength: number;
  /** Index into the event's participant list. */
  index: number;
}

/** Winner (each-way), top-N and podium markets of an outright field. */
export function outrightMarkets(
  profile: OutrightProfile,
  field: readonly FieldEntry[],
  draws: () => number,
  eachWay = true,
): MarketSpec[] {
  const probs = fieldProbabilities(
    field.map((f) => f.strength),
    profile.sharpness,
  );
  const ew = eachWay ? profile.eachWay : null;
  const winner = market(
    'winner',
    marketName('outright'),
    'list',
    book(
      field.map((f, i) => ({
        names: { en: f.name },
        code: String(i + 1),
        p: probs[i] ?? 0,
        participantIndex: f.index,
      })),
      profile.margin,
    ),
    { isMain: true, ewPlace: ew?.places ?? null, ewPrice: ew?.fraction ?? null },
  );
  winner.outcomes.sort((a, b) => a.odds - b.odds);
  const out = [winner];
  const extra: Array<{ n: number; type: string; names: Localized }> = profile.topN.map((n) => ({
    n,
    type: `top_${n}`,
    names: marketName('top_n', { n }),
  }));
  if (profile.podium) extra.unshift({ n: 3, type: 'podium', names: marketName('podium') });
  for (const { n, type, names } of extra) {
    if (n >= field.length) continue;
    const pTop = topNProbabilities(probs, n, draws, 1200);
    const mk = market(
      type,
      names,
      'list',
      field.map((f, i) => ({
        names: { en: f.name },
        code: String(i + 1),
        odds: priceSingle(pTop[i] ?? 0, profile.margin * 0.6),
        participantIndex: f.index,
      })),
    );
    mk.outcomes.sort((a, b) => a.odds - b.odds);
    out.push(mk);
  }
  return out;
}

/** A season-long winner (and relegation) market for a league. */
export function seasonMarkets(field: readonly FieldEntry[], relegation: number): MarketSpec[] {
  const probs = fieldProbabilities(
    field.map((f) => f.strength),
    4,
  );
  const winner = market(
    'winner',
    marketName('outright'),
    'list',
    book(
      field.map((f, i) => ({
        names: { en: f.name },
        code: String(i + 1),
        p: probs[i] ?? 0,
        participantIndex: f.index,
      })),
      0.25,
    ),
    { isMain: true },
  );
  winner.outcomes.sort((a, b) => a.odds - b.odds);
  const out = [winner];
  if (relegation > 0) {
    const weak = fieldProbabilities(
      field.map((f) => -f.strength),
      3,
    );
    const mk = market(
      'relegation',
      marketName('relegation'),
      'list',
      field.map((f, i) => ({
        names: { en: f.name },
        code: String(i + 1),
        odds: priceSingle(Math.min(0.95, (weak[i] ?? 0) * relegation * 1.3), 0.2),
        participantIndex: f.index,
      })),
    );
    mk.outcomes.sort((a, b) => a.odds - b.odds);
    out.push(mk);
  }
  return out;
}

// ------------------------------------------------------------------------------------ racing

export interface Runner {
  name: string;
  strength: number;
  /** Index into the event's participant list. */
  index: number;
}

/** Win (each-way), forecast and tricast markets of a race. */
export function raceMarkets(
  profile: RacingProfile,
  runners: readonly Runner[],
  startingPrice: boolean,
  bigHandicap: boolean,
): MarketSpec[] {
  const probs = fieldProbabilities(
    runners.map((r) => r.strength),
    profile.sharpness,
  );
  const terms = eachWayTerms(runners.length, bigHandicap);
  const winPrices = priceBook(probs, profile.margin);
  const win = market(
    'win',
    (terms ? MARKET_NAMES.win_ew : MARKET_NAMES.win).names,
    'list',
    runners.map((r, i) => ({
      names: { en: r.name },
      code: String(i + 1),
      odds: startingPrice ? 0 : (winPrices[i] ?? 0),
      participantIndex: r.index,
      isStartingPrice: startingPrice,
    })),
    { isMain: true, ewPlace: terms?.places ?? null, ewPrice: terms?.fraction ?? null },
  );
  const out = [win];
  if (startingPrice) return out;
  const order = probs.map((p, i) => ({ p, i })).sort((a, b) => b.p - a.p);
  const fcTop = order.slice(0, Math.min(profile.forecastTop, runners.length)).map((o) => o.i);
  const fcEntries: Array<{ names: OutcomeSpec['names']; code: string; p: number; items: number[] }> = [];
  for (const i of fcTop) {
    for (const j of fcTop) {
      if (i === j) continue;
      fcEntries.push({
        names: { en: `${runners[i]?.name} / ${runners[j]?.name}` },
        code: `${i + 1}-${j + 1}`,
        p: forecastProbability(probs, i, j),
        items: [i, j],
      });
    }
  }
  const fcPrices = fcEntries.map((e) => priceSingle(e.p, 0.25));
  out.push(
    market(
      'forecast',
      MARKET_NAMES.forecast.names,
      'list',
      fcEntries.map((e, k) => ({ names: e.names, code: e.code, odds: fcPrices[k] ?? 0, items: e.items })),
    ),
  );
  const tcTop = order.slice(0, Math.min(profile.tricastTop, runners.length)).map((o) => o.i);
  const tc: OutcomeSpec[] = [];
  for (const i of tcTop) {
    for (const j of tcTop) {
      for (const k of tcTop) {
        if (i === j || j === k || i === k) continue;
        tc.push({
          names: { en: `${runners[i]?.name} / ${runners[j]?.name} / ${runners[k]?.name}` },
          code: `${i + 1}-${j + 1}-${k + 1}`,
          odds: priceSingle(tricastProbability(probs, i, j, k), 0.35),
          items: [i, j, k],
        });
      }
    }
  }
  out.push(market('tricast', MARKET_NAMES.tricast.names, 'list', tc));
  return out;
}
