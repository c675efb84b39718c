/**
 * Peak-night settlement: BETS open bets (singles and combis, across BETTORS bettors) on one event,
 * the event resulted and every bet settled by settleEvent, as the server does on the feed's result.
 * Prints the time to settle and bets per second; then settles a second event (SECOND_BETS bets) while
 * bettors place bets on OTHER events through POST /v1/betslip/submit, and prints the submit rate
 * during that settlement over the rate without it (it must stay at 0.5 or more).
 *
 * The open bets are written straight into the tables a submit writes (bets, bet_legs, the stake's
 * ledger entries and the wallet's balance, consistent with one another), not through the submit route:
 * placing 100,000 bets through it would take longer than the settlement measured. The bettors are one
 * account registered through the app, copied in SQL, each funded by a deposit entry in the ledger. A
 * combi's other leg is already resulted (its event settled earlier), so it settles with this event.
 * After each settlement the bench checks that every bet was settled once and the ledger balances.
 *
 * PGlite always; PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a fresh database, dropped
 * afterwards). Run: `npm run bench --workspace server` or `tsx bench/settlement.bench.ts` (BETS,
 * BETTORS, SECOND_BETS, CONCURRENCY, BATCH override the defaults; ONLY=pglite or ONLY=postgres measures
 * one database).
 * Before settling, it times the cash-out re-pricing of a price change with all BETS bets open: one
 * outcome's price (the bets on it) and its whole market (every bet).
 */
import { randomUUID } from 'node:crypto';
import type { SubmitTicket } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../src/db/client';
import { depositCash, registerUser, type TestUser } from '../src/modules/auth/testing';
import { repriceCashouts } from '../src/modules/bets/cashout';
import { SETTLEMENT_BATCH, settleEvent } from '../src/modules/bets/settlement';
import {
  calculate,
  calculateBody,
  type Pick,
  pickSelections,
  resultEvent,
  submittable,
} from '../src/modules/bets/testing';
import { checkLedger } from '../src/modules/wallet';
import { benchApp, onFreshPostgres, rate } from './support';

/** `pglite` or `postgres` to measure one database only. */
const ONLY = process.env.ONLY;
const BETS = Number(process.env.BETS ?? 100_000);
const BETTORS = Number(process.env.BETTORS ?? 2_000);
const SECOND_BETS = Number(process.env.SECOND_BETS ?? Math.min(BETS, 20_000));
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const BATCH = Number(process.env.BATCH ?? SETTLEMENT_BATCH);
/** Seconds of submits without settlement, the base of the ratio. */
const BASE_SECONDS = Number(process.env.BASE_SECONDS ?? 6);
/** Untimed seconds of submits first: V8 optimises the submit path for a while. */
const WARMUP = Number(process.env.WARMUP ?? 6);
const FUND = 5_000_000;
const STAKE = 100;
/** Rows per seeding statement. */
const CHUNK = 5_000;

interface Bettors {
  ids: number[];
  bookmaker: string;
  currency: string;
  /** What each bettor has staked so far in seeded bets (their entries' balances after run on from it). */
  spent: Map<number, number>;
}

/** One registered, funded account and BETTORS - 1 copies of it, each with a funded wallet and its deposit entry. */
async function seedBettors(app: FastifyInstance, database: Database): Promise<Bettors> {
  const template = await registerUser(app, { ip: '10.88.0.1' });
  await depositCash(app, template, FUND);
  const columns = await database.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'users'
        and column_name not in ('id', 'username', 'email') and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const list = columns.map((c) => c.column_name).join(', ');
  await database.query(
    `insert into users (username, email, ${list})
     select username || '_' || g, 'b' || g || '_' || email, ${list}
       from users, generate_series(1, $2::int) g where id = $1`,
    [template.userId, BETTORS - 1],
  );
  await database.query(
    `insert into wallets (user_id, currency, cash)
     select id, currency, $1::bigint from users where username like $2`,
    [FUND, `${template.username}\\_%`],
  );
  await database.query(
    `insert into ledger_entries (wallet_id, user_id, kind, balance_kind, amount, balance_after, idempotency_key)
     select w.id, w.user_id, 'deposit', 'cash', w.cash, w.cash, 'bench-fund-' || w.id
       from wallets w join users u on u.id = w.user_id where u.username like $1`,
    [`${template.username}\\_%`],
  );
  const rows = await database.query<{ id: string; bookmaker: string; currency: string }>(
    `select id, bookmaker, currency from users where id = $1 or username like $2 order by id`,
    [template.userId, `${template.username}\\_%`],
  );
  return {
    ids: rows.map((row) => Number(row.id)),
    bookmaker: String(rows[0]?.bookmaker),
    currency: String(rows[0]?.currency),
    spent: new Map(),
  };
}

interface Outcome {
  id: number;
  marketId: number;
  eventId: number;
  odds: number;
  name: string;
  marketType: string;
  marketName: string;
  eventName: string;
}

/** The outcomes of a selection's market, with the names a leg keeps. */
async function outcomesOf(database: Database, pick: Pick): Promise<Outcome[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select o.id, o.market_id, o.event_id, o.odds, o.names->>'en' as name, m.type, m.names->>'en' as market_name,
            e.name as event_name
       from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
      where o.market_id = $1 order by o.id`,
    [pick.marketId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    marketId: Number(row.market_id),
    eventId: Number(row.event_id),
    odds: Number(row.odds),
    name: String(row.name),
    marketType: String(row.type),
    marketName: String(row.market_name),
    eventName: String(row.event_name),
  }));
}

/**
 * `count` open bets on the event of `main` (every outcome of its market in turn), three in ten of them
 * combis whose other leg, on `other`'s event, is already resulted; staked by the bettors in turn, the
 * stake's ledger entry (with the balance after it) written and the wallets debited.
 */
async function seedOpenBets(
  database: Database,
  bettors: Bettors,
  main: Outcome[],
  other: Outcome[],
  count: number,
): Promise<void> {
  const spent = bettors.spent;
  const spentBefore = new Map(spent);
  for (let start = 0; start < count; start += CHUNK) {
    const bets: Record<string, unknown>[] = [];
    const legs: Record<string, unknown>[] = [];
    const stakes: Record<string, unknown>[] = [];
    const now = new Date();
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const id = randomUUID();
      const userId = bettors.ids[i % bettors.ids.length] as number;
      const outcome = main[i % main.length] as Outcome;
      const combi = i % 10 < 3;
      const second = other[i % other.length] as Outcome;
      const odds = combi ? outcome.odds * second.odds : outcome.odds;
      const leg = (o: Outcome, legNo: number, result: string | null) => ({
        bet_id: id,
        leg_no: legNo,
        event_id: o.eventId,
        market_id: o.marketId,
        outcome_id: o.id,
        odds: o.odds,
        market_type: o.marketType,
        outcome_name: o.name,
        market_name: o.marketName,
        event_name: o.eventName,
        result,
      });
      bets.push({
        id,
        user_id: userId,
        bet_type: combi ? 'combi' : 'single',
        odds,
        potential_return: Math.floor(STAKE * odds),
        placed_at: new Date(now.getTime() + i).toISOString(),
      });
      legs.push(leg(outcome, 0, null));
      // The other event's first outcome won, the rest lost.
      if (combi) legs.push(leg(second, 1, second.id === other[0]?.id ? 'win' : 'lose'));
      const balance = FUND - (spent.get(userId) ?? 0) - STAKE;
      spent.set(userId, FUND - balance);
      stakes.push({ user_id: userId, bet_id: id, balance_after: balance, n: i });
    }
    await database.query(
      `insert into bets (id, user_id, bookmaker, currency, bet_type, stake, total_stake, lines, odds,
                         potential_return, stake_cash, status, source, placed_at)
       select b.id, b.user_id, $2, $3, b.bet_type, $4, $4, 1, b.odds, b.potential_return, $4, 'open', 'bench',
              b.placed_at
         from jsonb_to_recordset($1::jsonb) as b(id text, user_id bigint, bet_type text, odds float8,
              potential_return bigint, placed_at timestamptz)`,
      [JSON.stringify(bets), bettors.bookmaker, bettors.currency, STAKE],
    );
    await database.query(
      `insert into bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds, market_type, outcome_name,
                             market_name, event_name, result, resulted_at)
       select l.bet_id, l.leg_no, l.event_id, l.market_id, l.outcome_id, l.odds, l.market_type, l.outcome_name,
              l.market_name, l.event_name, l.result, case when l.result is null then null else now() end
         from jsonb_to_recordset($1::jsonb) as l(bet_id text, leg_no smallint, event_id bigint, market_id bigint,
              outcome_id bigint, odds float8, market_type text, outcome_name text, market_name text,
              event_name text, result text)`,
      [JSON.stringify(legs)],
    );
    await database.query(
      `insert into ledger_entries (wallet_id, user_id, kind, balance_kind, amount, balance_after, reference_type,
                                   reference_id, idempotency_key)
       select w.id, s.user_id, 'bet_stake', 'cash', -$2::bigint, s.balance_after, 'bet', s.bet_id,
              'bet:' || s.bet_id || ':stake'
         from jsonb_to_recordset($1::jsonb) as s(user_id bigint, bet_id text, balance_after bigint, n int)
         join wallets w on w.user_id = s.user_id
        order by s.n`,
      [JSON.stringify(stakes), STAKE],
    );
  }
  await database.query(
    `update wallets w set cash = w.cash - s.spent
       from jsonb_to_recordset($1::jsonb) as s(user_id bigint, spent bigint) where w.user_id = s.user_id`,
    [
      JSON.stringify(
        [...spent].map(([user_id, amount]) => ({ user_id, spent: amount - (spentBefore.get(user_id) ?? 0) })),
      ),
    ],
  );
}

/** Every bet of the event settled once, each winner paid once, the ledger agreeing with the balances. */
async function verify(database: Database, eventId: number, expected: number): Promise<void> {
  const [row] = await database.query<{ settled: string; open: string; twice: string }>(
    `select count(*) filter (where b.settled_at is not null) as settled,
            count(*) filter (where b.settled_at is null) as open,
            count(*) filter (where p.entries > 1) as twice
       from bets b
       left join (select reference_id, count(*) as entries from ledger_entries where kind = 'bet_payout'
                   group by reference_id) p on p.reference_id = b.id
      where exists (select 1 from bet_legs l where l.bet_id = b.id and l.event_id = $1)`,
    [eventId],
  );
  if (Number(row?.settled) !== expected || Number(row?.open) !== 0 || Number(row?.twice) !== 0)
    throw new Error(`settlement check failed: ${JSON.stringify(row)} of ${expected} bets`);
  const mismatches = await checkLedger(database);
  if (mismatches.length > 0)
    throw new Error(`ledger does not balance: ${JSON.stringify(mismatches.slice(0, 3))}`);
}

interface Figure {
  label: string;
  seconds: number;
  perSecond: number;
  base: number;
  during: number;
  secondSeconds: number;
}

async function run(label: string, database: Database): Promise<Figure> {
  const app = await benchApp(database);
  try {
    const [first, second, other, elsewhere] = await pickSelections(database, 4);
    if (!first || !second || !other || !elsewhere) throw new Error('not enough selections');
    const bettors = await seedBettors(app, database);
    const others = await outcomesOf(database, other);
    const seeded = performance.now();
    await seedOpenBets(database, bettors, await outcomesOf(database, first), others, BETS);
    await seedOpenBets(database, bettors, await outcomesOf(database, second), others, SECOND_BETS);
    // Statistics of the tables as a running database has them (PGlite has no autovacuum to gather them).
    await database.query('analyze');
    console.info(
      `settlement: ${label} ${BETS + SECOND_BETS} open bets seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    // Cash-out offers follow a price change: one outcome's price (its bets), then its whole market (all of them).
    await database.query('update outcomes set odds = odds * 1.05 where id = $1', [first.outcomeId]);
    const repriced = performance.now();
    const outcomeBets = await repriceCashouts(
      app.ctx.database,
      { outcomes: [first.outcomeId], markets: [] },
      new Date(),
    );
    const outcomeSeconds = (performance.now() - repriced) / 1000;
    const marketRepriced = performance.now();
    const marketBets = await repriceCashouts(
      app.ctx.database,
      { outcomes: [], markets: [first.marketId] },
      new Date(),
    );
    const marketSeconds = (performance.now() - marketRepriced) / 1000;
    if (marketBets !== BETS) throw new Error(`re-priced ${marketBets} of ${BETS} open bets on the market`);
    const priced = await database.query<{ n: string }>(
      'select count(*) as n from bet_cashout_offers where offer is not null',
    );
    console.info(
      `settlement: ${label} cash-out re-pricing with ${BETS} open bets: a price change of one outcome ` +
        `re-priced ${outcomeBets} bets in ${(outcomeSeconds * 1000).toFixed(0)} ms ` +
        `(${((outcomeSeconds * 1e6) / Math.max(outcomeBets, 1)).toFixed(1)} µs/bet); a change of its market ` +
        `${marketBets} bets in ${(marketSeconds * 1000).toFixed(0)} ms ` +
        `(${((marketSeconds * 1e6) / marketBets).toFixed(1)} µs/bet); ${priced[0]?.n} offers made`,
    );

    // The big event, nothing else running.
    await resultEvent(database, first.eventId, { [first.outcomeId]: 'win' });
    const started = performance.now();
    const settled = await settleEvent(app.ctx, first.eventId, { batchSize: BATCH });
    const seconds = (performance.now() - started) / 1000;
    if (settled.length !== BETS) throw new Error(`settled ${settled.length} of ${BETS}`);
    await verify(database, first.eventId, BETS);

    // Bettors on another event: their submit rate without settlement, then while the second event settles.
    const submitters: TestUser[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const user = await registerUser(app, { ip: `10.89.${i}.1` });
      await depositCash(app, user, 5_000_000);
      submitters.push(user);
    }
    const { tickets } = await calculate(
      app,
      submitters[0]?.token ?? '',
      calculateBody([elsewhere], { type: 'single', stake: STAKE, total_stake: STAKE }),
    );
    const ticket: SubmitTicket = submittable(tickets[0]);
    const submit = async (worker: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        headers: { jwt: submitters[worker]?.token ?? '', 'idempotency-key': randomUUID() },
        payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en' },
      });
      if (res.statusCode !== 200 || res.json().status !== 'PROCESSED')
        throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    };
    await rate(WARMUP, CONCURRENCY, submit);
    const base = await rate(BASE_SECONDS, CONCURRENCY, submit);
    await resultEvent(database, second.eventId, { [second.outcomeId]: 'win' });
    const secondStarted = performance.now();
    const settling = settleEvent(app.ctx, second.eventId, { batchSize: BATCH });
    const during = await rate(0, CONCURRENCY, submit, settling);
    const secondSettled = await settling;
    const secondSeconds = (performance.now() - secondStarted) / 1000;
    if (secondSettled.length !== SECOND_BETS)
      throw new Error(`settled ${secondSettled.length} of ${SECOND_BETS} on the second event`);
    await verify(database, second.eventId, SECOND_BETS);
    return { label, seconds, perSecond: BETS / seconds, base, during, secondSeconds };
  } finally {
    await app.close();
  }
}

function report(figure: Figure): void {
  console.info(
    `settlement: ${figure.label} ${BETS} bets settled in ${figure.seconds.toFixed(1)} s, ${figure.perSecond.toFixed(0)} bets/s; ` +
      `submits on other events ${figure.during.toFixed(0)}/s while ${SECONDS_LABEL(figure)} vs ${figure.base.toFixed(0)}/s without: ` +
      `ratio ${(figure.during / figure.base).toFixed(2)} (at least 0.5 wanted)`,
  );
}

const SECONDS_LABEL = (figure: Figure) =>
  `${SECOND_BETS} bets settled (${figure.secondSeconds.toFixed(1)} s, ${(SECOND_BETS / figure.secondSeconds).toFixed(0)} bets/s)`;

async function main(): Promise<void> {
  console.info(
    `settlement bench: ${BETS} open bets (3 in 10 combis) of ${BETTORS} bettors on one event, batches of ${BATCH}; ` +
      `then ${SECOND_BETS} on another while ${CONCURRENCY} bettors submit on other events`,
  );
  if (ONLY !== 'postgres') {
    const lite = await openDatabase({ dataDir: 'memory' });
    try {
      report(await run('PGlite', lite));
    } finally {
      await lite.close();
    }
  }
  const url = ONLY === 'pglite' ? undefined : (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (url) report(await onFreshPostgres(url, CONCURRENCY + 6, (database) => run('PostgreSQL', database)));
  else console.info('settlement: PostgreSQL skipped (set TEST_DATABASE_URL or DATABASE_URL)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
