import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, TEST_REDIS_URL, warnIfPostgresSkipped } from '../../../test/db';
import { DEFAULT_BRAND } from '../../brands';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from '../../demo/accounts';
import { checkLedger } from '../wallet';
import { RATE_LIMITS } from './routes';
import { LOCK_MS } from './service';
import { LOGIN_PARAMS, manualClock, registerUser, type TestUser } from './testing';

warnIfPostgresSkipped();

let ipCounter = 0;
/** Every test its own client address, so the per-IP rate limits only meet where a test wants them to. */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

const login = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: (extra.ip as string | undefined) ?? freshIp(),
    headers: extra.host ? { host: extra.host as string } : {},
    payload: { username, password, ...LOGIN_PARAMS, rememberMe: extra.rememberMe ?? 1 },
  });

const details = (app: FastifyInstance, token: string | undefined) =>
  app.inject({ method: 'GET', url: '/player/details', headers: token === undefined ? {} : { jwt: token } });

const tokenOf = (res: { json(): { data: { sportify: { access_token: string } } } }) =>
  res.json().data.sportify.access_token;

describe.each(dbKinds)('account and session on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const clock = manualClock();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-auth-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir }, clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    return res.json().mails as Array<{ subject: string; text: string; links: string[] }>;
  };

  describe('demo accounts', () => {
    it('seeds one per brand with 500.00 through a real deposit, and a bonus where playthrough is on', async () => {
      for (const account of demoAccounts()) {
        const res = await login(t.app, account.username, DEMO_PASSWORD);
        expect(res.statusCode, account.username).toBe(200);
        const body = (await details(t.app, tokenOf(res))).json();
        expect(body.balance).toMatchObject({
          cash: 50_000,
          bonus: account.bonus,
          currency: account.currency,
        });
      }
      expect(demoAccounts().some((account) => account.bonus > 0)).toBe(true);
      expect(await checkLedger(t.db.database)).toEqual([]);
    });

    it('seeding again creates nobody and moves no money', async () => {
      expect(await seedDemoAccounts(t.app.ctx, t.app.auth)).toBe(0);
      const [row] = await t.db.database.query<{ n: string }>('select count(*) as n from users where is_demo');
      expect(Number(row?.n)).toBe(demoAccounts().length);
    });
  });

  describe('registration', () => {
    it('register -> login -> player/details shows the balance in the brand currency', async () => {
      const user = await registerUser(t.app, { bookmaker: 'touchline_gb' });
      const res = await login(t.app, user.username.toUpperCase(), user.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        message: null,
        data: { temporary_token: null, domain: 'gb.touchline.example' },
      });
      const body = (await details(t.app, tokenOf(res))).json();
      expect(body.user).toMatchObject({ username: user.username, currency: 'GBP', balance: 0, bonus: 0 });
      expect(body.balance).toEqual({
        total: 0,
        cash: 0,
        bonus: 0,
        currency: 'GBP',
        casino_balance: 0,
        casino_cash: 0,
        casino_bonus: 0,
      });
    });

    it('stores an argon2id hash, never the password', async () => {
      const user = await registerUser(t.app);
      const [row] = await t.db.database.query<{ password_hash: string }>(
        'select password_hash from users where id = $1',
        [user.userId],
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(user.password);
    });

    it('keeps the date of birth, the moment the terms were accepted and the registration-link token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: freshIp(),
        payload: {
          username: 'invited1',
          email: 'invited1@example.com',
          password: 'long-enough-pw',
          bookmaker: 'touchline_ie',
          date_of_birth: '1984-11-02',
          terms_accepted: true,
          registration_token: 'spring-campaign_42',
        },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.database.query<{
        date_of_birth: string | Date;
        registration_token: string | null;
        terms_accepted_at: Date | string | null;
      }>(
        "select to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, registration_token, terms_accepted_at from users where username = $1",
        ['invited1'],
      );
      expect(row).toMatchObject({ date_of_birth: '1984-11-02', registration_token: 'spring-campaign_42' });
      expect(row?.terms_accepted_at).not.toBeNull();
    });

    it('refuses a registration token that is not letters, digits, _ or -', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: freshIp(),
        payload: {
          username: 'invited2',
          email: 'invited2@example.com',
          password: 'long-enough-pw',
          date_of_birth: '1984-11-02',
          terms_accepted: true,
          registration_token: '../../etc',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/registration token/);
    });

    it('accepts a form-encoded registration', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'username=formuser1&email=formuser1%40example.com&password=long-enough-pw&country=RO&date_of_birth=1985-01-31&terms_accepted=on',
      });
      expect(res.statusCode).toBe(200);
      const body = (await details(t.app, tokenOf(res))).json();
      expect(body.balance.currency).toBe('RON');
    });

    const bad: Array<[string, Record<string, unknown>, RegExp]> = [
      ['a short password', { password: 'short1' }, /password.*8 characters/],
      ['a common password', { password: 'password123' }, /too common/],
      [
        'the username as password',
        { username: 'samename99', password: 'samename99' },
        /differ from the username/,
      ],
      ['terms not accepted', { terms_accepted: false }, /terms/],
      ['a bettor under 18', { date_of_birth: '2020-01-01' }, /18 or older/],
      ['a date of birth that does not exist', { date_of_birth: '1990-02-30' }, /date of birth/],
      ['a bad e-mail', { email: 'not-an-email' }, /email/],
      ['a bad username', { username: 'a b' }, /username/],
      ['an unknown bookmaker', { bookmaker: 'nope_xx' }, /unknown bookmaker/],
      ['a currency not of the brand', { currency: 'GBP' }, /currency/],
    ];
    it.each(bad)('refuses %s with 400 and a reason', async (_name, override, reason) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: freshIp(),
        payload: {
          username: `bad${Math.random().toString(36).slice(2, 8)}`,
          email: `bad${Math.random().toString(36).slice(2, 8)}@example.com`,
          password: 'good-password-1',
          bookmaker: 'touchline_ie',
          date_of_birth: '1990-05-17',
          terms_accepted: true,
          ...override,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(reason);
    });

    it('a taken username (any case) or e-mail is 409 with the spec body', async () => {
      const user = await registerUser(t.app);
      for (const payload of [
        { username: user.username.toUpperCase(), email: 'other-address@example.com' },
        { username: 'someone-else', email: user.email.toUpperCase() },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/register',
          remoteAddress: freshIp(),
          payload: {
            ...payload,
            password: 'good-password-1',
            date_of_birth: '1990-05-17',
            terms_accepted: true,
          },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ status: 'error', data: null });
        expect(res.json().message).toMatch(/taken|exists/);
      }
    });
  });

  describe('login', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t.app);
    });

    it('accepts the login params form-encoded (the native app) and by e-mail', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${encodeURIComponent(user.email)}&password=${user.password}&rememberMe=1&website=sport&lang=en&device=mobile&app=1&app_version=1&cache_version=39719&global_project=`,
      });
      expect(res.statusCode).toBe(200);
      expect(tokenOf(res)).toMatch(/^ey/);
    });

    it('wrong password and unknown user give the same 401 answer', async () => {
      const wrong = await login(t.app, user.username, 'wrong-password');
      const unknown = await login(t.app, 'nobody-here', 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ status: 'error', message: 'Invalid username or password', data: null });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('missing or malformed login params are 400 with a reason, never 500', async () => {
      for (const payload of [
        { password: 'x', ...LOGIN_PARAMS },
        { username: 'a', password: 'x', ...LOGIN_PARAMS, website: 'casino' },
        { username: 'a', password: 'x', ...LOGIN_PARAMS, app: 7 },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: freshIp(),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/username|website|app/);
      }
      const junk = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(junk.statusCode).toBe(400);
    });

    it('5 wrong passwords lock the account for 15 minutes, even against the right password', async () => {
      const victim = await registerUser(t.app);
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(t.app, victim.username, 'wrong-password')).statusCode).toBe(401);
      }
      const fifth = await login(t.app, victim.username, 'wrong-password');
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json().message).toMatch(/locked for 15 minutes/);
      expect(fifth.headers['retry-after']).toBe(String(LOCK_MS / 1000));
      const right = await login(t.app, victim.username, victim.password);
      expect(right.statusCode).toBe(423);
      expect(right.json().message).toMatch(/locked after 5 failed login attempts/);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

      clock.advance(LOCK_MS + 1000);
      expect((await login(t.app, victim.username, victim.password)).statusCode).toBe(200);
    });

    it('a successful login resets the failure count', async () => {
      const other = await registerUser(t.app);
      for (let i = 0; i < 4; i++) await login(t.app, other.username, 'wrong-password');
      expect((await login(t.app, other.username, other.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(t.app, other.username, 'wrong')).statusCode).toBe(401);
    });

    it('is rate limited per IP: 429 with a reason, other addresses unaffected', async () => {
      const ip = freshIp();
      const answers: number[] = [];
      for (let i = 0; i < 31; i++)
        answers.push((await login(t.app, 'nobody-at-all', 'wrong', { ip })).statusCode);
      expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(answers[30]).toBe(429);
      const limited = await login(t.app, user.username, user.password, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
      expect((await login(t.app, user.username, user.password)).statusCode).toBe(200);
    });

    it("on another country's site answers a temporary token for the user's domain; it works there once", async () => {
      const res = await login(t.app, 'demo-ie', DEMO_PASSWORD, { host: 'sport.gb.touchline.example' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.data.sportify.access_token).toBeNull();
      expect(body.data.domain).toBe('ie.touchline.example');
      const temporary = body.data.temporary_token as string;
      expect(temporary.length).toBeGreaterThan(20);

      const query = `token=${temporary}&domain=gb.touchline.example&lang=en&website=sport&device=mobile&app=1`;
      const elsewhere = await t.app.inject({ method: 'GET', url: `/auth/loginWithToken?${query}` });
      expect(elsewhere.statusCode).toBe(401);
      // A token is consumed by its first redemption, even a failed one: a fresh login is needed.
      const again = (
        await login(t.app, 'demo-ie', DEMO_PASSWORD, { host: 'sport.gb.touchline.example' })
      ).json();
      const retry = await t.app.inject({
        method: 'GET',
        url: `/auth/loginWithToken?token=${again.data.temporary_token}&domain=ie.touchline.example&lang=en&website=sport&device=mobile&app=1`,
      });
      expect(retry.statusCode).toBe(200);
      expect((await details(t.app, tokenOf(retry))).json().user.username).toBe('demo-ie');
    });

    it("the app's retry: the temporary token, form-encoded to POST /auth/loginWithToken with the account's domain, logs in there", async () => {
      const answer = (
        await login(t.app, 'demo-ie', DEMO_PASSWORD, { host: 'sport.gb.touchline.example' })
      ).json();
      expect(answer.data.domain).toBe('ie.touchline.example');
      const form = new URLSearchParams({
        token: answer.data.temporary_token,
        domain: answer.data.domain,
        lang: 'en',
        website: 'sport',
        device: 'mobile',
        app: '1',
      });
      const retry = await t.app.inject({
        method: 'POST',
        url: '/auth/loginWithToken',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'sport.ie.touchline.example' },
        payload: form.toString(),
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({
        status: 'success',
        data: { temporary_token: null, domain: 'ie.touchline.example' },
      });
      expect((await details(t.app, tokenOf(retry))).json().user.username).toBe('demo-ie');
    });

    it('on its own site (or localhost) logs straight in', async () => {
      const res = await login(t.app, 'demo-gb', DEMO_PASSWORD, { host: 'sport.gb.touchline.example' });
      expect(res.json()).toMatchObject({ status: 'success', data: { domain: 'gb.touchline.example' } });
    });
  });

  describe('tokens and sessions', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t.app);
    });

    it('loginWithToken exchanges a sport token once only (GET, then POST form is refused)', async () => {
      const minted = await t.app.inject({
        method: 'POST',
        url: '/auth/sport-token',
        headers: { jwt: user.token },
      });
      expect(minted.statusCode).toBe(200);
      const sportToken = minted.json().data.sport_token as string;
      const query = `token=${encodeURIComponent(sportToken)}&domain=ie.touchline.example&lang=en&website=sport&device=desktop&app=0`;
      const first = await t.app.inject({ method: 'GET', url: `/auth/loginWithToken?${query}` });
      expect(first.statusCode).toBe(200);
      expect(first.json().status).toBe('success');
      expect((await details(t.app, tokenOf(first))).json().user.username).toBe(user.username);

      const second = await t.app.inject({
        method: 'POST',
        url: '/auth/loginWithToken',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query,
      });
      expect(second.statusCode).toBe(401);
      expect(second.json()).toEqual({
        status: 'error',
        message: 'The login token is invalid, already used or expired',
        data: null,
      });
    });

    it('the POST form variant works for a fresh token; an expired one is refused', async () => {
      const mint = async () =>
        (
          await t.app.inject({ method: 'POST', url: '/auth/sport-token', headers: { jwt: user.token } })
        ).json().data.sport_token as string;
      const form = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/loginWithToken',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${encodeURIComponent(token)}&domain=ie.touchline.example&lang=en&website=sport&device=mobile&app=1`,
        });
      expect((await form(await mint())).statusCode).toBe(200);
      const stale = await mint();
      clock.advance(3 * 60_000);
      expect((await form(stale)).statusCode).toBe(401);
    });

    it('a sport token needs a login', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/auth/sport-token' })).statusCode).toBe(401);
    });

    it('logout ends the session and the sessions handed over from it', async () => {
      const own = tokenOf(await login(t.app, user.username, user.password));
      const minted = await t.app.inject({ method: 'POST', url: '/auth/sport-token', headers: { jwt: own } });
      const handed = tokenOf(
        await t.app.inject({
          method: 'GET',
          url: `/auth/loginWithToken?token=${minted.json().data.sport_token}&domain=x&lang=en&website=sport&device=desktop&app=0`,
        }),
      );
      expect((await details(t.app, handed)).statusCode).toBe(200);

      const out = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { jwt: own, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${user.username}&website=sport&lang=en&device=desktop&app=0&app_version=1&cache_version=39719&global_project=`,
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: 'success', message: 'Logged out' });
      expect((await details(t.app, own)).statusCode).toBe(401);
      expect((await details(t.app, handed)).statusCode).toBe(401);
      // Other logins of the same user are not affected.
      expect((await details(t.app, user.token)).statusCode).toBe(200);
      // Logging out again (or with no token) still answers success: the client clears its state anyway.
      const twice = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { jwt: own },
        payload: { username: user.username, ...LOGIN_PARAMS },
      });
      expect(twice.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('forgot password writes an outbox mail whose link resets the password once; the old one stops working', async () => {
      const user = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/password/forgot',
        remoteAddress: freshIp(),
        payload: { email: user.email.toUpperCase() },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await outbox(user.email);
      expect(mail?.subject).toBe('Reset your Touchline password');
      const link = mail?.links.find((candidate) => candidate.includes('/reset-password/'));
      expect(link).toMatch(/^http:\/\/localhost:8081\/reset-password\/[A-Za-z0-9_-]{40,}$/);
      const token = link?.split('/reset-password/')[1] ?? '';

      const weak = await t.app.inject({
        method: 'POST',
        url: '/auth/password/reset',
        payload: { token, password: 'password' },
      });
      expect(weak.statusCode).toBe(400);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/auth/password/reset',
        payload: { token, password: 'brand-new-secret' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().status).toBe('success');

      expect((await login(t.app, user.username, user.password)).statusCode).toBe(401);
      expect((await login(t.app, user.username, 'brand-new-secret')).statusCode).toBe(200);
      // Every session of the old password has ended.
      expect((await details(t.app, user.token)).statusCode).toBe(401);
      const reused = await t.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, password: 'another-new-secret' },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toMatch(/invalid, already used or expired/);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/recover',
        remoteAddress: freshIp(),
        payload: { email: 'nobody@example.com', lang: 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(await outbox('nobody@example.com')).toEqual([]);
      const empty = await t.app.inject({ method: 'POST', url: '/auth/recover', payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    it('a reset link expires after an hour', async () => {
      const user = await registerUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/auth/password/forgot',
        payload: { username: user.username },
      });
      const token = (await outbox(user.email))[0]?.links[0]?.split('/reset-password/')[1] ?? '';
      clock.advance(61 * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/password/reset',
        payload: { token, password: 'brand-new-secret' },
      });
      expect(res.statusCode).toBe(400);
    });

    it('a compromised password is refused at login and mails a /reset-password-compromised/ link', async () => {
      const { auth } = t.app;
      const hash = await auth.hashPassword('iloveyou');
      const user = await t.app.ctx.database.db.transaction((tx) =>
        auth.createAccount(
          tx,
          {
            username: 'legacy-user',
            email: 'legacy@example.com',
            password: 'iloveyou',
            brand: DEFAULT_BRAND,
            termsAccepted: true,
          },
          hash,
        ),
      );
      expect(user).toBeDefined();
      const res = await login(t.app, 'legacy-user', 'iloveyou');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/compromised/);
      const [mail] = await outbox('legacy@example.com');
      const link = mail?.links[0] ?? '';
      expect(link).toContain('/reset-password-compromised/');
      const token = link.split('/reset-password-compromised/')[1] ?? '';
      const reset = await t.app.inject({
        method: 'POST',
        url: '/auth/password/reset',
        payload: { token, password: 'a-much-better-one' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(t.app, 'legacy-user', 'a-much-better-one')).statusCode).toBe(200);
    });

    it('change-password needs the current password and keeps only this login', async () => {
      const user = await registerUser(t.app);
      const other = tokenOf(await login(t.app, user.username, user.password));
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/auth/change-password',
        headers: { jwt: user.token },
        payload: { current_password: 'nope-nope', new_password: 'fresh-password-9' },
      });
      expect(wrong.statusCode).toBe(403);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/auth/change-password',
        headers: { jwt: user.token },
        payload: { current_password: user.password, new_password: 'fresh-password-9' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await details(t.app, user.token)).statusCode).toBe(200);
      expect((await details(t.app, other)).statusCode).toBe(401);
    });
  });

  describe('cross-origin and dev calls', () => {
    it('lets the account site call the API cross-origin (CORS preflight with the jwt header)', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: {
          origin: 'http://localhost:8081',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,jwt',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8081');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-headers'])).toContain('jwt');
    });

    it('/dev/outbox validates its query', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=0' })).statusCode).toBe(400);
    });
  });
});

describe.skipIf(!TEST_REDIS_URL)('login rate limit across server processes on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL as string };
    [a, b] = await Promise.all([createTestApp('pglite', { env }), createTestApp('pglite', { env })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts the attempts of one address on every server: the limit holds once, not once per server', async () => {
    // Counts live in Redis for a minute: an address of its own keeps an earlier run's count out.
    const ip = `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(0, 250)}`;
    const half = RATE_LIMITS.login / 2;
    for (let i = 0; i < RATE_LIMITS.login; i++) {
      const server = i < half ? a : b;
      expect((await login(server.app, 'nobody-at-all', 'wrong', { ip })).statusCode).toBe(401);
    }
    const refused = await login(b.app, 'nobody-at-all', 'wrong', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await login(a.app, 'nobody-at-all', 'wrong', { ip })).statusCode).toBe(429);
    // Another address is counted apart.
    expect((await login(a.app, 'nobody-at-all', 'wrong')).statusCode).toBe(401);
  });
});
