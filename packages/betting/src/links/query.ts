/**
 * What links need of URLSearchParams. Structural, so this package needs neither DOM nor Node
 * types; a real URLSearchParams fits it.
 */
export interface SearchParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

/**
 * A query as the page holds it: a query string ("?a=1&b=2", leading "?" optional), a
 * URLSearchParams, or a router's record of values (arrays for repeated keys).
 */
export type QueryInput =
  | string
  | SearchParamsLike
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as typed rather than dropping the parameter.
    return text;
  }
}

function parseQueryString(text: string): [string, string][] {
  const body = text.startsWith('?') ? text.slice(1) : text;
  if (body === '') return [];
  return body
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const eq = pair.indexOf('=');
      return eq < 0 ? [decode(pair), ''] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
    });
}

const isSearchParams = (query: object): query is SearchParamsLike =>
  typeof (query as Partial<SearchParamsLike>).forEach === 'function';

/** Every key/value pair of a query, in order, repeated keys kept. */
export function queryEntries(query: QueryInput): [string, string][] {
  if (typeof query === 'string') return parseQueryString(query);
  const entries: [string, string][] = [];
  if (isSearchParams(query)) {
    query.forEach((value, key) => {
      entries.push([key, value]);
    });
    return entries;
  }
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') entries.push([key, value]);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') entries.push([key, v]);
  }
  return entries;
}

/** The first non-blank value of a key, trimmed, or null. */
export function firstValue(query: QueryInput, key: string): string | null {
  for (const [k, v] of queryEntries(query)) {
    if (k === key && v.trim() !== '') return v.trim();
  }
  return null;
}

/** Trimmed, non-blank, first-seen-order unique ids. */
export function uniqueIds(ids: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const trimmed = id.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}
