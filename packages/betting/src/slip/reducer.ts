import { systemOptions as systemOptionsFor } from '../returns/system';
import type { SlipSelection } from '../types';
import { defaultStake } from '../validation/stakes';
import { jsonEqual } from './equal';
import {
  type BetslipEvent,
  type CalculatedTicket,
  canDispatch,
  type PriceUpdate,
  type TicketResult,
} from './events';
import {
  canChooseBoostToken,
  canChooseFreeBet,
  eachWayAvailability,
  hasEachWayPlaces,
  selectionErrors,
  sharesEvent,
} from './rules';
import {
  COMBI_MIN,
  initialSlipState,
  isSlipExpired,
  type SlipState,
  type SlipTicket,
  SYSTEM_HARD_LIMIT,
  SYSTEM_MIN,
  SYSTEM_STYLE_LIMIT,
} from './state';

/*
 * Readings of the spec where it is terse:
 *
 * - 16 vs 20. SYSTEM_STYLE_LIMIT (16) is a styling limit, SYSTEM_HARD_LIMIT (20) a hard block. So a
 *   bettor may still choose system with 17..20 selections (the tab only looks disabled); choosing it with
 *   more than 20 is refused and single is chosen. "More than 16 selections while in system falls back to
 *   single" is applied whenever the list of selections changes (add, remove, toggle) and leaves the
 *   slip with more than 16: the limit is enforced on change, not on choice. Hence a system slip never holds
 *   fewer than 3 or more than 20 selections, and holds 17..20 only while untouched since it was chosen.
 * - Expiry. Every event that carries `now` first clears a slip last updated more than 24 hours ago
 *   (EXPIRE_CHECK does only that), except while processing, when the attempt must run to its end.
 *   `updatedAt` moves only when the bettor changes the slip, not on price refreshes or ticket results,
 *   so a slip left open in a tab still expires.
 * - lastUsedStake is taken from each ticket that comes back PROCESSED (a bet that was really placed),
 *   unless the attempt used a free bet, whose stake is not the bettor's money.
 * - The free-bet choice resets when processing completes and on RESET_AFTER_ATTEMPT (a failed calculate).
 * - In completed, a selection click (add or toggle) starts a fresh slip holding only that selection.
 */

/** Events by which the bettor edits the slip; they alone move `updatedAt`. */
const EDITS: ReadonlySet<BetslipEvent['type']> = new Set([
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
  'ACCEPT_ODDS_CHANGES',
  'CALCULATED',
  'RETAIN_SELECTIONS',
  'CLEAR_ALL',
]);

/**
 * The betslip transition: state + event -> state. Never mutates
 * its input; returns the same object when the event is not valid in the current status or changes nothing.
 */
export function slipReducer(state: SlipState, event: BetslipEvent): SlipState {
  if (!canDispatch(state, event.type)) return state;
  const base = 'now' in event ? expire(state, event.now) : state;
  const next = settle(apply(base, event), base);
  if (jsonEqual(next, state)) return state;
  if (EDITS.has(event.type) && 'now' in event && !jsonEqual(next, base)) {
    return { ...next, updatedAt: event.now };
  }
  return next;
}

/**
 * A persisted slip made ready to use ("Persisted locally"): missing fields take
 * their defaults, an attempt interrupted by a reload is dropped, the 24 h expiry applies and the rules are
 * re-applied.
 */
export function restoreSlipState(saved: Partial<SlipState>, now: number): SlipState {
  const merged: SlipState = { ...initialSlipState(saved.updatedAt ?? now), ...saved };
  const idle: SlipState =
    merged.processingStatus === 'processing'
      ? { ...merged, processingStatus: 'off', tickets: [], freeBetId: null }
      : merged;
  const restored = settle(expire(idle, now), idle);
  return jsonEqual(restored, saved) ? (saved as SlipState) : restored;
}

function expire(state: SlipState, now: number): SlipState {
  if (state.processingStatus === 'processing' || !isSlipExpired(state, now)) return state;
  const cleared = clearContent(state);
  return jsonEqual(cleared, state) ? state : { ...cleared, updatedAt: now };
}

/** Empties the slip: selections, stakes, type, choices and any finished attempt. */
function clearContent(state: SlipState): SlipState {
  return {
    ...state,
    selections: [],
    betType: 'single',
    stakeSingle: null,
    stakeCombi: null,
    stakeSystem: null,
    stakes: {},
    error: null,
    eachWay: false,
    systemOptions: [],
    systemType: null,
    freeBetId: null,
    boostTokenId: null,
    changedOdds: {},
    processingStatus: 'off',
    tickets: [],
  };
}

function apply(state: SlipState, event: BetslipEvent): SlipState {
  switch (event.type) {
    case 'ADD_SELECTION':
      return addSelection(state, event.selection);
    case 'REMOVE_SELECTION':
      return removeSelection(state, event.outcomeId);
    case 'TOGGLE_SELECTION':
      return state.processingStatus === 'off' && hasOutcome(state, event.selection.outcome.id)
        ? removeSelection(state, event.selection.outcome.id)
        : addSelection(state, event.selection);
    case 'CLEAR':
      return clearContent(state);
    case 'SET_BET_TYPE':
      return setBetType(state, event.betType);
    case 'SET_STAKE':
      if (!isStake(event.stake)) return state;
      if (event.betType === 'single') return setSingleStake(state, event.outcomeId, event.stake);
      if (state.betType !== event.betType) return state;
      // Section 4: "changing a stake clears per-selection stakes".
      return event.betType === 'combi'
        ? { ...state, stakeCombi: event.stake, stakes: {} }
        : { ...state, stakeSystem: event.stake, stakes: {} };
    case 'SET_SYSTEM_TYPE':
      return state.betType === 'system' && state.systemOptions.some((o) => o.type === event.systemType)
        ? { ...state, systemType: event.systemType }
        : state;
    case 'TOGGLE_EACH_WAY':
      return toggleEachWay(state, event.outcomeId);
    case 'CHOOSE_FREE_BET':
      if (event.freeBetId === null) return { ...state, freeBetId: null };
      return canChooseFreeBet(state) ? { ...state, freeBetId: event.freeBetId, boostTokenId: null } : state;
    case 'CHOOSE_BOOST_TOKEN':
      if (event.boostTokenId === null) return { ...state, boostTokenId: null };
      return canChooseBoostToken(state)
        ? { ...state, boostTokenId: event.boostTokenId, freeBetId: null }
        : state;
    case 'UPDATE_PRICES':
      return updatePrices(state, event.updates);
    case 'ACCEPT_ODDS_CHANGES':
      return { ...state, changedOdds: {} };
    case 'SHOW':
      return { ...state, visible: true };
    case 'HIDE':
      return { ...state, visible: false };
    case 'CALCULATED':
      return calculated(state, event.tickets);
    case 'TICKET_RESULT':
      return ticketResult(state, event);
    case 'RETAIN_SELECTIONS':
      return { ...state, processingStatus: 'off', tickets: [] };
    case 'CLEAR_ALL':
      return { ...clearContent(state), visible: false };
    case 'EXPIRE_CHECK':
      return state;
    case 'SET_ERROR':
      return { ...state, error: event.error };
    case 'RESET_AFTER_ATTEMPT':
      return { ...state, freeBetId: null };
  }
}

function hasOutcome(state: SlipState, outcomeId: string): boolean {
  return state.selections.some((s) => s.outcome.id === outcomeId);
}

function isStake(stake: number | null): boolean {
  return stake === null || (Number.isFinite(stake) && stake >= 0);
}

function addSelection(current: SlipState, selection: SlipSelection): SlipState {
  // Section 4: "Adding a selection when processing is completed first empties the slip and resets status."
  const state = current.processingStatus === 'completed' ? clearContent(current) : current;
  const id = selection.outcome.id;
  if (hasOutcome(state, id)) return state;
  const selections = [...state.selections, selection];
  const stake =
    typeof selection.stake === 'number' && isStake(selection.stake) ? selection.stake : state.stakeSingle;
  const stakes = stake === null ? state.stakes : { ...state.stakes, [id]: stake };
  const becomesCombi =
    state.betType === 'single' && selections.length === COMBI_MIN && !sharesEvent(selections);
  return { ...state, selections, stakes, betType: becomesCombi ? 'combi' : state.betType };
}

function removeSelection(state: SlipState, outcomeId: string): SlipState {
  if (!hasOutcome(state, outcomeId)) return state;
  const { [outcomeId]: _removed, ...stakes } = state.stakes;
  return {
    ...state,
    selections: state.selections.filter((s) => s.outcome.id !== outcomeId),
    stakes,
    error: null,
  };
}

function setBetType(state: SlipState, betType: SlipState['betType']): SlipState {
  const n = state.selections.length;
  if (betType === 'single') return { ...state, betType };
  if (betType === 'combi') return n >= COMBI_MIN ? { ...state, betType } : state;
  if (state.betType === 'system') return state;
  if (n < SYSTEM_MIN || n > SYSTEM_HARD_LIMIT) return { ...state, betType: 'single' };
  // A null systemType makes settle() preselect the first option; system never takes a free bet.
  return { ...state, betType, systemType: null, freeBetId: null };
}

function setSingleStake(state: SlipState, outcomeId: string | undefined, stake: number | null): SlipState {
  if (state.betType !== 'single') return state;
  if (outcomeId === undefined) {
    const stakes: Record<string, number> = {};
    if (stake !== null) for (const s of state.selections) stakes[s.outcome.id] = stake;
    return { ...state, stakeSingle: stake, stakes };
  }
  if (!hasOutcome(state, outcomeId)) return state;
  const { [outcomeId]: _previous, ...others } = state.stakes;
  return {
    ...state,
    stakeSingle: stake,
    stakes: stake === null ? others : { ...others, [outcomeId]: stake },
  };
}

function toggleEachWay(state: SlipState, outcomeId: string | undefined): SlipState {
  if (outcomeId === undefined) {
    return eachWayAvailability(state).slipToggle ? { ...state, eachWay: !state.eachWay } : state;
  }
  if (!eachWayAvailability(state).perSelection.includes(outcomeId)) return state;
  return {
    ...state,
    selections: state.selections.map((s) =>
      s.outcome.id === outcomeId
        ? { ...s, outcome: { ...s.outcome, is_each_way: s.outcome.is_each_way !== true } }
        : s,
    ),
  };
}

function updatePrices(state: SlipState, updates: readonly PriceUpdate[]): SlipState {
  const byOutcome = new Map(updates.map((u) => [u.outcomeId, u]));
  const changedOdds: Record<string, number> = { ...state.changedOdds };
  const selections = state.selections.map((selection) => {
    const update = byOutcome.get(selection.outcome.id);
    if (update === undefined) return selection;
    const { outcome, market } = selection;
    const odds =
      typeof update.odds === 'number' && Number.isFinite(update.odds) && update.odds >= 0
        ? update.odds
        : outcome.odds;
    if (odds !== outcome.odds) {
      // The highlight compares against the odds the bettor last saw settled, not the previous tick.
      const seen = changedOdds[outcome.id] ?? outcome.odds;
      if (odds === seen) delete changedOdds[outcome.id];
      else changedOdds[outcome.id] = seen;
    }
    const updated: SlipSelection = {
      ...selection,
      outcome: {
        ...outcome,
        odds,
        ...(update.display_odds === undefined ? {} : { display_odds: update.display_odds }),
        ...(update.combo_boost_available === undefined
          ? {}
          : { combo_boost_available: update.combo_boost_available }),
      },
      market: update.is_suspended === undefined ? market : { ...market, is_suspended: update.is_suspended },
    };
    return keepEqual(selection, updated);
  });
  return { ...state, selections: keepEqual(state.selections, selections), changedOdds };
}

function calculated(state: SlipState, tickets: readonly CalculatedTicket[]): SlipState {
  if (state.selections.length === 0 || tickets.length === 0) return state;
  return {
    ...state,
    processingStatus: 'processing',
    error: null,
    // The calculate call priced the current odds, so they are accepted now.
    changedOdds: {},
    tickets: tickets.map(
      (ticket): SlipTicket => ({
        ...ticket,
        uuid: null,
        status: null,
        error: false,
        potential_return: ticket.potential_return ?? null,
        tax: ticket.tax ?? null,
        error_meta: null,
      }),
    ),
  };
}

function ticketResult(state: SlipState, result: TicketResult): SlipState {
  const ticket = state.tickets[result.index];
  if (ticket === undefined || ticket.status !== null || typeof result.status !== 'string') return state;
  const processed = result.status === 'PROCESSED';
  const settled: SlipTicket = {
    ...ticket,
    status: result.status,
    error: !processed,
    uuid: result.uuid ?? ticket.uuid,
    potential_return: result.potential_return ?? ticket.potential_return,
    tax: result.tax ?? ticket.tax,
    error_meta: result.error_meta ?? null,
  };
  const tickets = state.tickets.map((t, i) => (i === result.index ? settled : t));
  const usedStake =
    processed && state.freeBetId === null && Number.isFinite(ticket.stake) && ticket.stake > 0
      ? ticket.stake
      : state.lastUsedStake;
  const done = tickets.every((t) => t.status !== null);
  return {
    ...state,
    tickets,
    lastUsedStake: usedStake,
    processingStatus: done ? 'completed' : 'processing',
    freeBetId: done ? null : state.freeBetId,
  };
}

/** Re-applies every standing rule after a change: bet type, options, errors, stakes, choices. */
function settle(next: SlipState, before: SlipState): SlipState {
  const { selections } = next;
  const n = selections.length;
  const selectionsChanged =
    before.selections.length !== n ||
    before.selections.some((s, i) => s.outcome.id !== selections[i]?.outcome.id);

  let betType = next.betType;
  if (n < COMBI_MIN) betType = 'single';
  if (
    betType === 'system' &&
    (n < SYSTEM_MIN || n > SYSTEM_HARD_LIMIT || (selectionsChanged && n > SYSTEM_STYLE_LIMIT))
  ) {
    betType = 'single';
  }

  const systemOptions = keepEqual(next.systemOptions, betType === 'system' ? systemOptionsFor(n) : []);
  // Keep the bettor's k when the new count still offers it; otherwise preselect the first option.
  const chosenK = next.systemOptions.find((o) => o.type === next.systemType)?.k;
  const systemType =
    betType === 'system'
      ? ((systemOptions.find((o) => o.k === chosenK) ?? systemOptions[0])?.type ?? null)
      : null;

  const ids = new Set(selections.map((s) => s.outcome.id));
  const stakes = onlyKeys(next.stakes, ids);
  const errors = selectionErrors(selections, betType);
  const synced = keepEqual(
    selections,
    selections.map((s, i) => {
      const stake = stakes[s.outcome.id] ?? null;
      const error = errors[i] ?? null;
      // A single's each-way checkbox exists only on a market paying places.
      const outcome =
        s.outcome.is_each_way === true && !hasEachWayPlaces(s.market)
          ? { ...s.outcome, is_each_way: false }
          : s.outcome;
      return s.stake === stake && s.error === error && s.outcome === outcome
        ? s
        : { ...s, outcome, stake, error };
    }),
  );
  const eachWay =
    next.eachWay && betType !== 'single' && n > 0 && selections.every((s) => hasEachWayPlaces(s.market));

  const shaped: SlipState = {
    ...next,
    selections: synced,
    betType,
    systemOptions,
    systemType,
    stakes,
    eachWay,
    changedOdds: onlyKeys(next.changedOdds, ids),
    stakeDefault: defaultStake(next.lastUsedStake),
  };
  // A choice the slip's shape no longer admits would be sent unseen, so it goes.
  return {
    ...shaped,
    freeBetId: shaped.freeBetId !== null && canChooseFreeBet(shaped) ? shaped.freeBetId : null,
    boostTokenId: shaped.boostTokenId !== null && canChooseBoostToken(shaped) ? shaped.boostTokenId : null,
  };
}

function keepEqual<T>(previous: T, next: T): T {
  return jsonEqual(previous, next) ? previous : next;
}

function onlyKeys<V>(
  record: Readonly<Record<string, V>>,
  keys: ReadonlySet<string>,
): Readonly<Record<string, V>> {
  const entries = Object.entries(record);
  return entries.every(([key]) => keys.has(key))
    ? record
    : Object.fromEntries(entries.filter(([key]) => keys.has(key)));
}
