import type { BetBuilderTicket } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import type { BuilderApi } from '@/api/calls';
import { createBuilderController } from './controller';
import { currentTicket } from './machine';
import { ticketOf } from './test-tickets';

/** An API whose calculations the test answers one by one. */
function manualApi() {
  const calls: { selections: readonly string[]; signal: AbortSignal; resolve(t: BetBuilderTicket): void }[] =
    [];
  const api: BuilderApi = {
    calculate: (selections, _precanned, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ selections, signal, resolve });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    storeTicket: vi.fn(async () => 'bb_42'),
  };
  return { api, calls };
}

describe('bet builder page controller', () => {
  it('aborts the older calculation when a newer one starts, and shows only the newer odds', async () => {
    const { api, calls } = manualApi();
    const builder = createBuilderController({ api, post: vi.fn() });
    builder.toggle('a');
    builder.toggle('b');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[0]?.resolve(ticketOf(['a'], 2));
    calls[1]?.resolve(ticketOf(['a', 'b'], 3.75));
    await vi.waitFor(() => expect(currentTicket(builder.getState())?.odds).toBe(3.75));
    expect(builder.getState().pricing.status).toBe('priced');
  });

  it('stores the ticket and posts its betslip id as a string message', async () => {
    const { api, calls } = manualApi();
    const post = vi.fn();
    const builder = createBuilderController({ api, post });
    builder.toggle('a');
    builder.toggle('b');
    calls[1]?.resolve(ticketOf(['a', 'b'], 3));
    await vi.waitFor(() => expect(builder.getState().pricing.status).toBe('priced'));
    await builder.send();
    expect(api.storeTicket).toHaveBeenCalledWith(['a', 'b'], null);
    expect(post).toHaveBeenCalledWith('{"betslip_id":"bb_42"}');
    expect(builder.getState().handover).toEqual({ status: 'sent', betslipId: 'bb_42' });
  });

  it('sends nothing while the selections cannot be combined', async () => {
    const { api, calls } = manualApi();
    const post = vi.fn();
    const builder = createBuilderController({ api, post });
    builder.toggle('a');
    builder.toggle('b');
    calls[1]?.resolve(ticketOf(['a', 'b'], 0));
    await vi.waitFor(() => expect(builder.getState().pricing.status).toBe('priced'));
    await builder.send();
    expect(api.storeTicket).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});
