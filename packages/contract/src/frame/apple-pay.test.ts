import { describe, expect, it } from 'vitest';
import { ApplePayDepositBody, ApplePayMerchantSessionBody } from '../api/apple-pay';
import { examples } from '../examples';
import {
  encodeFrameMessage,
  GlobalToSportMessage,
  parseFrameMessage,
  SportToGlobalMessage,
} from './protocol';

const roundTrip = (message: Parameters<typeof encodeFrameMessage>[0], schema: typeof SportToGlobalMessage) =>
  parseFrameMessage(encodeFrameMessage(message), schema);

describe('Apple Pay frame messages', () => {
  it('the cashier asks for support and starts a sheet with amount, currency and its request id', () => {
    expect(
      parseFrameMessage(encodeFrameMessage({ source: 'global', event: 'apple_pay_check' } as never)),
    ).toEqual({ v: 1, source: 'global', event: 'apple_pay_check', details: {} });
    const start = {
      source: 'global',
      event: 'apple_pay_start',
      details: { request_id: 'acct-0001-apple', amount: 2_500, currency: 'EUR' },
    } as const;
    expect(parseFrameMessage(encodeFrameMessage(start), GlobalToSportMessage)).toMatchObject(start);
  });

  it('refuses a start outside the deposit limits, in minor units only, or without a usable request id', () => {
    const start = (details: Record<string, unknown>) =>
      parseFrameMessage(
        JSON.stringify({ source: 'global', event: 'apple_pay_start', details }),
        GlobalToSportMessage,
      );
    const good = { request_id: 'acct-0001-apple', amount: 2_500, currency: 'EUR' };
    expect(start(good)).not.toBeNull();
    expect(start({ ...good, amount: 499 })).toBeNull();
    expect(start({ ...good, amount: 500_001 })).toBeNull();
    expect(start({ ...good, amount: 12.5 })).toBeNull();
    expect(start({ ...good, currency: 'USD' })).toBeNull();
    expect(start({ ...good, request_id: 'x' })).toBeNull();
    expect(start({ ...good, request_id: 'has spaces in it' })).toBeNull();
  });

  it('the sportsbook answers support, progress and a result the cashier reads', () => {
    expect(
      roundTrip(
        { source: 'sport', event: 'apple_pay_support', details: { supported: true } },
        SportToGlobalMessage,
      ),
    ).toMatchObject({ event: 'apple_pay_support', details: { supported: true } });
    expect(
      roundTrip(
        {
          source: 'sport',
          event: 'apple_pay_progress',
          details: { request_id: 'acct-0001-apple', stage: 'merchant_validation' },
        },
        SportToGlobalMessage,
      ),
    ).not.toBeNull();
    const refused = {
      request_id: 'acct-0001-apple',
      outcome: 'refused',
      payment: null,
      balance: null,
      failure: { status: 403, code: 'SELF_EXCLUDED', message: 'excluded', until: '2030-01-01T00:00:00.000Z' },
    } as const;
    expect(
      roundTrip({ source: 'sport', event: 'apple_pay_result', details: refused }, SportToGlobalMessage),
    ).toMatchObject({ details: refused });
    // A result must say every part, even when empty; an unknown outcome is not one.
    const partial = JSON.stringify({
      source: 'sport',
      event: 'apple_pay_result',
      details: { request_id: 'acct-0001-apple', outcome: 'completed' },
    });
    expect(parseFrameMessage(partial, SportToGlobalMessage)).toBeNull();
    const unknown = JSON.stringify({
      source: 'sport',
      event: 'apple_pay_result',
      details: { ...refused, outcome: 'maybe' },
    });
    expect(parseFrameMessage(unknown, SportToGlobalMessage)).toBeNull();
  });

  it('a message of the other direction is not read as Apple Pay', () => {
    const fromSport = JSON.stringify({
      source: 'sport',
      event: 'apple_pay_support',
      details: { supported: true },
    });
    expect(parseFrameMessage(fromSport, GlobalToSportMessage)).toBeNull();
    const fromGlobal = JSON.stringify({ source: 'global', event: 'apple_pay_check', details: {} });
    expect(parseFrameMessage(fromGlobal, SportToGlobalMessage)).toBeNull();
  });
});

describe('Apple Pay calls', () => {
  it('a merchant session is asked only with an https validation URL on apple.com', () => {
    const body = (validation_url: string) =>
      ApplePayMerchantSessionBody.safeParse({ validation_url, domain: 'sport.de.touchline.example' }).success;
    expect(body('https://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(true);
    expect(body('https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession')).toBe(true);
    expect(body('http://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(false);
    expect(body('https://apple.com.evil.example/startSession')).toBe(false);
    expect(body('https://evilapple.com/startSession')).toBe(false);
    expect(
      ApplePayMerchantSessionBody.safeParse({
        validation_url: 'https://apple-pay-gateway.apple.com/x',
        domain: 'https://host',
      }).success,
    ).toBe(false);
  });

  it('a deposit carries the amount within the limits, the currency, a key and the token', () => {
    const good = {
      amount: 1_000,
      currency: 'EUR',
      idempotency_key: 'acct-0001-apple',
      token: examples.applePayToken,
    };
    expect(ApplePayDepositBody.safeParse(good).success).toBe(true);
    expect(ApplePayDepositBody.safeParse({ ...good, amount: 100 }).success).toBe(false);
    expect(ApplePayDepositBody.safeParse({ ...good, idempotency_key: undefined }).success).toBe(false);
    expect(
      ApplePayDepositBody.safeParse({
        ...good,
        token: { ...good.token, paymentData: { ...good.token.paymentData, version: 'XX' } },
      }).success,
    ).toBe(false);
    expect(ApplePayDepositBody.safeParse({ ...good, token: { transactionIdentifier: 'ab' } }).success).toBe(
      false,
    );
  });
});
