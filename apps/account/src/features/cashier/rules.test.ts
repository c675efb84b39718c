import { describe, expect, it } from 'vitest';
import { checkAmount, checkCard } from './rules';

const NOW = new Date('2026-11-24T10:00:00Z');
const CARD = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Ada Lovelace' };

describe('cashier amounts', () => {
  it('reads major units into minor units', () => {
    expect(checkAmount('25', 'deposit')).toEqual({ ok: true, minor: 2_500 });
    expect(checkAmount('10,50', 'deposit')).toEqual({ ok: true, minor: 1_050 });
  });

  it('keeps deposits within 5.00 and 5,000.00 and withdrawals within the cash', () => {
    expect(checkAmount('', 'deposit')).toMatchObject({ ok: false, key: 'cashier.errors.amountRequired' });
    expect(checkAmount('ten', 'deposit')).toMatchObject({ ok: false, key: 'cashier.errors.amountInvalid' });
    expect(checkAmount('4.99', 'deposit')).toMatchObject({ ok: false, key: 'cashier.errors.amountBelowMin' });
    expect(checkAmount('5000.01', 'deposit')).toMatchObject({
      ok: false,
      key: 'cashier.errors.amountAboveMax',
    });
    expect(checkAmount('60', 'withdrawal', 5_000)).toMatchObject({
      ok: false,
      key: 'cashier.errors.amountAboveCash',
    });
    expect(checkAmount('50', 'withdrawal', 5_000)).toEqual({ ok: true, minor: 5_000 });
  });
});

describe('demo card form', () => {
  it('accepts a complete card', () => {
    expect(checkCard(CARD, NOW)).toEqual({});
  });

  it('names what is wrong with each field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      number: 'cashier.errors.cardRequired',
      expiry: 'cashier.errors.expiryRequired',
      cvc: 'cashier.errors.cvcRequired',
      name: 'cashier.errors.nameRequired',
    });
    expect(checkCard({ ...CARD, number: '4242' }, NOW).number).toBe('cashier.errors.cardInvalid');
    expect(checkCard({ ...CARD, expiry: '13/28' }, NOW).expiry).toBe('cashier.errors.expiryInvalid');
    expect(checkCard({ ...CARD, expiry: '10/26' }, NOW).expiry).toBe('cashier.errors.expired');
    expect(checkCard({ ...CARD, expiry: '11/26' }, NOW).expiry).toBeUndefined();
    expect(checkCard({ ...CARD, cvc: '12' }, NOW).cvc).toBe('cashier.errors.cvcInvalid');
  });
});
