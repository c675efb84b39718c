import { roundHalfUp } from '../odds/precision';
import type { Bet, Leg } from '../types';
import { binomial, systemOddsSum } from './system';

/**
 * Potential returns of a bet ("Total return ...").
 *
 * Choices where the spec is silent:
 * - This prices what it is given; which bet types a slip may offer is a slip rule.
 *   So a combi of one leg prices like a single, and a system accepts any k from 1 to n
 *   (k = n is the combi, k = 1 the singles), while the slip only offers 2..n-1.
 * - A 'single' with several legs is several singles, one per selection, each at `stake`
 *   (the slip places one single ticket per selection).
 * - A stake of 0 is valid and returns 0; a negative or non-finite stake makes the return null.
 * - A leg priced at exactly 1 is computable (it returns the stake); below 1, 0 or non-finite is not.
 * - Each-way needs every leg's ewPrice to be finite and at least 1; otherwise the return is null.
 * - A free bet funds the whole stake of the bet (every line and way): that stake is not returned.
 * - Rounding: half-up on cents, applied once to the final figure, after float noise is removed.
 */

/** The number of ways a bet is split into: 2 for each-way (win part + place part), else 1. */
const waysOf = (bet: Bet): number => (bet.eachWay === true ? 2 : 1);

const isValidStake = (stake: number): boolean =>
  typeof stake === 'number' && Number.isFinite(stake) && stake >= 0;

const isPricedLeg = (leg: Leg): boolean =>
  leg.startingPrice !== true && typeof leg.odds === 'number' && Number.isFinite(leg.odds) && leg.odds >= 1;

const hasValidEachWayTerms = (leg: Leg): boolean =>
  typeof leg.ewPrice === 'number' && Number.isFinite(leg.ewPrice) && leg.ewPrice >= 1;

/** The place price of a leg: the win odds' profit divided by ew_price. */
export function placeOdds(odds: number, ewPrice: number): number {
  return 1 + (odds - 1) / ewPrice;
}

/**
 * The number of lines of a bet, not counting the each-way doubling (combinations n choose k): one per
 * selection for singles, 1 for a combi, n choose k for system. 0 when the bet has no legs or a system has no
 * valid k.
 */
export function numberOfLines(bet: Bet): number {
  const n = bet.legs.length;
  if (n === 0) return 0;
  switch (bet.type) {
    case 'single':
      return n;
    case 'combi':
      return 1;
    case 'system':
      return typeof bet.k === 'number' && Number.isInteger(bet.k) && bet.k >= 1 && bet.k <= n
        ? binomial(n, bet.k)
        : 0;
    default:
      return 0;
  }
}

/**
 * The total staked: lines x stake, x2 for each-way, rounded to cents (invalid stakes count as 0 in totals, so
 * an invalid stake or an unpriceable shape gives 0).
 */
export function totalStake(bet: Bet): number {
  if (!isValidStake(bet.stake)) return 0;
  return roundHalfUp(numberOfLines(bet) * waysOf(bet) * bet.stake, 2);
}

/** Return per unit stake of one way (all win odds, or all place odds) of a bet. */
function unitReturn(bet: Bet, prices: readonly number[]): number {
  switch (bet.type) {
    case 'single':
      return prices.reduce((sum, price) => sum + price, 0);
    case 'combi':
      return prices.reduce((product, price) => product * price, 1);
    case 'system':
      return systemOddsSum(prices, bet.k ?? 0);
    default:
      return Number.NaN;
  }
}

/**
 * The unrounded potential return, or null when it cannot be computed. Shared by the boosts so
 * that they round once, at the end.
 */
export function rawBetReturn(bet: Bet): number | null {
  if (!isValidStake(bet.stake) || bet.legs.length === 0 || numberOfLines(bet) === 0) return null;
  if (!bet.legs.every(isPricedLeg)) return null;
  const winPrices = bet.legs.map((leg) => leg.odds);
  let perUnit = unitReturn(bet, winPrices);
  if (bet.eachWay === true) {
    if (!bet.legs.every(hasValidEachWayTerms)) return null;
    const placePrices = bet.legs.map((leg) => placeOdds(leg.odds, leg.ewPrice ?? 1));
    perUnit += unitReturn(bet, placePrices);
  }
  let result = perUnit * bet.stake;
  if (bet.freeBet === true) result -= numberOfLines(bet) * waysOf(bet) * bet.stake;
  return Number.isFinite(result) ? Math.max(0, result) : null;
}

/**
 * The potential return of a bet in major units, rounded half-up to 2 decimals, or null when it
 * cannot be shown ("Total return shows '-' when any selection is
 * starting price or has zero odds, or is not computable"; "Return with a free bet excludes the
 * free-bet stake"; "Each-way return uses 1/ew_price as the fraction").
 * single: stake x odds (summed over selections); combi: stake x product of odds;
 * system k/n: stake x sum over all k-subsets of the product of their odds (computed as e_k).
 */
export function betReturn(bet: Bet): number | null {
  const raw = rawBetReturn(bet);
  return raw === null ? null : roundHalfUp(raw, 2);
}
