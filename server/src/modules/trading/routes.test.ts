import type { EventDelta } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser } from '../auth/testing';
import { calculate, calculateBody, pickSelections, submit, submittable } from '../bets/testing';

warnIfPostgresSkipped();

const TOKEN = 'operator-token-for-the-trading-tests-0123456789';

describe.each(dbKinds)('operator trading calls on %s', (kind) => {
  let t: TestApp;
  const published: { bookmakers: readonly string[] | 'all'; changes: readonly unknown[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { OPERATOR_TOKEN: TOKEN } });
    t.app.ctx.publisher = {
      publishEventChanges: (bookmakers, changes) => {
        published.push({ bookmakers, changes });
      },
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const suspension = (marketId: string | number, body: unknown, token: string | null = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/trading/markets/${marketId}/suspension`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    });

  const marketOf = async (eventId: number, marketId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/echo/v1/markets?bookmaker=touchline_ie&lang=en&event_id=${eventId}`,
    });
    const markets = res.json().data as { id: string; is_suspended: boolean }[];
    return markets.find((market) => market.id === String(marketId));
  };

  it('refuses a missing or wrong operator token before reading the request', async () => {
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('pick');
    expect((await suspension(pick.marketId, { suspended: true }, null)).statusCode).toBe(401);
    expect((await suspension(pick.marketId, { suspended: true }, `${TOKEN}x`)).statusCode).toBe(401);
    expect((await suspension(pick.marketId, { nonsense: 1 }, 'short')).statusCode).toBe(401);
    expect((await marketOf(pick.eventId, pick.marketId))?.is_suspended).toBe(false);
  });

  it('a suspended market is shown suspended and takes no bets; reopened, it takes them again', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 10_000);
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('pick');
    const { tickets } = await calculate(t.app, user.token, calculateBody([pick], { type: 'single' }));
    const version = async () =>
      Number(
        (
          await t.db.database.query<{ version: number }>('select version from events where id = $1', [
            pick.eventId,
          ])
        )[0]?.version,
      );
    const before = await version();

    const res = await suspension(pick.marketId, { suspended: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      market_id: String(pick.marketId),
      event_id: String(pick.eventId),
      is_suspended: true,
    });
    expect((await marketOf(pick.eventId, pick.marketId))?.is_suspended).toBe(true);
    // A ticket priced before the suspension is refused now.
    expect((await submit(t.app, user.token, submittable(tickets[0]))).json().status).toBe('MARKET_SUSPENDED');
    // Sockets are told, and the change is logged under a new event version for servers catching up.
    const delta: EventDelta = {
      id: String(pick.eventId),
      markets: [{ id: String(pick.marketId), is_suspended: true }],
    };
    expect(published.at(-1)?.changes).toEqual([delta]);
    expect(await version()).toBe(before + 1);
    const logged = await t.db.database.query<{ payload: unknown }>(
      'select payload from feed_changes where event_id = $1 order by seq desc limit 1',
      [pick.eventId],
    );
    expect(logged[0]?.payload).toEqual({ version: before + 1, ...delta });

    // Suspending again changes nothing and tells no one.
    const told = published.length;
    expect((await suspension(pick.marketId, { suspended: true })).statusCode).toBe(200);
    expect(published.length).toBe(told);
    expect(await version()).toBe(before + 1);

    expect((await suspension(pick.marketId, { suspended: false })).json().is_suspended).toBe(false);
    expect((await marketOf(pick.eventId, pick.marketId))?.is_suspended).toBe(false);
    const again = await calculate(t.app, user.token, calculateBody([pick], { type: 'single' }));
    expect((await submit(t.app, user.token, submittable(again.tickets[0]))).json().status).toBe('PROCESSED');
  });

  it('answers 404 for an unknown market, 409 for a settled one and 400 for a malformed request', async () => {
    expect((await suspension(999_999_999, { suspended: true })).statusCode).toBe(404);
    expect((await suspension('abc', { suspended: true })).statusCode).toBe(400);
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('pick');
    expect((await suspension(pick.marketId, { suspended: 'yes' })).statusCode).toBe(400);
    expect((await suspension(pick.marketId, {})).statusCode).toBe(400);
    await t.db.database.query(`update markets set status = 'settled' where id = $1`, [pick.marketId]);
    const settled = await suspension(pick.marketId, { suspended: true });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('MARKET_SETTLED');
  });
});

describe('operator trading calls without a configured token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('are not there at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/trading/markets/1/suspension',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { suspended: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
