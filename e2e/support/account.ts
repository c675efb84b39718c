/** Account-site helpers for browser journeys: a fresh bettor registered through the real API. */

export interface Bettor {
  username: string;
  password: string;
}

let created = 0;

/** Registers a new bettor on the IE brand through the API (the registration page is not under test here). */
export async function registerBettor(apiUrl: string): Promise<Bettor> {
  created += 1;
  const username = `e2e${Date.now().toString(36)}${created}`;
  const password = 'correct-horse-battery';
  const response = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password,
      bookmaker: 'touchline_ie',
      terms_accepted: true,
      date_of_birth: '1990-01-01',
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { username, password };
}

/** A session of the bettor's own through the API (a second login, as from another device). */
export async function apiLogin(apiUrl: string, bettor: Bettor): Promise<Response> {
  return fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: bettor.username,
      password: bettor.password,
      website: 'sport',
      device: 'desktop',
      app: 0,
      lang: 'en',
    }),
  });
}
