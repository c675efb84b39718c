/**
 * The payment provider the cashier charges through, and its demo: it answers like an acquirer would,
 * without calling anyone, the same way every time (offline, deterministic), and can decline. It takes
 * cards typed in the cashier and Apple Pay tokens. It never touches balances; the cashier records its
 * answer on the payment and moves the ledger.
 */
import { createHash } from 'node:crypto';
import {
  APPLE_PAY_METHOD,
  type ApplePayMerchantSession,
  type ApplePayPaymentToken,
  DECLINED_CARD_SUFFIX,
  DEMO_CARD_METHOD,
  MERCHANT_SESSION_TTL_MS,
} from '@touchline/contract';

export { DECLINED_CARD_SUFFIX };
export const DEMO_METHOD = DEMO_CARD_METHOD;

/** How a payment is made: a card typed in the cashier, or a card in Apple Pay. */
export type PaymentMethod = typeof DEMO_CARD_METHOD | typeof APPLE_PAY_METHOD;

export interface ProviderRequest {
  paymentId: number;
  direction: 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  /** Absent means a card. */
  method?: PaymentMethod;
  /** Card number typed in the demo cashier; absent means the default approved card. */
  card?: string | undefined;
  /** The token the bettor authorised in the Apple Pay sheet. */
  applePayToken?: ApplePayPaymentToken | undefined;
}

export type ProviderAnswer =
  | { approved: true; reference: string }
  | { approved: false; code: 'CARD_DECLINED' | 'APPLE_PAY_TOKEN_INVALID'; message: string };

export interface MerchantSessionRequest {
  /** Apple's validation URL (the contract lets only https addresses on apple.com through). */
  validationUrl: string;
  /** The host of the page that shows the sheet. */
  domain: string;
  now: Date;
}

/** What the cashier needs of a payment provider. */
export interface PaymentProvider {
  /** The decision on one payment. */
  authorize(request: ProviderRequest): ProviderAnswer;
  /** A merchant session for an Apple Pay sheet (merchant validation). */
  merchantSession(request: MerchantSessionRequest): ApplePayMerchantSession;
}

/** The demo provider's merchant, as Apple would know it. */
export const DEMO_MERCHANT = { identifier: 'merchant.example.touchline.demo', displayName: 'Touchline' };

const digest = (...parts: string[]): string => createHash('sha256').update(parts.join('|')).digest('hex');

const declined = (code: 'CARD_DECLINED' | 'APPLE_PAY_TOKEN_INVALID', message: string): ProviderAnswer => ({
  approved: false,
  code,
  message,
});

function authorizeApplePay(token: ApplePayPaymentToken | undefined): ProviderAnswer | null {
  // A token whose header does not name its own transaction was not made for this payment.
  if (
    !token ||
    token.paymentData.header.transactionId.toLowerCase() !== token.transactionIdentifier.toLowerCase()
  ) {
    return declined('APPLE_PAY_TOKEN_INVALID', 'The Apple Pay token could not be read (demo provider)');
  }
  // The wallet names its card by its last digits ('Visa 0002'): the declined test card declines here too.
  if (token.paymentMethod.displayName.trim().endsWith(DECLINED_CARD_SUFFIX)) {
    return declined('CARD_DECLINED', 'The card in Apple Pay was declined by the issuer (demo card)');
  }
  return null;
}

export const demoProvider: PaymentProvider = {
  authorize(request) {
    if (request.method === APPLE_PAY_METHOD) {
      const refusal = authorizeApplePay(request.applePayToken);
      if (refusal) return refusal;
      return { approved: true, reference: `DEMO-AP-${request.paymentId}` };
    }
    if (request.card?.endsWith(DECLINED_CARD_SUFFIX)) {
      return declined('CARD_DECLINED', 'The card was declined by the issuer (demo card)');
    }
    return {
      approved: true,
      reference: `DEMO-${request.direction === 'deposit' ? 'D' : 'W'}-${request.paymentId}`,
    };
  },

  merchantSession({ validationUrl, domain, now }) {
    const epochTimestamp = now.getTime();
    const domainName = domain.toLowerCase();
    const id = digest(DEMO_MERCHANT.identifier, domainName, validationUrl, String(epochTimestamp));
    return {
      epochTimestamp,
      expiresAt: epochTimestamp + MERCHANT_SESSION_TTL_MS,
      merchantSessionIdentifier: `SSH${id.slice(0, 32).toUpperCase()}`,
      nonce: id.slice(32, 40),
      merchantIdentifier: DEMO_MERCHANT.identifier,
      domainName,
      displayName: DEMO_MERCHANT.displayName,
      signature: digest('signature', id),
    };
  },
};
