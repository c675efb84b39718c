/**
 * The account site's HTTP client: every call is a contract call (`defineCall`), its query and body are
 * checked against the call's zod schemas before anything is sent, and its answer against the call's
 * response schema. The API is on the sportsbook's origin (CORS); the login token travels in the `jwt`
 * header, the brand in `bookmaker`.
 */
import type { CallBodyInput, CallDef, CallQueryInput, CallResponse } from '@touchline/contract';
import { callPath } from '@touchline/contract';

export const REQUEST_TIMEOUT_MS = 15_000;

/** A refused or failed call. `status` 0 means the server was not reached (or the input was invalid). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    /** Seconds until a retry may succeed (HTTP Retry-After), when the server says. */
    readonly retryAfterSeconds: number | null = null,
    /** The parsed answer, for calls whose refusals carry data (a declined payment). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_REQUEST = 'INVALID_REQUEST';
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';

export interface ApiSettings {
  baseUrl: string;
  bookmaker: string;
  token: () => string | null;
}

let settings: ApiSettings = { baseUrl: '', bookmaker: '', token: () => null };

/** Where calls go and which token they carry (set once at start-up). */
export function configureApi(next: ApiSettings): void {
  settings = next;
}

export type CallInput<C extends CallDef> = {
  params?: Record<string, string | number>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Overrides the stored session token (a token just received, before it is stored). */
  token?: string | null;
} & (C['querystring'] extends object ? { query: CallQueryInput<C> } : { query?: never }) &
  (C['body'] extends object ? { body: CallBodyInput<C> } : { body?: never });

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const firstIssue = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid';
};

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return fallback;
}

function codeOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return null;
}

function retryAfter(response: Response): number | null {
  const raw = response.headers.get('retry-after');
  if (raw === null) return null;
  const seconds = Number.parseInt(raw, 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Calls the API; a refusal, an invalid input or an unreachable server throws ApiError. */
export async function callApi<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  const { query, body } = input as { query?: unknown; body?: unknown };
  if (call.querystring) {
    const checked = call.querystring.safeParse(query ?? {});
    if (!checked.success) throw new ApiError(0, firstIssue(checked.error), INVALID_REQUEST);
  }
  if (call.body) {
    const checked = call.body.safeParse(body);
    if (!checked.success) throw new ApiError(0, firstIssue(checked.error), INVALID_REQUEST);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = input.token === undefined ? settings.token() : input.token;
  if (token) headers.jwt = token;
  if (settings.bookmaker) headers.bookmaker = settings.bookmaker;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const url = `${settings.baseUrl}${callPath(call.path, input.params)}${queryString((query ?? {}) as Record<string, unknown>)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : NETWORK_ERROR, NETWORK_ERROR);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageOf(parsed, response.statusText || 'error'),
      codeOf(parsed),
      retryAfter(response),
      parsed,
    );
  }
  const checked = call.response.safeParse(parsed);
  if (!checked.success) {
    throw new ApiError(response.status, firstIssue(checked.error), UNEXPECTED_RESPONSE, null, parsed);
  }
  return checked.data as CallResponse<C>;
}

/** A fresh idempotency key for one cashier request (kept across its retries). */
export const newIdempotencyKey = (): string => `acct-${crypto.randomUUID()}`;
