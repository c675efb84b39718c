import {
  MINES_TILES,
  minesOutcome,
  minesSettle,
  rouletteSettle,
  verify,
  wheelSettle,
} from '@touchline/casino';
import { CASINO_EVENT, type RouletteRoundMessage, type StudioRound } from '@touchline/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { HttpError } from '../../http/errors';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { checkLedger, getBalances } from '../wallet';
import { StudioService } from './service';
import { finishedRound } from './testing';
import { inProcessWallet, type SeamlessWallet } from './wallet';

warnIfPostgresSkipped();

const SECOND = 1_000;

describe.each(dbKinds)('mines and the roulette table on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock, demo: false, env: { STUDIO_ROULETTE: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;
  const funded = async (amount: number, game: string) => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, amount);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/sessions',
      headers: { jwt: user.token },
      payload: { game, mode: 'real' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, token: res.json().token as string };
  };
  const post = (url: string, token: string | null, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: token ? { 'x-casino-session': token } : {}, payload });
  const demo = async (game: string) => {
    const res = await post('/v1/studio/demo-sessions', null, { game });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  /** The active server seed of a session's player, read where only the studio reads it (tests only). */
  const secretSeed = async (token: string) => {
    const hash = (await post('/v1/studio/session', token)).json().fairness.server_seed_hash as string;
    const [row] = await t.app.ctx.database.query<{ server_seed: string; client_seed: string }>(
      'select server_seed, client_seed from studio_seeds where server_seed_hash = $1',
      [hash],
    );
    if (!row) throw new Error('no seed');
    return row;
  };

  describe('mines', () => {
    it('cashes out after safe picks for exactly what the engine pays, and loses on a mine', async () => {
      const { user, token } = await funded(10_000, 'mines');
      const seed = await secretSeed(token);

      const started = await post('/v1/studio/mines', token, { stake: 1_000, bet: { mines: 3 } });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ cashout: 0, multiplier: '0.00', balance: { cash: 9_000 } });
      const first = started.json().round as StudioRound;
      expect(first.outcome).toEqual({ game: 'mines', picks: [], mines: null });
      const mines = minesOutcome(seed.server_seed, seed.client_seed, first.nonce, 3);
      const safe = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
        (tile) => !mines.includes(tile),
      );

      const again = await post('/v1/studio/mines', token, { stake: 1_000, bet: { mines: 3 } });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ROUND_OPEN');
      expect((await post('/v1/studio/seeds', token)).json().code).toBe('ROUND_OPEN');
      const early = await post('/v1/studio/mines/cashout', token, { round_id: first.round_id });
      expect(early.json().code).toBe('NO_SAFE_PICK');

      for (const tile of safe.slice(0, 2)) {
        const step = await post('/v1/studio/mines/reveal', token, { round_id: first.round_id, tile });
        expect(step.statusCode, step.body).toBe(200);
        expect(step.json().round.status).toBe('open');
        expect(step.json().round.outcome.mines).toBeNull();
      }
      const twice = await post('/v1/studio/mines/reveal', token, { round_id: first.round_id, tile: safe[0] });
      expect(twice.json().code).toBe('TILE_REVEALED');
      const expected = minesSettle({ mines: 3 }, 1_000, safe.slice(0, 2), mines);
      const cashed = await post('/v1/studio/mines/cashout', token, { round_id: first.round_id });
      expect(cashed.statusCode, cashed.body).toBe(200);
      expect(cashed.json().round).toMatchObject({ status: 'won', payout: expected });
      expect(cashed.json().round.outcome.mines.sort()).toEqual([...mines].sort());
      expect(cashed.json().balance.cash).toBe(9_000 + expected);
      const late = await post('/v1/studio/mines/reveal', token, { round_id: first.round_id, tile: safe[3] });
      expect(late.json().code).toBe('ROUND_CLOSED');

      const second = (await post('/v1/studio/mines', token, { stake: 500, bet: { mines: 24 } })).json()
        .round as StudioRound;
      const bombs = minesOutcome(seed.server_seed, seed.client_seed, second.nonce, 24);
      const lost = await post('/v1/studio/mines/reveal', token, {
        round_id: second.round_id,
        tile: bombs[0],
      });
      expect(lost.statusCode, lost.body).toBe(200);
      expect(lost.json().round).toMatchObject({ status: 'lost', payout: 0 });
      expect(await cash(user)).toBe(9_000 + expected - 500);
      const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
      expect(await checkLedger(t.app.ctx.database, walletId)).toEqual([]);

      // Rotation reveals the seed: both rounds verify.
      expect((await post('/v1/studio/seeds', token)).statusCode).toBe(200);
      const rounds = (
        await t.app.inject({ method: 'GET', url: '/v1/casino/history', headers: { jwt: user.token } })
      ).json().rounds as StudioRound[];
      expect(rounds).toHaveLength(2);
      for (const round of rounds) expect(verify(finishedRound(round)).verified).toBe(true);
    });

    it('pays the last safe tile at once, with play money in a demo session', async () => {
      const token = await demo('mines');
      const seed = await secretSeed(token);
      const started = (await post('/v1/studio/mines', token, { stake: 100, bet: { mines: 24 } })).json();
      expect(started.balance.cash).toBe(100_000 - 100);
      const mines = minesOutcome(seed.server_seed, seed.client_seed, started.round.nonce, 24);
      const tile = Array.from({ length: MINES_TILES }, (_, i) => i).find((i) => !mines.includes(i));
      const won = await post('/v1/studio/mines/reveal', token, { round_id: started.round.round_id, tile });
      expect(won.statusCode, won.body).toBe(200);
      const payout = minesSettle({ mines: 24 }, 100, [tile as number], mines);
      expect(won.json().round).toMatchObject({ status: 'won', payout, mode: 'demo' });
      expect(won.json().balance.cash).toBe(100_000 - 100 + payout);
    });

    it('plays a staked round to its end after the session expired, but starts no new one', async () => {
      const { user, token } = await funded(5_000, 'mines');
      const seed = await secretSeed(token);
      const round = (await post('/v1/studio/mines', token, { stake: 1_000, bet: { mines: 1 } })).json()
        .round as StudioRound;
      const [mine] = minesOutcome(seed.server_seed, seed.client_seed, round.nonce, 1);
      const tile = mine === 0 ? 1 : 0;
      clock.advance(31 * 60_000);
      const step = await post('/v1/studio/mines/reveal', token, { round_id: round.round_id, tile });
      expect(step.statusCode, step.body).toBe(200);
      const cashed = await post('/v1/studio/mines/cashout', token, { round_id: round.round_id });
      expect(cashed.statusCode, cashed.body).toBe(200);
      const payout = minesSettle({ mines: 1 }, 1_000, [tile], [mine as number]);
      expect(await cash(user)).toBe(4_000 + payout);
      const fresh = await post('/v1/studio/mines', token, { stake: 1_000, bet: { mines: 1 } });
      expect(fresh.statusCode).toBe(401);
      expect(fresh.json().code).toBe('CASINO_SESSION_EXPIRED');
    });

    it("refuses a round of another session's", async () => {
      const mine = await demo('mines');
      const other = await demo('mines');
      const started = (await post('/v1/studio/mines', mine, { stake: 100, bet: { mines: 5 } })).json();
      const res = await post('/v1/studio/mines/reveal', other, { round_id: started.round.round_id, tile: 0 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUND_NOT_FOUND');
    });
  });

  describe('roulette', () => {
    const table = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/studio/roulette' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('takes bets while betting is open, refuses them after, and pays every bettor what the engine says', async () => {
      await t.app.studio.table.tick();
      const open = await table();
      expect(open.round.phase).toBe('betting');
      expect(open.round.server_seed).toBeNull();
      const roundId = open.round.round_id as string;

      const alice = await funded(10_000, 'roulette');
      const bob = await funded(10_000, 'roulette');
      const guest = await demo('roulette');
      const aliceBets = [
        { bet: { type: 'red' }, stake: 1_000 },
        { bet: { type: 'straight', numbers: [17] }, stake: 100 },
      ];
      const bobBets = [
        { bet: { type: 'black' }, stake: 2_000 },
        { bet: { type: 'dozen', dozen: 2 }, stake: 300 },
      ];
      const guestBets = [{ bet: { type: 'odd' }, stake: 500 }];
      const placed = await post('/v1/studio/roulette/bets', alice.token, {
        round_id: roundId,
        bets: aliceBets,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().balance.cash).toBe(8_900);
      expect(placed.json().round).toMatchObject({ status: 'open', stake: 1_100, outcome: { pocket: null } });
      expect(
        (await post('/v1/studio/roulette/bets', bob.token, { round_id: roundId, bets: bobBets })).statusCode,
      ).toBe(200);
      expect(
        (await post('/v1/studio/roulette/bets', guest, { round_id: roundId, bets: guestBets })).statusCode,
      ).toBe(200);
      expect(await cash(alice.user)).toBe(8_900);

      clock.advance(15 * SECOND);
      await t.app.studio.table.tick();
      expect((await table()).round.phase).toBe('spinning');
      const late = await post('/v1/studio/roulette/bets', bob.token, { round_id: roundId, bets: bobBets });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('ROULETTE_BETS_CLOSED');
      expect(await cash(bob.user)).toBe(7_700);

      clock.advance(5 * SECOND);
      await t.app.studio.table.tick();
      const result = await table();
      expect(result.round.phase).toBe('result');
      const pocket = result.round.pocket as number;
      expect(result.recent[0]).toBe(pocket);
      expect(result.round.server_seed).toMatch(/^[0-9a-f]{64}$/);

      const alicePaid = rouletteSettle(aliceBets as never, pocket);
      const bobPaid = rouletteSettle(bobBets as never, pocket);
      expect(await cash(alice.user)).toBe(8_900 + alicePaid);
      expect(await cash(bob.user)).toBe(7_700 + bobPaid);
      const history = (
        await t.app.inject({ method: 'GET', url: '/v1/casino/history', headers: { jwt: alice.user.token } })
      ).json().rounds as StudioRound[];
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ payout: alicePaid, outcome: { pocket }, nonce: open.round.number });
      expect(verify(finishedRound(history[0] as StudioRound)).verified).toBe(true);
      const guestRound = (
        await t.app.inject({
          method: 'GET',
          url: '/v1/studio/rounds',
          headers: { 'x-casino-session': guest },
        })
      ).json().rounds[0];
      expect(guestRound.payout).toBe(rouletteSettle(guestBets as never, pocket));

      // The next round opens when the result has been shown.
      clock.advance(5 * SECOND);
      await t.app.studio.table.tick();
      const next = await table();
      expect(next.round).toMatchObject({ number: open.round.number + 1, phase: 'betting', pocket: null });
      const stale = await post('/v1/studio/roulette/bets', bob.token, { round_id: roundId, bets: bobBets });
      expect(stale.json().code).toBe('ROULETTE_BETS_CLOSED');
    });

    it("pushes each phase of the table's round to every socket of the '/casino' namespace", async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const open = (auth: object) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(`http://127.0.0.1:${port}/casino`, {
            path: '/socket.io/',
            transports: ['websocket'],
            auth,
            reconnection: false,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', (error) => {
            socket.close();
            reject(error);
          });
        });
      await expect(open({ v: 1, table: 'blackjack' })).rejects.toThrow();
      const sockets = [await open({ v: 1, table: 'roulette' }), await open({ v: 1, table: 'roulette' })];
      const seen = sockets.map((socket) => {
        const messages: RouletteRoundMessage[] = [];
        socket.on(CASINO_EVENT, (message: RouletteRoundMessage) => messages.push(message));
        return messages;
      });
      const until = async (done: () => boolean) => {
        for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      // A socket that joins is told the round as it stands.
      await until(() => seen.every((messages) => messages.length >= 1));
      await t.app.studio.table.tick();
      const current = (await table()).round;
      clock.advance(15 * 1_000);
      await t.app.studio.table.tick();
      clock.advance(5 * 1_000);
      await t.app.studio.table.tick();
      const phases = (messages: RouletteRoundMessage[]) =>
        messages
          .filter((message) => message.round.number === current.number)
          .map((message) => message.round.phase);
      await until(() => seen.every((messages) => phases(messages).includes('result')));
      for (const messages of seen) {
        expect(phases(messages)).toEqual(expect.arrayContaining(['spinning', 'result']));
        const result = messages.at(-1);
        expect(result).toMatchObject({ v: 1, type: 'roulette_round', players: 2 });
        expect(result?.round.server_seed).toMatch(/^[0-9a-f]{64}$/);
        expect(result?.recent[0]).toBe(result?.round.pocket);
      }
      for (const socket of sockets) socket.close();
      clock.advance(5 * 1_000);
    });

    it('pays every bettor once when the settle step runs again after a crash', async () => {
      await t.app.studio.table.tick();
      const open = await table();
      expect(open.round.phase).toBe('betting');
      const players = [await funded(5_000, 'roulette'), await funded(5_000, 'roulette')];
      const bets = [
        { bet: { type: 'low' }, stake: 1_000 },
        { bet: { type: 'column', column: 1 }, stake: 500 },
        { bet: { type: 'straight', numbers: [0] }, stake: 100 },
      ];
      for (const player of players) {
        const res = await post('/v1/studio/roulette/bets', player.token, {
          round_id: open.round.round_id,
          bets,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      clock.advance(20 * SECOND);
      await t.app.studio.table.tick();
      const pocket = (await table()).round.pocket as number;
      const expected = 5_000 - 1_600 + rouletteSettle(bets as never, pocket);
      for (const player of players) expect(await cash(player.user)).toBe(expected);

      // A crash after the wallet paid but before the studio wrote it down: the bets look open again.
      const db = t.app.ctx.database;
      for (const player of players) {
        await db.query(
          `update studio_rounds set status = 'open', settled_at = null, pending_payout = null, wallet_session = $1
           where user_id = $2 and game = 'roulette'`,
          [player.token, player.user.userId],
        );
      }
      await db.query('update studio_roulette_rounds set settled_at = null where number = $1', [
        open.round.number,
      ]);
      await Promise.all([t.app.studio.table.tick(), t.app.studio.table.tick()]);
      await t.app.studio.table.tick();
      for (const player of players) {
        expect(await cash(player.user)).toBe(expected);
        const { walletId } = await getBalances(db.db, player.user.userId);
        expect(await checkLedger(db, walletId)).toEqual([]);
      }
      const open2 = await db.query<{ n: number }>(
        "select count(*)::int as n from studio_rounds where game = 'roulette' and status = 'open'",
      );
      expect(open2[0]?.n).toBe(0);
    });
  });
});

describe('the sweep ends what an unreachable wallet left half done', () => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock, demo: false, env: { STUDIO_ROULETTE: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const player = async (game: string) => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 10_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/sessions',
      headers: { jwt: user.token },
      payload: { game, mode: 'real' },
    });
    return { user, token: res.json().token as string };
  };
  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;
  const down = () => new HttpError(503, 'WALLET_UNAVAILABLE', 'the wallet could not be reached');

  it('pays a payout the wallet did not confirm, once', async () => {
    const real = inProcessWallet(t.app.casino);
    let winsLost = 1;
    const flaky: SeamlessWallet = {
      ...real,
      win: async (body) => {
        if (winsLost > 0) {
          winsLost -= 1;
          throw down();
        }
        return real.win(body);
      },
    };
    const studio = new StudioService({
      ctx: t.app.ctx,
      wallet: flaky,
      launchOf: (token) => t.app.casino.launchOf(token),
    });
    const { user, token } = await player('lucky-wheel');
    const played = await studio.playWheel(await studio.session(token), 1_000);
    expect(played.round.status).toBe('open');
    expect(await cash(user)).toBe(9_000);
    const segmentPays =
      played.round.outcome.game === 'lucky-wheel' ? wheelSettle(1_000, played.round.outcome.segment) : -1;

    clock.advance(11_000);
    expect(await studio.sweep()).toEqual({ paid: 1, returned: 0 });
    expect(await studio.sweep()).toEqual({ paid: 0, returned: 0 });
    expect(await cash(user)).toBe(9_000 + segmentPays);
    const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
    expect(await checkLedger(t.app.ctx.database, walletId)).toEqual([]);
  });

  it('returns a stake whose bet was taken but never confirmed, and forgets the round', async () => {
    const real = inProcessWallet(t.app.casino);
    let answersLost = 1;
    let rollbacksLost = 1;
    const flaky: SeamlessWallet = {
      ...real,
      bet: async (body) => {
        const answer = await real.bet(body);
        if (answersLost > 0) {
          answersLost -= 1;
          throw down();
        }
        return answer;
      },
      rollback: async (body) => {
        if (rollbacksLost > 0) {
          rollbacksLost -= 1;
          throw down();
        }
        return real.rollback(body);
      },
    };
    const studio = new StudioService({
      ctx: t.app.ctx,
      wallet: flaky,
      launchOf: (token) => t.app.casino.launchOf(token),
    });
    const { user, token } = await player('dice');
    await expect(
      studio.playDice(await studio.session(token), 2_000, { direction: 'under', target: 5_000 }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await cash(user)).toBe(8_000);

    clock.advance(3 * 60_000);
    expect(await studio.sweep()).toEqual({ paid: 0, returned: 1 });
    expect(await cash(user)).toBe(10_000);
    const rows = await t.app.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from studio_rounds where user_id = $1',
      [user.userId],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
