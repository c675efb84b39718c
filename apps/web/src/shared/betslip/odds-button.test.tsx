import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Market, Outcome } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '@/shared/preferences';
import { FLASH_MS, OddsButton } from './odds-button';
import { useSlip } from './store';

const outcome = (odds: number, name = 'Arsenal (1.5)'): Outcome => ({
  id: 'o1',
  market_id: 'm1',
  name,
  fullname: name,
  odds,
  display_odds: {
    decimal: odds.toFixed(2),
    fractional: odds === 2 ? '1/1' : '6/4',
    american: odds === 2 ? '+100' : '+150',
  },
  is_each_way: false,
  has_ew: false,
  place_odds: null,
  is_starting_price: false,
  combo_boost_available: true,
  items: null,
});

const market = (suspended = false): Market => ({
  id: 'm1',
  event_id: 'e1',
  name: 'Handicap',
  type: 'handicap',
  layout: 'handicap',
  ew_price: null,
  ew_place: null,
  is_suspended: suspended,
  outcomes: [],
});

const event = { id: 'e1', name: 'Arsenal v Chelsea', status: 'not_started' as const };

beforeEach(() => {
  localStorage.clear();
  useSlip.getState().dispatch({ type: 'CLEAR' });
  useSettings.getState().setOddsFormat('decimal');
});
afterEach(() => vi.useRealTimers());

describe('handicap outcome names get an explicit plus sign', () => {
  it('shows (+1.5) on the button', () => {
    render(<OddsButton event={event} market={market()} outcome={outcome(2)} />);
    expect(screen.getByText('Arsenal (+1.5)')).toBeTruthy();
  });
});

describe('odds shown in the chosen format', () => {
  it('re-renders the price when the odds format changes', () => {
    render(<OddsButton event={event} market={market()} outcome={outcome(2)} />);
    expect(screen.getByTestId('price').textContent).toBe('2.00');
    act(() => useSettings.getState().setOddsFormat('fractional'));
    expect(screen.getByTestId('price').textContent).toBe('1/1');
    act(() => useSettings.getState().setOddsFormat('american'));
    expect(screen.getByTestId('price').textContent).toBe('+100');
  });
});

describe('suspended outcomes are locked', () => {
  it('renders a lock, not a button, for a suspended market', () => {
    render(<OddsButton event={event} market={market(true)} outcome={outcome(2)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('odds-locked')).toBeTruthy();
  });
});

describe('odds changes flash up or down; a click adds to the slip', () => {
  it('flashes up when the price rises and clears after the flash', () => {
    vi.useFakeTimers();
    const view = render(<OddsButton event={event} market={market()} outcome={outcome(2)} />);
    view.rerender(<OddsButton event={event} market={market()} outcome={outcome(2.5)} />);
    expect(screen.getByRole('button').dataset.flash).toBe('up');
    act(() => vi.advanceTimersByTime(FLASH_MS));
    expect(screen.getByRole('button').dataset.flash).toBeUndefined();
    view.rerender(<OddsButton event={event} market={market()} outcome={outcome(2)} />);
    expect(screen.getByRole('button').dataset.flash).toBe('down');
  });
  it('toggles the selection in the slip store', () => {
    render(<OddsButton event={event} market={market()} outcome={outcome(2)} />);
    fireEvent.click(screen.getByRole('button'));
    expect(useSlip.getState().slip.selections).toHaveLength(1);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });
});
