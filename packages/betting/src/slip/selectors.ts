import { betReturn, totalStake } from '../returns/bet-return';
import type { Bet, Leg, SlipSelection } from '../types';
import type { SlipState, SlipTicket } from './state';

/** How a ticket shows in the result panel ("Per ticket"). */
export type TicketOutcome = 'pending' | 'success' | 'failed';

/** A ticket is pending without a status, a success when PROCESSED, otherwise failed. */
export function ticketOutcome(ticket: SlipTicket): TicketOutcome {
  if (ticket.status === null) return 'pending';
  return ticket.status === 'PROCESSED' ? 'success' : 'failed';
}

export interface ResultPanel {
  /** Shown while processing and once completed. */
  open: boolean;
  /** Every ticket has a status. */
  completed: boolean;
  /** Completed and every ticket is PROCESSED. */
  successful: boolean;
  pending: number;
}

/**
 * The result panel ("Processing"): completed when all tickets have a status,
 * successful when all are PROCESSED.
 */
export function resultPanel(state: SlipState): ResultPanel {
  const pending = state.tickets.filter((t) => t.status === null).length;
  const completed = state.tickets.length > 0 && pending === 0;
  return {
    open: state.processingStatus !== 'off',
    completed,
    successful: completed && state.tickets.every((t) => t.status === 'PROCESSED'),
    pending,
  };
}

/** A moved price: the odds the bettor last accepted and the live ones. */
export interface OddsChange {
  outcomeId: string;
  oldOdds: number;
  newOdds: number;
}

/**
 * The selections whose live odds differ from the slip odds, for the highlight and the accept-odds rule.
 * Shaped for validation's oddsChangedAgainstSetting.
 */
export function oddsChanges(state: SlipState): OddsChange[] {
  return state.selections.flatMap((s) => {
    const oldOdds = state.changedOdds[s.outcome.id];
    return oldOdds === undefined ? [] : [{ outcomeId: s.outcome.id, oldOdds, newOdds: s.outcome.odds }];
  });
}

function legOf(selection: SlipSelection): Leg {
  const { market, outcome } = selection;
  return {
    odds: outcome.odds,
    ...(typeof market.ew_price === 'number' ? { ewPrice: market.ew_price } : {}),
    ...(outcome.is_starting_price === true ? { startingPrice: true } : {}),
  };
}

/**
 * The bets the slip would place, for the returns engine: one single per
 * selection at its own stake, or one combi, or one system k/n. An unset stake counts as the default stake.
 */
export function slipBets(state: SlipState): Bet[] {
  const { selections, stakeDefault } = state;
  if (selections.length === 0) return [];
  const freeBet = state.freeBetId !== null;
  if (state.betType === 'single') {
    return selections.map((s) => ({
      type: 'single',
      legs: [legOf(s)],
      stake: state.stakes[s.outcome.id] ?? stakeDefault,
      eachWay: s.outcome.is_each_way === true,
      freeBet,
    }));
  }
  const legs = selections.map(legOf);
  if (state.betType === 'combi') {
    return [
      { type: 'combi', legs, stake: state.stakeCombi ?? stakeDefault, eachWay: state.eachWay, freeBet },
    ];
  }
  const k = state.systemOptions.find((o) => o.type === state.systemType)?.k;
  if (k === undefined) return [];
  return [
    { type: 'system', legs, k, stake: state.stakeSystem ?? stakeDefault, eachWay: state.eachWay, freeBet },
  ];
}

export interface SlipTotals {
  /** Major units. */
  totalStake: number;
  /** Major units, or null when any bet's return is not computable (the slip shows '-'). */
  potentialReturn: number | null;
}

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Total stake and potential return of the slip before any boost ("Total
 * return shows '-' ..."); combo boost and boost tokens are applied on top by the caller.
 */
export function slipTotals(state: SlipState): SlipTotals {
  const bets = slipBets(state);
  const returns = bets.map(betReturn);
  const stakeCents = bets.reduce((sum, bet) => sum + cents(totalStake(bet)), 0);
  const computable = bets.length > 0 && returns.every((r) => r !== null);
  return {
    totalStake: stakeCents / 100,
    potentialReturn: computable ? returns.reduce<number>((sum, r) => sum + cents(r ?? 0), 0) / 100 : null,
  };
}
