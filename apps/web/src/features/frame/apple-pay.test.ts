import { ApiError, type ApplePayStart, examples } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { type ApplePayServer, type ApplePaySessionLike, createApplePayHost } from './apple-pay';
import type { SportMessage } from './machine';

const START: ApplePayStart = { request_id: 'acct-request-1', amount: 2_500, currency: 'EUR' };

/** A sheet the test drives by hand: it records what the page did with it. */
function fakeApplePay(canPay = true) {
  const sessions: (ApplePaySessionLike & { calls: string[]; request: unknown })[] = [];
  class Session implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => canPay;
    static supportsVersion = (version: number) => version <= 14;
    calls: string[] = [];
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    constructor(
      readonly version: number,
      readonly request: unknown,
    ) {
      sessions.push(this);
    }
    begin() {
      this.calls.push('begin');
    }
    abort() {
      this.calls.push('abort');
    }
    completeMerchantValidation() {
      this.calls.push('completeMerchantValidation');
    }
    completePayment(result: { status: number }) {
      this.calls.push(`completePayment:${result.status}`);
    }
  }
  return { Session, sessions };
}

function host(options: { canPay?: boolean; server?: Partial<ApplePayServer> } = {}) {
  const { Session, sessions } = fakeApplePay(options.canPay);
  const sent: SportMessage[] = [];
  let deposited = 0;
  const server: ApplePayServer = {
    merchantSession: async () => ({ merchantIdentifier: 'm' }),
    deposit: async () => ({
      status: 'success',
      message: null,
      code: null,
      replayed: false,
      payment: examples.payment,
      balance: examples.balance,
    }),
    deposited: () => {
      deposited += 1;
    },
    ...options.server,
  };
  const applePay = createApplePayHost((message) => sent.push(message), {
    sessionClass: () => Session,
    server,
    domain: () => 'sport.ie.touchline.example',
  });
  const flush = () => new Promise((done) => setTimeout(done));
  return { applePay, sent, sessions, flush, deposited: () => deposited };
}

describe("the sportsbook page runs the cashier's Apple Pay sheet", () => {
  it('supports Apple Pay only where the page can make payments', () => {
    expect(host().applePay.supported()).toBe(true);
    expect(host({ canPay: false }).applePay.supported()).toBe(false);
  });

  it('validates the merchant, charges the token and completes the sheet with success', async () => {
    const { applePay, sent, sessions, flush, deposited } = host();
    applePay.start(START);
    const session = sessions[0];
    expect(session?.request).toMatchObject({
      currencyCode: 'EUR',
      total: { amount: '25.00', type: 'final' },
    });
    session?.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await flush();
    session?.onpaymentauthorized?.({ payment: { token: examples.applePayToken } });
    await flush();
    expect(session?.calls).toEqual(['begin', 'completeMerchantValidation', 'completePayment:0']);
    expect(deposited()).toBe(1);
    expect(sent.map((message) => message.event)).toEqual([
      'apple_pay_progress',
      'apple_pay_progress',
      'apple_pay_result',
    ]);
    expect(sent.at(-1)?.details).toMatchObject({ request_id: START.request_id, outcome: 'completed' });
  });

  it('a refusal completes the sheet with failure and names the limit behind it', async () => {
    const limit = { period: 'day', limit: 2_000, remaining: 0, resets_at: null, currency: 'EUR' };
    const { applePay, sent, sessions, flush } = host({
      server: {
        deposit: () =>
          Promise.reject(
            new ApiError(409, 'over the limit', 'DEPOSIT_LIMIT_EXCEEDED', null, { deposit_limit: limit }),
          ),
      },
    });
    applePay.start(START);
    sessions[0]?.onpaymentauthorized?.({ payment: { token: examples.applePayToken } });
    await flush();
    expect(sessions[0]?.calls.at(-1)).toBe('completePayment:1');
    expect(sent.at(-1)?.details).toMatchObject({
      outcome: 'refused',
      failure: { status: 409, code: 'DEPOSIT_LIMIT_EXCEEDED', deposit_limit: limit },
    });
  });

  it('a failed merchant validation aborts the sheet; a closed sheet is cancelled; one sheet at a time', async () => {
    const { applePay, sent, sessions, flush } = host({
      server: { merchantSession: () => Promise.reject(new ApiError(0, 'offline')) },
    });
    applePay.start(START);
    applePay.start({ ...START, request_id: 'acct-request-2' });
    expect(sessions).toHaveLength(1);
    expect(sent.at(-1)?.details).toMatchObject({ request_id: 'acct-request-2', outcome: 'failed' });
    sessions[0]?.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await flush();
    expect(sessions[0]?.calls).toEqual(['begin', 'abort']);
    expect(sent.at(-1)?.details).toMatchObject({ request_id: START.request_id, outcome: 'failed' });
    // Closed by the bettor after that: the cashier heard once already.
    sessions[0]?.oncancel?.({});
    expect(sent.filter((message) => message.event === 'apple_pay_result')).toHaveLength(2);

    applePay.start({ ...START, request_id: 'acct-request-3' });
    sessions[1]?.oncancel?.({});
    expect(sent.at(-1)?.details).toMatchObject({ request_id: 'acct-request-3', outcome: 'cancelled' });
  });
});
