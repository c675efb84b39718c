/**
 * The journeys' own calls to the real server, beside the browser: JSON requests, logins, new funded
 * bettors of the IE brand and their balances, so what a page shows can be checked against the server.
 */

/** The brand the journeys' bettors belong to. */
export const BOOKMAKER = 'touchline_ie';
/** The password of the seeded demo accounts (demo-ie...). */
export const DEMO_PASSWORD = 'touchline-demo';

export interface ApiOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface LoginAnswer {
  data: { sportify: { access_token: string | null } } | null;
}

export interface PlayerDetails {
  user: { username: string; name: string | null };
  balance: { cash: number; bonus: number; currency: string };
}

const client = { website: 'sport', lang: 'en', device: 'desktop', app: 0 };

export function serverApi(baseURL: string) {
  /**
   * A JSON call (POST when there is a body); anything but 2xx throws with the answer. A 429 is waited
   * out and the call made again: every journey of a run calls the one server from one address, so its
   * per-address limits (10 registrations a minute) are reached by the run, not by a single journey.
   */
  async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.jwt = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const call = () =>
      fetch(`${baseURL}${path}`, {
        method: options.body === undefined ? 'GET' : 'POST',
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
      });
    let response = await call();
    for (let retry = 0; response.status === 429 && retry < 3; retry += 1) {
      const seconds = Number(response.headers.get('retry-after') ?? '5');
      await new Promise((done) => setTimeout(done, (Number.isFinite(seconds) ? seconds : 5) * 1000 + 250));
      response = await call();
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await api<LoginAnswer>('/auth/login', { body: { username, password, ...client } });
    const token = answer.data?.sportify.access_token;
    if (!token) throw new Error(`no token for ${username}`);
    return token;
  }

  let registered = 0;
  /** A new bettor of the IE brand (username starting with `prefix`) with `deposit` (minor units) in cash. */
  async function newBettor(
    prefix: string,
    deposit: number,
  ): Promise<{ username: string; password: string; token: string }> {
    registered += 1;
    const username = `${prefix}${Date.now().toString(36)}${registered}`;
    const password = 'a-long-password-1';
    const answer = await api<LoginAnswer>('/auth/register', {
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
    if (deposit > 0) await api('/api/transactions/deposit', { token, body: { amount: deposit } });
    return { username, password, token };
  }

  const details = (token: string) =>
    api<PlayerDetails>('/player/details', { token, headers: { bookmaker: BOOKMAKER } });
  const cash = async (token: string) => (await details(token)).balance.cash;

  return { api, login, newBettor, details, cash };
}
