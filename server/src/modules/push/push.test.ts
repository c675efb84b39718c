import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushDevice, SentPush } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, LOGIN_PARAMS, manualClock, registerUser, type TestUser } from '../auth/testing';
import { settleEvent } from '../bets';
import { calculate, calculateBody, pickSelections, resultEvent, submit, submittable } from '../bets/testing';
import type { PushMessage, PushProvider } from './provider';
import { devicesOf, notificationsOf } from './repo';
import { dispatchPush, PUSH_MAX_ATTEMPTS, queuePush } from './service';

warnIfPostgresSkipped();

const MINUTE = 60_000;
let tokens = 0;
/** A fresh FCM-shaped token (letters, digits, : _ -), unique per call. */
const fcmToken = () => {
  tokens += 1;
  return `f${tokens}x:APA91b${'Hq_k-Z'.repeat(22)}${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
};
/** A fresh APNs-shaped token (64 hex digits). */
const apnsToken = () => {
  tokens += 1;
  return `${tokens.toString(16).padStart(8, '0')}${'ab12cd34'.repeat(7)}`;
};

describe.each(dbKinds)('push notifications on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-push-'));
  beforeAll(async () => {
    t = await createTestApp(kind, { clock, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'POST' | 'PUT', url: string, user: TestUser | null, payload: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: user ? { jwt: user.token } : {} });
  const registerDevice = (user: TestUser | null, token: string, platform = 'android') =>
    call('POST', '/v1/push/devices', user, { token, platform });
  const setProperties = (user: TestUser, body: Record<string, unknown>) =>
    call('PUT', '/v1/push/properties', user, body);
  const outbox = async (token: string): Promise<SentPush[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/push-outbox?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().messages;
  };
  const devicesOfUser = (user: TestUser) => devicesOf(t.app.ctx.database.db, user.userId);

  it('registering a device needs a login', async () => {
    expect((await registerDevice(null, fcmToken())).statusCode).toBe(401);
  });

  it('a registered device starts with the default topics, no language yet, and the account brand and currency', async () => {
    const user = await registerUser(t.app, { bookmaker: 'touchline_gb' });
    const token = apnsToken();
    const res = await registerDevice(user, token, 'ios');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token,
      platform: 'ios',
      lang: null,
      country: null,
      bookmaker: 'touchline_gb',
      currency: 'GBP',
      topics: ['bet_results'],
      registered_at: new Date(clock.now()).toISOString(),
    });
  });

  it('refuses tokens that are too short, too long or carry other characters, and unknown platforms', async () => {
    const user = await registerUser(t.app);
    for (const token of ['short', 'a'.repeat(1025), `${'a'.repeat(40)} <script>`, `${'a'.repeat(40)}/x`]) {
      expect((await registerDevice(user, token)).statusCode).toBe(400);
    }
    expect((await registerDevice(user, fcmToken(), 'windows')).statusCode).toBe(400);
  });

  it('registering again is idempotent and keeps the properties; one bettor may have several devices', async () => {
    const user = await registerUser(t.app);
    const phone = fcmToken();
    const tablet = apnsToken();
    expect((await registerDevice(user, phone)).statusCode).toBe(200);
    const set = await setProperties(user, {
      token: phone,
      lang: 'de',
      country: 'DE',
      topics: ['bet_results', 'promotions'],
    });
    expect(set.statusCode).toBe(200);
    clock.advance(MINUTE);
    const again = (await registerDevice(user, phone)).json() as PushDevice;
    expect(again).toMatchObject({ lang: 'de', country: 'DE', topics: ['bet_results', 'promotions'] });
    expect(again.registered_at).toBe(new Date(clock.now() - MINUTE).toISOString());
    expect(again.updated_at).toBe(new Date(clock.now()).toISOString());
    expect((await registerDevice(user, tablet, 'ios')).statusCode).toBe(200);
    expect((await devicesOfUser(user)).map((device) => device.token).sort()).toEqual([phone, tablet].sort());
  });

  it('a token registered by another bettor moves to them with the default properties', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(first, token);
    await setProperties(first, { token, lang: 'fr', country: 'IE', topics: ['promotions'] });
    const moved = (await registerDevice(second, token)).json() as PushDevice;
    expect(moved).toMatchObject({ lang: null, country: null, topics: ['bet_results'] });
    expect(await devicesOfUser(first)).toEqual([]);
    expect((await devicesOfUser(second)).map((device) => device.token)).toEqual([token]);
    // The first bettor can no longer set or remove it.
    expect((await setProperties(first, { token, lang: 'en', country: 'IE', topics: [] })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/v1/push/devices/unregister', first, { token })).json()).toEqual({
      removed: false,
    });
  });

  it('properties without topics keep the device topics', async () => {
    const user = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(user, token);
    await setProperties(user, { token, lang: 'en', country: 'IE', topics: ['bet_results', 'promotions'] });
    const res = await setProperties(user, { token, lang: 'pt', country: 'BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: 'pt', country: 'BR', topics: ['bet_results', 'promotions'] });
  });

  it('push properties are validated: a known language and country, each topic once', async () => {
    const user = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(user, token);
    const bad = [
      { token, lang: 'xx', country: 'IE', topics: [] },
      { token, lang: 'en', country: 'ZZ', topics: [] },
      { token, lang: 'en', country: 'IE', topics: ['casino_spam'] },
      { token, lang: 'en', country: 'IE', topics: ['promotions', 'promotions'] },
    ];
    for (const body of bad) expect((await setProperties(user, body)).statusCode).toBe(400);
    expect(
      (await setProperties(user, { token: fcmToken(), lang: 'en', country: 'IE', topics: [] })).statusCode,
    ).toBe(404);
  });

  it('unregistering removes only the bettor own device', async () => {
    const user = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(user, token);
    const unregister = () => call('POST', '/v1/push/devices/unregister', user, { token });
    expect((await unregister()).json()).toEqual({ removed: true });
    expect((await unregister()).json()).toEqual({ removed: false });
    expect(await devicesOfUser(user)).toEqual([]);
  });

  it('logging out stops pushes to the devices that login registered', async () => {
    const user = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(user, token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { jwt: user.token },
      payload: { username: user.username, ...LOGIN_PARAMS },
    });
    expect(res.statusCode).toBe(200);
    expect(await devicesOfUser(user)).toEqual([]);
  });

  it('a bet settled as won pushes the amount to every opted-in device of the bettor, in its language, once', async () => {
    const user = await registerUser(t.app);
    const german = fcmToken();
    const silent = apnsToken();
    const unset = fcmToken();
    await registerDevice(user, german);
    await setProperties(user, { token: german, lang: 'de', country: 'DE', topics: ['bet_results'] });
    await registerDevice(user, silent, 'ios');
    await setProperties(user, { token: silent, lang: 'en', country: 'IE', topics: ['promotions'] });
    await registerDevice(user, unset);
    await t.app.push.dispatch();

    await depositCash(t.app, user, 5_000);
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('no selection to bet on');
    const { tickets } = await calculate(
      t.app,
      user.token,
      calculateBody([pick], { type: 'single', stake: 1_000 }),
    );
    const placed = (await submit(t.app, user.token, submittable(tickets[0]))).json();
    expect(placed.status).toBe('PROCESSED');
    clock.advance(MINUTE);
    await resultEvent(t.db.database, pick.eventId, { [pick.outcomeId]: 'win' });
    const [settled] = await settleEvent(t.app.ctx, pick.eventId);
    expect(settled?.status).toBe('won');
    const payout = settled?.payout ?? 0;
    expect(await outbox(german)).toEqual([]);

    const report = await t.app.push.dispatch();
    expect(report.sent).toBeGreaterThanOrEqual(2);
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(payout / 100);
    const [toGerman] = await outbox(german);
    expect(toGerman).toMatchObject({
      platform: 'android',
      kind: 'bet_won',
      title: 'Wette gewonnen',
      body: `Deine Wette hat ${euros} gewonnen.`,
      data: { kind: 'bet_won', bet_id: placed.uuid, path: '/account/bets' },
      date: new Date(clock.now()).toISOString(),
    });
    // A device whose properties are not set yet speaks the brand's first language.
    const [toUnset] = await outbox(unset);
    expect(toUnset?.title).toBe('Bet won');
    // Opted out of bet results: nothing.
    expect(await outbox(silent)).toEqual([]);

    // Dispatching again sends nothing more.
    await t.app.push.dispatch();
    expect(await outbox(german)).toHaveLength(1);
    const [row] = await notificationsOf(t.app.ctx.database.db, user.userId);
    expect(row?.sentAt?.toISOString()).toBe(new Date(clock.now()).toISOString());
  });

  it('a failed send stays queued and is retried, up to the attempt limit; a token the provider no longer knows is forgotten', async () => {
    const user = await registerUser(t.app);
    const token = fcmToken();
    await registerDevice(user, token);
    await t.app.push.dispatch();
    const queue = () =>
      t.app.ctx.database.db.transaction((tx) =>
        queuePush(
          tx,
          user.userId,
          { kind: 'bet_won', params: { bet_id: 'b1', amount: 1_234, currency: 'EUR' } },
          new Date(clock.now()),
        ),
      );
    await queue();
    const sent: PushMessage[] = [];
    const failing: PushProvider = { send: async () => 'failed' };
    const flaky: PushProvider = {
      send: async (message) => {
        sent.push(message);
        return 'sent';
      },
    };
    expect(await dispatchPush(t.app.ctx, failing)).toEqual({ notifications: 0, sent: 0, failed: 1 });
    expect(await dispatchPush(t.app.ctx, flaky)).toEqual({ notifications: 1, sent: 1, failed: 0 });
    expect(sent.map((message) => message.body)).toEqual(['Your bet won €12.34.']);

    await queue();
    for (let attempt = 0; attempt < PUSH_MAX_ATTEMPTS; attempt += 1) await dispatchPush(t.app.ctx, failing);
    expect(await dispatchPush(t.app.ctx, flaky)).toEqual({ notifications: 0, sent: 0, failed: 0 });

    await queue();
    const uninstalled: PushProvider = { send: async () => 'unregistered' };
    await dispatchPush(t.app.ctx, uninstalled);
    expect(await devicesOfUser(user)).toEqual([]);
  });
});
