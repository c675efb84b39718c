import { roundHalfUp } from '../odds/precision';
import { type BetType, type BoostToken, FORECAST_TRICAST_MARKET_TYPES, type SlipSelection } from '../types';

/**
 * Boost tokens.
 *
 * Choices where the spec is silent:
 * - template.percentage is a percentage (25 means 25 %) of the winnings (return minus stake).
 * - template.max_winnings is in minor units, like every other bonus amount (free-bet amount),
 *   and caps the extra the token pays. A max_winnings that is not a positive finite number means
 *   no cap (a zero cap would make the token worthless, so it is read as "unset").
 */

export interface BoostTokenSlip {
  betType: BetType;
  selections: readonly SlipSelection[];
  /** The slip-level each-way toggle; an outcome's is_each_way counts too. */
  eachWay?: boolean;
}

const isForecastOrTricast = (marketType: string | undefined): boolean =>
  typeof marketType === 'string' &&
  (FORECAST_TRICAST_MARKET_TYPES as readonly string[]).includes(marketType.toLowerCase());

/**
 * Whether a boost token may be used ("only a single with one selection, not each-way,
 * no forecast/tricast markets, no starting-price odds").
 */
export function canUseBoostToken(slip: BoostTokenSlip): boolean {
  if (slip.betType !== 'single' || slip.selections.length !== 1 || slip.eachWay === true) return false;
  return slip.selections.every(
    (selection) =>
      selection.outcome.is_each_way !== true &&
      selection.outcome.is_starting_price !== true &&
      !isForecastOrTricast(selection.market.type),
  );
}

export interface BoostTokenPricing {
  /** Stake in major units. */
  stake: number;
  /** Decimal odds of the single selection. */
  odds: number;
}

export interface BoostTokenResult {
  percentage: number;
  /** The extra paid by the token, in major units, after the cap. */
  extra: number;
  /** True when max_winnings cut the extra down. */
  capped: boolean;
  /** The cap in major units, or null when the token has none. */
  maxWinnings: number | null;
  /** stake x odds, in major units. */
  baseReturn: number;
  /** baseReturn + extra, in major units. */
  boostedReturn: number;
}

/**
 * The boost of a token on a single: percentage of the winnings, capped at max_winnings, or null when
 * stake, odds or percentage are invalid.
 */
export function applyBoostToken(token: BoostToken, pricing: BoostTokenPricing): BoostTokenResult | null {
  const { stake, odds } = pricing;
  const { percentage, max_winnings: maxMinor } = token.template;
  if (!Number.isFinite(stake) || stake < 0 || !Number.isFinite(odds) || odds < 1) return null;
  if (!Number.isFinite(percentage) || percentage < 0) return null;
  const uncappedCents = roundHalfUp(stake * (odds - 1) * percentage, 0);
  const hasCap = typeof maxMinor === 'number' && Number.isFinite(maxMinor) && maxMinor > 0;
  const capCents = hasCap ? Math.floor(maxMinor) : Number.POSITIVE_INFINITY;
  const extraCents = Math.min(uncappedCents, capCents);
  const baseCents = roundHalfUp(stake * odds * 100, 0);
  return {
    percentage,
    extra: extraCents / 100,
    capped: uncappedCents > capCents,
    maxWinnings: hasCap ? capCents / 100 : null,
    baseReturn: baseCents / 100,
    boostedReturn: (baseCents + extraCents) / 100,
  };
}

/** The extra a boost token pays on a single, in major units (see applyBoostToken), or null. */
export function boostTokenWinnings(token: BoostToken, pricing: BoostTokenPricing): number | null {
  return applyBoostToken(token, pricing)?.extra ?? null;
}
