import type { BetBuilderReceipt, BetBuilderTicket } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  type BuilderSlipEvent,
  type BuilderSlipState,
  builderSlipNote,
  builderSlipReducer,
  canPlace,
  initialBuilderSlip,
  totalOdds,
} from './machine';

function ticketOf(ids: string[], odds: number): BetBuilderTicket {
  return {
    name: 'Lions v Tigers',
    odds,
    display_odds: { decimal: odds.toFixed(2), fractional: '-', american: '-' },
    selections: ids.map((id) => ({
      id,
      description: `Pick ${id}`,
      description_translated: null,
      error: odds === 0 && ids.length > 1 ? 'CANNOT_COMBINE' : null,
      outcome: { id, odds: 2, is_each_way: false },
    })),
  };
}

const receipt: BetBuilderReceipt = {
  uuid: 'r-1',
  stake: 500,
  selections: [
    { event_name: 'Lions v Tigers', outcome_name: 'Lions', outcome_name_translated: null },
    { event_name: 'Lions v Tigers', outcome_name: 'Over 2.5', outcome_name_translated: null },
  ],
};

const run = (events: BuilderSlipEvent[], from: BuilderSlipState = initialBuilderSlip()) =>
  events.reduce(builderSlipReducer, from);

const loaded = (ids: string[], odds: number) =>
  run([
    { type: 'LOAD', eventId: 'e1', precannedId: null, ticket: ticketOf(ids, odds), selections: [] },
    { type: 'PRICED', request: 1, ticket: ticketOf(ids, odds) },
  ]);

describe('bet builder slip machine: pricing', () => {
  it('a loaded ticket is priced again; a removal starts a newer calculation that cancels the older', () => {
    const state = run([
      { type: 'LOAD', eventId: 'e1', precannedId: 'p', ticket: ticketOf(['a', 'b', 'c'], 4), selections: [] },
    ]);
    expect(state.pricing).toEqual({ status: 'pricing', request: 1 });
    const removed = run([{ type: 'REMOVE', id: 'c' }], state);
    expect(removed.selections).toEqual(['a', 'b']);
    expect(removed.precannedId).toBeNull();
    expect(removed.pricing).toEqual({ status: 'pricing', request: 2 });
    expect(run([{ type: 'PRICED', request: 1, ticket: ticketOf(['a', 'b', 'c'], 4) }], removed)).toBe(
      removed,
    );
    expect(run([{ type: 'PRICING_FAILED', request: 1 }], removed)).toBe(removed);
    const priced = run([{ type: 'PRICED', request: 2, ticket: ticketOf(['a', 'b'], 2.5) }], removed);
    expect(totalOdds(priced)).toBe(2.5);
  });

  it('mounting re-prices the selections and puts a stale completed bet away', () => {
    const completed = run(
      [
        { type: 'SET_STAKE', stake: 5 },
        { type: 'SUBMIT', key: 'k1' },
        { type: 'SUBMITTED', key: 'k1', status: 1, receipt, message: null },
      ],
      loaded(['a', 'b'], 3),
    );
    expect(completed.placement.status).toBe('completed');
    const mounted = run([{ type: 'MOUNT' }], completed);
    expect(mounted.placement).toEqual({ status: 'idle' });
    expect(mounted.pricing.status).toBe('pricing');
  });

  it('removing the last selection empties the slip', () => {
    const state = run(
      [
        { type: 'REMOVE', id: 'a' },
        { type: 'REMOVE', id: 'b' },
      ],
      loaded(['a', 'b'], 3),
    );
    expect(state.selections).toEqual([]);
    expect(state.ticket).toBeNull();
    expect(state.pricing).toEqual({ status: 'idle' });
  });
});

describe('bet builder slip machine: warning and can-place rules', () => {
  it('one selection asks for more and cannot be placed', () => {
    const state = run([{ type: 'SET_STAKE', stake: 5 }], loaded(['a'], 2));
    expect(builderSlipNote(state)).toBe('addMore');
    expect(canPlace(state, null)).toBe(false);
  });

  it('two selections at odds 0 show the warning and cannot be placed', () => {
    const state = run([{ type: 'SET_STAKE', stake: 5 }], loaded(['a', 'b'], 0));
    expect(builderSlipNote(state)).toBe('cannotCombine');
    expect(canPlace(state, null)).toBe(false);
  });

  it('needs a stake above 0 or a free bet with an amount left, and odds above 1', () => {
    const priced = loaded(['a', 'b'], 3);
    expect(canPlace(priced, null)).toBe(false);
    expect(canPlace(run([{ type: 'SET_STAKE', stake: 5 }], priced), null)).toBe(true);
    expect(canPlace(priced, { amount_remaining: 500 })).toBe(true);
    expect(canPlace(priced, { amount_remaining: 0 })).toBe(false);
    const pricing = run(
      [
        { type: 'SET_STAKE', stake: 5 },
        { type: 'REMOVE', id: 'b' },
      ],
      loaded(['a', 'b', 'c'], 3),
    );
    expect(canPlace(pricing, null)).toBe(false);
  });

  it('places once per attempt: a second submit or an answer to another key changes nothing', () => {
    const processing = run(
      [
        { type: 'SET_STAKE', stake: 5 },
        { type: 'SUBMIT', key: 'k1' },
      ],
      loaded(['a', 'b'], 3),
    );
    expect(canPlace(processing, null)).toBe(false);
    expect(run([{ type: 'SUBMIT', key: 'k2' }], processing)).toBe(processing);
    expect(run([{ type: 'SUBMITTED', key: 'k2', status: 1, receipt, message: null }], processing)).toBe(
      processing,
    );
    expect(run([{ type: 'REMOVE', id: 'a' }], processing)).toBe(processing);
  });

  it('status 1 shows the confirmation; any other status shows the server message', () => {
    const processing = run(
      [
        { type: 'SET_STAKE', stake: 5 },
        { type: 'SUBMIT', key: 'k1' },
      ],
      loaded(['a', 'b'], 3),
    );
    const done = run([{ type: 'SUBMITTED', key: 'k1', status: 1, receipt, message: null }], processing);
    expect(done.placement).toEqual({
      status: 'completed',
      receipt,
      eventName: 'Lions v Tigers',
      selections: 2,
    });
    const refused = run(
      [{ type: 'SUBMITTED', key: 'k1', status: 0, receipt: null, message: 'Insufficient balance' }],
      processing,
    );
    expect(refused.placement).toEqual({ status: 'refused', message: 'Insufficient balance' });
  });

  it('Retain selections keeps the bet for another go; Clear all empties the builder', () => {
    const done = run(
      [
        { type: 'SET_STAKE', stake: 5 },
        { type: 'SUBMIT', key: 'k1' },
        { type: 'SUBMITTED', key: 'k1', status: 1, receipt, message: null },
      ],
      loaded(['a', 'b'], 3),
    );
    const retained = run([{ type: 'RETAIN' }], done);
    expect(retained.placement.status).toBe('idle');
    expect(retained.selections).toEqual(['a', 'b']);
    const cleared = run([{ type: 'CLEAR' }], done);
    expect(cleared.selections).toEqual([]);
    expect(cleared.eventId).toBeNull();
  });
});
