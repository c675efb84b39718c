import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Clock({ id, every }: { id: string; every: number | null }) {
  return <span data-testid={id}>{useNow(every)}</span>;
}

describe('event time: clocks tick together, live rows do not tick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one timer between every clock of an interval', () => {
    const before = vi.getTimerCount();
    render(
      <>
        <Clock id="a" every={1000} />
        <Clock id="b" every={1000} />
      </>,
    );
    expect(vi.getTimerCount() - before).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('a').textContent).toBe('1001000');
    expect(screen.getByTestId('b').textContent).toBe('1001000');
  });

  it('does not tick without an interval', () => {
    render(<Clock id="c" every={null} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('c').textContent).toBe('1000000');
  });
});
