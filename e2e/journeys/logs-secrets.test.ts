/**
 * The real server's log output never holds a secret that travelled in a URL: a mailed password-reset
 * link, a compromised-password link and a registration invitation carry their token as a path segment,
 * other links carry one as a query parameter, on the sportsbook's origin and on the account site's. The
 * server runs as `npm start` runs it (a child process writing JSON lines at level info); after each
 * request the test waits for that request's log line and greps the whole output for the token.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { built: true });
});

afterAll(async () => {
  await server?.stop();
});

const freshToken = () => randomBytes(24).toString('base64url');

/** What the log line of a request shows: its URL with the secret replaced, and the origin's host. */
function loggedLine(host: string, redactedUrl: string): (line: string) => boolean {
  return (line) => line.includes(`"url":"${redactedUrl}"`) && line.includes(`"host":"${host}"`);
}

/**
 * Sends the request as a browser opening the link would, waits for its log line, then asserts the token
 * is nowhere in what the server wrote.
 */
async function expectLoggedWithoutSecret(
  origin: string,
  path: string,
  token: string,
  redactedPath: string,
): Promise<void> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBeLessThan(500);
  const host = new URL(origin).host;
  await expect
    .poll(() => server.output().split('\n').some(loggedLine(host, redactedPath)), { timeout: 10_000 })
    .toBe(true);
  expect(server.output()).not.toContain(token);
}

describe('the running server logs no token that a link carried', () => {
  it('a mailed reset link opened on the account site is logged with its token masked', async () => {
    const asked = await fetch(`${server.url}/auth/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-ie' }),
    });
    expect(asked.ok).toBe(true);
    const outbox = (await (
      await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent('demo-ie@touchline.example')}`)
    ).json()) as { mails: { links: string[] }[] };
    const link = outbox.mails[0]?.links.find((href) => href.includes('/reset-password/'));
    const token = link?.split('/reset-password/')[1] ?? '';
    expect(token.length).toBeGreaterThan(16);
    expect(link?.startsWith(`${server.accountUrl}/reset-password/`)).toBe(true);

    await expectLoggedWithoutSecret(
      server.accountUrl,
      `/reset-password/${token}`,
      token,
      '/reset-password/[REDACTED]',
    );
    // The page then sends the token with the new password: the body is never logged.
    await fetch(`${server.url}/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'logs-stay-clean-2026!' }),
    });
    await expect
      .poll(() => server.output().includes('"url":"/auth/reset-password"'), { timeout: 10_000 })
      .toBe(true);
    expect(server.output()).not.toContain(token);
  });

  for (const page of ['reset-password', 'reset-password-compromised', 'registration-with-token']) {
    for (const site of ['sportsbook', 'account site'] as const) {
      it(`/${page}/<token> on the ${site} is logged as /${page}/[REDACTED]`, async () => {
        const origin = site === 'sportsbook' ? server.url : server.accountUrl;
        const token = freshToken();
        await expectLoggedWithoutSecret(origin, `/${page}/${token}`, token, `/${page}/[REDACTED]`);
        // The same page under a language segment and with a query after the token.
        const other = freshToken();
        await expectLoggedWithoutSecret(
          origin,
          `/es/${page}/${other}?lang=es`,
          other,
          `/es/${page}/[REDACTED]?lang=es`,
        );
      });
    }
  }

  it('tokens in query parameters are logged masked, the other parameters as they came', async () => {
    const cases: [string, (token: string) => string, string][] = [
      [server.url, (t) => `/?login_with_token=${t}&lang=en`, '/?login_with_token=[REDACTED]&lang=en'],
      [server.url, (t) => `/?reset_password=${t}`, '/?reset_password=[REDACTED]'],
      [
        server.url,
        (t) => `/?register=1&registration_token=${t}`,
        '/?register=1&registration_token=[REDACTED]',
      ],
      [server.url, (t) => `/pnp-return?token=${t}`, '/pnp-return?token=[REDACTED]'],
      [server.accountUrl, (t) => `/?sport_token=${t}&lang=en`, '/?sport_token=[REDACTED]&lang=en'],
      [
        server.accountUrl,
        (t) => `/login?redirect=${encodeURIComponent(`/reset-password/${t}`)}`,
        '/login?redirect=[REDACTED]',
      ],
    ];
    for (const [origin, path, redacted] of cases) {
      const token = freshToken();
      await expectLoggedWithoutSecret(origin, path(token), token, redacted);
    }
  });
});
