/**
 * The one HTTP client of every front end and of the journeys, built from the call definitions: a call
 * names its method and path, its query and body are checked against the call's schemas before anything
 * is sent, and its answer against the call's response schema. Every failure is one error class,
 * `ApiError` (status, machine code, reason from the standard error body). What differs between apps
 * (where the API is, which headers carry the login, what a refused session means) is the app's adapter:
 * the options of `createCallClient`.
 *
 * This module is the transport (`createTransport`): it loads no schema (its imports of the definitions
 * are types only), so a page that sends its first calls by path keeps zod out of its first load. The
 * checked call (`checkedCall`, `createCallClient`) is call.ts.
 */
import type { z } from 'zod';
import type { CallBodyInput, CallDef, CallQueryInput, CallResponse } from './api/define';

/** Fills `:name` segments of a declared call path (e.g. /v1/imgarena/stream/{event_id}). */
export const callPath = (path: string, params: Readonly<Record<string, string | number>> = {}): string =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Machine codes of failures that never reached a server answer (status 0). */
export const CONNECTION_ERROR = 'CONNECTION_ERROR';
/** The query or body did not match the call's schema; nothing was sent. */
export const INVALID_REQUEST = 'INVALID_REQUEST';
/** The server answered 2xx with a body that does not match the call's response schema. */
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';

/** A refused or failed call. `status` 0 means the server was not reached (or the input was invalid). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    /** Seconds until a retry may succeed (HTTP Retry-After), when the server says. */
    readonly retryAfterSeconds: number | null = null,
    /** The parsed answer, for calls whose refusals carry data (a declined payment, a limit). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** A query string with null and undefined values removed; a list travels comma-separated. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What one call sends besides its query and body. */
export interface CallOptions {
  params?: Readonly<Record<string, string | number>>;
  signal?: AbortSignal | undefined;
  /** Headers of this call only (an idempotency key, a token other than the session's); null drops one. */
  headers?: Readonly<Record<string, string | null>>;
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number;
  /** Sends the body form-encoded instead of as JSON (flat bodies only). */
  form?: boolean;
}

/** The input of a call: its query and body when the call declares them, typed from the schemas. */
export type CallInput<C extends CallDef> = CallOptions &
  (C['querystring'] extends z.ZodType ? { query: CallQueryInput<C> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: CallBodyInput<C> } : { body?: never });

/** What the client was told about a refused session (HTTP 401). */
export interface UnauthorizedCall {
  /** The declared path of the call (`:name` segments unfilled). */
  path: string;
  /** The headers the request carried (the app's and the call's own). */
  headers: Readonly<Record<string, string>>;
  /** The headers the call set itself (e.g. a token tried instead of the session's). */
  callHeaders: Readonly<Record<string, string | null>>;
}

export interface CallClientOptions {
  /** Origin (and path prefix) of the API; '' for the page's own origin. Read on every call. */
  baseUrl?: string | (() => string);
  /** Headers of every call, read on every call (the login token, the brand). Empty values are dropped. */
  headers?: () => Readonly<Record<string, string | null | undefined>>;
  /** The fetch to use (tests, a prefetched answer, a retrying transport). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Time-out of a call, ms. */
  timeoutMs?: number;
  credentials?: RequestInit['credentials'];
  /** Told when the server refuses a call with 401, before the error is thrown. */
  onUnauthorized?: (refused: UnauthorizedCall) => void;
}

/** Calls the API; a refusal, an invalid input, an unexpected answer or an unreachable server throws ApiError. */
export type CallFn = <C extends CallDef>(call: C, input: CallInput<C>) => Promise<CallResponse<C>>;

/** A request by method and path, unchecked: for answers the contract has no call for, and first screens. */
export interface RequestInput extends CallOptions {
  query?: QueryParams;
  body?: unknown;
}

export interface CallClient {
  /** A contract call: input checked before sending, answer checked against the call's response schema. */
  call: CallFn;
  /**
   * The same transport without the schemas (the caller names the answer's type): for a page's first
   * screen, whose code must not carry the schemas, and for the few addresses no call declares.
   */
  request<T>(route: { method: CallDef['method']; path: string }, input?: RequestInput): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

const field = (body: unknown, name: 'message' | 'code'): string | null => {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
};

/** Seconds from a Retry-After header, when it holds a number of seconds. */
export function retryAfterSeconds(response: Response): number | null {
  const raw = response.headers.get('retry-after');
  if (raw === null) return null;
  const seconds = Number.parseInt(raw, 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

function encodeBody(body: unknown, form: boolean): string | null {
  if (body === undefined) return null;
  if (!form) return JSON.stringify(body);
  const fields = Object.entries(body as Record<string, string | number | boolean>);
  return new URLSearchParams(fields.map(([key, value]): [string, string] => [key, String(value)])).toString();
}

/** The parsed JSON of an answer; null for an empty or non-JSON body. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The error a failed answer stands for: the standard error body's reason and code when it has one. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  return new ApiError(
    response.status,
    field(body, 'message') ?? (response.statusText || 'SERVER_ERROR'),
    field(body, 'code'),
    retryAfterSeconds(response),
    body,
  );
}

/** The HTTP transport of the client: headers, time-out, errors; no schema. */
export interface Transport {
  /** A request by method and path; its parsed answer with the status it came with. */
  exchange(
    route: { method: CallDef['method']; path: string },
    input: RequestInput,
  ): Promise<{ status: number; answer: unknown }>;
  request: CallClient['request'];
}

/**
 * The transport alone, for code that must stay small (a page's first screen): `checkedCall` turns it
 * into the typed, checked call where the schemas are loaded anyway.
 */
export function createTransport(options: CallClientOptions = {}): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));

  async function exchange(
    def: { method: CallDef['method']; path: string },
    input: RequestInput,
  ): Promise<{ status: number; answer: unknown }> {
    const { query, body } = input;
    const headers: Record<string, string> = { accept: 'application/json' };
    const callHeaders = input.headers ?? {};
    for (const [name, value] of Object.entries({ ...options.headers?.(), ...callHeaders })) {
      if (value) headers[name] = value;
    }
    if (body !== undefined) {
      headers['content-type'] = input.form ? 'application/x-www-form-urlencoded' : 'application/json';
    }

    const timeout = AbortSignal.timeout(input.timeoutMs ?? timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const baseUrl = typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? '');
    // A request by path fills `:name` segments only when given parameters (the path may be a full URL).
    const path = input.params || 'response' in def ? callPath(def.path, input.params) : def.path;
    const url = `${baseUrl}${path}${toQueryString(query ?? {})}`;
    const init: RequestInit = {
      method: def.method,
      headers,
      body: encodeBody(body, input.form === true),
      signal,
    };
    if (options.credentials) init.credentials = options.credentials;

    let response: Response;
    try {
      response = await send(url, init);
    } catch (error) {
      if (input.signal?.aborted) throw error;
      throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : CONNECTION_ERROR, CONNECTION_ERROR);
    }
    const answer = await readJson(response);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.({ path: def.path, headers, callHeaders });
      throw errorFromResponse(response, answer);
    }
    return { status: response.status, answer };
  }

  const request = async <T>(
    def: { method: CallDef['method']; path: string },
    input: RequestInput = {},
  ): Promise<T> => (await exchange(def, input)).answer as T;

  return { exchange, request };
}
