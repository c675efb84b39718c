/**
 * Calls started before the app runs (boot/early.ts, inline in index.html): the first screen's data is
 * asked for while React and the rest still download, and the first query of the same address takes the answer
 * instead of asking again. Each answer is taken once, and only while fresh.
 */
import { type QueryParams, toQueryString } from './query-string';

/** An early answer older than this is not used: the query asks again. */
const MAX_AGE_MS = 10_000;

type Started = Map<string, { at: number; response: Promise<Response> }>;

/**
 * One table for the page: the inline boot script and the app are bundled apart, so the table lives on
 * the window, not in this module.
 */
const globalTable = globalThis as typeof globalThis & { __touchlineEarly?: Started };
const table = (): Started => {
  globalTable.__touchlineEarly ??= new Map();
  return globalTable.__touchlineEarly;
};

export const callUrl = (path: string, params: QueryParams): string => `${path}${toQueryString(params)}`;

/** Starts a GET of the address now, unless one is already on its way. */
export function prefetch(path: string, params: QueryParams, now: number = Date.now()): void {
  const url = callUrl(path, params);
  const started = table();
  if (started.has(url)) return;
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // A failure is handled by whoever takes it (or by nobody, if the answer is never used).
  response.catch(() => undefined);
  started.set(url, { at: now, response });
}

/** The early answer for an address, once; null when there is none or it is too old. */
export function takePrefetched(url: string, now: number = Date.now()): Promise<Response> | null {
  const started = table();
  const entry = started.get(url);
  if (!entry) return null;
  started.delete(url);
  return now - entry.at <= MAX_AGE_MS ? entry.response : null;
}

/**
 * The parameters of an early call to `path` not taken yet, for a call whose parameters include the moment
 * it was made (the location check's `time`): the app asks with the same ones and so takes that answer.
 */
export function prefetchedParams(path: string): URLSearchParams | null {
  for (const url of table().keys()) {
    if (url.startsWith(`${path}?`)) return new URLSearchParams(url.slice(path.length + 1));
  }
  return null;
}
