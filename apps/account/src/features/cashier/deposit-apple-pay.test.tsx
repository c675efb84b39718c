import { act, fireEvent, screen } from '@testing-library/react';
import { encodeFrameMessage, examples, type SportToGlobalMessage } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite } from '@/test/render';
import { DepositPage } from './deposit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const balance = (cash: number) => ({
  total: cash,
  cash,
  bonus: 0,
  currency: 'EUR' as const,
  casino_balance: 0,
  casino_cash: 0,
  casino_bonus: 0,
});
const account = {
  user: {
    id: '7',
    username: 'ada',
    name: null,
    currency: 'EUR',
    balance: 1_000,
    bonus: 0,
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
  balance: balance(1_000),
};

async function openDeposit() {
  fakeApi({ 'GET /player/details': { body: account } });
  useSessionStore.getState().signIn('token-ada', 'ada', false);
  const site = renderSite(<DepositPage />, { path: '/cashier/deposit' });
  site.bridge.start();
  await screen.findByRole('button', { name: '€10.00' });
  const fromSportsbook = (message: z.input<typeof SportToGlobalMessage>) =>
    act(() => {
      site.deliver(encodeFrameMessage(message));
    });
  const sent = (event: string) =>
    site.posted.filter((message) => (message as { event: string }).event === event) as {
      details: Record<string, unknown>;
    }[];
  return { ...site, fromSportsbook, sent };
}

describe('Apple Pay in the deposit page', () => {
  it('asks the sportsbook, and offers no Apple Pay until it says its page supports it', async () => {
    const { fromSportsbook, sent } = await openDeposit();
    expect(sent('apple_pay_check')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    await fromSportsbook({ source: 'sport', event: 'apple_pay_support', details: { supported: false } });
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('starts the sheet with the amount and currency, follows it, and shows the deposit', async () => {
    const { fromSportsbook, sent, posted } = await openDeposit();
    await fromSportsbook({ source: 'sport', event: 'apple_pay_support', details: { supported: true } });
    fireEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00 with Apple Pay' }));
    const [start] = sent('apple_pay_start');
    expect(start?.details).toMatchObject({ amount: 2_500, currency: 'EUR' });
    const requestId = String(start?.details.request_id);
    expect(screen.getByRole('button', { name: 'Confirm in Apple Pay...' })).toHaveProperty('disabled', true);

    await fromSportsbook({
      source: 'sport',
      event: 'apple_pay_progress',
      details: { request_id: requestId, stage: 'merchant_validation' },
    });
    expect(screen.getByRole('button', { name: 'Connecting to Apple Pay...' })).toBeTruthy();
    // Another sheet's result is not this one's.
    await fromSportsbook({
      source: 'sport',
      event: 'apple_pay_result',
      details: {
        request_id: 'acct-someone-else',
        outcome: 'cancelled',
        payment: null,
        balance: null,
        failure: null,
      },
    });
    expect(screen.getByRole('button', { name: 'Connecting to Apple Pay...' })).toBeTruthy();
    await fromSportsbook({
      source: 'sport',
      event: 'apple_pay_result',
      details: {
        request_id: requestId,
        outcome: 'completed',
        payment: examples.payment,
        balance: balance(3_500),
        failure: null,
      },
    });
    expect(screen.getByText('Deposit of €25.00 completed. Your balance is now €35.00.')).toBeTruthy();
    expect(screen.getByTestId('balance-total').textContent).toBe('€35.00');
    // The sportsbook made the payment and updates its own balance: no card deposit went out.
    expect(posted.filter((message) => (message as { event: string }).event === 'balance_update')).toEqual([]);
  });

  it('explains a refusal by a deposit limit, and a closed sheet', async () => {
    const { fromSportsbook, sent } = await openDeposit();
    await fromSportsbook({ source: 'sport', event: 'apple_pay_support', details: { supported: true } });
    fireEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    const pay = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay €10.00 with Apple Pay' }));
      return String(sent('apple_pay_start').at(-1)?.details.request_id);
    };
    let requestId = await pay();
    await fromSportsbook({
      source: 'sport',
      event: 'apple_pay_result',
      details: {
        request_id: requestId,
        outcome: 'refused',
        payment: null,
        balance: null,
        failure: {
          status: 409,
          code: 'DEPOSIT_LIMIT_EXCEEDED',
          message: 'over',
          deposit_limit: { period: 'day', limit: 2_000, remaining: 500, resets_at: null, currency: 'EUR' },
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('€5.00');
    requestId = await pay();
    await fromSportsbook({
      source: 'sport',
      event: 'apple_pay_result',
      details: { request_id: requestId, outcome: 'cancelled', payment: null, balance: null, failure: null },
    });
    expect(screen.getByText('Apple Pay was closed. No money was taken.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
