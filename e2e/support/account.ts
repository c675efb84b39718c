/** Account-site helpers for browser journeys: a fresh bettor registered through the real API. */
import { createCallClient, login, register } from '@touchline/contract';

export interface Bettor {
  username: string;
  password: string;
}

let created = 0;

/** Registers a new bettor of a brand (IE unless given) through the API (the registration page is not under test here). */
export async function registerBettor(apiUrl: string, bookmaker = 'touchline_ie'): Promise<Bettor> {
  created += 1;
  const username = `e2e${Date.now().toString(36)}${created}`;
  const password = 'correct-horse-battery';
  await createCallClient({ baseUrl: apiUrl }).call(register, {
    body: {
      username,
      email: `${username}@example.com`,
      password,
      bookmaker,
      terms_accepted: true,
      date_of_birth: '1990-01-01',
    },
  });
  return { username, password };
}

/** A session of the bettor's own through the API (a second login, as from another device): its token. */
export async function apiLogin(apiUrl: string, bettor: Bettor): Promise<string> {
  const answer = await createCallClient({ baseUrl: apiUrl }).call(login, {
    body: {
      username: bettor.username,
      password: bettor.password,
      website: 'sport',
      device: 'desktop',
      app: 0,
      lang: 'en',
    },
  });
  const token = answer.data?.sportify.access_token;
  if (!token) throw new Error(`no token for ${bettor.username}`);
  return token;
}
