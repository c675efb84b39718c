/**
 * The HTTP client of the sportsbook: same origin, a 10 s time-out on
 * every data call, the login token in a `jwt` header, and the standard error body turned into an
 * ApiError the screens can show.
 */
import type { ErrorBody } from '@touchline/contract';
import { takePrefetched } from './prefetch';
import { type QueryParams, toQueryString } from './query-string';

export { type QueryParams, type QueryValue, toQueryString } from './query-string';

/** Event data call time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

function encodeBody(options: RequestOptions): string | null {
  if (options.body === undefined) return null;
  if (!options.form) return JSON.stringify(options.body);
  const fields = Object.entries(options.body as Record<string, string | number>);
  return new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
}

interface RequestOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  body?: unknown;
  method?: 'GET' | 'POST';
  /** Extra headers of one call (e.g. the idempotency key of a bet placement). */
  headers?: Readonly<Record<string, string>>;
  /** A token to try instead of the session's (a 401 then says nothing about the session). */
  token?: string;
  /** Send the body form-encoded instead of as JSON. */
  form?: boolean;
}

/** Calls the API and returns the parsed JSON body; non-2xx answers and time-outs throw ApiError. */
export async function apiRequest<T>(
  path: string,
  params: QueryParams = {},
  options: RequestOptions = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.token ?? tokenSource();
  if (token) headers.jwt = token;
  if (options.body !== undefined) {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  const url = `${path}${toQueryString(params)}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    const early = method === 'GET' ? takePrefetched(url) : null;
    response =
      (early ? await whileNotAborted(early, signal).catch(() => null) : null) ??
      (await fetch(url, {
        method,
        headers,
        body: encodeBody(options),
        signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'CONNECTION_ERROR', 'CONNECTION_ERROR');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    if (response.status === 401 && token && options.token === undefined) onUnauthorized(token);
    if (isErrorBody(body)) throw new ApiError(response.status, body.message, body.code ?? null);
    throw new ApiError(response.status, response.statusText || 'SERVER_ERROR');
  }
  return body as T;
}

export const apiGet = <T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, params, { signal });
