import { describe, expect, it } from 'vitest';
import { oddsChangedAgainstSetting } from '../validation/accept-odds';
import { slipReducer } from './reducer';
import { oddsChanges, resultPanel, slipBets, slipTotals, ticketOutcome } from './selectors';
import { initialSlipState } from './state';
import { processing, run, sel, sels, slipWith, T0, ticket } from './test-fixtures';

describe('processing: the result panel', () => {
  const busy = processing(slipWith([sel('a')]), [ticket(), ticket()]);

  it('is closed when processing is off', () => {
    expect(resultPanel(initialSlipState(T0))).toEqual({
      open: false,
      completed: false,
      successful: false,
      pending: 0,
    });
  });

  it('is open and not completed while a ticket is pending', () => {
    const half = slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' });
    expect(resultPanel(half)).toEqual({ open: true, completed: false, successful: false, pending: 1 });
    expect(half.tickets.map(ticketOutcome)).toEqual(['success', 'pending']);
  });

  it('is completed when all tickets have a status and successful when all are PROCESSED', () => {
    const ok = run(
      [
        { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' },
        { type: 'TICKET_RESULT', index: 1, status: 'PROCESSED' },
      ],
      busy,
    );
    expect(resultPanel(ok)).toEqual({ open: true, completed: true, successful: true, pending: 0 });
  });

  it('is completed but not successful when a ticket failed', () => {
    const mixed = run(
      [
        { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' },
        { type: 'TICKET_RESULT', index: 1, status: 'SERVER_ERROR' },
      ],
      busy,
    );
    expect(resultPanel(mixed)).toMatchObject({ completed: true, successful: false });
    expect(mixed.tickets.map(ticketOutcome)).toEqual(['success', 'failed']);
  });
});

describe('accept-odds behaviour: moved prices', () => {
  const moved = (odds: number) =>
    slipReducer(slipWith([sel('a', { odds: 2 })]), {
      type: 'UPDATE_PRICES',
      updates: [{ outcomeId: 'a', odds }],
      now: T0,
    });

  it('lists the moved prices in the shape validation reads', () => {
    expect(oddsChanges(moved(2.5))).toEqual([{ outcomeId: 'a', oldOdds: 2, newOdds: 2.5 }]);
    expect(oddsChangedAgainstSetting('higher', oddsChanges(moved(2.5)))).toBe(false);
    expect(oddsChangedAgainstSetting('higher', oddsChanges(moved(1.5)))).toBe(true);
  });
});

describe('total stake and total return', () => {
  it('an empty slip has no bet', () => {
    expect(slipTotals(initialSlipState(T0))).toEqual({ totalStake: 0, potentialReturn: null });
  });

  it('singles: one bet per selection at its own stake, unset stakes at the default stake', () => {
    const state = run(
      [
        { type: 'SET_BET_TYPE', betType: 'single', now: T0 },
        { type: 'SET_STAKE', betType: 'single', outcomeId: 'a', stake: 5, now: T0 },
      ],
      slipWith([sel('a', { odds: 2 }), sel('b', { odds: 3 })]),
    );
    expect(state.stakes).toEqual({ a: 5 });
    expect(slipBets(state).map((b) => b.stake)).toEqual([5, 10]);
    expect(slipTotals(state)).toEqual({ totalStake: 15, potentialReturn: 40 });
  });

  it('combi: stake times the product of the odds', () => {
    const state = slipReducer(slipWith([sel('a', { odds: 2 }), sel('b', { odds: 1.5 })]), {
      type: 'SET_STAKE',
      betType: 'combi',
      stake: 4,
      now: T0,
    });
    expect(slipTotals(state)).toEqual({ totalStake: 4, potentialReturn: 12 });
  });

  it('system 2/3: three lines at the line stake', () => {
    const state = run(
      [
        { type: 'SET_BET_TYPE', betType: 'system', now: T0 },
        { type: 'SET_STAKE', betType: 'system', stake: 1, now: T0 },
      ],
      slipWith(sels(3, { odds: 2 })),
    );
    expect(slipBets(state)[0]).toMatchObject({ type: 'system', k: 2 });
    expect(slipTotals(state)).toEqual({ totalStake: 3, potentialReturn: 12 });
  });

  it("a starting-price selection makes the return not computable ('-')", () => {
    const state = slipWith([sel('a'), sel('b', { startingPrice: true })]);
    expect(slipTotals(state).potentialReturn).toBeNull();
  });

  it('each-way single doubles the stake and adds the place part', () => {
    const state = slipReducer(slipWith([sel('a', { odds: 5, ewPlace: 3, ewPrice: 4 })]), {
      type: 'TOGGLE_EACH_WAY',
      outcomeId: 'a',
      now: T0,
    });
    // 10 on the win at 5 (50) + 10 on the place at 1 + 4/4 = 2 (20).
    expect(slipTotals(state)).toEqual({ totalStake: 20, potentialReturn: 70 });
  });
});
