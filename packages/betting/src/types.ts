/**
 * Shared domain types of the rules of betting.
 * Branded where a plain number would be ambiguous: a decimal price, a stake in major units,
 * an amount in integer minor units.
 */

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A decimal price, e.g. 2.5 (returns 2.5 per 1 staked, stake included). */
export type DecimalOdds = Brand<number, 'DecimalOdds'>;
/** Money in integer minor units (cents, pence, bani). What the server and the ledger hold. */
export type MinorUnits = Brand<number, 'MinorUnits'>;

export const decimalOdds = (value: number): DecimalOdds => value as DecimalOdds;
export const minorUnits = (value: number): MinorUnits => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`minor units must be an integer, got ${value}`);
  return value as MinorUnits;
};
/** Major units (e.g. 12.34) to minor units (1234), exact for at most 2 decimals. */
export const toMinorUnits = (major: number): MinorUnits => minorUnits(Math.round(major * 100));
export const toMajorUnits = (minor: MinorUnits | number): number => minor / 100;

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

/** The bettor's choice of what happens when a price changes before placement. */
export type AcceptOdds = 'all' | 'higher' | 'none';
export const ACCEPT_ODDS: readonly AcceptOdds[] = ['all', 'higher', 'none'];
/** Wire values of accept_odds. */
export type AcceptOddsWire = 'ACCEPT_ANY' | 'ACCEPT_HIGHER' | 'ACCEPT_NONE';
export const ACCEPT_ODDS_WIRE: Readonly<Record<AcceptOdds, AcceptOddsWire>> = {
  all: 'ACCEPT_ANY',
  higher: 'ACCEPT_HIGHER',
  none: 'ACCEPT_NONE',
};

export type BetType = 'single' | 'combi' | 'system';

/** Market types that take part in a rule of the slip. Others are plain strings. */
export const FORECAST_TRICAST_MARKET_TYPES = ['forecast', 'tricast'] as const;

/** What the slip knows of one selection ("Betslip selection"). */
export interface SlipOutcome {
  id: string;
  market_id: string;
  odds: number;
  display_odds?: Partial<Record<OddsFormat, string>>;
  name?: string;
  items?: unknown;
  is_each_way?: boolean;
  has_ew?: boolean;
  place_odds?: number | null;
  is_starting_price?: boolean;
  combo_boost_available?: boolean;
}

export interface SlipMarket {
  id: string;
  type: string;
  name?: string;
  is_suspended?: boolean;
  /** Number of places paid each way; each-way is offered only above 1. */
  ew_place?: number | null;
  /** Each-way fraction denominator: the place part pays 1/ew_price of the win odds. */
  ew_price?: number | null;
}

export interface SlipEvent {
  id: string;
  name?: string;
}

export type SelectionErrorCode = 'CANNOT_COMBINE' | 'FORECAST_TRICAST_CANNOT_BE_COMBINED';

export interface SlipSelection {
  event: SlipEvent;
  market: SlipMarket;
  outcome: SlipOutcome;
  /** Stake for this selection as a single, in major units (null when none is set). */
  stake?: number | null;
  error?: SelectionErrorCode | string | null;
}

/** One leg of a bet as the returns engine sees it. */
export interface Leg {
  odds: number;
  /** Each-way fraction denominator (place part pays 1 + (odds - 1) / ewPrice). */
  ewPrice?: number;
  startingPrice?: boolean;
}

/** A bet to price. Stake is per bet (per line for system, per way for each-way), in major units. */
export interface Bet {
  type: BetType;
  legs: Leg[];
  stake: number;
  /** System size k (k-of-n); required for type 'system'. */
  k?: number;
  eachWay?: boolean;
  freeBet?: boolean;
}

export interface SystemOption {
  k: number;
  name: string;
  type: `system_${number}/${number}`;
  combinations: number;
}

/** Free bet; amounts in minor units. */
export interface FreeBet {
  id: string;
  name: string;
  amount: number;
  amount_remaining: number;
  conditions?: { min_odds?: number | null } | null;
}

/** Boost token. */
export interface BoostToken {
  id: string;
  template: { name: string; percentage: number; max_winnings: number };
}

/** Combo boost configuration. */
export interface ComboBoostConfig {
  /** percent_steps[i] is the boost percentage for i eligible selections (index 0 and 1 are usually 0). */
  percent_steps: number[];
  winnings_calc_mode: 'gross' | 'net';
}
