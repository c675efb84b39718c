/**
 * What each market's outcomes mean in terms of the final score, read from the market type, the outcome
 * code ('home', 'draw', 'away', 'over', 'yes', '1X', '2-1', ...) and the lines. One selector per outcome
 * both prices it (its probability over a score distribution) and results it (its settlement on the final
 * score), so a price and a result can never disagree. Pure code.
 */
import { IMPOSSIBLE, priceFromProbability } from './odds';
import type { ScoreDistribution } from './scores';

export type Settlement = 'win' | 'lose' | 'void';
/** Settles one outcome on a final score (for set sports: sets won). */
export type Selector = (home: number, away: number) => Settlement;

export interface MarketInput {
  id: number;
  type: string;
  line: number | null;
  /** ft or null: the whole event; anything else (1h, q2, set1, ...) is a part of it. */
  period: string | null;
  /** English market name: says which unit a line counts (sets or games) when the type does not. */
  name?: string;
  outcomes: Array<{ id: number; code: string | null; handicap: number | null; name: string }>;
}

export interface TeamNames {
  home: string | null;
  away: string | null;
}

/** A market the score model can price and result; null outcomes are those the model cannot read. */
export interface ScoreMarket {
  kind: 'score';
  selectors: Map<number, Selector>;
}
export interface UnpricedMarket {
  kind: 'unpriced';
}
export type MarketModel = ScoreMarket | UnpricedMarket;

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

type Role =
  | { role: 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no' | 'odd' | 'even' }
  | { role: 'other'; side: 'home' | 'draw' | 'away' | null }
  | { role: 'double'; covers: ReadonlyArray<'home' | 'draw' | 'away'> }
  | { role: 'score'; home: number; away: number };

const SCORE = /^(\d{1,3})\s*[-:]\s*(\d{1,3})$/;

/** Reads what an outcome stands for from its code, else its name. */
function roleOf(code: string | null, name: string, teams: TeamNames): Role | null {
  for (const raw of [norm(code), norm(name)]) {
    if (!raw) continue;
    const score = SCORE.exec(raw);
    if (score) return { role: 'score', home: Number(score[1]), away: Number(score[2]) };
    const word = raw.replace(/[\s_-]+/g, '');
    if (['home', '1', 'w1', 'h'].includes(word) || (teams.home && raw === norm(teams.home)))
      return { role: 'home' };
    if (['away', '2', 'w2', 'a'].includes(word) || (teams.away && raw === norm(teams.away)))
      return { role: 'away' };
    if (['draw', 'x', 'tie'].includes(word)) return { role: 'draw' };
    if (word === '1x' || word === 'homedraw' || word === 'homeordraw')
      return { role: 'double', covers: ['home', 'draw'] };
    if (word === '12' || word === 'homeaway' || word === 'homeoraway')
      return { role: 'double', covers: ['home', 'away'] };
    if (word === 'x2' || word === 'drawaway' || word === 'draworaway')
      return { role: 'double', covers: ['draw', 'away'] };
    if (word.startsWith('over')) return { role: 'over' };
    if (word.startsWith('under')) return { role: 'under' };
    if (word === 'yes') return { role: 'yes' };
    if (word === 'no') return { role: 'no' };
    if (word === 'odd') return { role: 'odd' };
    if (word === 'even') return { role: 'even' };
    if (word.includes('other')) {
      const side = word.endsWith('home')
        ? 'home'
        : word.endsWith('draw')
          ? 'draw'
          : word.endsWith('away')
            ? 'away'
            : null;
      return { role: 'other', side };
    }
    if (raw.startsWith('home')) return { role: 'home' };
    if (raw.startsWith('away')) return { role: 'away' };
  }
  return null;
}

const LINE_IN_TEXT = /([+-]?\d+(?:\.\d+)?)\s*\)?\s*$/;
function lineFromText(text: string): number | null {
  const match = LINE_IN_TEXT.exec(text.trim());
  return match ? Number(match[1]) : null;
}

const sideOf = (home: number, away: number): 'home' | 'draw' | 'away' =>
  home > away ? 'home' : home < away ? 'away' : 'draw';

const wins = (ok: boolean): Settlement => (ok ? 'win' : 'lose');

/** Whole-event market, as opposed to a half, quarter, set or map of it. */
export const isFullEvent = (period: string | null) =>
  period === null || ['ft', 'full', 'match', ''].includes(norm(period));

/**
 * The selectors of a market, or 'unpriced' when the model does not know it (then the feed suspends it
 * in play and voids it at the end). `maxScore` bounds lines in score units (sets), so a games line on a
 * tennis match is recognised as something the sets model cannot price.
 */
export function modelMarket(
  market: MarketInput,
  teams: TeamNames,
  maxScore = Number.POSITIVE_INFINITY,
): MarketModel {
  if (!isFullEvent(market.period)) return { kind: 'unpriced' };
  // A set sport's lines in games, points, rounds or kills are beyond the sets model.
  if (Number.isFinite(maxScore) && /game|point|round|kill|180/i.test(market.name ?? ''))
    return { kind: 'unpriced' };
  const type = norm(market.type).replace(/[\s-]+/g, '_');
  const roles = market.outcomes.map((o) => roleOf(o.code, o.name, teams));
  if (roles.some((r) => r === null) || roles.length === 0) return { kind: 'unpriced' };
  const known = roles as Role[];
  const selectors = new Map<number, Selector>();
  const hasDraw = known.some((r) => r.role === 'draw');
  const set = (i: number, selector: Selector) => {
    const outcome = market.outcomes[i];
    if (outcome) selectors.set(outcome.id, selector);
  };

  const scoreOf = (h: number, a: number): number =>
    type.includes('home') && !type.includes('away')
      ? h
      : type.includes('away') && !type.includes('home')
        ? a
        : h + a;

  if (type.includes('handicap') || type.includes('spread') || type.includes('hcp')) {
    const line = market.line;
    for (const [i, role] of known.entries()) {
      const outcome = market.outcomes[i];
      if (!outcome) continue;
      if (hasDraw) {
        // European (3-way) handicap: the market line is added to the home score, no pushes.
        const homeLine = line ?? 0;
        if (role.role === 'home') set(i, (h, a) => wins(h + homeLine > a));
        else if (role.role === 'away') set(i, (h, a) => wins(h + homeLine < a));
        else if (role.role === 'draw') set(i, (h, a) => wins(h + homeLine === a));
        else return { kind: 'unpriced' };
        continue;
      }
      const own =
        outcome.handicap ??
        (role.role === 'home' ? line : role.role === 'away' && line !== null ? -line : null) ??
        lineFromText(outcome.name);
      if (own === null || Math.abs(own) > maxScore) return { kind: 'unpriced' };
      if (role.role === 'home') set(i, (h, a) => (h + own === a ? 'void' : wins(h + own > a)));
      else if (role.role === 'away') set(i, (h, a) => (a + own === h ? 'void' : wins(a + own > h)));
      else return { kind: 'unpriced' };
    }
    return { kind: 'score', selectors };
  }

  if (known.every((r) => r.role === 'over' || r.role === 'under')) {
    for (const [i, role] of known.entries()) {
      const outcome = market.outcomes[i];
      if (!outcome) continue;
      const line = market.line ?? outcome.handicap ?? lineFromText(outcome.name);
      if (line === null || line > maxScore * 2) return { kind: 'unpriced' };
      if (role.role === 'over')
        set(i, (h, a) => (scoreOf(h, a) === line ? 'void' : wins(scoreOf(h, a) > line)));
      else set(i, (h, a) => (scoreOf(h, a) === line ? 'void' : wins(scoreOf(h, a) < line)));
    }
    return { kind: 'score', selectors };
  }

  if (known.every((r) => r.role === 'yes' || r.role === 'no')) {
    if (!(type.includes('btts') || type.includes('both'))) return { kind: 'unpriced' };
    for (const [i, role] of known.entries()) {
      set(i, (h, a) => wins((h > 0 && a > 0) === (role.role === 'yes')));
    }
    return { kind: 'score', selectors };
  }

  if (known.every((r) => r.role === 'odd' || r.role === 'even')) {
    for (const [i, role] of known.entries())
      set(i, (h, a) => wins(((h + a) % 2 === 1) === (role.role === 'odd')));
    return { kind: 'score', selectors };
  }

  if (known.some((r) => r.role === 'score')) {
    const listed = new Set(known.flatMap((r) => (r.role === 'score' ? [`${r.home}-${r.away}`] : [])));
    for (const [i, role] of known.entries()) {
      if (role.role === 'score') set(i, (h, a) => wins(h === role.home && a === role.away));
      else if (role.role === 'other') {
        const side = role.side;
        set(i, (h, a) => wins(!listed.has(`${h}-${a}`) && (side === null || sideOf(h, a) === side)));
      } else return { kind: 'unpriced' };
    }
    return { kind: 'score', selectors };
  }

  if (
    known.every((r) => r.role === 'home' || r.role === 'draw' || r.role === 'away' || r.role === 'double')
  ) {
    const drawNoBet = !hasDraw && (type.includes('draw_no_bet') || type.includes('dnb'));
    for (const [i, role] of known.entries()) {
      if (role.role === 'double') {
        const covers = role.covers;
        set(i, (h, a) => wins(covers.includes(sideOf(h, a))));
      } else if (role.role === 'home' || role.role === 'draw' || role.role === 'away') {
        const side = role.role;
        // A two-way result has no draw outcome: a level final score gives the stakes back.
        set(i, (h, a) => (!hasDraw && h === a ? 'void' : wins(sideOf(h, a) === side)));
      }
    }
    if (drawNoBet || hasDraw || known.length >= 2) return { kind: 'score', selectors };
  }
  return { kind: 'unpriced' };
}

/** Scores tried to learn a market's shape (which outcomes win together). */
const SHAPE_SCORES = 12;

/**
 * How many outcomes of a market win together on one final score: 2 in a double chance, 1 in most
 * markets (at least 1). Read off the selectors on every score up to SHAPE_SCORES a side.
 */
export function winnersPerResult(model: ScoreMarket): number {
  let most = 1;
  for (let home = 0; home <= SHAPE_SCORES; home++) {
    for (let away = 0; away <= SHAPE_SCORES; away++) {
      let winners = 0;
      for (const selector of model.selectors.values()) if (selector(home, away) === 'win') winners++;
      most = Math.max(most, winners);
    }
  }
  return most;
}

/** Fair probability of an outcome over a distribution, conditional on it not being voided. */
export function selectorProbability(
  selector: Selector,
  cells: ScoreDistribution,
): { win: number; void: number } {
  let win = 0;
  let voided = 0;
  for (const cell of cells) {
    const s = selector(cell.home, cell.away);
    if (s === 'win') win += cell.p;
    else if (s === 'void') voided += cell.p;
  }
  return { win, void: voided };
}

export interface PricedOutcome {
  id: number;
  odds: number;
}

/**
 * New prices of a score market from a distribution, keeping its margin. `decided` when some outcome can
 * no longer lose, or when fewer than two of its outcomes are still priced (the market then closes until
 * it is resulted).
 */
export function priceMarket(
  model: ScoreMarket,
  cells: ScoreDistribution,
  margin: number,
): { outcomes: PricedOutcome[]; decided: boolean } {
  const outcomes: PricedOutcome[] = [];
  let decided = false;
  for (const [id, selector] of model.selectors) {
    const { win, void: voided } = selectorProbability(selector, cells);
    const live = 1 - voided;
    const p = live > IMPOSSIBLE ? win / live : 0;
    if (p >= 1 - IMPOSSIBLE) decided = true;
    outcomes.push({ id, odds: priceFromProbability(p, margin) });
  }
  // A market of several outcomes with one or none still priced is settled in all but name: it is
  // suspended rather than left open with a lone 1.01.
  const priced = outcomes.filter((o) => o.odds > 0).length;
  if (outcomes.length > 0 && (priced === 0 || (outcomes.length > 1 && priced < 2))) decided = true;
  return { outcomes, decided };
}

/** Settles every outcome of a score market on the final score. */
export function resultMarket(model: ScoreMarket, home: number, away: number): Map<number, Settlement> {
  const results = new Map<number, Settlement>();
  for (const [id, selector] of model.selectors) results.set(id, selector(home, away));
  return results;
}

/** The role of an outcome (home, draw, away, over, ...), for callers that read prices back into chances. */
export function outcomeRole(code: string | null, name: string, teams: TeamNames): string | null {
  const role = roleOf(code, name, teams);
  return role === null ? null : role.role;
}

const isLineMarket = (type: string) => /handicap|spread|hcp|total|over|under|goals/.test(norm(type));

/**
 * Implied home/draw/away chances of the event's match result market (the first whole-event market
 * whose outcomes are home, away and maybe draw), or null when it has none priced.
 */
export function matchResultChances(
  markets: readonly MarketInput[],
  odds: ReadonlyMap<number, number>,
  teams: TeamNames,
): { home: number; draw: number; away: number } | null {
  for (const market of markets) {
    if (!isFullEvent(market.period) || isLineMarket(market.type) || market.line) continue;
    const roles = market.outcomes.map((o) => outcomeRole(o.code, o.name, teams));
    if (!roles.includes('home') || !roles.includes('away')) continue;
    if (roles.some((r) => r !== 'home' && r !== 'away' && r !== 'draw')) continue;
    const prices = market.outcomes.map((o) => odds.get(o.id) ?? 0);
    if (prices.some((p) => !(p > 1))) continue;
    const inverse = prices.map((p) => 1 / p);
    const sum = inverse.reduce((s, x) => s + x, 0);
    const chance = (role: string) =>
      roles.reduce((s, r, i) => s + (r === role ? (inverse[i] ?? 0) / sum : 0), 0);
    return { home: chance('home'), draw: chance('draw'), away: chance('away') };
  }
  return null;
}

/** Implied chance of 'over' on the event's main totals line, or null. */
export function totalChance(
  markets: readonly MarketInput[],
  odds: ReadonlyMap<number, number>,
  teams: TeamNames,
): { line: number; p: number } | null {
  for (const market of markets) {
    const type = norm(market.type);
    if (!isFullEvent(market.period) || market.line === null || type.includes('home') || type.includes('away'))
      continue;
    if (market.outcomes.length !== 2) continue;
    const roles = market.outcomes.map((o) => outcomeRole(o.code, o.name, teams));
    const over = roles.indexOf('over');
    const under = roles.indexOf('under');
    if (over < 0 || under < 0) continue;
    const po = odds.get(market.outcomes[over]?.id ?? -1) ?? 0;
    const pu = odds.get(market.outcomes[under]?.id ?? -1) ?? 0;
    if (!(po > 1 && pu > 1)) continue;
    return { line: market.line, p: 1 / po / (1 / po + 1 / pu) };
  }
  return null;
}

/**
 * A two-way winner of the whole event (no draw outcome, no line): a level final score is decided by
 * overtime, a shoot-out or a super over, so such a market needs a winner even then.
 */
export function isWinnerMarket(market: MarketInput, teams: TeamNames): boolean {
  if (!isFullEvent(market.period) || isLineMarket(market.type) || market.line) return false;
  const roles = market.outcomes.map((o) => outcomeRole(o.code, o.name, teams));
  return roles.length === 2 && roles.includes('home') && roles.includes('away');
}
