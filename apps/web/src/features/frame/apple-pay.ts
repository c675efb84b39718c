/**
 * Apple Pay for the cashier in the account frame. ApplePaySession lives only in the top-level page, so
 * this page runs the payment sheet for the cashier: it answers whether Apple Pay is there, opens the
 * sheet for the amount asked, gets the merchant session from the server on onvalidatemerchant, sends
 * the authorised token to the server (the deposit's idempotency key is the cashier's request id),
 * completes the sheet with the outcome and tells the cashier.
 *
 * Its own chunk: the frame host loads it when the cashier first asks whether Apple Pay is there, so it
 * is loaded by the time the bettor presses the button (Safari opens a sheet only while the press that
 * asked for it still counts, so nothing may be fetched between the press and `new ApplePaySession`).
 */
import {
  APPLE_PAY_NETWORKS,
  APPLE_PAY_VERSION,
  ApiError,
  type ApplePayFailure,
  type ApplePayOutcome,
  type ApplePayPaymentToken,
  type ApplePayResult,
  type ApplePayStage,
  type ApplePayStart,
  applePayDeposit,
  applePayMerchantSession,
  brandByCountry,
  CashierResponse,
  LimitRefusalBody,
} from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { callApi } from '@/shared/api/call';
import { refreshBalance } from '@/shared/session';
import type { SportMessage } from './machine';

/** What this page needs of Apple Pay JS's ApplePaySession (version 3). */
export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number }): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  merchantCapabilities: string[];
  supportedNetworks: string[];
  total: { label: string; amount: string; type: 'final' };
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The server calls of a sheet (tests hand in their own). */
export interface ApplePayServer {
  merchantSession: (validationUrl: string, domain: string) => Promise<unknown>;
  deposit: (start: ApplePayStart, token: unknown) => Promise<CashierResponse>;
  /** The money is in: the header's balance follows. */
  deposited: () => void;
}

export interface ApplePayHost {
  supported: () => boolean;
  start: (start: ApplePayStart) => void;
}

/** The page's ApplePaySession, when the browser has one. */
const pageSessionClass = (): ApplePaySessionClass | undefined =>
  (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

const serverCalls: ApplePayServer = {
  merchantSession: async (validationUrl, domain) =>
    (await callApi(applePayMerchantSession, { body: { validation_url: validationUrl, domain } }))
      .merchant_session,
  deposit: (start, token) =>
    callApi(applePayDeposit, {
      body: {
        amount: start.amount,
        currency: start.currency,
        idempotency_key: start.request_id,
        // What the sheet handed over; the call checks it against the contract before sending it.
        token: token as ApplePayPaymentToken,
      },
    }),
  deposited: () => void refreshBalance(),
};

/** Why a call failed, in the shape the cashier explains (a limit or an exclusion with its facts). */
export function failureOf(error: unknown): ApplePayFailure {
  if (!(error instanceof ApiError)) return { status: 0, code: null, message: String(error).slice(0, 500) };
  const facts = LimitRefusalBody.partial().safeParse(error.body);
  return {
    status: error.status,
    code: error.code,
    message: error.message.slice(0, 500),
    ...(facts.success && facts.data.deposit_limit ? { deposit_limit: facts.data.deposit_limit } : {}),
    ...(facts.success && facts.data.until ? { until: facts.data.until } : {}),
  };
}

/** A refused deposit: declined by the provider (402), refused by the cashier (another 4xx), or broken. */
const outcomeOf = (error: unknown): ApplePayOutcome => {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return 'failed';
  return error.status === 402 ? 'declined' : 'refused';
};

export function createApplePayHost(
  post: (message: SportMessage) => void,
  options: {
    sessionClass?: () => ApplePaySessionClass | undefined;
    server?: ApplePayServer;
    domain?: () => string;
  } = {},
): ApplePayHost {
  const sessionClass = options.sessionClass ?? pageSessionClass;
  const server = options.server ?? serverCalls;
  const domain = options.domain ?? (() => window.location.hostname);
  /** One sheet at a time. */
  let open: string | null = null;

  const supported = (): boolean => {
    try {
      const Session = sessionClass();
      if (!Session?.canMakePayments()) return false;
      return Session.supportsVersion ? Session.supportsVersion(APPLE_PAY_VERSION) : true;
    } catch {
      // Apple Pay JS throws outside a secure context, or in a frame it may not run in.
      return false;
    }
  };

  const progress = (requestId: string, stage: ApplePayStage) =>
    post({ event: 'apple_pay_progress', details: { request_id: requestId, stage } });

  const finish = (requestId: string, result: Omit<ApplePayResult, 'request_id'>) => {
    if (open === requestId) open = null;
    post({ event: 'apple_pay_result', details: { request_id: requestId, ...result } });
  };

  const failed = (requestId: string, failure: ApplePayFailure | null, outcome: ApplePayOutcome = 'failed') =>
    finish(requestId, { outcome, payment: null, balance: null, failure });

  const start = (asked: ApplePayStart) => {
    const requestId = asked.request_id;
    const Session = sessionClass();
    if (!Session || !supported() || open !== null) return failed(requestId, null);
    let session: ApplePaySessionLike;
    try {
      session = new Session(APPLE_PAY_VERSION, {
        countryCode: currentBrand.country,
        currencyCode: asked.currency,
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: [...APPLE_PAY_NETWORKS],
        total: {
          label: brandByCountry(currentBrand.country)?.name ?? 'Touchline',
          amount: (asked.amount / 100).toFixed(2),
          type: 'final',
        },
      });
    } catch (error) {
      return failed(requestId, failureOf(error));
    }
    open = requestId;
    let settled = false;
    const settle = (result: Omit<ApplePayResult, 'request_id'>) => {
      if (settled) return;
      settled = true;
      finish(requestId, result);
    };

    session.onvalidatemerchant = (event) => {
      progress(requestId, 'merchant_validation');
      server.merchantSession(event.validationURL, domain()).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          session.abort();
          settle({ outcome: 'failed', payment: null, balance: null, failure: failureOf(error) });
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      progress(requestId, 'payment_authorized');
      server.deposit(asked, event.payment.token).then(
        (answer) => {
          session.completePayment({ status: Session.STATUS_SUCCESS });
          server.deposited();
          settle({ outcome: 'completed', payment: answer.payment, balance: answer.balance, failure: null });
        },
        (error: unknown) => {
          session.completePayment({ status: Session.STATUS_FAILURE });
          // A declined payment is recorded: the cashier may show it with the failure.
          const declined = error instanceof ApiError ? CashierResponse.safeParse(error.body) : null;
          settle({
            outcome: outcomeOf(error),
            payment: declined?.success ? declined.data.payment : null,
            balance: declined?.success ? declined.data.balance : null,
            failure: failureOf(error),
          });
        },
      );
    };
    session.oncancel = () => settle({ outcome: 'cancelled', payment: null, balance: null, failure: null });
    try {
      session.begin();
    } catch (error) {
      settle({ outcome: 'failed', payment: null, balance: null, failure: failureOf(error) });
    }
  };

  return { supported, start };
}
