import { randomUUID } from 'node:crypto';
import type { CalculateBody, PlacedBet } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { grantBoostToken, grantFreeBet } from '../bonuses';
import { checkLedger, getBalances, grantBonus } from '../wallet';
import { settleEvent, settleResultedEvents, startSettlementSweep } from './settlement';
import {
  calculate,
  calculateBody,
  type Pick,
  pickSelections,
  resultEvent,
  submit,
  submittable,
} from './testing';

warnIfPostgresSkipped();

const cents = (major: number) => Math.round(Number((major * 100).toPrecision(15)));

describe.each(dbKinds)('bets, settlement and cash-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const ctx = () => t.app.ctx;
  const database = () => t.db.database;
  const now = () => new Date(ctx().clock.now());

  const funded = async (cash: number): Promise<TestUser> => {
    const user = await registerUser(t.app);
    if (cash > 0) await depositCash(t.app, user, cash);
    return user;
  };

  /** Calculates and submits a slip; returns the placed bet's id and its ticket. */
  const place = async (user: TestUser, picks: Pick[], overrides: Partial<CalculateBody> = {}) => {
    const { tickets } = await calculate(t.app, user.token, calculateBody(picks, overrides));
    const res = (await submit(t.app, user.token, submittable(tickets[0]))).json();
    if (res.status !== 'PROCESSED') throw new Error(`not placed: ${JSON.stringify(res)}`);
    return { uuid: res.uuid as string, ticket: tickets[0] };
  };

  const myBets = async (user: TestUser, status = 'all'): Promise<{ bets: PlacedBet[]; total: number }> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/bets?bookmaker=touchline_ie&status=${status}`,
      headers: { jwt: user.token },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const betOf = async (user: TestUser, uuid: string) => {
    const bet = (await myBets(user)).bets.find((b) => b.uuid === uuid);
    if (!bet) throw new Error(`bet ${uuid} not listed`);
    return bet;
  };

  /** Ledger, balance and My Bets agree to the cent. */
  const agree = async (user: TestUser, deposited: number) => {
    const { bets } = await myBets(user);
    const staked = bets.filter((b) => b.freebet_id === null).reduce((sum, b) => sum + b.stake, 0);
    const paid = bets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
    const balances = await getBalances(ctx().database.db, user.userId);
    const [ledger] = await database().query<{ total: string }>(
      'select coalesce(sum(amount), 0) as total from ledger_entries where user_id = $1',
      [user.userId],
    );
    expect(balances.total).toBe(deposited - staked + paid);
    expect(Number(ledger?.total)).toBe(balances.total);
    expect(await checkLedger(ctx().database, balances.walletId)).toEqual([]);
    return balances;
  };

  describe('GET /v1/bets lists open and settled bets with selections', () => {
    it('an open bet shows its selections pending, its stake, potential return and a cash-out offer', async () => {
      const user = await funded(5_000);
      const picks = await pickSelections(database(), 2);
      const { uuid, ticket } = await place(user, picks, { type: 'combi', stake: 1_000 });
      const open = await myBets(user, 'open');
      expect(open.total).toBe(1);
      expect(open.bets[0]).toMatchObject({
        uuid,
        status: 'open',
        bet_type: 'combi',
        stake: 1_000,
        potential_return: ticket.potential_return,
        payout: null,
        settled_at: null,
      });
      expect(open.bets[0]?.selections.map((s) => s.result)).toEqual(['pending', 'pending']);
      expect(open.bets[0]?.selections[0]?.event_name).not.toBe('');
      expect(open.bets[0]?.cashout_amount).toBeGreaterThan(0);
      expect((await myBets(user, 'settled')).total).toBe(0);
    });

    it('pages newest first', async () => {
      const user = await funded(5_000);
      const ids: string[] = [];
      for (const pick of await pickSelections(database(), 3))
        ids.push((await place(user, [pick], { type: 'single' })).uuid);
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/bets?bookmaker=touchline_ie&status=all&limit=2&offset=1',
        headers: { jwt: user.token },
      });
      expect(res.json().total).toBe(3);
      expect(res.json().bets.map((b: PlacedBet) => b.uuid)).toEqual([ids[1], ids[0]]);
    });

    it('guests get 401; a bad filter is 400', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/bets?bookmaker=touchline_ie' })).statusCode).toBe(
        401,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/bets/cashouts?bookmaker=touchline_ie' })).statusCode,
      ).toBe(401);
      const user = await funded(0);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/v1/bets?bookmaker=touchline_ie&status=maybe',
        headers: { jwt: user.token },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/status/);
    });
  });

  describe('settlement: resulted, settled and paid exactly once', () => {
    it('a winning single pays stake x odds; ledger, balance and /v1/bets agree', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      const settled = await settleEvent(ctx(), pick.eventId);
      expect(settled).toEqual([{ betId: uuid, status: 'won', payout: cents(10 * pick.odds) }]);
      const bet = await betOf(user, uuid);
      expect(bet).toMatchObject({ status: 'won', payout: cents(10 * pick.odds) });
      expect(bet.selections[0]?.result).toBe('won');
      expect(bet.settled_at).not.toBeNull();
      await agree(user, 5_000);
      // Again, and through the sweep: nothing is paid twice.
      expect(await settleEvent(ctx(), pick.eventId)).toEqual([]);
      await settleResultedEvents(ctx());
      await agree(user, 5_000);
      const [entries] = await database().query<{ n: string }>(
        `select count(*) as n from ledger_entries where reference_id = $1 and kind = 'bet_payout'`,
        [uuid],
      );
      expect(Number(entries?.n)).toBe(1);
    });

    it('a combi with a void leg pays the other legs; a lost combi pays nothing', async () => {
      const user = await funded(5_000);
      const [a, b, c, d] = await pickSelections(database(), 4, { maxOdds: 4 });
      if (!a || !b || !c || !d) throw new Error('picks');
      const won = await place(user, [a, b], { type: 'combi', stake: 1_000 });
      const lost = await place(user, [c, d], { type: 'combi', stake: 1_000 });
      await resultEvent(database(), a.eventId, { [a.outcomeId]: 'win' });
      await resultEvent(database(), b.eventId, { [b.outcomeId]: 'void' });
      await resultEvent(database(), c.eventId, { [c.outcomeId]: 'win' });
      await resultEvent(database(), d.eventId, {});
      await settleResultedEvents(ctx());
      expect(await betOf(user, won.uuid)).toMatchObject({ status: 'won', payout: cents(10 * a.odds) });
      expect(await betOf(user, lost.uuid)).toMatchObject({ status: 'lost', payout: 0 });
      await agree(user, 5_000);
    });

    it('a void single gives the stake back, the bonus part into bonus', async () => {
      const user = await funded(500);
      await ctx().database.db.transaction((tx) =>
        grantBonus(tx, { userId: user.userId, amount: 1_000, wageringRequired: 100_000, now: now() }),
      );
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_200 });
      expect(await getBalances(ctx().database.db, user.userId)).toMatchObject({ cash: 0, bonus: 300 });
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'void' });
      await settleEvent(ctx(), pick.eventId);
      expect(await betOf(user, uuid)).toMatchObject({ status: 'void', payout: 1_200 });
      expect(await getBalances(ctx().database.db, user.userId)).toMatchObject({ cash: 500, bonus: 1_000 });
      await agree(user, 1_500);
    });

    it('a postponed event keeps its bets 48 hours after its scheduled start, then they are void', async () => {
      const user = await funded(2_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_500 });
      const postpone = (hoursAgo: number) =>
        database().query(
          `update events set status = 'postponed', is_live = false, starts_at = $2 where id = $1`,
          [pick.eventId, new Date(ctx().clock.now() - hoursAgo * 3_600_000)],
        );
      await postpone(47);
      await settleResultedEvents(ctx());
      expect(await betOf(user, uuid)).toMatchObject({ status: 'open', payout: null });
      await postpone(49);
      await settleResultedEvents(ctx());
      expect(await betOf(user, uuid)).toMatchObject({ status: 'void', payout: 1_500 });
      expect((await betOf(user, uuid)).selections[0]?.result).toBe('void');
      expect(await getBalances(ctx().database.db, user.userId)).toMatchObject({ cash: 2_000 });
      await agree(user, 2_000);
    });

    it('each-way: a runner that places pays the place part at 1/ew_price', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1, { ew: true, maxOdds: 30 });
      if (!pick) throw new Error('pick');
      const body = calculateBody([pick], { type: 'single', stake: 500 });
      const selection = body.selections[0];
      if (selection) selection.each_way = true;
      const { tickets } = await calculate(t.app, user.token, body);
      const placed = (await submit(t.app, user.token, submittable(tickets[0]))).json();
      expect(placed.status).toBe('PROCESSED');
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'place' }, { [pick.outcomeId]: 2 });
      await settleEvent(ctx(), pick.eventId);
      const place = 1 + (pick.odds - 1) / (pick.ewPrice ?? 1);
      expect(await betOf(user, placed.uuid)).toMatchObject({
        status: 'won',
        stake: 1_000,
        payout: cents(5 * place),
      });
      await agree(user, 5_000);
    });

    it('a system 2/3 with one leg lost pays the one line that won', async () => {
      const user = await funded(5_000);
      const [a, b, c] = await pickSelections(database(), 3, { maxOdds: 4 });
      if (!a || !b || !c) throw new Error('picks');
      const { uuid } = await place(user, [a, b, c], {
        type: 'system',
        system_type: 'system_2/3',
        stake: 100,
      });
      await resultEvent(database(), a.eventId, { [a.outcomeId]: 'win' });
      await resultEvent(database(), b.eventId, { [b.outcomeId]: 'win' });
      await resultEvent(database(), c.eventId, {});
      await settleResultedEvents(ctx());
      expect(await betOf(user, uuid)).toMatchObject({
        status: 'won',
        stake: 300,
        payout: cents(a.odds * b.odds),
      });
      await agree(user, 5_000);
    });

    it('the elected sweep settles resulted events nobody was told about', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'lose' });
      const errors: unknown[] = [];
      const stop = startSettlementSweep(ctx(), 20, (error) => errors.push(error));
      try {
        for (let i = 0; i < 200 && (await betOf(user, uuid)).status === 'open'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        await stop();
      }
      expect(errors).toEqual([]);
      expect(await betOf(user, uuid)).toMatchObject({ status: 'lost', payout: 0 });
      await agree(user, 5_000);
    });

    it('the feed results the event and settlement follows from its notification', async () => {
      const user = await funded(5_000);
      // A football match and its full-time result market (a half's market is resulted from that half's
      // score): the score written below means the same thing to it.
      const [pick] = await pickSelections(database(), 1, { sport: 'football', fullEvent: true });
      if (!pick) throw new Error('pick');
      const [outcome] = await database().query<{ code: string | null }>(
        'select code from outcomes where id = $1',
        [pick.outcomeId],
      );
      const score = outcome?.code === 'away' ? [0, 2] : outcome?.code === 'draw' ? [1, 1] : [2, 0];
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      const { feed } = t.app;
      // Kick off now, so the feed plays the match live, then call full time with a known score.
      await database().query(`update events set starts_at = $2 where id = $1`, [
        pick.eventId,
        new Date(ctx().clock.now() - 60_000),
      ]);
      await feed.tick(ctx().clock.now());
      await database().query(
        `update events set status = 'ended', is_live = false, updated_at = now() - interval '2 hours',
           stats = jsonb_build_object('home_scores', $2::int, 'away_scores', $3::int, 'home_set', null,
             'away_set', null, 'server', null, 'time', null,
             'periods', jsonb_build_array(jsonb_build_array($2::int, $3::int), jsonb_build_array(0, 0)))
         where id = $1`,
        [pick.eventId, score[0], score[1]],
      );
      const report = await feed.tick(ctx().clock.now());
      expect(report.resulted).toContain(pick.eventId);
      expect(['home', 'draw', 'away']).toContain(outcome?.code);
      const bet = await betOf(user, uuid);
      expect(bet.selections[0]?.result).toBe('won');
      expect(bet).toMatchObject({ status: 'won', payout: cents(10 * pick.odds) });
      await agree(user, 5_000);
    }, 60_000);
  });

  describe('cash-out: priced from current odds, re-priced at execution', () => {
    const cashout = (user: TestUser, betId: string, payload: Record<string, unknown>, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/bets/${betId}/cashout`,
        headers: { jwt: user.token, 'idempotency-key': key },
        payload: { bookmaker: 'touchline_ie', ...payload },
      });

    it('full cash-out pays the offer (stake x odds taken / current odds x 0.95), once, and the bet is over', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      const current = Math.round(pick.odds * 0.8 * 100) / 100;
      await database().query('update outcomes set odds = $2 where id = $1', [pick.outcomeId, current]);
      const offer = Math.min(Math.floor(1_000 * (pick.odds / current) * 0.95), cents(10 * pick.odds));
      expect((await betOf(user, uuid)).cashout_amount).toBe(offer);
      const key = randomUUID();
      const res = await cashout(user, uuid, { amount: offer }, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().cashout).toMatchObject({ bet_id: uuid, status: 'processed', amount: offer });
      // A retry replays; nothing is paid twice.
      expect((await cashout(user, uuid, { amount: offer }, key)).json().cashout.amount).toBe(offer);
      expect(await betOf(user, uuid)).toMatchObject({
        status: 'cashed_out',
        payout: offer,
        cashout_amount: null,
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/v1/bets/cashouts?bookmaker=touchline_ie',
        headers: { jwt: user.token },
      });
      expect(listed.json().cashouts).toEqual([
        expect.objectContaining({ bet_id: uuid, status: 'processed', amount: offer }),
      ]);
      // The result comes later and pays nothing more.
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      await settleEvent(ctx(), pick.eventId);
      expect(await betOf(user, uuid)).toMatchObject({ status: 'cashed_out', payout: offer });
      await agree(user, 5_000);
      // A second cash-out of a cashed-out bet is refused.
      expect((await cashout(user, uuid, { amount: offer })).statusCode).toBe(409);
    });

    it('ten concurrent full cash-outs of one bet pay once', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      const offer = (await betOf(user, uuid)).cashout_amount ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => cashout(user, uuid, { amount: offer })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
      expect(await betOf(user, uuid)).toMatchObject({ status: 'cashed_out', payout: offer });
      await agree(user, 5_000);
    });

    it('partial cash-out pays the amount, keeps the rest riding and settlement pays its share', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      const offer = (await betOf(user, uuid)).cashout_amount ?? 0;
      expect(offer).toBeGreaterThan(100);
      const part = Math.floor(offer / 4);
      const res = await cashout(user, uuid, { amount: part, offer });
      expect(res.json().cashout).toMatchObject({ status: 'processed', amount: part });
      const after = await betOf(user, uuid);
      expect(after.status).toBe('open');
      // Three quarters of the stake still ride: the new offer is three quarters of the old one.
      expect(Math.abs((after.cashout_amount ?? 0) - Math.floor((offer * 3) / 4))).toBeLessThanOrEqual(2);
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      await settleEvent(ctx(), pick.eventId);
      const full = cents(10 * pick.odds);
      const settled = await betOf(user, uuid);
      expect(settled.status).toBe('won');
      const share = Math.floor((1_000_000 * (offer - part)) / offer);
      expect(settled.payout).toBe(part + Math.floor((full * share) / 1_000_000));
      await agree(user, 5_000);
    });

    it('an offer that moved below the one accepted is rejected with the new amount; nothing is paid', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      const offer = (await betOf(user, uuid)).cashout_amount ?? 0;
      await database().query('update outcomes set odds = odds * 1.5 where id = $1', [pick.outcomeId]);
      const res = await cashout(user, uuid, { amount: offer });
      expect(res.statusCode).toBe(200);
      const rejected = res.json().cashout;
      expect(rejected.status).toBe('rejected');
      expect(rejected.amount).toBeLessThan(offer);
      expect((await betOf(user, uuid)).status).toBe('open');
      await agree(user, 5_000);
    });

    it('no cash-out while a market is suspended, on a free-bet bet or a bet of someone else', async () => {
      const user = await funded(5_000);
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      const { uuid } = await place(user, [pick], { type: 'single', stake: 1_000 });
      await database().query('update markets set is_suspended = true where id = $1', [pick.marketId]);
      expect((await betOf(user, uuid)).cashout_amount).toBeNull();
      const suspended = await cashout(user, uuid, { amount: 100 });
      expect(suspended.statusCode).toBe(409);
      expect(suspended.json().code).toBe('MARKET_SUSPENDED');
      const stranger = await funded(0);
      expect((await cashout(stranger, uuid, { amount: 100 })).statusCode).toBe(404);
      expect((await cashout(user, uuid, { amount: -5 })).statusCode).toBe(400);
    });
  });

  describe('free bets, boost tokens and combo boost are paid as shown', () => {
    it('a free-bet single: the free bet is spent, no cash moves, the win excludes the stake', async () => {
      const user = await funded(1_000);
      const freeBetId = await grantFreeBet(ctx().database.db, {
        userId: user.userId,
        name: 'Test free bet',
        amount: 500,
        minOdds: 1.2,
        now: now(),
      });
      const [pick] = await pickSelections(database(), 1, { minOdds: 1.5 });
      if (!pick || !freeBetId) throw new Error('setup');
      const { uuid, ticket } = await place(user, [pick], { type: 'single', stake: 0, freebet: freeBetId });
      expect(ticket).toMatchObject({ stake: 500, total_stake: 500, freebet_id: freeBetId });
      expect(ticket.potential_return).toBe(cents(5 * pick.odds) - 500);
      expect((await getBalances(ctx().database.db, user.userId)).cash).toBe(1_000);
      const active = await t.app.inject({
        method: 'GET',
        url: '/api/content/freebets/active?bookmaker=touchline_ie&active=true',
        headers: { jwt: user.token },
      });
      expect(active.json().data).toEqual([]);
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      await settleEvent(ctx(), pick.eventId);
      expect(await betOf(user, uuid)).toMatchObject({
        status: 'won',
        payout: cents(5 * pick.odds) - 500,
        freebet_id: freeBetId,
      });
      await agree(user, 1_000);
    });

    it('a free bet below its min_odds or used twice is refused with FREEBET_INVALID', async () => {
      const user = await funded(1_000);
      const freeBetId = await grantFreeBet(ctx().database.db, {
        userId: user.userId,
        name: 'Long odds only',
        amount: 500,
        minOdds: 50,
        now: now(),
      });
      const [pick] = await pickSelections(database(), 1);
      if (!pick || !freeBetId) throw new Error('setup');
      const res = await calculate(
        t.app,
        user.token,
        calculateBody([pick], { type: 'single', freebet: freeBetId }),
      );
      expect(res.tickets[0].status).toBe('FREEBET_INVALID');
      const submitted = await submit(t.app, user.token, submittable(res.tickets[0]));
      expect(submitted.json().status).toBe('FREEBET_INVALID');
    });

    it('a boost token single pays the extra on the winnings, capped, and the token is used up', async () => {
      const user = await funded(5_000);
      const tokenId = await grantBoostToken(ctx().database.db, {
        userId: user.userId,
        name: '50% boost',
        percentage: 50,
        maxWinnings: 300,
        now: now(),
      });
      const [pick] = await pickSelections(database(), 1, { minOdds: 2 });
      if (!pick || !tokenId) throw new Error('setup');
      const { uuid, ticket } = await place(user, [pick], {
        type: 'single',
        stake: 1_000,
        boost_token_id: tokenId,
      });
      const extra = Math.min(cents(10 * (pick.odds - 1) * 0.5), 300);
      expect(ticket.potential_return).toBe(cents(10 * pick.odds) + extra);
      const tokens = await t.app.inject({
        method: 'GET',
        url: '/v1/boost-tokens/active?bookmaker=touchline_ie&active=true',
        headers: { jwt: user.token },
      });
      expect(tokens.json()).toEqual({ boost_tokens: [], total: 0 });
      await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      await settleEvent(ctx(), pick.eventId);
      expect(await betOf(user, uuid)).toMatchObject({ status: 'won', payout: cents(10 * pick.odds) + extra });
      await agree(user, 5_000);
    });

    it('a combo-boosted combi pays the brand percentage on the net winnings when it wins', async () => {
      const user = await funded(5_000);
      const picks = (await pickSelections(database(), 12, { maxOdds: 2.5 }))
        .filter((p) => p.comboBoostAvailable)
        .slice(0, 4);
      expect(picks).toHaveLength(4);
      const { uuid, ticket } = await place(user, picks, { type: 'combi', stake: 200 });
      expect(ticket.combo_boost_percentage).toBe(5);
      for (const pick of picks) await resultEvent(database(), pick.eventId, { [pick.outcomeId]: 'win' });
      await settleResultedEvents(ctx());
      const product = picks.reduce((p, x) => p * x.odds, 1);
      const base = cents(2 * product);
      const boost = Math.round(Number((Math.max(0, 2 * product - 2) * 5).toPrecision(15)));
      const bet = await betOf(user, uuid);
      expect(bet.status).toBe('won');
      expect(bet.payout).toBe(ticket.potential_return);
      expect(Math.abs((bet.payout ?? 0) - (base + boost))).toBeLessThanOrEqual(1);
      await agree(user, 5_000);
    });

    it('stakes paid with cash or bonus count towards the playthrough', async () => {
      const user = await funded(5_000);
      await ctx().database.db.transaction((tx) =>
        grantBonus(tx, { userId: user.userId, amount: 1_000, wageringRequired: 5_000, now: now() }),
      );
      const [pick] = await pickSelections(database(), 1);
      if (!pick) throw new Error('pick');
      await place(user, [pick], { type: 'single', stake: 2_000 });
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/player/playthrough?bookmaker=touchline_ie',
        headers: { jwt: user.token },
      });
      expect(res.json().bonus).toMatchObject({
        playthrough_remaining: 3_000,
        playthrough_total_required: 5_000,
      });
    });
  });
});
