/** Reading the login token of a request. */

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

// Clients that store a missing token sometimes send the words instead of nothing.
const EMPTY_TOKENS = new Set(['', 'null', 'undefined']);

/** The access token of a request: the spec's `jwt` header, else `Authorization: Bearer ...`. */
export function tokenFromHeaders(headers: Headers): string | null {
  const jwt = first(headers.jwt)?.trim();
  if (jwt !== undefined && !EMPTY_TOKENS.has(jwt)) return jwt;
  const authorization = first(headers.authorization)?.trim();
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  const bearer = match?.[1];
  return bearer !== undefined && !EMPTY_TOKENS.has(bearer) ? bearer : null;
}
