/**
 * Navigation state for a move the site makes on its own (after a login): the frame sync does not ask the
 * sportsbook to show the frame for it.
 */
export const QUIET = { quiet: true } as const;

export const isQuiet = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { quiet?: unknown }).quiet === true;
