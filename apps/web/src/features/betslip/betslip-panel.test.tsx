import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { initialSlipState, type SlipSelection } from '@touchline/betting';
import type { ConfigResponse } from '@touchline/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { configQuery } from '@/shared/api/config';
import { apiContextFor } from '@/shared/api/context';
import { useSlip } from '@/shared/betslip';
import { type SessionUser, useSession } from '@/shared/session';
import { BetslipPanel } from './betslip-panel';
import { initialPlacement } from './placement/machine';
import { usePlacement } from './placement/runner';

const bettor: SessionUser = {
  username: 'demo',
  name: null,
  currency: 'EUR',
  balance: 100_000,
  bonus: 0,
  openBets: 0,
};

function pick(id: string, options: { event?: string; odds?: number; market?: string } = {}): SlipSelection {
  return {
    event: { id: options.event ?? `event-${id}`, name: `Home ${id} - Away ${id}` },
    market: { id: `market-${id}`, type: options.market ?? 'match_result', name: 'Match Result' },
    outcome: { id, market_id: `market-${id}`, odds: options.odds ?? 2, name: `Outcome ${id}` },
  };
}

function add(...selections: SlipSelection[]) {
  for (const selection of selections) useSlip.getState().dispatch({ type: 'ADD_SELECTION', selection });
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The panel reads the combo boost of the brand's config; a boost from four eligible selections.
  const config: Pick<ConfigResponse, 'combo_boost'> = {
    combo_boost: { percent_steps: [0, 0, 0, 0, 10], winnings_calc_mode: 'gross' },
  };
  client.setQueryData(configQuery(apiContextFor('en')).queryKey, config as ConfigResponse);
  return render(
    <QueryClientProvider client={client}>
      <BetslipPanel />
    </QueryClientProvider>,
  );
}

const placeButton = (name: string | RegExp) => screen.getByRole('button', { name });
const potentialReturn = () => screen.getByTestId('potential-return').textContent;

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no route' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
  );
  useSlip.setState({ slip: initialSlipState(Date.now()) });
  usePlacement.setState({ state: initialPlacement(), selectionErrors: {} });
});

afterEach(() => {
  useSession.getState().clear();
  useAccountFrame.setState({ request: null });
  vi.restoreAllMocks();
});

describe('BetslipPanel', () => {
  it('an empty slip says so and offers nothing to place', () => {
    renderPanel();
    expect(screen.getByText('No selections')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Bet' })).toBeNull();
    expect(screen.getByTestId('slip-count').textContent).toContain('0');
  });

  it('a single shows its line, the totals and Place Bet; a guest who presses it is asked to log in', () => {
    add(pick('a', { odds: 2.5 }));
    renderPanel();
    expect(screen.getByText('Outcome a')).toBeTruthy();
    expect(screen.getByTestId('total-stake').textContent).toBe('€10.00');
    expect(potentialReturn()).toBe('€25.00');
    const place = placeButton('Place Bet');
    expect(place.hasAttribute('disabled')).toBe(false);
    fireEvent.click(place);
    expect(useAccountFrame.getState().request?.path).toMatch(/^\/login/);
    expect(usePlacement.getState().state.status).toBe('awaiting_login');
  });

  it('two selections become a combi with its tabs, one stake and the total odds', () => {
    add(pick('a', { odds: 2 }), pick('b', { odds: 3 }));
    renderPanel();
    const tabs = screen.getByRole('tablist', { name: 'Bet type' });
    expect(within(tabs).getByRole('tab', { name: 'Combi' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Total odds 6.00')).toBeTruthy();
    expect(potentialReturn()).toBe('€60.00');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeTruthy();
    expect(
      screen.getByText('Add more lines to your accumulator to receive a Combo Boost bonus!'),
    ).toBeTruthy();
  });

  it('a system: the sizes to pick from and the lines at the stake per line', () => {
    add(pick('a'), pick('b'), pick('c'));
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByRole('radio', { name: /System 2\/3/ })).toBeTruthy();
    expect(screen.getByTestId('total-stake').textContent).toBe('€30.00');
  });

  it('a forecast combined with another leg: the flag, no potential return, Place Bet disabled', () => {
    useSession.getState().signIn('tok', bettor);
    add(pick('f', { market: 'forecast', odds: 8 }), pick('w', { odds: 3 }));
    renderPanel();
    expect(screen.getByText('Forecasts and tricasts cannot be combined with other selections.')).toBeTruthy();
    expect(potentialReturn()).toBe('-');
    expect(placeButton('Place Bet').hasAttribute('disabled')).toBe(true);
  });

  it('a refusal from the server under a line blocks the slip and hides the return', () => {
    useSession.getState().signIn('tok', bettor);
    add(pick('a'));
    usePlacement.setState({ selectionErrors: { a: 'MARKET_SUSPENDED' } });
    renderPanel();
    expect(screen.getByText('This market is suspended.')).toBeTruthy();
    expect(potentialReturn()).toBe('-');
    expect(placeButton('Place Bet').hasAttribute('disabled')).toBe(true);
  });

  it('a restored session decides nothing from its stored balance; the fresh one shows Top-up & Bet', () => {
    // Restored from an earlier visit: a balance too low for the stake, not yet confirmed by the server.
    useSession.setState({ token: 'tok', user: { ...bettor, balance: 100 }, balanceAt: 0 });
    add(pick('a'));
    renderPanel();
    expect(placeButton('Place Bet').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Top-up & Bet' })).toBeNull();

    act(() => useSession.getState().updateUser({ balance: 100 }));
    const topUp = placeButton('Top-up & Bet');
    fireEvent.click(topUp);
    const request = useAccountFrame.getState().request?.path ?? '';
    expect(request).toMatch(/^\/cashier\/deposit\?amount=900&request_id=/);
    expect(screen.getByText(/Top up €9\.00 in the cashier/)).toBeTruthy();
  });

  it('a fresh balance that covers the stake shows Place Bet', () => {
    useSession.getState().signIn('tok', bettor);
    add(pick('a'));
    renderPanel();
    expect(placeButton('Place Bet').hasAttribute('disabled')).toBe(false);
  });

  it('the server answering insufficient funds shows the bar that opens the cashier', () => {
    useSession.getState().signIn('tok', bettor);
    add(pick('a'));
    useSlip.getState().dispatch({ type: 'SET_ERROR', error: 'BALANCE_INSUFFICIENT' });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'You have insufficient funds. Deposit Now' }));
    expect(useAccountFrame.getState().request?.path).toBe('/cashier/deposit');
  });

  it('while the tickets are placed the result panel shows instead of the editor', () => {
    useSession.getState().signIn('tok', bettor);
    add(pick('a'));
    useSlip.getState().dispatch({
      type: 'CALCULATED',
      tickets: [{ stake: 10, total_stake: 10, bet_type: 'single', each_way: false, selections: [] }],
    });
    renderPanel();
    expect(screen.getByText('Please wait...')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('potential-return')).toBeNull();
  });
});
