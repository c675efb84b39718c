/**
 * The games' adapter of the contract's call client: the API is on the sportsbook server's origin (CORS,
 * no cookies), and the session token travels in the `x-casino-session` header only, never in a path
 * or a query. Inputs and answers are checked against the call's schemas by the client itself.
 */
import {
  ApiError,
  CASINO_SESSION_HEADER,
  type CallDef,
  type CallResponse,
  type CallInput as ClientCallInput,
  CONNECTION_ERROR,
  createCallClient,
} from '@touchline/contract';

export { ApiError, CONNECTION_ERROR };

export const REQUEST_TIMEOUT_MS = 15_000;

interface ApiSettings {
  baseUrl: string;
  bookmaker: string | null;
  /** The session's token; null before a demo session is opened. */
  token: () => string | null;
}

let settings: ApiSettings = { baseUrl: '', bookmaker: null, token: () => null };

/** Where calls go and which session they speak for (set once at start-up). */
export function configureApi(next: ApiSettings): void {
  settings = next;
}

export const apiBaseUrl = (): string => settings.baseUrl;

const client = createCallClient({
  baseUrl: () => settings.baseUrl,
  headers: () => ({ [CASINO_SESSION_HEADER]: settings.token(), bookmaker: settings.bookmaker }),
  timeoutMs: REQUEST_TIMEOUT_MS,
  credentials: 'omit',
});

export type CallInput<C extends CallDef> = Omit<ClientCallInput<C>, 'headers'>;

/** Calls the API; a refusal, an invalid input or an unreachable server throws ApiError. */
export function callApi<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  return client.call(call, input as ClientCallInput<C>);
}
