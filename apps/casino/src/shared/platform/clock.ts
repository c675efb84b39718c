/**
 * Time for the games, in one place: the current time, a repeating tick and a pause. Tests that need to
 * drive time stub this module rather than the browser's timers.
 */
export const now = (): number => Date.now();

/** Calls `tick` every `ms`; returns the stop. */
export function every(ms: number, tick: () => void): () => void {
  const timer = window.setInterval(tick, ms);
  return () => window.clearInterval(timer);
}

/** Resolves after `ms`. */
export const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
