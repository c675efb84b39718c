import type { FreeBet, SlipMarket, SlipSelection } from '../types';

/** What can-place needs of a selection: its error flag and whether its market is suspended. */
export interface PlaceableSelection {
  error?: SlipSelection['error'];
  market: Pick<SlipMarket, 'is_suspended'>;
}

/** The free bet chosen for the bet; only the remaining amount matters here. */
export type ChosenFreeBet = Pick<FreeBet, 'amount_remaining'>;

export type MainSlipBlock =
  | 'no_selections'
  | 'selection_error'
  | 'market_suspended'
  | 'no_funds'
  | 'no_stake';

export type PlaceCheck<Reason extends string> = { ok: true; reason: null } | { ok: false; reason: Reason };

export interface MainSlipPlaceInput {
  selections: readonly PlaceableSelection[];
  /** Cash balance; same unit as playthroughBalance (only compared with 0). */
  balance: number;
  /** Active playthrough (bonus) balance; counts towards funds. */
  playthroughBalance?: number | null;
  /** Total stake of the slip, invalid stakes already counted as 0. */
  totalStake: number;
  freeBet?: ChosenFreeBet | null;
}

const positive = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const hasRemaining = (freeBet: ChosenFreeBet | null | undefined): boolean =>
  freeBet != null && positive(freeBet.amount_remaining);

const OK = { ok: true, reason: null } as const;

/**
 * Whether the main betslip can be placed: no selection has an error or a
 * suspended market; balance plus playthrough balance above 0 unless a free bet is used; total stake
 * above 0 or a free bet with remaining amount. An empty slip cannot be placed.
 */
export function canPlaceMainSlip(input: MainSlipPlaceInput): PlaceCheck<MainSlipBlock> {
  const { selections, balance, playthroughBalance, totalStake, freeBet } = input;
  if (selections.length === 0) return { ok: false, reason: 'no_selections' };
  if (selections.some((s) => s.error != null && s.error !== ''))
    return { ok: false, reason: 'selection_error' };
  if (selections.some((s) => s.market.is_suspended === true))
    return { ok: false, reason: 'market_suspended' };
  const funds =
    (Number.isFinite(balance) ? balance : 0) +
    (positive(playthroughBalance) ? Number(playthroughBalance) : 0);
  if (freeBet == null && !(funds > 0)) return { ok: false, reason: 'no_funds' };
  if (!positive(totalStake) && !hasRemaining(freeBet)) return { ok: false, reason: 'no_stake' };
  return OK;
}

export type BetBuilderBlock = 'no_stake' | 'odds_not_above_one' | 'no_total_stake';

export interface BetBuilderPlaceInput {
  stake: number;
  freeBet?: ChosenFreeBet | null;
  totalOdds: number;
  totalStake: number;
}

/**
 * Whether the bet builder can be placed: stake above 0 or a free bet
 * chosen; total odds above 1; total stake above 0 or a free bet with remaining amount.
 */
export function canPlaceBetBuilder(input: BetBuilderPlaceInput): PlaceCheck<BetBuilderBlock> {
  const { stake, freeBet, totalOdds, totalStake } = input;
  if (!positive(stake) && freeBet == null) return { ok: false, reason: 'no_stake' };
  if (!(Number.isFinite(totalOdds) && totalOdds > 1)) return { ok: false, reason: 'odds_not_above_one' };
  if (!positive(totalStake) && !hasRemaining(freeBet)) return { ok: false, reason: 'no_total_stake' };
  return OK;
}
