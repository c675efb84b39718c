import type { BetType, OddsFormat, SlipSelection, SystemOption } from '../types';
import type { ProcessingStatus, SlipState, SlipTicket, TicketStatus } from './state';

/** A live refresh of one selection ("Selections refresh"). */
export interface PriceUpdate {
  outcomeId: string;
  odds?: number;
  display_odds?: Partial<Record<OddsFormat, string>>;
  is_suspended?: boolean;
  combo_boost_available?: boolean;
}

/** A ticket as the calculate call returns it, before submission. */
export type CalculatedTicket = Omit<
  SlipTicket,
  'uuid' | 'status' | 'error' | 'potential_return' | 'tax' | 'error_meta'
> &
  Partial<Pick<SlipTicket, 'potential_return' | 'tax'>>;

/** The submit answer for one ticket, by its position in the calculate response. */
export interface TicketResult {
  index: number;
  status: TicketStatus;
  uuid?: string | null;
  potential_return?: number | null;
  tax?: number | null;
  error_meta?: Record<string, string> | null;
}

/**
 * Everything that can happen to the main slip. Named BetslipEvent because
 * SlipEvent (types.ts) is the sporting event of a selection and SlipAction (links) a deep-link action.
 * `now` (ms epoch) rides on every event that can change what the bettor built, so the 24 h expiry is
 * checked before it applies.
 */
export type BetslipEvent =
  | { type: 'ADD_SELECTION'; selection: SlipSelection; now: number }
  | { type: 'REMOVE_SELECTION'; outcomeId: string; now: number }
  | { type: 'TOGGLE_SELECTION'; selection: SlipSelection; now: number }
  | { type: 'CLEAR'; now: number }
  | { type: 'SET_BET_TYPE'; betType: BetType; now: number }
  /** Without outcomeId a single stake applies to every selection. null clears the stake. */
  | { type: 'SET_STAKE'; betType: 'single'; outcomeId?: string; stake: number | null; now: number }
  | { type: 'SET_STAKE'; betType: 'combi' | 'system'; stake: number | null; now: number }
  | { type: 'SET_SYSTEM_TYPE'; systemType: SystemOption['type']; now: number }
  /** With outcomeId: one single's checkbox; without: the combi/system toggle. */
  | { type: 'TOGGLE_EACH_WAY'; outcomeId?: string; now: number }
  | { type: 'CHOOSE_FREE_BET'; freeBetId: string | null; now: number }
  | { type: 'CHOOSE_BOOST_TOKEN'; boostTokenId: string | null; now: number }
  | { type: 'UPDATE_PRICES'; updates: readonly PriceUpdate[]; now: number }
  /** The bettor accepts the moved prices; the highlight goes. */
  | { type: 'ACCEPT_ODDS_CHANGES'; now: number }
  | { type: 'SHOW' }
  | { type: 'HIDE' }
  | { type: 'CALCULATED'; tickets: readonly CalculatedTicket[]; now: number }
  | ({ type: 'TICKET_RESULT' } & TicketResult)
  | { type: 'RETAIN_SELECTIONS'; now: number }
  | { type: 'CLEAR_ALL'; now: number }
  | { type: 'EXPIRE_CHECK'; now: number }
  | { type: 'SET_ERROR'; error: string | null }
  /** After any bet attempt, failed or not. */
  | { type: 'RESET_AFTER_ATTEMPT' };

export type BetslipEventType = BetslipEvent['type'];

/** Every event type, for exhaustive tables and generators. */
export const BETSLIP_EVENT_TYPES = [
  'ADD_SELECTION',
  'REMOVE_SELECTION',
  'TOGGLE_SELECTION',
  'CLEAR',
  'SET_BET_TYPE',
  'SET_STAKE',
  'SET_SYSTEM_TYPE',
  'TOGGLE_EACH_WAY',
  'CHOOSE_FREE_BET',
  'CHOOSE_BOOST_TOKEN',
  'UPDATE_PRICES',
  'ACCEPT_ODDS_CHANGES',
  'SHOW',
  'HIDE',
  'CALCULATED',
  'TICKET_RESULT',
  'RETAIN_SELECTIONS',
  'CLEAR_ALL',
  'EXPIRE_CHECK',
  'SET_ERROR',
  'RESET_AFTER_ATTEMPT',
] as const satisfies readonly BetslipEventType[];

const ALWAYS: readonly BetslipEventType[] = ['SHOW', 'UPDATE_PRICES', 'SET_ERROR'];

/**
 * Which events each processing status admits: while processing only
 * ticket results, prices, errors and opening the slip; close and clear are ignored. Once completed, the
 * result panel offers retain or clear all, and a new selection starts a fresh slip.
 */
const ALLOWED: Record<ProcessingStatus, ReadonlySet<BetslipEventType>> = {
  off: new Set(
    BETSLIP_EVENT_TYPES.filter(
      (t) => t !== 'TICKET_RESULT' && t !== 'RETAIN_SELECTIONS' && t !== 'CLEAR_ALL',
    ),
  ),
  processing: new Set([...ALWAYS, 'TICKET_RESULT']),
  completed: new Set([
    ...ALWAYS,
    'HIDE',
    'ADD_SELECTION',
    'TOGGLE_SELECTION',
    'CLEAR',
    'RETAIN_SELECTIONS',
    'CLEAR_ALL',
    'EXPIRE_CHECK',
    'RESET_AFTER_ATTEMPT',
  ]),
};

/** Whether an event is valid in the slip's current processing status. */
export function canDispatch(state: SlipState, type: BetslipEventType): boolean {
  return ALLOWED[state.processingStatus].has(type);
}
