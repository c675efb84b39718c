/**
 * Timers and the clock behind one module, so tests can drive time with
 * vi.useFakeTimers and nothing else reaches for the globals.
 */
export type TimerId = ReturnType<typeof setTimeout>;

export const now = (): number => Date.now();

export const after = (ms: number, run: () => void): TimerId => setTimeout(run, ms);

export const every = (ms: number, run: () => void): TimerId => setInterval(run, ms);

export const cancel = (id: TimerId | null | undefined): void => {
  if (id !== null && id !== undefined) {
    clearTimeout(id);
    clearInterval(id);
  }
};

/**
 * A leading-and-trailing throttle: the first call waits `startDelayMs`, later calls run at most once
 * per `intervalMs` ("Live list refresh throttle 3 s, started 3 s after mount").
 */
export function throttle(
  run: () => void,
  intervalMs: number,
  startDelayMs = 0,
): { call: () => void; dispose: () => void } {
  const startedAt = now();
  let lastRun = 0;
  let timer: TimerId | null = null;
  const fire = () => {
    timer = null;
    lastRun = now();
    run();
  };
  return {
    call() {
      if (timer !== null) return;
      const earliest = Math.max(startedAt + startDelayMs, lastRun + intervalMs);
      timer = after(Math.max(0, earliest - now()), fire);
    },
    dispose() {
      cancel(timer);
      timer = null;
    },
  };
}
