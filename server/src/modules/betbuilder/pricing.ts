/**
 * Combined odds of a bet builder ticket (a builder is placed only with total odds above 1). Odds 0 mean the selections cannot be combined,
 * which the slip shows as 'Some selections for this event can’t be combined. ...'.
 *
 * Price = 1 / (joint probability x (1 + builder margin)). The joint probability starts from the
 * product of the selections' implied probabilities (1 / odds, so each market keeps its own margin) and
 * is corrected by how much more or less often the selections win together than apart under the event's
 * score model. Without correlation a builder is therefore priced a little below the plain product.
 *
 * Pure: no I/O, no clock, no randomness.
 */

import { priceRoundedDown } from '../../pricing/odds';
import type { QuotedMarket, QuotedOutcome, ScoreModel } from '../../pricing/score-model';
import { type CellWeight, jointProbability, readSelection } from './selections';

/** Why a selection cannot be priced in the builder (the builder selection's `error`). */
export type BuilderErrorCode =
  | 'CANNOT_COMBINE'
  | 'MARKET_SUSPENDED'
  | 'SELECTION_UNAVAILABLE'
  | 'NOT_SAME_EVENT'
  | 'BET_BUILDER_UNAVAILABLE';

export interface PricingMarket extends QuotedMarket {
  suspended: boolean;
}

export interface PricingInput {
  model: ScoreModel | null;
  /** Every market of the event. */
  markets: readonly PricingMarket[];
  /** Outcome ids picked, in order. */
  selections: readonly string[];
  /** Picked ids that exist but belong to another event. */
  foreign: ReadonlySet<string>;
}

export interface PricedLeg {
  outcomeId: string;
  market: PricingMarket | null;
  outcome: QuotedOutcome | null;
  error: BuilderErrorCode | null;
}

export interface PricedBuilder {
  /** Combined decimal odds; 0 when the selections cannot be combined or one of them has an error. */
  odds: number;
  legs: PricedLeg[];
  /** How much more (above 1) or less often the selections win together than apart; null if not priced. */
  correlation: number | null;
}

/** Builder margin on top of the markets' own: 3% for two selections, 1 point more per extra one, at most 10%. */
export const BUILDER_MARGIN_BASE = 0.03;
export const BUILDER_MARGIN_PER_LEG = 0.01;
export const BUILDER_MARGIN_MAX = 0.1;
/** Below this the model calls a combination impossible. */
const IMPOSSIBLE = 1e-12;

/** The builder margin for a number of selections (see BUILDER_MARGIN_*). */
export const builderMargin = (legs: number): number =>
  Math.min(BUILDER_MARGIN_MAX, BUILDER_MARGIN_BASE + BUILDER_MARGIN_PER_LEG * Math.max(0, legs - 2));

/** Decimal odds of a joint probability after the builder margin, cut (never rounded up) to 2 decimals. */
export function builderOdds(joint: number, legs: number): number {
  return priceRoundedDown(joint, 1 + builderMargin(legs));
}

function locate(markets: readonly PricingMarket[], id: string) {
  for (const market of markets) {
    const outcome = market.outcomes.find((o) => o.id === id);
    if (outcome) return { market, outcome };
  }
  return null;
}

function markAll(legs: PricedLeg[], which: (leg: PricedLeg) => boolean, error: BuilderErrorCode) {
  for (const leg of legs) if (which(leg) && leg.error === null) leg.error = error;
}

/**
 * Prices a bet builder ticket: per-selection errors, and
 * combined odds that are 0 when any selection has an error or no final score satisfies them all.
 * One selection is priced at its own odds.
 */
export function priceBuilder(input: PricingInput): PricedBuilder {
  const seen = new Map<string, PricedLeg>();
  const legs: PricedLeg[] = input.selections.map((outcomeId) => {
    const found = locate(input.markets, outcomeId);
    const leg: PricedLeg = {
      outcomeId,
      market: found?.market ?? null,
      outcome: found?.outcome ?? null,
      error: null,
    };
    const twin = seen.get(outcomeId);
    if (twin) {
      twin.error ??= 'CANNOT_COMBINE';
      leg.error = 'CANNOT_COMBINE';
    }
    seen.set(outcomeId, leg);
    if (!found) leg.error ??= input.foreign.has(outcomeId) ? 'NOT_SAME_EVENT' : 'SELECTION_UNAVAILABLE';
    else if (found.market.suspended) leg.error ??= 'MARKET_SUSPENDED';
    else if (!(found.outcome.odds > 1)) leg.error ??= 'SELECTION_UNAVAILABLE';
    return leg;
  });

  // Outcomes of one market exclude each other (or, for scorer lists, are one bet each).
  const perMarket = new Map<string, number>();
  for (const leg of legs)
    if (leg.market) perMarket.set(leg.market.id, (perMarket.get(leg.market.id) ?? 0) + 1);
  markAll(legs, (leg) => leg.market !== null && (perMarket.get(leg.market.id) ?? 0) > 1, 'CANNOT_COMBINE');

  const model = input.model;
  const readings = legs.map((leg) =>
    model && leg.market && leg.outcome ? readSelection(model, leg.market, leg.outcome) : null,
  );
  legs.forEach((leg, i) => {
    if (leg.market && !readings[i]) leg.error ??= 'BET_BUILDER_UNAVAILABLE';
  });
  if (!model || legs.some((leg) => leg.error !== null)) return { odds: 0, legs, correlation: null };

  const [only] = legs;
  if (legs.length === 1 && only?.outcome) return { odds: only.outcome.odds, legs, correlation: 1 };

  const implied = legs.map((leg) => (leg.outcome ? 1 / leg.outcome.odds : 1));
  const weights: CellWeight[] = [];
  const modelled: number[] = [];
  let apart = 1;
  readings.forEach((reading, i) => {
    if (!reading) return;
    const alone = jointProbability(model, [reading.weight]);
    // A selection the model thinks impossible on its own is one it cannot explain: price it apart.
    if (alone <= IMPOSSIBLE) return;
    weights.push(reading.weight);
    modelled.push(i);
    apart *= alone;
  });
  const together = jointProbability(model, weights);
  if (together <= IMPOSSIBLE) {
    let found = false;
    for (let x = 0; x < weights.length; x++) {
      for (let y = x + 1; y < weights.length; y++) {
        const wx = weights[x];
        const wy = weights[y];
        if (wx && wy && jointProbability(model, [wx, wy]) <= IMPOSSIBLE) {
          found = true;
          const lx = legs[modelled[x] ?? -1];
          const ly = legs[modelled[y] ?? -1];
          if (lx) lx.error = 'CANNOT_COMBINE';
          if (ly) ly.error = 'CANNOT_COMBINE';
        }
      }
    }
    if (!found) {
      for (const i of modelled) {
        const leg = legs[i];
        if (leg) leg.error = 'CANNOT_COMBINE';
      }
    }
    return { odds: 0, legs, correlation: 0 };
  }
  const correlation = together / apart;
  const product = implied.reduce((p, f) => p * f, 1);
  // A conjunction is never likelier than its least likely part.
  const joint = Math.min(correlation * product, ...implied, 0.99);
  return { odds: builderOdds(joint, legs.length), legs, correlation };
}
