/**
 * Pricing a ticket from the server's own prices.
 * Pure: calculate and submit both call priceTicket, so what the slip shows is what submit accepts.
 *
 * Choices where the spec is silent:
 * - Stake limits are per ticket: at least 0.10 per line (per way); at most 10,000.00 in total
 *   (the largest amount the money input takes) and at most 1,000,000.00 potential return, in the
 *   brand's currency; both refuse with STAKE_TOO_HIGH.
 * - A system is k of n with 2 <= k <= n - 1, 3 to 20 selections.
 * - A starting-price selection is never 'changed odds'; its return is '-' (null).
 * - Refusal order: a selection problem first (unavailable, suspended, cannot combine), then the
 *   ticket's shape, changed odds, stake limits, then the free bet or boost token.
 */
import {
  type AcceptOdds,
  acceptOddsDecision,
  comboBoostPercentage,
  formatDecimalOdds,
  type SlipSelection,
  selectionErrors,
} from '@touchline/betting';
import type {
  BetErrorCode,
  BrandDefinition,
  SelectionErrorCode,
  Ticket,
  TicketSelection,
} from '@touchline/contract';
import { MAX_SLIP_SELECTIONS } from '@touchline/contract';
import type { SelectionState } from '../bets';
import { combinedOdds, potentialReturn, type ReturnTerms, ticketLines } from '../bets';
import { type BoostTokenRow, boostTokenProblem, type FreeBetRow, freeBetProblem, taxOn } from '../bonuses';

/** Smallest stake per line (per way), minor units (0.10). */
export const MIN_STAKE = 10;
/** Largest total stake of a ticket, minor units (10,000.00). */
export const MAX_TOTAL_STAKE = 1_000_000;
/** Largest potential return of a ticket, minor units (1,000,000.00). */
export const MAX_PAYOUT = 100_000_000;

export type DraftBetType = 'single' | 'combi' | 'system';

/** One selection as the client sent it. */
export interface DraftSelection {
  eventId: string;
  marketId: string;
  outcomeId: string;
  outcomeList: string[];
  /** Odds the bettor saw. */
  odds: number;
}

/** A ticket to price: what calculate builds from the slip, or what submit receives. */
export interface DraftTicket {
  betType: DraftBetType;
  /** k of system k/n; n must equal the number of selections. */
  system: { k: number; n: number } | null;
  eachWay: boolean;
  /** Stake per line (per way), minor units. */
  stake: number;
  selections: DraftSelection[];
  freeBetId: string | null;
  boostTokenId: string | null;
}

export interface PricingContext {
  brand: BrandDefinition;
  acceptOdds: AcceptOdds;
  /** Prices by outcome id, read from the database. */
  states: ReadonlyMap<number, SelectionState>;
  /** The chosen free bet / boost token rows of the user (undefined: chosen but not found). */
  freeBet?: FreeBetRow | undefined;
  boostToken?: BoostTokenRow | undefined;
  /** Selections in the whole slip, for the free-bet and boost-token shape rules. */
  slipSize?: number;
  now: Date;
}

export interface PricedLeg {
  state: SelectionState;
  draft: DraftSelection;
}

export interface PricedTicket {
  ticket: Ticket;
  /** Null when the ticket can be placed. */
  status: BetErrorCode | null;
  message: string | null;
  selectionErrors: Array<{ outcome_id: string; error: SelectionErrorCode | BetErrorCode }>;
  /** Set when status is null: everything placeBetInTx needs from pricing. */
  placement: {
    legs: PricedLeg[];
    lines: number;
    totalStake: number;
    odds: number | null;
    potentialReturn: number | null;
    tax: number;
    comboBoostPercent: number;
  } | null;
}

/** English text of each refusal (the slip translates the code). */
export const BET_ERROR_MESSAGES: Readonly<Record<BetErrorCode, string>> = {
  BALANCE_INSUFFICIENT: 'You have insufficient funds.',
  ODDS_CHANGED: 'The odds have changed.',
  MARKET_SUSPENDED: 'A market of your selections is suspended.',
  SELECTION_UNAVAILABLE: 'A selection is no longer available.',
  CANNOT_COMBINE: 'Selections from the same event cannot be combined.',
  FORECAST_TRICAST_CANNOT_BE_COMBINED: 'Forecast and tricast selections cannot be combined.',
  STAKE_TOO_LOW: 'The stake is below the minimum of 0.10.',
  STAKE_TOO_HIGH: 'The stake is above the maximum for this bet.',
  FREEBET_INVALID: 'This free bet cannot be used on this bet.',
  BOOST_TOKEN_INVALID: 'This boost token cannot be used on this bet.',
  INVALID_TICKET: 'This bet cannot be placed as it is.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different content.',
  LOSS_LIMIT_EXCEEDED: 'This stake is over your loss limit.',
};

const money = (minor: number) => (minor / 100).toFixed(2);
const asId = (value: string): number | null => (/^\d{1,15}$/.test(value) ? Number(value) : null);

const slipSelectionOf = (leg: PricedLeg): SlipSelection => ({
  event: { id: String(leg.state.eventId) },
  market: { id: String(leg.state.marketId), type: leg.state.marketType },
  outcome: { id: String(leg.state.outcomeId), market_id: String(leg.state.marketId), odds: leg.state.odds },
});

function ticketSelection(draft: DraftSelection, state: SelectionState | undefined): TicketSelection {
  return {
    event_id: draft.eventId,
    market_id: draft.marketId,
    outcome_id: draft.outcomeId,
    outcome_list: state ? state.items : draft.outcomeList,
    odds: state ? state.odds : draft.odds,
    is_starting_price: state?.isStartingPrice ?? false,
    outcome_name: state?.outcomeLabel ?? '',
    event_name: state?.eventName ?? '',
    market_name: state?.marketName ?? '',
    ew_price:
      state?.ewPrice !== null && state?.ewPrice !== undefined && state.ewPrice > 0 ? state.ewPrice : null,
    ew_place: state?.ewPlace ?? null,
    translations: null,
  };
}

/**
 * Prices one ticket from the server's prices and decides whether it can be placed
 *: re-priced selections, selection errors, accept-odds,
 * stake limits, free bet and boost token, combo boost, potential return and tax.
 */
export function priceTicket(draft: DraftTicket, pricing: PricingContext): PricedTicket {
  const n = draft.selections.length;
  const states = draft.selections.map((selection) => {
    const id = asId(selection.outcomeId);
    const state = id === null ? undefined : pricing.states.get(id);
    const matches =
      state !== undefined &&
      String(state.marketId) === selection.marketId &&
      String(state.eventId) === selection.eventId;
    return matches ? state : undefined;
  });
  const perSelection: PricedTicket['selectionErrors'] = [];
  let status: BetErrorCode | null = null;
  const meta: Record<string, string> = {};
  const refuse = (code: BetErrorCode, detail?: Record<string, string>) => {
    if (status === null) {
      status = code;
      Object.assign(meta, detail ?? {});
    }
  };

  draft.selections.forEach((selection, i) => {
    const state = states[i];
    if (!state || state.unavailable) {
      perSelection.push({ outcome_id: selection.outcomeId, error: 'SELECTION_UNAVAILABLE' });
      refuse('SELECTION_UNAVAILABLE', {
        [state?.outcomeLabel || selection.outcomeId]: 'no longer available',
      });
    } else if (state.suspended) {
      perSelection.push({ outcome_id: selection.outcomeId, error: 'MARKET_SUSPENDED' });
      refuse('MARKET_SUSPENDED', { [state.outcomeLabel || selection.outcomeId]: 'suspended' });
    }
  });
  const legs: PricedLeg[] = [];
  states.forEach((state, i) => {
    const selection = draft.selections[i];
    if (state && selection) legs.push({ state, draft: selection });
  });
  if (legs.length === n && draft.betType !== 'single') {
    selectionErrors(legs.map(slipSelectionOf), draft.betType).forEach((error, i) => {
      const leg = legs[i];
      if (error && leg) {
        perSelection.push({ outcome_id: leg.draft.outcomeId, error });
        refuse(error);
      }
    });
  }

  // Shape of the ticket.
  let k: number | null = null;
  if (draft.betType === 'single' && n !== 1)
    refuse('INVALID_TICKET', { selections: 'a single ticket has one selection' });
  if (draft.betType === 'combi' && n < 2)
    refuse('INVALID_TICKET', { selections: 'a combi needs at least 2 selections' });
  if (draft.betType === 'system') {
    const system = draft.system;
    if (n < 3 || n > MAX_SLIP_SELECTIONS) {
      refuse('INVALID_TICKET', { selections: `a system needs 3 to ${MAX_SLIP_SELECTIONS} selections` });
    } else if (!system || system.n !== n || system.k < 2 || system.k > n - 1) {
      refuse('INVALID_TICKET', { system_type: `system_k/${n} with k from 2 to ${n - 1}` });
    } else {
      k = system.k;
    }
  }
  if (draft.eachWay) {
    for (const leg of legs) {
      const { ewPlace, ewPrice } = leg.state;
      if (ewPlace === null || ewPlace <= 1 || ewPrice === null || ewPrice < 1) {
        refuse('INVALID_TICKET', { [leg.state.outcomeLabel]: 'each-way is not offered' });
      }
    }
  }

  // Prices that moved since the bettor saw them, against the accept-odds setting.
  const changed: Record<string, string> = {};
  for (const leg of legs) {
    if (leg.state.isStartingPrice) continue;
    if (acceptOddsDecision(pricing.acceptOdds, leg.draft.odds, leg.state.odds) === 'reject') {
      changed[leg.state.outcomeLabel || leg.draft.outcomeId] =
        `${formatDecimalOdds(leg.draft.odds)} → ${formatDecimalOdds(leg.state.odds)}`;
    }
  }
  if (Object.keys(changed).length > 0) refuse('ODDS_CHANGED', changed);

  const lines = legs.length === n ? ticketLines(draft.betType, n, k) : 0;
  const ways = draft.eachWay ? 2 : 1;
  const totalStake = draft.stake * Math.max(lines, 1) * ways;
  const returnLegs = legs.map((leg) => ({
    odds: leg.state.odds,
    ewPrice: leg.state.ewPrice,
    ewPlace: leg.state.ewPlace,
    startingPrice: leg.state.isStartingPrice,
  }));
  const odds = legs.length === n ? combinedOdds(draft.betType, returnLegs) : null;

  const config = pricing.brand.combo_boost;
  const eligible = legs.filter((leg) => leg.state.comboBoostAvailable).length;
  const comboPercent =
    draft.betType === 'combi' && !draft.eachWay ? comboBoostPercentage(config, eligible) : 0;

  const rewardTicket = {
    betType: draft.betType,
    selectionCount: Math.max(n, pricing.slipSize ?? n),
    eachWay: draft.eachWay,
    odds,
    totalStake,
    selections: legs.map((leg) => ({
      marketType: leg.state.marketType,
      isStartingPrice: leg.state.isStartingPrice,
    })),
  };
  let freeBet = false;
  let token: ReturnTerms['boostToken'] = null;

  if (draft.stake < MIN_STAKE) refuse('STAKE_TOO_LOW', { stake: `at least ${money(MIN_STAKE)}` });
  if (totalStake > MAX_TOTAL_STAKE)
    refuse('STAKE_TOO_HIGH', { total_stake: `at most ${money(MAX_TOTAL_STAKE)}` });

  if (draft.freeBetId !== null) {
    const problem = pricing.freeBet
      ? freeBetProblem(pricing.freeBet, rewardTicket, pricing.now)
      : 'no such free bet';
    if (problem) refuse('FREEBET_INVALID', { freebet: problem });
    freeBet = true;
  }
  if (draft.boostTokenId !== null) {
    const row = pricing.boostToken;
    const problem = row ? boostTokenProblem(row, rewardTicket, pricing.now) : 'no such boost token';
    if (problem) refuse('BOOST_TOKEN_INVALID', { boost_token: problem });
    if (row) token = { percentage: row.percentage, maxWinnings: row.maxWinnings };
  }

  const terms: ReturnTerms = {
    type: draft.betType,
    k,
    eachWay: draft.eachWay,
    stake: draft.stake,
    legs: returnLegs,
    freeBet,
    boostToken: token,
    comboBoost: comboPercent > 0 ? { percentage: comboPercent, mode: config.winnings_calc_mode } : null,
  };
  const priced = lines > 0 && legs.length === n ? potentialReturn(terms) : null;
  const potential = priced?.total ?? null;
  if (potential !== null && potential > MAX_PAYOUT) {
    refuse('STAKE_TOO_HIGH', { potential_return: `at most ${money(MAX_PAYOUT)}` });
  }
  const tax = taxOn(pricing.brand, potential, totalStake);

  const finalStatus = status as BetErrorCode | null;
  const ticket: Ticket = {
    uuid: null,
    status: finalStatus,
    bet_type: draft.betType,
    system_type:
      draft.betType === 'system' && draft.system ? `system_${draft.system.k}/${draft.system.n}` : null,
    each_way: draft.eachWay,
    stake: draft.stake,
    total_stake: totalStake,
    bets: Math.max(lines, 1),
    // The exact product: every screen truncates it to 2 decimals with the one odds formatter.
    odds,
    potential_return: potential,
    tax: { amount: tax },
    freebet_id: draft.freeBetId,
    boost_token_id: draft.boostTokenId,
    combo_boost_percentage: comboPercent,
    selections: draft.selections.map((selection, i) => ticketSelection(selection, states[i])),
    error_meta: Object.keys(meta).length > 0 ? meta : null,
  };
  return {
    ticket,
    status: finalStatus,
    message: finalStatus === null ? null : BET_ERROR_MESSAGES[finalStatus],
    selectionErrors: perSelection,
    placement:
      finalStatus === null
        ? { legs, lines, totalStake, odds, potentialReturn: potential, tax, comboBoostPercent: comboPercent }
        : null,
  };
}
