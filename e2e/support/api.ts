/**
 * The journeys' own calls to the real server, beside the browser, through the contract's call client
 * (inputs and answers checked against the call definitions): logins, new funded bettors of the IE brand
 * and their balances, so what a page shows can be checked against the server.
 */
import {
  type CallDef,
  type CallInput,
  type CallResponse,
  createCallClient,
  deposit,
  getPlayerDetails,
  login as loginCall,
  type PlayerDetailsResponse,
  register,
} from '@touchline/contract';

/** The brand the journeys' bettors belong to. */
export const BOOKMAKER = 'touchline_ie';
/** The password of the seeded demo accounts (demo-ie...). */
export const DEMO_PASSWORD = 'touchline-demo';

export interface ApiOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type PlayerDetails = PlayerDetailsResponse;

const client = { website: 'sport', lang: 'en', device: 'desktop', app: 0 } as const;

/**
 * Fetch that waits out a 429 and asks again: every journey of a run calls the one server from one
 * address, so its per-address limits (10 registrations a minute) are reached by the run, not by a
 * single journey.
 */
async function patientFetch(url: string, init: RequestInit): Promise<Response> {
  let response = await fetch(url, init);
  for (let retry = 0; response.status === 429 && retry < 3; retry += 1) {
    const seconds = Number(response.headers.get('retry-after') ?? '5');
    await new Promise((done) => setTimeout(done, (Number.isFinite(seconds) ? seconds : 5) * 1000 + 250));
    response = await fetch(url, init);
  }
  return response;
}

export function serverApi(baseURL: string) {
  const http = createCallClient({ baseUrl: baseURL, fetch: patientFetch, timeoutMs: 60_000 });

  /** A contract call as a bettor (`token`) or anonymously; anything but 2xx throws ApiError. */
  function call<C extends CallDef>(
    def: C,
    input: CallInput<C> & { token?: string },
  ): Promise<CallResponse<C>> {
    const { token, ...rest } = input;
    const headers = token ? { ...rest.headers, jwt: token } : rest.headers;
    return http.call(def, { ...rest, headers } as CallInput<C>);
  }

  /** A JSON call by path (POST when there is a body), for what a journey checks beyond the contract's types. */
  function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
    const headers = options.token ? { ...options.headers, jwt: options.token } : options.headers;
    const method = options.body === undefined ? 'GET' : 'POST';
    return http.request<T>({ method, path }, { body: options.body, headers });
  }

  async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await call(loginCall, { body: { username, password, ...client } });
    const token = answer.data?.sportify.access_token;
    if (!token) throw new Error(`no token for ${username}`);
    return token;
  }

  let registered = 0;
  /** A new bettor of the IE brand (username starting with `prefix`) with `deposit` (minor units) in cash. */
  async function newBettor(
    prefix: string,
    amount: number,
  ): Promise<{ username: string; password: string; token: string }> {
    registered += 1;
    const username = `${prefix}${Date.now().toString(36)}${registered}`;
    const password = 'a-long-password-1';
    const answer = await call(register, {
      body: {
        username,
        email: `${username}@example.com`,
        password,
        bookmaker: BOOKMAKER,
        currency: 'EUR',
        country: 'IE',
        terms_accepted: true,
        date_of_birth: '1990-01-01',
        lang: 'en',
      },
    });
    const token = answer.data?.sportify.access_token ?? (await login(username, password));
    if (amount > 0) await call(deposit, { token, body: { amount } });
    return { username, password, token };
  }

  const details = (token: string) => call(getPlayerDetails, { token, headers: { bookmaker: BOOKMAKER } });
  const cash = async (token: string) => (await details(token)).balance.cash;

  return { call, api, login, newBettor, details, cash };
}
