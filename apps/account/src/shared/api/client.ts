/**
 * The account site's adapter of the contract's call client: the API is on the sportsbook's origin
 * (CORS, no cookies), the login token travels in the `jwt` header, the brand in `bookmaker`. Inputs and
 * answers are checked against the call's schemas by the client itself.
 */
import {
  ApiError,
  type CallDef,
  type CallResponse,
  type CallInput as ClientCallInput,
  CONNECTION_ERROR,
  createCallClient,
  INVALID_REQUEST,
  UNEXPECTED_RESPONSE,
} from '@touchline/contract';

export { ApiError, CONNECTION_ERROR, INVALID_REQUEST, UNEXPECTED_RESPONSE };

export const REQUEST_TIMEOUT_MS = 15_000;

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

const client = createCallClient({
  baseUrl: () => settings.baseUrl,
  headers: () => ({ jwt: settings.token(), bookmaker: settings.bookmaker }),
  timeoutMs: REQUEST_TIMEOUT_MS,
  credentials: 'omit',
});

export type CallInput<C extends CallDef> = Omit<ClientCallInput<C>, 'headers'> & {
  idempotencyKey?: string;
  /** Overrides the stored session token (a token just received, before it is stored); null sends none. */
  token?: string | null;
};

/** Calls the API; a refusal, an invalid input or an unreachable server throws ApiError. */
export function callApi<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  const { idempotencyKey, token, ...rest } = input;
  const headers: Record<string, string | null> = {};
  if (token !== undefined) headers.jwt = token;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return client.call(call, { ...rest, headers } as ClientCallInput<C>);
}

/** A fresh idempotency key for one cashier request (kept across its retries). */
export const newIdempotencyKey = (): string => `acct-${crypto.randomUUID()}`;
