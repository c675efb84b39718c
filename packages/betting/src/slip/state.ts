import type { BetType, SlipSelection, SystemOption } from '../types';
import { defaultStake } from '../validation/stakes';

/** Fewest selections a system bet takes. */
export const SYSTEM_MIN = 3;
/** Fewest selections a combi takes ("Combi needs at least 2 selections"). */
export const COMBI_MIN = 2;
/**
 * Above this many selections the system tab looks disabled, and a slip that grows or shrinks past it
 * while in system falls back to single.
 */
export const SYSTEM_STYLE_LIMIT = 16;
/** Choosing system with more selections than this is refused ("hard block above 20"). */
export const SYSTEM_HARD_LIMIT = 20;
/** A slip last updated longer ago than this is cleared ("Betslip expiry 24 hours"). */
export const SLIP_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Processing of the main slip ("Processing"). The spec's null and false both
 * mean "no result panel", so they collapse into 'off'.
 */
export type ProcessingStatus = 'off' | 'processing' | 'completed';

/** PROCESSED is success; any other value is the server message or a transport failure. */
export type TicketStatus = 'PROCESSED' | 'CONNECTION_ERROR' | 'SERVER_ERROR' | (string & {});

/** One selection line of a placed ticket, as the result panel shows it. */
export interface TicketSelection {
  outcome_name: string;
  event_name: string;
  market_name: string;
  ew_price?: number | null;
  ew_place?: number | null;
  translations?: Record<string, string> | null;
}

/** A ticket from the calculate call as the slip tracks it through submission. */
export interface SlipTicket {
  /** Receipt id; known once the submit call answers. */
  uuid: string | null;
  /** null while pending. */
  status: TicketStatus | null;
  /** True for every settled status other than PROCESSED. */
  error: boolean;
  /** Stake per bet as the bettor entered it (per line for system), major units. */
  stake: number;
  /**
   * What the ticket takes from the wallet, major units: the stake times its lines (a system's
   * combinations) and times two each-way.
   */
  total_stake: number;
  bet_type: BetType | (string & {});
  each_way: boolean;
  selections: TicketSelection[];
  /** Major units; null until the submit call answers or when not computable. */
  potential_return: number | null;
  /** Tax amount in major units, when the server reports one. */
  tax: number | null;
  /** Extra error details shown as translated "key: value" lines. */
  error_meta: Record<string, string> | null;
}

/**
 * The whole main betslip ("Betslip state"). Plain JSON: it is persisted
 * as is, and the server can rebuild it from a request.
 */
export interface SlipState {
  selections: readonly SlipSelection[];
  betType: BetType;
  /** Stake the inputs start from: defaultStake(lastUsedStake). */
  stakeDefault: number;
  /** Last stake entered for a single; copied to each selection added afterwards. */
  stakeSingle: number | null;
  stakeCombi: number | null;
  /** Stake per system line. */
  stakeSystem: number | null;
  /** Single stakes per outcome id, major units. Mirrored into each selection's `stake`. */
  stakes: Readonly<Record<string, number>>;
  lastUsedStake: number | null;
  /** When the bettor last changed the slip (ms epoch); drives the 24 h expiry. */
  updatedAt: number;
  visible: boolean;
  processingStatus: ProcessingStatus;
  /** Slip-level error: a code such as BALANCE_INSUFFICIENT or a server message. */
  error: string | null;
  /** Each-way for the combi or system bet as a whole; a single's each-way is its outcome's is_each_way. */
  eachWay: boolean;
  /** Options for the current selection count while in system; empty otherwise. */
  systemOptions: readonly SystemOption[];
  systemType: SystemOption['type'] | null;
  freeBetId: string | null;
  boostTokenId: string | null;
  /** Tickets of the current attempt; empty when processing is off. */
  tickets: readonly SlipTicket[];
  /**
   * Odds each selection had before live prices moved it, per outcome id: a selection whose live price
   * differs from the one in the slip shows the change highlighted.
   */
  changedOdds: Readonly<Record<string, number>>;
}

/** An empty slip: single, default stake 10, processing off. */
export function initialSlipState(now: number): SlipState {
  return {
    selections: [],
    betType: 'single',
    stakeDefault: defaultStake(null),
    stakeSingle: null,
    stakeCombi: null,
    stakeSystem: null,
    stakes: {},
    lastUsedStake: null,
    updatedAt: now,
    visible: false,
    processingStatus: 'off',
    error: null,
    eachWay: false,
    systemOptions: [],
    systemType: null,
    freeBetId: null,
    boostTokenId: null,
    tickets: [],
    changedOdds: {},
  };
}

/** Whether the slip was last updated more than 24 hours before `now`. */
export function isSlipExpired(state: SlipState, now: number): boolean {
  return now - state.updatedAt > SLIP_EXPIRY_MS;
}
