/**
 * What a ticket returns, before and after its legs are resulted, in integer minor units.
 * Pure: the slip's
 * potential return and the settled payout come from the same code, which calls the rules of
 * @touchline/betting, so the server pays what the slip showed.
 *
 * Choices where the spec is silent:
 * - A void leg counts as odds 1 (the line goes on without it); a losing leg kills every line it is in.
 * - Each-way is two bets at the same stake: the win part (a 'place' result loses it) and the place
 *   part at 1 + (odds - 1) / ew_price (a 'win' or 'place' result wins it, if the runner finished
 *   within the places the bet was struck at).
 * - A free bet's stake is never returned: the payout is the return minus the whole stake, at least 0.
 * - Combo boost and boost token extras are paid only when every non-void leg won, and use the terms
 *   struck at placement.
 * - Bet builder bets are one line at their combined (correlated) odds; a void leg divides them by
 *   nothing more than itself (its odds at placement), never below 1.
 */
import {
  applyBoostToken,
  type Bet,
  betReturn,
  comboBoost,
  type Leg,
  placeOdds,
  rawBetReturn,
} from '@touchline/betting';

export type LegResult = 'win' | 'lose' | 'void' | 'place';
export type TicketKind = 'single' | 'combi' | 'system' | 'betbuilder';

export interface ReturnLeg {
  /** Decimal odds struck (for starting price: the price it is settled at). */
  odds: number;
  ewPrice?: number | null;
  ewPlace?: number | null;
  startingPrice?: boolean;
  /** Null or undefined while pending. */
  result?: LegResult | null;
  /** Finishing position of a racing runner, when known. */
  position?: number | null;
}

export interface ReturnTerms {
  type: TicketKind;
  /** k of a system k/n. */
  k?: number | null;
  eachWay: boolean;
  /** Stake per line (per way), minor units. */
  stake: number;
  legs: readonly ReturnLeg[];
  /** Combined odds of a bet builder bet (its legs' product does not apply). */
  combinedOdds?: number | null;
  freeBet?: boolean;
  boostToken?: { percentage: number; maxWinnings: number } | null;
  comboBoost?: { percentage: number; mode: 'gross' | 'net' } | null;
}

export interface ReturnBreakdown {
  /** Return without boosts, minor units. */
  base: number;
  /** Boost token extra, minor units. */
  boostExtra: number;
  /** Combo boost extra, minor units. */
  comboExtra: number;
  /** base + boostExtra + comboExtra, minor units. */
  total: number;
}

const major = (minor: number): number => minor / 100;
// Scaled values are snapped to 15 significant digits first, as the betting package does, so that
// float noise (1.15 * 100 = 114.999...) never moves a cent.
const cents = (amountMajor: number): number => Math.round(Number((amountMajor * 100).toPrecision(15)));

const breakdown = (base: number, boostExtra = 0, comboExtra = 0): ReturnBreakdown => ({
  base,
  boostExtra,
  comboExtra,
  total: base + boostExtra + comboExtra,
});

/** Lines of a ticket, one per selection for singles (n choose k). */
export function ticketLines(type: TicketKind, legCount: number, k?: number | null): number {
  if (legCount <= 0) return 0;
  if (type === 'betbuilder' || type === 'combi') return 1;
  if (type === 'single') return legCount;
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || k > legCount) return 0;
  let result = 1;
  const m = Math.min(k, legCount - k);
  for (let i = 1; i <= m; i++) result = (result * (legCount - m + i)) / i;
  return Math.round(result);
}

/** What the bettor pays for a ticket: stake x lines, x2 each-way, minor units. */
export function ticketTotalStake(
  terms: Pick<ReturnTerms, 'type' | 'k' | 'eachWay' | 'stake' | 'legs'>,
): number {
  return terms.stake * ticketLines(terms.type, terms.legs.length, terms.k) * (terms.eachWay ? 2 : 1);
}

/** Combined decimal odds of the win part when every leg wins; null for system and starting price. */
export function combinedOdds(type: TicketKind, legs: readonly ReturnLeg[]): number | null {
  if (legs.some((leg) => leg.startingPrice === true || !(leg.odds >= 1))) return null;
  if (type === 'system' || (type === 'single' && legs.length !== 1)) return null;
  return legs.reduce((product, leg) => product * leg.odds, 1);
}

const asBet = (terms: ReturnTerms, legs: Leg[], eachWay: boolean, freeBet: boolean): Bet => ({
  type: terms.type === 'betbuilder' ? 'combi' : terms.type,
  legs,
  stake: major(terms.stake),
  ...(terms.type === 'system' && typeof terms.k === 'number' ? { k: terms.k } : {}),
  eachWay,
  freeBet,
});

/**
 * The potential return of a ticket if every leg wins: what the slip
 * shows and what calculate and submit answer. Null when it cannot be shown ('-'): a starting
 * price or unpriced leg, or an each-way leg without terms.
 */
export function potentialReturn(terms: ReturnTerms): ReturnBreakdown | null {
  if (terms.legs.length === 0) return null;
  const freeBet = terms.freeBet === true;
  if (terms.type === 'betbuilder') {
    const odds = terms.combinedOdds ?? null;
    if (odds === null || !(odds >= 1)) return null;
    const value = betReturn({ type: 'single', legs: [{ odds }], stake: major(terms.stake), freeBet });
    return value === null ? null : breakdown(cents(value));
  }
  const legs: Leg[] = terms.legs.map((leg) => ({
    odds: leg.odds,
    ...(typeof leg.ewPrice === 'number' ? { ewPrice: leg.ewPrice } : {}),
    ...(leg.startingPrice === true ? { startingPrice: true } : {}),
  }));
  const bet = asBet(terms, legs, terms.eachWay, freeBet);
  if (terms.boostToken && terms.type === 'single' && legs.length === 1 && !terms.eachWay && !freeBet) {
    const leg = legs[0];
    if (!leg || leg.startingPrice === true) return null;
    const boosted = applyBoostToken(
      {
        id: '',
        template: {
          name: '',
          percentage: terms.boostToken.percentage,
          max_winnings: terms.boostToken.maxWinnings,
        },
      },
      { stake: major(terms.stake), odds: leg.odds },
    );
    return boosted ? breakdown(cents(boosted.baseReturn), cents(boosted.extra)) : null;
  }
  if (terms.comboBoost && terms.type === 'combi' && !terms.eachWay) {
    const boosted = comboBoost({
      // One step at index 0 carries the percentage struck at placement.
      config: { percent_steps: [terms.comboBoost.percentage], winnings_calc_mode: terms.comboBoost.mode },
      bet,
      eligibleCount: 0,
    });
    return boosted ? breakdown(cents(boosted.baseReturn), 0, cents(boosted.boost)) : null;
  }
  const value = betReturn(bet);
  return value === null ? null : breakdown(cents(value));
}

/** Win-part and place-part odds of a resulted leg: 0 loses the line, 1 is void. */
function settledOdds(leg: ReturnLeg): { win: number; place: number } {
  const result = leg.result ?? 'lose';
  if (result === 'void') return { win: 1, place: 1 };
  const withinPlaces =
    leg.position === null || leg.position === undefined || typeof leg.ewPlace !== 'number'
      ? true
      : leg.position <= leg.ewPlace;
  const placePrice =
    typeof leg.ewPrice === 'number' && leg.ewPrice >= 1 ? placeOdds(leg.odds, leg.ewPrice) : 0;
  return {
    win: result === 'win' ? leg.odds : 0,
    place: (result === 'win' || result === 'place') && withinPlaces ? placePrice : 0,
  };
}

/** Unrounded return in major units of one way, with lost lines dropped (0 when nothing survives). */
function wayReturn(terms: ReturnTerms, odds: readonly number[]): number {
  const stake = major(terms.stake);
  if (terms.type === 'single') return odds.reduce((sum, value) => sum + value * stake, 0);
  if (terms.type === 'combi') {
    if (odds.some((value) => value <= 0)) return 0;
    return (
      rawBetReturn(
        asBet(
          terms,
          odds.map((value) => ({ odds: value })),
          false,
          false,
        ),
      ) ?? 0
    );
  }
  // A system line with a lost leg pays nothing, so only the k-subsets of survivors count.
  const survivors = odds.filter((value) => value > 0);
  const k = terms.k ?? 0;
  if (survivors.length < k || k < 1) return 0;
  return rawBetReturn({ type: 'system', legs: survivors.map((value) => ({ odds: value })), k, stake }) ?? 0;
}

/**
 * What a ticket pays once every leg is resulted: void legs at odds 1, each-way
 * place terms, free-bet stake not returned, boost token and combo boost extras when it won.
 * Every leg must have a result; starting-price legs carry the price they are settled at.
 */
export function settledReturn(terms: ReturnTerms): ReturnBreakdown {
  const freeBet = terms.freeBet === true;
  const totalStakeMinor = ticketTotalStake(terms);
  if (terms.type === 'betbuilder') {
    if (terms.legs.some((leg) => leg.result !== 'void' && leg.result !== 'win')) return breakdown(0);
    const voidOdds = terms.legs
      .filter((leg) => leg.result === 'void')
      .reduce((product, leg) => product * Math.max(leg.odds, 1), 1);
    const allVoid = terms.legs.every((leg) => leg.result === 'void');
    const odds = allVoid ? 1 : Math.max(1, (terms.combinedOdds ?? 1) / voidOdds);
    const base = cents(odds * major(terms.stake)) - (freeBet ? terms.stake : 0);
    return breakdown(Math.max(0, base));
  }
  const parts = terms.legs.map(settledOdds);
  const allNonVoidWon = terms.legs.every((leg) => leg.result === 'win' || leg.result === 'void');
  const allVoid = terms.legs.every((leg) => leg.result === 'void');

  if (!terms.eachWay && allNonVoidWon && !allVoid) {
    const wonTerms: ReturnTerms = {
      ...terms,
      legs: terms.legs.map((leg, i) => ({ ...leg, odds: parts[i]?.win ?? 1, startingPrice: false })),
    };
    if (terms.boostToken || (terms.comboBoost && terms.type === 'combi')) {
      const boosted = potentialReturn(wonTerms);
      if (boosted) return boosted;
    }
  }
  let raw = wayReturn(
    terms,
    parts.map((part) => part.win),
  );
  if (terms.eachWay)
    raw += wayReturn(
      terms,
      parts.map((part) => part.place),
    );
  const gross = cents(raw);
  return breakdown(freeBet ? Math.max(0, gross - totalStakeMinor) : gross);
}

export interface CashoutLeg {
  /** Odds struck. */
  odds: number;
  /** Current price of a pending leg; null when it has none (suspended, closed, unpriced). */
  currentOdds: number | null;
  result?: LegResult | null;
}

/** Bookmaker's margin taken off a fair cash-out value. */
export const CASHOUT_MARGIN = 0.05;

/**
 * The cash-out offer for the stake still riding: stake x odds struck / current
 * odds of the pending legs x (1 - margin), rounded down to the cent, never above what the bet
 * would return. Null when no offer can be made: a leg lost, or a pending leg has no price.
 */
export function cashoutOffer(input: {
  /** Stake still riding, minor units. */
  stake: number;
  legs: readonly CashoutLeg[];
  /** The most the remaining bet can return, minor units. */
  cap: number;
  margin?: number;
}): number | null {
  let ratio = 1;
  let pending = 0;
  for (const leg of input.legs) {
    if (leg.result === 'lose' || leg.result === 'place') return null;
    if (leg.result === 'void') continue;
    if (leg.result === 'win') {
      ratio *= leg.odds;
      continue;
    }
    if (leg.currentOdds === null || !(leg.currentOdds > 1) || !(leg.odds >= 1)) return null;
    ratio *= leg.odds / leg.currentOdds;
    pending += 1;
  }
  if (pending === 0) return null;
  const margin = input.margin ?? CASHOUT_MARGIN;
  const value = Math.floor(Number((input.stake * ratio * (1 - margin)).toPrecision(15)));
  return Math.max(0, Math.min(value, input.cap));
}
