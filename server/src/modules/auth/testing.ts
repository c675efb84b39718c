/**
 * Test helpers for modules that need a logged-in user with money (betting, bonuses, bets): they go
 * through the real registration and the real demo cashier, never around the ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../context';
import { DEPOSIT_MAX, DEPOSIT_MIN } from '../wallet';

/** The login params every login call sends (website, device, app, language). */
export const LOGIN_PARAMS = { website: 'sport', device: 'desktop', app: 0, lang: 'en' } as const;

export interface TestUser {
  userId: number;
  username: string;
  password: string;
  email: string;
  /** The access token (send it in the jwt header). */
  token: string;
}

let counter = 0;

/** Registers a fresh user on a brand (default IE) and returns its session. */
export async function registerUser(
  app: FastifyInstance,
  options: { bookmaker?: string; username?: string; password?: string; ip?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `user${counter}${Math.random().toString(36).slice(2, 8)}`;
  const password = options.password ?? 'correct-horse-battery';
  const email = `${username}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress: options.ip ?? `10.200.${counter % 250}.${(counter * 7) % 250}`,
    payload: {
      username,
      email,
      password,
      bookmaker: options.bookmaker ?? 'touchline_ie',
      date_of_birth: '1990-05-17',
      terms_accepted: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.sportify.access_token as string;
  const details = await app.inject({ method: 'GET', url: '/player/details', headers: { jwt: token } });
  return { userId: Number(details.json().user.id), username, password, email, token };
}

let fundings = 0;

/** Deposits through the demo cashier (in chunks within its limits) so the ledger holds the money. */
export async function depositCash(app: FastifyInstance, user: TestUser, amount: number): Promise<void> {
  if (amount < DEPOSIT_MIN) throw new RangeError(`the cashier takes at least ${DEPOSIT_MIN} minor units`);
  fundings += 1;
  let left = amount;
  let part = 0;
  while (left > 0) {
    let chunk = Math.min(left, DEPOSIT_MAX);
    if (left - chunk > 0 && left - chunk < DEPOSIT_MIN) chunk = left - DEPOSIT_MIN;
    part += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cashier/deposit',
      headers: { jwt: user.token },
      payload: { amount: chunk, idempotency_key: `test-funding-${user.userId}-${fundings}-${part}` },
    });
    if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.statusCode} ${res.body}`);
    left -= chunk;
  }
}

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
