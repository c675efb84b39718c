/** What the cashier forms check before anything is sent: the amount within the limits, the demo card. */
import { CardNumber, DEPOSIT_MAX, DEPOSIT_MIN, WITHDRAWAL_MIN } from '@touchline/contract';
import type { ParseKeys } from 'i18next';
import { parseAmount } from '@/shared/ui/format';

export type AmountCheck = { ok: true; minor: number } | { ok: false; key: ParseKeys; minor: number | null };

export function checkAmount(text: string, direction: 'deposit' | 'withdrawal', cash?: number): AmountCheck {
  if (text.trim() === '') return { ok: false, key: 'cashier.errors.amountRequired', minor: null };
  const minor = parseAmount(text);
  if (minor === null) return { ok: false, key: 'cashier.errors.amountInvalid', minor: null };
  const min = direction === 'deposit' ? DEPOSIT_MIN : WITHDRAWAL_MIN;
  if (minor < min) return { ok: false, key: 'cashier.errors.amountBelowMin', minor };
  if (direction === 'deposit' && minor > DEPOSIT_MAX)
    return { ok: false, key: 'cashier.errors.amountAboveMax', minor };
  if (direction === 'withdrawal' && cash !== undefined && minor > cash) {
    return { ok: false, key: 'cashier.errors.amountAboveCash', minor };
  }
  return { ok: true, minor };
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', name: '' };

/** The card number as digits only (the bettor may type spaces or dashes). */
export const cardDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** Translation keys of the card's problems (empty when the card may be sent). */
export function checkCard(card: CardFields, now: Date): Partial<Record<keyof CardFields, ParseKeys>> {
  const errors: Partial<Record<keyof CardFields, ParseKeys>> = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = 'cashier.errors.cardRequired';
  else if (!CardNumber.safeParse(digits).success) errors.number = 'cashier.errors.cardInvalid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (card.expiry.trim() === '') errors.expiry = 'cashier.errors.expiryRequired';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    errors.expiry = 'cashier.errors.expiryInvalid';
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (year * 12 + month < current) errors.expiry = 'cashier.errors.expired';
  }
  if (card.cvc.trim() === '') errors.cvc = 'cashier.errors.cvcRequired';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'cashier.errors.cvcInvalid';
  if (card.name.trim().length < 2) errors.name = 'cashier.errors.nameRequired';
  return errors;
}
