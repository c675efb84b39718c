import type { Ticket } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { initialPlacement, isBusy, nextTicket, type PlacementState, placementReducer } from './machine';

const ticket = { bet_type: 'single' } as Ticket;
const run = (state: PlacementState, ...events: Parameters<typeof placementReducer>[1][]) =>
  events.reduce(placementReducer, state);

describe('placing a bet: calculate once, then each ticket once', () => {
  it('place while logged in calculates; a second click while busy changes nothing', () => {
    const calculating = run(initialPlacement(), { type: 'PLACE', attempt: 'a1', loggedIn: true });
    expect(calculating).toEqual({ status: 'calculating', attempt: 'a1' });
    expect(isBusy(calculating)).toBe(true);
    expect(placementReducer(calculating, { type: 'PLACE', attempt: 'a2', loggedIn: true })).toBe(calculating);
  });

  it('placing while logged out waits for the login and places nothing', () => {
    const waiting = run(initialPlacement(), { type: 'PLACE', attempt: 'a1', loggedIn: false });
    expect(waiting.status).toBe('awaiting_login');
    expect(run(waiting, { type: 'LOGIN_FINISHED' }).status).toBe('idle');
  });

  it('each ticket gets its own key and is sent once, in order, one at a time', () => {
    const submitting = run(
      initialPlacement(),
      { type: 'PLACE', attempt: 'a1', loggedIn: true },
      { type: 'CALCULATED', attempt: 'a1', tickets: [ticket, ticket], keys: ['k1', 'k2'] },
    );
    expect(submitting.status).toBe('submitting');
    expect(nextTicket(submitting)?.ticket.key).toBe('k1');
    const sending = run(submitting, { type: 'SUBMIT_STARTED', attempt: 'a1', index: 0 });
    expect(nextTicket(sending)).toBeNull();
    // The same start again (a repeated click, a stale effect) does not send the ticket twice.
    expect(run(sending, { type: 'SUBMIT_STARTED', attempt: 'a1', index: 0 })).toBe(sending);
    const first = run(sending, { type: 'SUBMIT_SETTLED', attempt: 'a1', index: 0 });
    expect(nextTicket(first)?.ticket.key).toBe('k2');
    const done = run(
      first,
      { type: 'SUBMIT_STARTED', attempt: 'a1', index: 1 },
      { type: 'SUBMIT_SETTLED', attempt: 'a1', index: 1 },
    );
    expect(done.status).toBe('idle');
  });

  it('answers of an older attempt are ignored', () => {
    const calculating = run(initialPlacement(), { type: 'PLACE', attempt: 'a2', loggedIn: true });
    expect(
      placementReducer(calculating, { type: 'CALCULATED', attempt: 'a1', tickets: [ticket], keys: ['k'] }),
    ).toBe(calculating);
    expect(placementReducer(calculating, { type: 'CALCULATE_FAILED', attempt: 'a1' })).toBe(calculating);
    expect(run(calculating, { type: 'CALCULATE_FAILED', attempt: 'a2' }).status).toBe('idle');
  });

  it('a calculate without tickets, or keys that do not match them, ends the attempt', () => {
    const calculating = run(initialPlacement(), { type: 'PLACE', attempt: 'a1', loggedIn: true });
    expect(run(calculating, { type: 'CALCULATED', attempt: 'a1', tickets: [], keys: [] }).status).toBe(
      'idle',
    );
    expect(run(calculating, { type: 'CALCULATED', attempt: 'a1', tickets: [ticket], keys: [] }).status).toBe(
      'idle',
    );
  });
});

describe('quick deposit places the bet on a successful return with the same request id', () => {
  const waiting = run(initialPlacement(), { type: 'TOP_UP', requestId: 'r1', amount: 500 });

  it('top-up waits for the cashier', () => {
    expect(waiting).toEqual({ status: 'awaiting_deposit', requestId: 'r1', amount: 500 });
  });

  it('success with the matching id places', () => {
    expect(run(waiting, { type: 'DEPOSIT_RETURNED', requestId: 'r1', success: true, attempt: 'a1' })).toEqual(
      { status: 'calculating', attempt: 'a1' },
    );
  });

  it('another request id is ignored; a failed deposit places nothing', () => {
    expect(run(waiting, { type: 'DEPOSIT_RETURNED', requestId: 'r2', success: true, attempt: 'a1' })).toBe(
      waiting,
    );
    expect(
      run(waiting, { type: 'DEPOSIT_RETURNED', requestId: 'r1', success: false, attempt: 'a1' }).status,
    ).toBe('idle');
  });

  it('a return without a pending top-up places nothing', () => {
    expect(
      run(initialPlacement(), { type: 'DEPOSIT_RETURNED', requestId: 'r1', success: true, attempt: 'a1' })
        .status,
    ).toBe('idle');
  });
});
