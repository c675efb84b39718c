import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { statementsOf } from '../../../test/statements';
import { buildApp } from '../../app';
import { depositCash, LOGIN_PARAMS, registerUser, type TestUser } from '../auth/testing';
import { calculate, calculateBody, pickSelections, submit, submittable } from '../bets/testing';
import { checkLedger, getBalances } from '../wallet';

warnIfPostgresSkipped();

describe.each(dbKinds)('Betslip calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const funded = async (cash: number): Promise<TestUser> => {
    const user = await registerUser(t.app);
    if (cash > 0) await depositCash(t.app, user, cash);
    return user;
  };
  const balance = async (user: TestUser) => getBalances(t.app.ctx.database.db, user.userId);
  const betCount = async (user: TestUser) =>
    Number(
      (
        await t.db.database.query<{ n: string }>('select count(*) as n from bets where user_id = $1', [
          user.userId,
        ])
      )[0]?.n,
    );

  describe('POST /v1/betslip/calculate builds the tickets', () => {
    it('single: one ticket per selection, priced from the database, stake per outcome', async () => {
      const user = await funded(0);
      const picks = await pickSelections(t.db.database, 2);
      const [a, b] = picks;
      if (!a || !b) throw new Error('picks');
      const body = calculateBody(picks, {
        type: 'single',
        stakes: { [String(a.outcomeId)]: 500 },
        stake: 1000,
      });
      const first = body.selections[0];
      if (first) first.odds = 99; // the client's price is never trusted
      const res = await calculate(t.app, user.token, body);
      expect(res.status).toBe('success');
      expect(res.tickets).toHaveLength(2);
      const [ta, tb] = res.tickets;
      expect(ta).toMatchObject({ bet_type: 'single', stake: 500, total_stake: 500, bets: 1, odds: a.odds });
      expect(ta.potential_return).toBe(Math.round(5 * a.odds * 100));
      expect(ta.selections[0].odds).toBe(a.odds);
      expect(ta.selections[0].outcome_name).not.toBe('');
      expect(tb).toMatchObject({ stake: 1000, total_stake: 1000 });
      expect(ta.tax).toEqual({ amount: 0 });
    });

    it('combi: one ticket at the product of the odds, with the brand combo boost by eligible selections', async () => {
      const user = await funded(0);
      const picks = await pickSelections(t.db.database, 4);
      const res = await calculate(t.app, user.token, calculateBody(picks, { type: 'combi', stake: 200 }));
      expect(res.status).toBe('success');
      expect(res.tickets).toHaveLength(1);
      const [ticket] = res.tickets;
      const product = picks.reduce((p, x) => p * x.odds, 1);
      expect(ticket.odds).toBeCloseTo(product, 2);
      const eligible = picks.filter((p) => p.comboBoostAvailable).length;
      // IE: percent_steps [0,0,0,3,5,...], net winnings.
      const steps = [0, 0, 0, 3, 5];
      expect(ticket.combo_boost_percentage).toBe(steps[eligible]);
      const base = Math.round(2 * product * 100);
      const boost = Math.round(Math.max(0, 2 * product - 2) * (steps[eligible] ?? 0));
      expect(Math.abs(ticket.potential_return - (base + boost))).toBeLessThanOrEqual(1);
    });

    it('system: system_2/3 gives 3 lines at the stake per line', async () => {
      const user = await funded(0);
      const picks = await pickSelections(t.db.database, 3);
      const res = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'system', system_type: 'system_2/3', stake: 100 }),
      );
      expect(res.status).toBe('success');
      const [ticket] = res.tickets;
      expect(ticket).toMatchObject({
        bet_type: 'system',
        system_type: 'system_2/3',
        bets: 3,
        total_stake: 300,
      });
      const [x = 0, y = 0, z = 0] = picks.map((p) => p.odds);
      expect(
        Math.abs(ticket.potential_return - Math.round((x * y + x * z + y * z) * 100)),
      ).toBeLessThanOrEqual(1);
      expect(ticket.odds).toBeNull();
    });

    it('each-way single: two ways, the place part at 1/ew_price of the odds', async () => {
      const user = await funded(0);
      const [pick] = await pickSelections(t.db.database, 1, { ew: true, maxOdds: 30 });
      if (!pick) throw new Error('pick');
      const body = calculateBody([pick], { type: 'single', stake: 100 });
      const selection = body.selections[0];
      if (selection) selection.each_way = true;
      const res = await calculate(t.app, user.token, body);
      expect(res.status).toBe('success');
      const [ticket] = res.tickets;
      expect(ticket).toMatchObject({ each_way: true, stake: 100, total_stake: 200 });
      const place = 1 + (pick.odds - 1) / (pick.ewPrice ?? 1);
      expect(Math.abs(ticket.potential_return - Math.round((pick.odds + place) * 100))).toBeLessThanOrEqual(
        1,
      );
    });

    it('flags CANNOT_COMBINE for two selections of one event in a combi', async () => {
      const user = await funded(0);
      const [pick] = await pickSelections(t.db.database, 1);
      if (!pick) throw new Error('pick');
      const [other] = await t.db.database.query<{ id: string; odds: number }>(
        'select id, odds from outcomes where market_id = $1 and id <> $2 limit 1',
        [pick.marketId, pick.outcomeId],
      );
      if (!other) throw new Error('other');
      const picks = [pick, { ...pick, outcomeId: Number(other.id), odds: Number(other.odds) }];
      const res = await calculate(t.app, user.token, calculateBody(picks, { type: 'combi' }));
      expect(res.status).toBe('error');
      expect(res.message).toBe('CANNOT_COMBINE');
      expect(res.selection_errors).toEqual([
        { outcome_id: String(pick.outcomeId), error: 'CANNOT_COMBINE' },
        { outcome_id: String(other.id), error: 'CANNOT_COMBINE' },
      ]);
    });

    it('flags FORECAST_TRICAST_CANNOT_BE_COMBINED for a forecast in a combi', async () => {
      const user = await funded(0);
      const [forecast] = await pickSelections(t.db.database, 1, { market: 'forecast', maxOdds: 10_000 });
      const [plain] = await pickSelections(t.db.database, 1);
      if (!forecast || !plain) throw new Error('picks');
      const res = await calculate(t.app, user.token, calculateBody([forecast, plain], { type: 'combi' }));
      expect(res.status).toBe('error');
      expect(res.selection_errors).toContainEqual({
        outcome_id: String(forecast.outcomeId),
        error: 'FORECAST_TRICAST_CANNOT_BE_COMBINED',
      });
    });

    it('flags a suspended market', async () => {
      const user = await funded(0);
      const [pick] = await pickSelections(t.db.database, 1);
      if (!pick) throw new Error('pick');
      await t.db.database.query('update markets set is_suspended = true where id = $1', [pick.marketId]);
      const res = await calculate(t.app, user.token, calculateBody([pick], { type: 'single' }));
      expect(res.status).toBe('error');
      expect(res.message).toBe('MARKET_SUSPENDED');
      expect(res.tickets[0].status).toBe('MARKET_SUSPENDED');
      expect(res.selection_errors).toEqual([
        { outcome_id: String(pick.outcomeId), error: 'MARKET_SUSPENDED' },
      ]);
    });
  });

  describe('POST /v1/betslip/submit places one ticket', () => {
    it('PROCESSED: the bet and the stake debit in one go; the ledger agrees', async () => {
      const user = await funded(5_000);
      const picks = await pickSelections(t.db.database, 2);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'combi', stake: 1_000 }),
      );
      const res = await submit(t.app, user.token, submittable(tickets[0]));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: 'PROCESSED', message: null, meta: { error: null } });
      expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.bet).toEqual({ potential_return: tickets[0].potential_return, tax: { amount: 0 } });
      expect((await balance(user)).cash).toBe(4_000);
      expect(await checkLedger(t.app.ctx.database)).toEqual([]);
    });

    it('BALANCE_INSUFFICIENT: nothing placed, nothing debited, with the amounts in error_meta', async () => {
      const user = await funded(500);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'single', stake: 1_000 }),
      );
      const res = await submit(t.app, user.token, submittable(tickets[0]));
      expect(res.json()).toMatchObject({
        status: 'BALANCE_INSUFFICIENT',
        uuid: null,
        bet: null,
        message: 'You have insufficient funds.',
        meta: { error: { stake: '10.00', balance: '5.00' } },
      });
      expect(await betCount(user)).toBe(0);
      expect((await balance(user)).cash).toBe(500);
    });

    it('rejects a stake below 0.10 and a stake over the per-bet maximum', async () => {
      const user = await funded(5_000);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'single', stake: 1_000 }),
      );
      const low = { ...submittable(tickets[0]), stake: 5, total_stake: 5 };
      expect((await submit(t.app, user.token, low)).json().status).toBe('STAKE_TOO_LOW');
      const high = { ...submittable(tickets[0]), stake: 1_000_001, total_stake: 1_000_001 };
      expect((await submit(t.app, user.token, high)).json().status).toBe('STAKE_TOO_HIGH');
      expect(await betCount(user)).toBe(0);
    });

    it('rejects a suspended market and a closed event at submit time', async () => {
      const user = await funded(5_000);
      const [a, b] = await pickSelections(t.db.database, 2);
      if (!a || !b) throw new Error('picks');
      const ta = (await calculate(t.app, user.token, calculateBody([a], { type: 'single' }))).tickets[0];
      const tb = (await calculate(t.app, user.token, calculateBody([b], { type: 'single' }))).tickets[0];
      await t.db.database.query('update markets set is_suspended = true where id = $1', [a.marketId]);
      await t.db.database.query(`update events set status = 'ended' where id = $1`, [b.eventId]);
      expect((await submit(t.app, user.token, submittable(ta))).json().status).toBe('MARKET_SUSPENDED');
      expect((await submit(t.app, user.token, submittable(tb))).json().status).toBe('SELECTION_UNAVAILABLE');
      expect(await betCount(user)).toBe(0);
    });

    it('rejects a total stake that is not stake x bets', async () => {
      const user = await funded(5_000);
      const picks = await pickSelections(t.db.database, 3);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'system', system_type: 'system_2/3', stake: 100 }),
      );
      const res = await submit(t.app, user.token, { ...submittable(tickets[0]), total_stake: 100 });
      expect(res.json()).toMatchObject({
        status: 'INVALID_TICKET',
        meta: { error: { total_stake: expect.any(String) } },
      });
    });
  });

  describe('accept-odds: odds moved between calculate and submit', () => {
    const moved = async (factor: number) => {
      const user = await funded(10_000);
      const [pick] = await pickSelections(t.db.database, 1);
      if (!pick) throw new Error('pick');
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody([pick], { type: 'single', stake: 1_000 }),
      );
      const newOdds = Math.round(pick.odds * factor * 100) / 100;
      await t.db.database.query('update outcomes set odds = $2 where id = $1', [pick.outcomeId, newOdds]);
      return { user, ticket: submittable(tickets[0]), pick, newOdds };
    };

    it('ACCEPT_ANY takes a lower price and places at it', async () => {
      const { user, ticket, newOdds } = await moved(0.8);
      const res = (await submit(t.app, user.token, ticket, { acceptOdds: 'ACCEPT_ANY' })).json();
      expect(res.status).toBe('PROCESSED');
      expect(res.bet.potential_return).toBe(Math.round(10 * newOdds * 100));
    });

    it('ACCEPT_HIGHER takes a higher price', async () => {
      const { user, ticket, newOdds } = await moved(1.25);
      const res = (await submit(t.app, user.token, ticket, { acceptOdds: 'ACCEPT_HIGHER' })).json();
      expect(res.status).toBe('PROCESSED');
      expect(res.bet.potential_return).toBe(Math.round(10 * newOdds * 100));
    });

    it('ACCEPT_HIGHER refuses a lower price with ODDS_CHANGED and the change in error_meta', async () => {
      const { user, ticket, pick, newOdds } = await moved(0.8);
      const res = (await submit(t.app, user.token, ticket, { acceptOdds: 'ACCEPT_HIGHER' })).json();
      expect(res.status).toBe('ODDS_CHANGED');
      expect(Object.values(res.meta.error)).toEqual([`${pick.odds.toFixed(2)} → ${newOdds.toFixed(2)}`]);
      expect(await betCount(user)).toBe(0);
    });

    it('ACCEPT_NONE refuses any change, higher or lower', async () => {
      const up = await moved(1.25);
      expect(
        (await submit(t.app, up.user.token, up.ticket, { acceptOdds: 'ACCEPT_NONE' })).json().status,
      ).toBe('ODDS_CHANGED');
      const down = await moved(0.8);
      expect(
        (await submit(t.app, down.user.token, down.ticket, { acceptOdds: 'ACCEPT_NONE' })).json().status,
      ).toBe('ODDS_CHANGED');
    });

    it('ACCEPT_NONE places when nothing moved; a recalculated ticket places after a change', async () => {
      const { user, ticket, pick } = await moved(1);
      expect((await submit(t.app, user.token, ticket, { acceptOdds: 'ACCEPT_NONE' })).json().status).toBe(
        'PROCESSED',
      );
      await t.db.database.query('update outcomes set odds = $2 where id = $1', [
        pick.outcomeId,
        pick.odds + 0.5,
      ]);
      const again = await calculate(
        t.app,
        user.token,
        calculateBody([pick], { type: 'single', stake: 1_000, accept_odds: 'ACCEPT_NONE' }),
      );
      expect(again.status).toBe('error');
      expect(again.tickets[0].status).toBe('ODDS_CHANGED');
      const accepted = (
        await submit(t.app, user.token, submittable(again.tickets[0]), { acceptOdds: 'ACCEPT_NONE' })
      ).json();
      expect(accepted.status).toBe('PROCESSED');
    });
  });

  describe('idempotency and concurrency', () => {
    it('one submit retried 20 times with one key places one bet and replays the first answer', async () => {
      const user = await funded(10_000);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'single', stake: 1_000 }),
      );
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => submit(t.app, user.token, submittable(tickets[0]), { key })),
      );
      const bodies = answers.map((a) => a.json());
      expect(new Set(bodies.map((b) => b.uuid)).size).toBe(1);
      expect(bodies.every((b) => b.status === 'PROCESSED')).toBe(true);
      expect(await betCount(user)).toBe(1);
      expect((await balance(user)).cash).toBe(9_000);
    });

    it('the same key with another body is refused with 409 IDEMPOTENCY_KEY_REUSED', async () => {
      const user = await funded(10_000);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'single', stake: 1_000 }),
      );
      const key = randomUUID();
      expect((await submit(t.app, user.token, submittable(tickets[0]), { key })).json().status).toBe(
        'PROCESSED',
      );
      const other = { ...submittable(tickets[0]), stake: 2_000, total_stake: 2_000 };
      const res = await submit(t.app, user.token, other, { key });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await betCount(user)).toBe(1);
    });

    it('200 concurrent submits with a balance for exactly 100: 100 bets, balance 0, the ledger agrees', async () => {
      const user = await funded(100 * 500);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(
        t.app,
        user.token,
        calculateBody(picks, { type: 'single', stake: 500 }),
      );
      const ticket = submittable(tickets[0]);
      const answers = await Promise.all(Array.from({ length: 200 }, () => submit(t.app, user.token, ticket)));
      const statuses = answers.map((a) => a.json().status);
      expect(statuses.filter((s) => s === 'PROCESSED')).toHaveLength(100);
      expect(statuses.filter((s) => s === 'BALANCE_INSUFFICIENT')).toHaveLength(100);
      expect(await betCount(user)).toBe(100);
      const after = await balance(user);
      expect(after.cash + after.bonus).toBe(0);
      expect(await checkLedger(t.app.ctx.database)).toEqual([]);
      const [sum] = await t.db.database.query<{ total: string }>(
        'select coalesce(sum(amount), 0) as total from ledger_entries where user_id = $1',
        [user.userId],
      );
      expect(Number(sum?.total)).toBe(0);
    }, 120_000);
  });

  describe('round trips to the database', () => {
    // Every statement is a round trip on the hot path of every bet: this count only goes down.
    it.runIf(kind === 'postgres')(
      'a bet paid with money sends two statements and no transaction: one read (session, wallet and its version, stored answer, prices), one write',
      async () => {
        const user = await funded(10_000);
        const picks = await pickSelections(t.db.database, 1);
        const { tickets } = await calculate(
          t.app,
          user.token,
          calculateBody(picks, { type: 'single', stake: 1_000 }),
        );
        const key = randomUUID();
        const placed = await statementsOf(() => submit(t.app, user.token, submittable(tickets[0]), { key }));
        expect(placed.result.json().status).toBe('PROCESSED');
        expect(placed.statements).toEqual(['select', 'with']);

        const replayed = await statementsOf(() =>
          submit(t.app, user.token, submittable(tickets[0]), { key }),
        );
        expect(replayed.result.json().uuid).toBe(placed.result.json().uuid);
        expect(replayed.statements).toEqual(['select']);
        expect(await betCount(user)).toBe(1);
      },
    );
  });

  describe('roles and validation: guests and bad input', () => {
    it('guests get 401 on calculate and submit', async () => {
      const picks = await pickSelections(t.db.database, 1);
      const calc = await t.app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        payload: calculateBody(picks),
      });
      expect(calc.statusCode).toBe(401);
      const sub = await t.app.inject({ method: 'POST', url: '/v1/betslip/submit', payload: {} });
      expect(sub.statusCode).toBe(401);
    });

    it.each([
      ['no selections', { selections: [] }],
      ['a negative stake', { stake: -1 }],
      ['a fractional stake (minor units are integers)', { stake: 10.5 }],
      ['an unknown accept_odds', { accept_odds: 'ACCEPT_SOME' }],
      ['a system without system_type', { type: 'system' }],
    ])('calculate with %s is 400 with a reason', async (_, patch) => {
      const user = await funded(0);
      const picks = await pickSelections(t.db.database, 3);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: { jwt: user.token },
        payload: { ...calculateBody(picks), ...patch },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\w/);
    });

    it('after logout a submit is 401 at once, on every server sharing the database, and places nothing', async () => {
      const user = await funded(10_000);
      const other = await buildApp({
        config: t.config,
        database: t.db.database,
        logger: false,
      });
      await other.ready();
      try {
        const picks = await pickSelections(t.db.database, 1);
        const { tickets } = await calculate(t.app, user.token, calculateBody(picks, { stake: 1_000 }));
        expect((await submit(other, user.token, submittable(tickets[0]))).json().status).toBe('PROCESSED');
        const out = await t.app.inject({
          method: 'POST',
          url: '/auth/logout',
          headers: { jwt: user.token },
          payload: { username: user.username, ...LOGIN_PARAMS },
        });
        expect(out.statusCode).toBe(200);
        expect((await submit(other, user.token, submittable(tickets[0]))).statusCode).toBe(401);
        expect((await submit(t.app, user.token, submittable(tickets[0]))).statusCode).toBe(401);
        expect(await betCount(user)).toBe(1);
        expect((await balance(user)).cash).toBe(9_000);
      } finally {
        await other.close();
      }
    });

    describe("the session is checked in the submit's own transaction", () => {
      const SESSION_ENDED = 'the session has expired or was ended: log in again';
      const ledgerCount = async (user: TestUser) =>
        Number(
          (
            await t.db.database.query<{ n: string }>(
              'select count(*) as n from ledger_entries where user_id = $1',
              [user.userId],
            )
          )[0]?.n,
        );
      /** A funded bettor with a ticket to submit, and what the account holds before it is tried. */
      const bettorWithTicket = async () => {
        const user = await funded(10_000);
        const picks = await pickSelections(t.db.database, 1);
        const { tickets } = await calculate(t.app, user.token, calculateBody(picks, { stake: 1_000 }));
        return { user, ticket: submittable(tickets[0]), entries: await ledgerCount(user) };
      };
      /** The submit is the hook's 401 and leaves no bet and no money movement behind. */
      const refusedUnchanged = async (
        res: Awaited<ReturnType<typeof submit>>,
        user: TestUser,
        entries: number,
        bets = 0,
      ) => {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json().message).toBe(SESSION_ENDED);
        expect(await betCount(user)).toBe(bets);
        expect(await ledgerCount(user)).toBe(entries);
        expect((await balance(user)).cash).toBe(10_000 - bets * 1_000);
      };

      it('a logged-out session is 401, places nothing and moves no money, a replay of its key included', async () => {
        const { user, ticket, entries } = await bettorWithTicket();
        const key = randomUUID();
        expect((await submit(t.app, user.token, ticket, { key })).json().status).toBe('PROCESSED');
        const out = await t.app.inject({
          method: 'POST',
          url: '/auth/logout',
          headers: { jwt: user.token },
          payload: { username: user.username, ...LOGIN_PARAMS },
        });
        expect(out.statusCode).toBe(200);
        const placedEntries = await ledgerCount(user);
        expect(placedEntries).toBeGreaterThan(entries);
        await refusedUnchanged(await submit(t.app, user.token, ticket), user, placedEntries, 1);
        await refusedUnchanged(await submit(t.app, user.token, ticket, { key }), user, placedEntries, 1);
      });

      it('a session past its idle expiry is 401 and places nothing', async () => {
        const { user, ticket, entries } = await bettorWithTicket();
        await t.db.database.query(
          "update sessions set expires_at = now() - interval '1 second' where user_id = $1",
          [user.userId],
        );
        await refusedUnchanged(await submit(t.app, user.token, ticket), user, entries);
      });

      it('a bettor shut by a time-out is 401 even on a session not yet ended, and places nothing', async () => {
        const { user, ticket, entries } = await bettorWithTicket();
        await t.db.database.query(
          "update users set excluded_until = now() + interval '1 day', exclusion_kind = 'time_out' where id = $1",
          [user.userId],
        );
        await refusedUnchanged(await submit(t.app, user.token, ticket), user, entries);
      });

      it('a closed account is 401 and places nothing', async () => {
        const { user, ticket, entries } = await bettorWithTicket();
        await t.db.database.query("update users set status = 'closed' where id = $1", [user.userId]);
        await refusedUnchanged(await submit(t.app, user.token, ticket), user, entries);
      });

      it('an ended session with a malformed body hears 400: validation runs before the handler reads the session', async () => {
        const { user, ticket } = await bettorWithTicket();
        await t.db.database.query('update sessions set revoked_at = now() where user_id = $1', [user.userId]);
        const bad = await submit(t.app, user.token, { ...ticket, selections: [] });
        expect(bad.statusCode).toBe(400);
        expect((await submit(t.app, user.token, ticket)).statusCode).toBe(401);
        expect(await betCount(user)).toBe(0);
      });

      it('the bettor the session read admits is the one the bet is placed for, at its brand', async () => {
        const { user, ticket } = await bettorWithTicket();
        const res = await submit(t.app, user.token, ticket);
        expect(res.json().status).toBe('PROCESSED');
        const [bet] = await t.db.database.query<{ user_id: string; bookmaker: string; currency: string }>(
          'select user_id, bookmaker, currency from bets where id = $1',
          [res.json().uuid],
        );
        const [row] = await t.db.database.query<{ bookmaker: string; currency: string }>(
          'select bookmaker, currency from users where id = $1',
          [user.userId],
        );
        expect(bet).toEqual({
          user_id: expect.anything(),
          bookmaker: row?.bookmaker,
          currency: row?.currency,
        });
        expect(Number(bet?.user_id)).toBe(user.userId);
      });
    });

    it('submit without an idempotency key, or with a malformed ticket, is 400', async () => {
      const user = await funded(0);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(t.app, user.token, calculateBody(picks, { type: 'single' }));
      const noKey = await t.app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        headers: { jwt: user.token },
        payload: { ticket: submittable(tickets[0]), accept_odds: 'ACCEPT_ANY', lang: 'en' },
      });
      expect(noKey.statusCode).toBe(400);
      const bad = await submit(t.app, user.token, { ...submittable(tickets[0]), selections: [] });
      expect(bad.statusCode).toBe(400);
    });

    it('unknown or mismatched ids are refused as SELECTION_UNAVAILABLE, never 500', async () => {
      const user = await funded(5_000);
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(t.app, user.token, calculateBody(picks, { type: 'single' }));
      const ticket = submittable(tickets[0]);
      const wrong = {
        ...ticket,
        selections: ticket.selections.map((s) => ({ ...s, outcome_id: '999999999999' })),
      };
      expect((await submit(t.app, user.token, wrong)).json().status).toBe('SELECTION_UNAVAILABLE');
      const text = { ...ticket, selections: ticket.selections.map((s) => ({ ...s, market_id: 'abc' })) };
      expect((await submit(t.app, user.token, text)).json().status).toBe('SELECTION_UNAVAILABLE');
    });
  });
});
