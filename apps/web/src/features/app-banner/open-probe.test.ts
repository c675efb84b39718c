import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppOrStore } from './open-probe';

describe("native app banner: 'Open' probes the app for 1600 ms, then goes to the store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const harness = (visible = true) => {
    const went: string[] = [];
    let hide: ((visible: boolean) => void) | undefined;
    const deps = {
      go: (url: string) => went.push(url),
      visible: () => visible,
      onHidden: (listener: (visible: boolean) => void) => {
        hide = listener;
        return () => {
          hide = undefined;
        };
      },
    };
    return { went, deps, hide: () => hide?.(false), listening: () => hide !== undefined };
  };

  it('opens the deep link at once and the store when the page is still visible after 1600 ms', () => {
    const h = harness();
    openAppOrStore('org.touchline.sportsbook://', 'https://store.example/app', h.deps);
    expect(h.went).toEqual(['org.touchline.sportsbook://']);
    vi.advanceTimersByTime(1599);
    expect(h.went).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.went).toEqual(['org.touchline.sportsbook://', 'https://store.example/app']);
    expect(h.listening()).toBe(false);
  });

  it('stays put when the app came to the front (the page was hidden meanwhile)', () => {
    const h = harness();
    openAppOrStore('org.touchline.sportsbook://', 'https://store.example/app', h.deps);
    vi.advanceTimersByTime(800);
    h.hide();
    vi.advanceTimersByTime(800);
    expect(h.went).toEqual(['org.touchline.sportsbook://']);
  });

  it('stays put when the page is hidden at the end of the probe, and can be stopped', () => {
    const hidden = harness(false);
    openAppOrStore('a://', 'https://store.example/app', hidden.deps);
    vi.advanceTimersByTime(1600);
    expect(hidden.went).toEqual(['a://']);
    const stopped = harness();
    const stop = openAppOrStore('a://', 'https://store.example/app', stopped.deps);
    stop();
    vi.advanceTimersByTime(5000);
    expect(stopped.went).toEqual(['a://']);
    expect(stopped.listening()).toBe(false);
  });
});
