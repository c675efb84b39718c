/**
 * The current time, re-read every `intervalMs` while mounted (countdowns, clocks); null stops the clock.
 * Every user of one interval shares a single timer, so a list of 500 rows ticks as one batched render
 * instead of 500 separate timer tasks.
 */
import { useEffect, useState } from 'react';
import { cancel, every, now, type TimerId } from '@/shared/platform/timers';

interface Ticker {
  timer: TimerId;
  listeners: Set<(time: number) => void>;
}

const tickers = new Map<number, Ticker>();

function subscribe(intervalMs: number, listener: (time: number) => void): () => void {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    const listeners = new Set<(time: number) => void>();
    const timer = every(intervalMs, () => {
      const time = now();
      for (const notify of listeners) notify(time);
    });
    ticker = { timer, listeners };
    tickers.set(intervalMs, ticker);
  }
  ticker.listeners.add(listener);
  return () => {
    const current = tickers.get(intervalMs);
    if (!current) return;
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      cancel(current.timer);
      tickers.delete(intervalMs);
    }
  };
}

export function useNow(intervalMs: number | null): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (intervalMs === null) return;
    setTime(now());
    return subscribe(intervalMs, setTime);
  }, [intervalMs]);
  return time;
}
