import { describe, expect, it } from 'vitest';
import { limitProblem } from './payments';
import { demoProvider } from './provider';

const authorizeDemoPayment = demoProvider.authorize;

describe('Other: the demo payment provider and the cashier limits', () => {
  it('approves with a reference, declines the 0002 test card', () => {
    expect(
      authorizeDemoPayment({ paymentId: 7, direction: 'deposit', amount: 1_000, currency: 'EUR' }),
    ).toEqual({
      approved: true,
      reference: 'DEMO-D-7',
    });
    expect(
      authorizeDemoPayment({
        paymentId: 8,
        direction: 'deposit',
        amount: 1_000,
        currency: 'EUR',
        card: '4000000000000002',
      }),
    ).toMatchObject({ approved: false, code: 'CARD_DECLINED' });
  });

  it('deposits 5.00 to 5,000.00; withdrawals at least 5.00', () => {
    expect(limitProblem('deposit', 499)?.code).toBe('AMOUNT_BELOW_MINIMUM');
    expect(limitProblem('deposit', 500)).toBeNull();
    expect(limitProblem('deposit', 500_000)).toBeNull();
    expect(limitProblem('deposit', 500_001)?.code).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect(limitProblem('withdrawal', 499)?.code).toBe('AMOUNT_BELOW_MINIMUM');
    expect(limitProblem('withdrawal', 10_000_000)).toBeNull();
  });
});
