import type { ApplePayResult } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { type ApplePayState, applePayOffered, applePayReducer, INITIAL_APPLE_PAY } from './apple-pay';

const result = (request_id: string, outcome: ApplePayResult['outcome'] = 'completed'): ApplePayResult => ({
  request_id,
  outcome,
  payment: null,
  balance: null,
  failure: null,
});

const run = (...events: Parameters<typeof applePayReducer>[1][]): ApplePayState =>
  events.reduce(applePayReducer, INITIAL_APPLE_PAY);

describe('Apple Pay in the cashier', () => {
  it('is offered only once the sportsbook says its page supports it', () => {
    expect(applePayOffered(INITIAL_APPLE_PAY)).toBe(false);
    expect(applePayOffered(run({ type: 'support', supported: false }))).toBe(false);
    expect(applePayOffered(run({ type: 'support', supported: true }))).toBe(true);
    // A sheet cannot start before the answer.
    expect(run({ type: 'start', requestId: 'acct-1', amount: 1_000 })).toEqual(INITIAL_APPLE_PAY);
  });

  it('follows its own sheet through merchant validation and authorisation to the result', () => {
    const paying = run(
      { type: 'support', supported: true },
      { type: 'start', requestId: 'acct-1', amount: 1_000 },
      { type: 'progress', requestId: 'acct-1', stage: 'merchant_validation' },
    );
    expect(paying).toEqual({
      status: 'paying',
      requestId: 'acct-1',
      amount: 1_000,
      stage: 'merchant_validation',
    });
    const authorised = applePayReducer(paying, {
      type: 'progress',
      requestId: 'acct-1',
      stage: 'payment_authorized',
    });
    expect(authorised).toMatchObject({ stage: 'payment_authorized' });
    // Another sheet's messages, and a second start, change nothing.
    expect(applePayReducer(authorised, { type: 'result', result: result('acct-2') })).toBe(authorised);
    expect(applePayReducer(authorised, { type: 'start', requestId: 'acct-3', amount: 5_000 })).toBe(
      authorised,
    );
    expect(applePayReducer(authorised, { type: 'support', supported: false })).toBe(authorised);
    const done = applePayReducer(authorised, { type: 'result', result: result('acct-1', 'declined') });
    expect(done).toEqual({ status: 'ready', last: result('acct-1', 'declined') });
    // After a result the bettor may pay again.
    expect(applePayReducer(done, { type: 'start', requestId: 'acct-4', amount: 500 })).toMatchObject({
      status: 'paying',
      requestId: 'acct-4',
    });
  });
});
