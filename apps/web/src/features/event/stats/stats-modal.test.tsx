import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATS_LOADING_MS, StatsModal } from './stats-modal';

describe('stats modal: loading 1500 ms; max 570 wide, 600 high', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frames the stats page of the event in the current language', () => {
    render(<StatsModal eventId="1000089" title="Home v Away" onClose={() => {}} />);
    const frame = screen.getByTitle(/Home v Away/) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/stats/1000089?lang=en');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the loader for 1500 ms even when the page loads sooner', () => {
    render(<StatsModal eventId="7" title="A v B" onClose={() => {}} />);
    fireEvent.load(screen.getByTitle(/A v B/));
    act(() => void vi.advanceTimersByTime(STATS_LOADING_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the loader until the page has loaded', () => {
    render(<StatsModal eventId="7" title="A v B" onClose={() => {}} />);
    act(() => void vi.advanceTimersByTime(STATS_LOADING_MS * 2));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.load(screen.getByTitle(/A v B/));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
