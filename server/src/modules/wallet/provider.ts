/**
 * The demo payment provider: answers like a card acquirer would, without calling anyone. It never
 * touches balances; the cashier records its answer on the payment and moves the ledger.
 */

import { DECLINED_CARD_SUFFIX, DEMO_CARD_METHOD } from '@touchline/contract';

export { DECLINED_CARD_SUFFIX };
export const DEMO_METHOD = DEMO_CARD_METHOD;

export interface ProviderRequest {
  paymentId: number;
  direction: 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  /** Card number typed in the demo cashier; absent means the default approved card. */
  card?: string | undefined;
}

export type ProviderAnswer =
  | { approved: true; reference: string }
  | { approved: false; code: 'CARD_DECLINED'; message: string };

/** The demo acquirer's decision on a payment. */
export function authorizeDemoPayment(request: ProviderRequest): ProviderAnswer {
  if (request.card?.endsWith(DECLINED_CARD_SUFFIX)) {
    return {
      approved: false,
      code: 'CARD_DECLINED',
      message: 'The card was declined by the issuer (demo card)',
    };
  }
  return {
    approved: true,
    reference: `DEMO-${request.direction === 'deposit' ? 'D' : 'W'}-${request.paymentId}`,
  };
}
