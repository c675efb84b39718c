/** HTTP helpers of the account modules: errors with a status, reading the login token of a request. */

/**
 * An error the app's error handler answers with its status; `code` becomes the body's `error` field
 * (a reason phrase such as 'Unauthorized'), the message its `message`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'login required: send a valid token in the jwt header') =>
  new HttpError(401, 'Unauthorized', message);

export const badRequest = (message: string) => new HttpError(400, 'Bad Request', message);

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
