import { betReturn, numberOfLines, totalStake } from '../returns/bet-return';
import { applyBoostToken } from '../returns/boost-token';
import { comboBoost, comboBoostEligibleCount, comboBoostPercentage } from '../returns/combo-boost';
import type { Bet, BoostToken, ComboBoostConfig, FreeBet } from '../types';
import { stakeForTotals } from '../validation/money';
import { selectionErrors, slipIsEachWay, tabState } from './rules';
import { slipBets } from './selectors';
import type { SlipState } from './state';

/** What the slip prices with besides its own state: the chosen rewards and the brand's combo boost. */
export interface QuoteInput {
  /** The free bet the slip's freeBetId names, when the bettor has it. */
  freeBet?: Pick<FreeBet, 'id' | 'amount_remaining'> | null;
  /** The boost token the slip's boostTokenId names, when the bettor has it. */
  boostToken?: BoostToken | null;
  comboBoost?: ComboBoostConfig | null;
}

/** One bet of the slip as it will be sent: its stake already made valid (invalid counts as 0). */
export interface QuotedBet extends Bet {
  lines: number;
  /** Major units; null when not computable ('-'). */
  potentialReturn: number | null;
}

export interface SlipQuote {
  bets: QuotedBet[];
  /** Major units. */
  totalStake: number;
  /** Major units; null when any bet's return is not computable (the slip shows '-'). */
  potentialReturn: number | null;
  /** Boost applied to the combi, 0 when none. */
  comboBoostPercentage: number;
  /** Extra paid by the combo boost, major units. */
  comboBoostExtra: number;
  /** Extra paid by the boost token, major units. */
  boostTokenExtra: number;
  /** Lines the slip places over every bet (n choose k for system, one per single). */
  totalBets: number;
}

const cents = (major: number): number => Math.round(Number((major * 100).toPrecision(15)));

/**
 * A free bet stakes what the bettor typed when it holds that much; with no stake typed, or more than
 * it holds, it stakes what it has left (the server's rule, so the slip shows what it will be paid).
 */
function freeBetStake(stake: number, freeBet: QuoteInput['freeBet']): number {
  const remaining = (freeBet?.amount_remaining ?? 0) / 100;
  if (remaining <= 0) return stake;
  return stake === 0 || stake > remaining ? remaining : stake;
}

/**
 * The slip priced as calculate prices it: each bet's stake (invalid
 * counts as 0), the total stake, and the potential return with the boost token on a lone single or
 * the combo boost on a combi, each rounded to cents and summed in cents. '-' (null) when any bet's
 * return is not computable, or when the chosen bet type is one its selections do not allow (a system
 * with two selections of one event, a forecast in a combi): such a slip cannot be placed, so it
 * promises no return.
 */
export function slipQuote(state: SlipState, input: QuoteInput = {}): SlipQuote {
  const usesFreeBet = state.freeBetId !== null && input.freeBet != null;
  const token = state.boostTokenId !== null ? (input.boostToken ?? null) : null;
  const eachWay = slipIsEachWay(state);
  const eligible = comboBoostEligibleCount(state.selections);
  const comboPercent =
    state.betType === 'combi' && !eachWay ? comboBoostPercentage(input.comboBoost, eligible) : 0;
  let comboExtra = 0;
  let tokenExtra = 0;
  const bets = slipBets(state).map((bet): QuotedBet => {
    const typed = stakeForTotals(bet.stake);
    const stake = usesFreeBet ? freeBetStake(typed, input.freeBet) : typed;
    const priced: Bet = { ...bet, stake, freeBet: usesFreeBet };
    const lines = numberOfLines(priced);
    const leg = priced.legs[0];
    if (token && priced.type === 'single' && priced.legs.length === 1 && !priced.eachWay && leg) {
      const boosted =
        leg.startingPrice === true ? null : applyBoostToken(token, { stake: priced.stake, odds: leg.odds });
      tokenExtra += boosted?.extra ?? 0;
      return { ...priced, lines, potentialReturn: boosted?.boostedReturn ?? null };
    }
    if (comboPercent > 0 && priced.type === 'combi') {
      const boosted = comboBoost({ config: input.comboBoost, bet: priced, eligibleCount: eligible });
      comboExtra += boosted?.boost ?? 0;
      return { ...priced, lines, potentialReturn: boosted?.boostedReturn ?? null };
    }
    return { ...priced, lines, potentialReturn: betReturn(priced) };
  });
  // A forecast or tricast leg in a combi or system leaves the tabs as they look, yet the bet cannot be
  // placed: the selection flags say so, so they count as much as the tabs do.
  const placeable =
    !tabState(state)[state.betType].disabled &&
    selectionErrors(state.selections, state.betType).every((error) => error === null);
  const computable = placeable && bets.length > 0 && bets.every((b) => b.potentialReturn !== null);
  return {
    bets,
    totalStake: bets.reduce((sum, bet) => sum + cents(totalStake(bet)), 0) / 100,
    potentialReturn: computable
      ? bets.reduce((sum, b) => sum + cents(b.potentialReturn ?? 0), 0) / 100
      : null,
    comboBoostPercentage: comboPercent,
    comboBoostExtra: cents(comboExtra) / 100,
    boostTokenExtra: cents(tokenExtra) / 100,
    totalBets: bets.reduce((sum, bet) => sum + bet.lines, 0),
  };
}

/**
 * The lowest total odds the slip's bet can have, for the free-bet min_odds rule: the
 * combi's product, or a lone single's price; null when a price is missing or a starting price.
 */
export function slipTotalOdds(state: SlipState): number | null {
  const { selections } = state;
  if (selections.length === 0) return null;
  if (selections.some((s) => s.outcome.is_starting_price === true || !(s.outcome.odds >= 1))) return null;
  if (state.betType === 'system') return null;
  if (state.betType === 'single') return Math.min(...selections.map((s) => s.outcome.odds));
  return selections.reduce((product, s) => product * s.outcome.odds, 1);
}
