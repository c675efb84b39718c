import { describe, expect, it } from 'vitest';
import {
  type BuilderEvent,
  type BuilderState,
  builderNote,
  builderReducer,
  canSend,
  currentTicket,
  initialBuilder,
} from './machine';
import { ticketOf } from './test-tickets';

const run = (events: BuilderEvent[], from: BuilderState = initialBuilder()) =>
  events.reduce(builderReducer, from);

describe('bet builder page machine: pricing', () => {
  it('each change of the selections starts a newer calculation', () => {
    const one = run([{ type: 'TOGGLE', outcomeId: 'a' }]);
    expect(one.pricing).toEqual({ status: 'pricing', request: 1 });
    const two = run([{ type: 'TOGGLE', outcomeId: 'b' }], one);
    expect(two.selections).toEqual(['a', 'b']);
    expect(two.pricing).toEqual({ status: 'pricing', request: 2 });
  });

  it('a newer calculation cancels the older: the older answer is ignored, success or failure', () => {
    const two = run([
      { type: 'TOGGLE', outcomeId: 'a' },
      { type: 'TOGGLE', outcomeId: 'b' },
    ]);
    expect(run([{ type: 'PRICED', request: 1, ticket: ticketOf(['a'], 2) }], two)).toBe(two);
    expect(run([{ type: 'PRICING_FAILED', request: 1 }], two)).toBe(two);
    const priced = run([{ type: 'PRICED', request: 2, ticket: ticketOf(['a', 'b'], 3.5) }], two);
    expect(currentTicket(priced)?.odds).toBe(3.5);
  });

  it('the last odds stay shown while a newer calculation runs; removing everything clears them', () => {
    const priced = run([
      { type: 'TOGGLE', outcomeId: 'a' },
      { type: 'TOGGLE', outcomeId: 'b' },
      { type: 'PRICED', request: 2, ticket: ticketOf(['a', 'b'], 3.5) },
      { type: 'TOGGLE', outcomeId: 'c' },
    ]);
    expect(currentTicket(priced)).toBeNull();
    expect(priced.lastTicket?.odds).toBe(3.5);
    const cleared = run(
      [
        { type: 'TOGGLE', outcomeId: 'a' },
        { type: 'TOGGLE', outcomeId: 'b' },
        { type: 'TOGGLE', outcomeId: 'c' },
      ],
      priced,
    );
    expect(cleared.selections).toEqual([]);
    expect(cleared.pricing).toEqual({ status: 'idle' });
    expect(cleared.lastTicket).toBeNull();
  });

  it('a popular combination replaces the selections and remembers its id until they change', () => {
    const combo = run([
      { type: 'TOGGLE', outcomeId: 'x' },
      { type: 'PICK_PRECANNED', precannedId: 'p1', selections: ['a', 'b', 'a'] },
    ]);
    expect(combo.selections).toEqual(['a', 'b']);
    expect(combo.precannedId).toBe('p1');
    expect(run([{ type: 'TOGGLE', outcomeId: 'c' }], combo).precannedId).toBeNull();
  });
});

describe('bet builder page machine: warning and can-send rules', () => {
  const pricedWith = (ids: string[], odds: number, error: string | null = null) =>
    run([
      ...ids.map((outcomeId): BuilderEvent => ({ type: 'TOGGLE', outcomeId })),
      { type: 'PRICED', request: ids.length, ticket: ticketOf(ids, odds, error) },
    ]);

  it('one selection asks for more and cannot be sent', () => {
    const one = pricedWith(['a'], 2);
    expect(builderNote(one)).toBe('addMore');
    expect(canSend(one)).toBe(false);
  });

  it('two selections priced at 0 show the cannot-combine warning and cannot be sent', () => {
    const state = pricedWith(['a', 'b'], 0);
    expect(builderNote(state)).toBe('cannotCombine');
    expect(canSend(state)).toBe(false);
  });

  it('two or more selections priced above 1 can be sent, with no note', () => {
    const state = pricedWith(['a', 'b', 'c'], 5.2);
    expect(builderNote(state)).toBeNull();
    expect(canSend(state)).toBe(true);
  });

  it('cannot be sent while pricing, at odds 1, with a refused selection, or while sending', () => {
    const pricing = run([{ type: 'TOGGLE', outcomeId: 'c' }], pricedWith(['a', 'b'], 3));
    expect(canSend(pricing)).toBe(false);
    expect(canSend(pricedWith(['a', 'b'], 1))).toBe(false);
    expect(canSend(pricedWith(['a', 'b'], 3, 'UNAVAILABLE'))).toBe(false);
    const sending = run([{ type: 'SEND' }], pricedWith(['a', 'b'], 3));
    expect(sending.handover.status).toBe('sending');
    expect(canSend(sending)).toBe(false);
    expect(run([{ type: 'SEND' }], sending)).toBe(sending);
    expect(run([{ type: 'TOGGLE', outcomeId: 'z' }], sending)).toBe(sending);
  });

  it('a failed calculation or hand-over shows the error note', () => {
    const failed = run([
      { type: 'TOGGLE', outcomeId: 'a' },
      { type: 'TOGGLE', outcomeId: 'b' },
      { type: 'PRICING_FAILED', request: 2 },
    ]);
    expect(builderNote(failed)).toBe('error');
    const sendFailed = run([{ type: 'SEND' }, { type: 'SEND_FAILED' }], pricedWith(['a', 'b'], 3));
    expect(builderNote(sendFailed)).toBe('error');
    expect(canSend(sendFailed)).toBe(true);
  });

  it('a sent ticket keeps its betslip id until the selections change', () => {
    const sent = run([{ type: 'SEND' }, { type: 'SENT', betslipId: 'bb1' }], pricedWith(['a', 'b'], 3));
    expect(sent.handover).toEqual({ status: 'sent', betslipId: 'bb1' });
    expect(run([{ type: 'TOGGLE', outcomeId: 'c' }], sent).handover.status).toBe('idle');
  });
});
