/** Query strings of API calls ("nulls removed"). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** A query string with null and undefined values removed ("nulls removed"). */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
