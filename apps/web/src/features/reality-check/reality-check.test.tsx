import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCasinoPlay } from '@/shared/casino-play';
import { useSession } from '@/shared/session';
import { RealityCheck } from './reality-check';
import { textsReady } from './texts';
import { dueAt, minutesPlayed } from './timing';

const interval = vi.hoisted(() => ({ minutes: 15 as number | null }));
vi.mock('./use-reality-check-minutes', () => ({ useRealityCheckMinutes: () => interval.minutes }));

const MINUTE = 60_000;

describe('reality-check timing', () => {
  it('is due the chosen interval after the period began, and never without a period or an interval', () => {
    expect(dueAt(1_000, 15)).toBe(1_000 + 15 * MINUTE);
    expect(dueAt(null, 15)).toBeNull();
    expect(dueAt(1_000, null)).toBeNull();
    expect(dueAt(1_000, 0)).toBeNull();
  });
  it('counts whole minutes played, at least one', () => {
    expect(minutesPlayed(0, 15 * MINUTE + 59_000)).toBe(15);
    expect(minutesPlayed(0, 10)).toBe(1);
  });
});

describe('the reality check over casino play', () => {
  beforeAll(async () => {
    await textsReady;
  });
  beforeEach(() => {
    vi.useFakeTimers();
    interval.minutes = 15;
    useSession.getState().signIn('token', {
      username: 'bettor',
      currency: 'EUR',
      balance: 10_000,
      bonus: 0,
    } as never);
  });
  afterEach(() => {
    act(() => useCasinoPlay.getState().closeAll());
    vi.useRealTimers();
  });

  const show = () =>
    render(
      <MemoryRouter initialEntries={['/play/dice']}>
        <Routes>
          <Route path="/play/:slug" element={<RealityCheck />} />
          <Route path="/casinov2/" element={<p>Casino lobby</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('blocks after the interval with the time played and the net result; Continue restarts the period', () => {
    show();
    act(() => useCasinoPlay.getState().open('page', 'dice', 'real'));
    act(() => useCasinoPlay.getState().recordRound('real', 1_000, 250));
    act(() => vi.advanceTimersByTime(15 * MINUTE - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('15 minutes');
    expect(screen.getByTestId('reality-check-result').textContent).toMatch(/^Lost €7\.50$/);

    // Escape does not dismiss it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useCasinoPlay.getState()).toMatchObject({ staked: 0, paid: 0 });
    act(() => vi.advanceTimersByTime(15 * MINUTE - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('Leave closes every game and goes back to the casino lobby', () => {
    show();
    act(() => useCasinoPlay.getState().open('page', 'dice', 'real'));
    const requests = useCasinoPlay.getState().closeRequests;
    act(() => vi.advanceTimersByTime(15 * MINUTE));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(useCasinoPlay.getState()).toMatchObject({ games: {}, periodStart: null });
    expect(useCasinoPlay.getState().closeRequests).toBe(requests + 1);
    expect(screen.getByText('Casino lobby')).toBeTruthy();
  });

  it('does not run for demo play, without an interval, or after a logout', () => {
    show();
    act(() => useCasinoPlay.getState().open('page', 'dice', 'demo'));
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useCasinoPlay.getState().open('mini-game', 'lucky-wheel', 'real'));
    act(() => useSession.getState().clear());
    expect(useCasinoPlay.getState()).toMatchObject({ games: {}, periodStart: null });
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
