import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemOptions } from '../returns/system';
import { defaultStake } from '../validation/stakes';
import { BETSLIP_EVENT_TYPES, canDispatch } from './events';
import { slipReducer } from './reducer';
import { canChooseBoostToken, canChooseFreeBet, selectionErrors } from './rules';
import { initialSlipState, type SlipState, SYSTEM_HARD_LIMIT, SYSTEM_MIN, SYSTEM_STYLE_LIMIT } from './state';
import { event, events } from './test-arbitraries';
import { deepFreeze, T0 } from './test-fixtures';

function ids(state: SlipState): string[] {
  return state.selections.map((s) => s.outcome.id);
}

/**
 * The standing rules of the slip (bet type, options, errors, stakes, choices) that must hold after any
 * sequence.
 */
function checkInvariants(state: SlipState): void {
  const n = state.selections.length;
  expect(new Set(ids(state)).size).toBe(n);
  if (n <= 1) expect(state.betType).toBe('single');
  if (state.betType === 'combi') expect(n).toBeGreaterThanOrEqual(2);
  if (state.betType === 'system') {
    expect(n).toBeGreaterThanOrEqual(SYSTEM_MIN);
    expect(n).toBeLessThanOrEqual(SYSTEM_HARD_LIMIT);
    expect(state.systemOptions).toEqual(systemOptions(n));
    expect(state.systemOptions.map((o) => o.type)).toContain(state.systemType);
    expect(state.freeBetId).toBeNull();
  } else {
    expect(state.systemOptions).toEqual([]);
    expect(state.systemType).toBeNull();
  }
  expect(state.freeBetId !== null && state.boostTokenId !== null).toBe(false);
  if (state.freeBetId !== null) expect(canChooseFreeBet(state)).toBe(true);
  if (state.boostTokenId !== null) expect(canChooseBoostToken(state)).toBe(true);
  expect(state.selections.map((s) => s.error)).toEqual(selectionErrors(state.selections, state.betType));
  for (const s of state.selections) expect(s.stake).toBe(state.stakes[s.outcome.id] ?? null);
  for (const key of Object.keys(state.stakes)) expect(ids(state)).toContain(key);
  for (const key of Object.keys(state.changedOdds)) expect(ids(state)).toContain(key);
  for (const s of state.selections) {
    if (s.outcome.is_each_way === true) expect(s.market.ew_place ?? 0).toBeGreaterThan(1);
  }
  if (state.eachWay) expect(state.betType).not.toBe('single');
  expect(state.stakeDefault).toBe(defaultStake(state.lastUsedStake));
  if (state.processingStatus === 'off') expect(state.tickets).toEqual([]);
  if (state.processingStatus === 'processing')
    expect(state.tickets.some((t) => t.status === null)).toBe(true);
  if (state.processingStatus === 'completed') {
    expect(state.tickets.length).toBeGreaterThan(0);
    expect(state.tickets.every((t) => t.status !== null)).toBe(true);
  }
}

describe('slip transitions hold for any event sequence (property)', () => {
  it('the reducer never throws, never mutates its input and keeps every invariant', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        let state = deepFreeze(initialSlipState(T0));
        for (const e of sequence) {
          const next = slipReducer(state, e);
          checkInvariants(next);
          state = deepFreeze(next);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an event not valid in the current status returns the very same state', () => {
    fc.assert(
      fc.property(events, event, (sequence, last) => {
        const state = sequence.reduce(slipReducer, initialSlipState(T0));
        if (!canDispatch(state, last.type)) expect(slipReducer(state, last)).toBe(state);
      }),
      { numRuns: 300 },
    );
  });

  it('a system slip above 16 selections was never grown or shrunk since system was chosen', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        let state = initialSlipState(T0);
        for (const e of sequence) {
          const next = slipReducer(state, e);
          const changed = ids(next).join() !== ids(state).join();
          if (changed && next.betType === 'system') {
            expect(next.selections.length).toBeLessThanOrEqual(SYSTEM_STYLE_LIMIT);
          }
          state = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the state is plain JSON and applying the same event twice is stable for idempotent events', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const state = sequence.reduce(slipReducer, initialSlipState(T0));
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        const shown = slipReducer(state, { type: 'SHOW' });
        expect(slipReducer(shown, { type: 'SHOW' })).toBe(shown);
      }),
      { numRuns: 200 },
    );
  });

  it('every event type is generated', () => {
    const seen = new Set(fc.sample(event, 2000).map((e) => e.type));
    expect([...seen].sort()).toEqual([...BETSLIP_EVENT_TYPES].sort());
  });
});
