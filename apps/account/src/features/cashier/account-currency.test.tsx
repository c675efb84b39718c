import { screen } from '@testing-library/react';
import { DEFAULT_BRAND } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite, testSite } from '@/test/render';
import { DepositPage } from './deposit-page';
import { WithdrawPage } from './withdraw-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

/** A GB account (pounds) on a page of the Irish brand, whose own currency is the euro. */
const poundsAccount = {
  user: {
    id: '9',
    username: 'demo-gb',
    name: null,
    currency: 'GBP',
    balance: 12_000,
    bonus: 2_000,
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
  balance: {
    total: 14_000,
    cash: 12_000,
    bonus: 2_000,
    currency: 'GBP',
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
};

const euroSite = () => {
  expect(DEFAULT_BRAND.DEFAULT_CURRENCY).toBe('EUR');
  return testSite({ brand: DEFAULT_BRAND });
};

describe("the cashier's amounts follow the account's currency, not the brand of the page", () => {
  it('deposit: balances, quick amounts, minimum and maximum are in pounds on a euro brand', async () => {
    fakeApi({ 'GET /player/details': { body: poundsAccount } });
    useSessionStore.getState().signIn('token-gb', 'demo-gb', false);
    renderSite(<DepositPage />, { path: '/cashier/deposit', site: euroSite() });

    expect(await screen.findByRole('button', { name: '£10.00' })).toBeTruthy();
    for (const quick of ['£25.00', '£50.00', '£100.00']) {
      expect(screen.getByRole('button', { name: quick })).toBeTruthy();
    }
    expect(screen.getByText('From £5.00 to £5,000.00 per deposit.')).toBeTruthy();
    expect(screen.getByTestId('balance-total').textContent).toBe('£140.00');
    expect(document.body.textContent).not.toContain('€');
  });

  it('withdrawal: what can be taken out and the minimum are in pounds on a euro brand', async () => {
    fakeApi({ 'GET /player/details': { body: poundsAccount } });
    useSessionStore.getState().signIn('token-gb', 'demo-gb', false);
    renderSite(<WithdrawPage />, { path: '/cashier/withdraw', site: euroSite() });

    expect(await screen.findByText('You can withdraw up to £120.00 (minimum £5.00).')).toBeTruthy();
    expect(document.body.textContent).not.toContain('€');
  });

  it('shows no amount at all until the account, and so its currency, is known', async () => {
    fakeApi({ 'GET /player/details': () => new Promise(() => {}) });
    useSessionStore.getState().signIn('token-gb', 'demo-gb', false);
    renderSite(<DepositPage />, { path: '/cashier/deposit', site: euroSite() });

    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[€£]/);
  });
});
