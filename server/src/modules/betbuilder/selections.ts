/**
 * What a bet builder selection wins on, read as a weight on each final score of the event's score
 * model (see pricing/score-model), and the probability that several selections win together: a sum
 * over that one distribution, so dependence and impossibility both come out of it (a combination no
 * score satisfies has probability exactly 0).
 *
 * Pure: no I/O, no clock, no randomness.
 */
import { type MarketInput, modelMarket } from '../../pricing/outcomes';
import type { QuotedMarket, QuotedOutcome, ScoreModel } from '../../pricing/score-model';
import type { ScoreCell } from '../../pricing/scores';

/** How much of a cell a selection wins (0..1; fractions only for overtime shares). */
export type CellWeight = (cell: ScoreCell) => number;

export interface LegReading {
  weight: CellWeight;
  /**
   * exact: the selection wins exactly on these cells. necessary: it can only win on these cells (a
   * player to score needs a goal), and otherwise follows its own price.
   */
  kind: 'exact' | 'necessary';
}

const isHalfLine = (line: number) => Number.isInteger(line * 2) && !Number.isInteger(line);
/**
 * What an outcome wins on, as a weight on a score: the one meaning of each outcome code that the live
 * feed also prices and results with. Null when that reading does not know the market.
 */
function scoreReading(
  market: QuotedMarket,
  outcome: QuotedOutcome,
): ((h: number, a: number) => number) | null {
  const input: MarketInput = {
    id: 0,
    type: market.type,
    line: market.line,
    period: null,
    outcomes: market.outcomes.map((o, i) => ({ id: i, code: o.code, handicap: o.handicap, name: '' })),
  };
  const model = modelMarket(input, NO_TEAMS);
  if (model.kind !== 'score') return null;
  const selector = model.selectors.get(market.outcomes.findIndex((o) => o.id === outcome.id));
  return selector ? (h, a) => (selector(h, a) === 'win' ? 1 : 0) : null;
}

const NO_TEAMS = { home: null, away: null };

/**
 * Reads a selection as the scores it wins on; null when the model cannot price it together with others
 * (a push is possible, or the market is outside the score: props, other periods, sets).
 */
export function readSelection(
  model: ScoreModel,
  market: QuotedMarket,
  outcome: QuotedOutcome,
): LegReading | null {
  const reading = scoreReading(market, outcome);
  const exact = (weight: CellWeight | null): LegReading | null => (weight ? { weight, kind: 'exact' } : null);
  const fullTime = reading && ((c: ScoreCell) => reading(c.home, c.away));
  if (market.period !== null) {
    if (market.period !== model.firstPeriod || !reading) return null;
    const firstHalf = (c: ScoreCell) => (c.firstHalf ? reading(c.firstHalf.home, c.firstHalf.away) : 0);
    if (market.type === 'match_result') return exact(firstHalf);
    if (market.type === 'total' && market.line !== null && isHalfLine(market.line)) return exact(firstHalf);
    return null;
  }
  switch (market.type) {
    case 'match_result':
    case 'double_chance':
      return exact(fullTime);
    case 'match_winner': {
      // A level score goes to overtime, which the home side wins with the share the prices imply.
      const share = model.overtimeHomeShare;
      if (outcome.code === 'home') return exact((c) => (c.home > c.away ? 1 : c.home === c.away ? share : 0));
      if (outcome.code === 'away')
        return exact((c) => (c.home < c.away ? 1 : c.home === c.away ? 1 - share : 0));
      return null;
    }
    case 'total': {
      // Whole lines can push, which a yes-or-no reading of a score cannot express.
      const line = market.line ?? outcome.handicap;
      return line !== null && isHalfLine(line) ? exact(fullTime) : null;
    }
    case 'handicap':
      return outcome.handicap !== null && isHalfLine(outcome.handicap) ? exact(fullTime) : null;
    case 'european_handicap':
      return market.line !== null && Number.isInteger(market.line) ? exact(fullTime) : null;
    case 'btts':
    case 'correct_score':
      return model.family === 'goals' ? exact(fullTime) : null;
    case 'anytime_goalscorer':
    case 'first_goalscorer':
      if (model.family !== 'goals') return null;
      if (outcome.code === 'none') return exact((c) => (c.home + c.away === 0 ? 1 : 0));
      // A player can only score when there is a goal; otherwise the leg follows its own price.
      return { weight: (c) => (c.home + c.away > 0 ? 1 : 0), kind: 'necessary' };
    default:
      return null;
  }
}

/** Probability that every weight wins together, under the model. */
export function jointProbability(model: ScoreModel, weights: readonly CellWeight[]): number {
  let sum = 0;
  for (const cell of model.cells) {
    let w = cell.p;
    for (const weight of weights) {
      w *= weight(cell);
      if (w === 0) break;
    }
    sum += w;
  }
  return sum;
}
