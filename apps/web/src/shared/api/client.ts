/**
 * The sportsbook's adapter of the contract's call client: same origin, a 10 s time-out on every data
 * call, the login token in a `jwt` header, a 401 to the session's own token ends the session, and a GET
 * the page started early (prefetch.ts) is answered from that start.
 *
 * `callApi` (call.ts) is the typed call of a contract definition (input and answer checked). `apiRequest`
 * is the same transport by path, for the first screen (whose code must not carry the schemas) and the
 * few addresses the contract declares no call for.
 */
import { ApiError, type CallOptions, createTransport } from '@touchline/contract/client';
import { takePrefetched } from './prefetch';
import type { QueryParams } from './query-string';

export { type QueryParams, type QueryValue, toQueryString } from './query-string';
export { ApiError };

/** Event data call time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;

let tokenSource: () => string | null = () => null;

let onUnauthorized: (token: string) => void = () => {};

/** Where the client reads the login token from (the session feature sets it). */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** Told when the server refuses the session's token (401): the session has ended there. */
export function setUnauthorizedHandler(handler: (token: string) => void): void {
  onUnauthorized = handler;
}

/** An early answer (prefetch.ts) as long as the caller still wants it; a failed one asks again. */
function whileNotAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function fetchOrPrefetched(url: string, init: RequestInit): Promise<Response> {
  const early = init.method === 'GET' ? takePrefetched(url) : null;
  const answer = early && init.signal ? await whileNotAborted(early, init.signal).catch(() => null) : null;
  return answer ?? fetch(url, init);
}

export const transport = createTransport({
  headers: () => ({ jwt: tokenSource() }),
  timeoutMs: REQUEST_TIMEOUT_MS,
  fetch: fetchOrPrefetched,
  onUnauthorized: ({ headers, callHeaders }) => {
    // A token the call tried instead of the session's says nothing about the session.
    if (headers.jwt && !('jwt' in callHeaders)) onUnauthorized(headers.jwt);
  },
});

interface RequestOptions extends Omit<CallOptions, 'params'> {
  body?: unknown;
  method?: 'GET' | 'POST';
  /** A token to try instead of the session's (a 401 then says nothing about the session). */
  token?: string;
}

/** Calls the API by path and returns the parsed JSON body; non-2xx answers and time-outs throw ApiError. */
export function apiRequest<T>(
  path: string,
  params: QueryParams = {},
  options: RequestOptions = {},
): Promise<T> {
  const { method, token, headers, ...rest } = options;
  return transport.request<T>(
    { method: method ?? (options.body === undefined ? 'GET' : 'POST'), path },
    { ...rest, query: params, headers: token === undefined ? headers : { ...headers, jwt: token } },
  );
}

export const apiGet = <T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, params, { signal });
