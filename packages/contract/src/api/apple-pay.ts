/**
 * Apple Pay deposits. Apple Pay's payment sheet runs in the sportsbook's own page (the top-level
 * window), so the sportsbook makes these calls for the cashier in the frame: a merchant session when
 * the sheet asks for merchant validation, then the deposit with the token the bettor authorised. The
 * deposit goes through the same cashier as a card (limits, exclusions, idempotency, ledger).
 */
import { z } from 'zod';
import { Currency, MinorUnits } from '../entities/common';
import { CashierIdempotencyKey, CashierResponse, cashierOutcomes, DEPOSIT_MAX, DEPOSIT_MIN } from './cashier';
import { defineCall } from './define';

const MODULE = 'wallet';

/** The payment method a deposit by Apple Pay is recorded with. */
export const APPLE_PAY_METHOD = 'apple_pay';
/** Apple Pay JS version the sportsbook asks for (3 brings the merchant capabilities it uses). */
export const APPLE_PAY_VERSION = 3;
/** Card networks the demo provider accepts through Apple Pay. */
export const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'] as const;
/** Merchant sessions of Apple Pay expire five minutes after they are made. */
export const MERCHANT_SESSION_TTL_MS = 5 * 60_000;

/**
 * The validation URL Apple hands to onvalidatemerchant: an https address on apple.com, nothing else
 * (a merchant session is only ever asked of Apple's own gateways).
 */
export const ApplePayValidationUrl = z
  .url({ protocol: /^https$/, hostname: /^([a-z0-9-]+\.)*apple\.com$/ })
  .max(500)
  .describe("Apple's validation URL from onvalidatemerchant (https, on apple.com)");

export const ApplePayMerchantSessionBody = z.object({
  validation_url: ApplePayValidationUrl,
  domain: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'a domain is a host name without scheme or port')
    .describe('The host name of the page that shows the payment sheet'),
});
export type ApplePayMerchantSessionBody = z.infer<typeof ApplePayMerchantSessionBody>;

/** The opaque merchant session the page hands to completeMerchantValidation, in Apple's field names. */
export const ApplePayMerchantSession = z.object({
  epochTimestamp: z.int().nonnegative(),
  expiresAt: z.int().nonnegative(),
  merchantSessionIdentifier: z.string().min(1),
  nonce: z.string().min(1),
  merchantIdentifier: z.string().min(1),
  domainName: z.string().min(1),
  displayName: z.string().min(1),
  signature: z.string().min(1),
});
export type ApplePayMerchantSession = z.infer<typeof ApplePayMerchantSession>;

export const ApplePayMerchantSessionResponse = z.object({ merchant_session: ApplePayMerchantSession });
export type ApplePayMerchantSessionResponse = z.infer<typeof ApplePayMerchantSessionResponse>;

const Base64 = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9+/=_-]+$/, 'base64');
const Hex = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[0-9a-fA-F]+$/, 'hexadecimal');

/** ApplePayPaymentToken as onpaymentauthorized hands it over (event.payment.token). */
export const ApplePayPaymentToken = z.object({
  paymentData: z.object({
    version: z.enum(['EC_v1', 'RSA_v1']),
    data: Base64,
    signature: Base64,
    header: z.object({
      ephemeralPublicKey: Base64.optional(),
      wrappedKey: Base64.optional(),
      publicKeyHash: Base64,
      transactionId: Hex,
    }),
  }),
  paymentMethod: z.object({
    displayName: z.string().min(1).max(64).describe("The card as the wallet shows it, e.g. 'Visa 4242'"),
    network: z.string().min(1).max(32),
    type: z.enum(['debit', 'credit', 'prepaid', 'store']),
  }),
  transactionIdentifier: Hex,
});
export type ApplePayPaymentToken = z.infer<typeof ApplePayPaymentToken>;

export const ApplePayDepositBody = z.object({
  amount: MinorUnits.min(DEPOSIT_MIN).max(DEPOSIT_MAX).describe('Minor units, as shown on the sheet'),
  currency: Currency.describe("The sheet's currency: it must be the account's"),
  idempotency_key: CashierIdempotencyKey,
  token: ApplePayPaymentToken,
});
export type ApplePayDepositBody = z.infer<typeof ApplePayDepositBody>;

export const applePayMerchantSession = defineCall({
  method: 'POST',
  path: '/v1/cashier/apple-pay/merchant-session',
  module: MODULE,
  summary: 'A merchant session from the payment provider for the Apple Pay sheet (merchant validation)',
  auth: 'required',
  body: ApplePayMerchantSessionBody,
  response: ApplePayMerchantSessionResponse,
});

export const applePayDeposit = defineCall({
  method: 'POST',
  path: '/v1/cashier/apple-pay/deposit',
  module: MODULE,
  summary: 'Deposit with an authorised Apple Pay token (5.00 to 5,000.00; idempotent per key)',
  auth: 'required',
  body: ApplePayDepositBody,
  response: CashierResponse,
  responses: cashierOutcomes,
});

export const applePayCalls = { applePayMerchantSession, applePayDeposit } as const;
