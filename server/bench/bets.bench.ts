/**
 * Bet placement throughput: POST /v1/betslip/submit through the real app
 * (in-process inject: routing, auth, validation, re-pricing, wallet lock, bet + legs + ledger, the
 * stored idempotent answer), next to a bare transaction (one row update plus one insert) on the same
 * database in the same run, with the same number of requests in flight. The submit ratio, submits per
 * second over bare transactions per second, is the figure: it says what placing a bet costs beyond
 * the cheapest write transaction, whatever the machine's speed. Submits and bare transactions run in
 * alternating rounds, and the ratio is the median of the rounds', so a change of load during the run
 * (a shared machine) moves both sides alike.
 * PGlite always; PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (in a fresh database that
 * is dropped afterwards).
 * On both databases it also counts the statements and round trips one submit sends (begin and
 * commit included, and a session check of its own if it had one), at the client, over the timed
 * submits.
 * Run: `npm run bench --workspace server` or `tsx bench/bets.bench.ts` (SECONDS, ROUNDS, WARMUP, ONLY,
 * CONCURRENCY, USERS override the defaults).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { SubmitTicket } from '@touchline/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { depositCash, registerUser, type TestUser } from '../src/modules/auth/testing';
import { calculate, calculateBody, pickSelections, submittable } from '../src/modules/bets/testing';
import { benchApp, onFreshPostgres, rate } from './support';

const SECONDS = Number(process.env.SECONDS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const USERS = Number(process.env.USERS ?? 16);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/**
 * Untimed seconds of each side before the rounds. A server runs warm: V8 keeps optimising the submit
 * path for several seconds (its CPU per submit falls by a third over the first ten), so a short warm-up
 * measures the compiler, not the server.
 */
const WARMUP = Number(process.env.WARMUP ?? 8);
const STAKE = 100;
/** `pglite` or `postgres` to measure one database only (profiling one side). */
const ONLY = process.env.ONLY;

/**
 * What the process has sent to its database so far, counted at the client on both databases: round
 * trips (each call that waits for the database's answer: a query, and on PGlite a transaction's begin
 * and its commit or rollback) and statements (as many as a round trip's text holds: a text without
 * parameters may hold several, separated by semicolons).
 */
const sent = { roundTrips: 0, statements: 0 };
const count = (text: unknown, params?: unknown): void => {
  sent.roundTrips += 1;
  const body = typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text ?? '');
  const values = params ?? (text as { values?: unknown } | null)?.values;
  const several =
    Array.isArray(values) && values.length > 0 ? 1 : body.split(';').filter((part) => part.trim()).length;
  sent.statements += Math.max(1, several);
};
// node-postgres: every pool client is a pg.Client, and a query is one round trip.
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count(args[0], args[1]);
  return Reflect.apply(sendQuery, this, args);
} as typeof sendQuery;
// PGlite: every call into the database (a query, an exec, a named statement, a transaction's begin and
// its end) holds PGlite's query lock once; the statements are the protocol's own: each Execute of an
// extended query, and each statement of a simple query's text.
const liteExclusive = PGlite.prototype._runExclusiveQuery;
PGlite.prototype._runExclusiveQuery = function <T>(this: PGlite, work: () => Promise<T>) {
  sent.roundTrips += 1;
  return Reflect.apply(liteExclusive, this, [work]) as Promise<T>;
} as typeof liteExclusive;
const liteProtocol = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = function (this: PGlite, ...args: unknown[]) {
  const message = args[0] as Uint8Array;
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  for (let at = 0; at + 5 <= message.length; at += 1 + view.getInt32(at + 1)) {
    const type = String.fromCharCode(message[at] ?? 0);
    if (type === 'E') sent.statements += 1;
    if (type === 'Q') {
      const text = new TextDecoder().decode(message.subarray(at + 5, at + 1 + view.getInt32(at + 1) - 1));
      sent.statements += Math.max(1, text.split(';').filter((part) => part.trim()).length);
    }
  }
  return Reflect.apply(liteProtocol, this, args);
} as typeof liteProtocol;

/** One bare transaction per call: one row update plus one insert, the worker's own row. */
async function bareTransactions(database: Database): Promise<(worker: number) => Promise<void>> {
  await database.query('create table if not exists bench_counters (id int primary key, n bigint not null)');
  await database.query(
    'create table if not exists bench_log (id bigint generated always as identity primary key, counter int not null, n bigint not null, at timestamptz not null default now())',
  );
  await database.query(
    `insert into bench_counters (id, n) select g, 0 from generate_series(0, ${CONCURRENCY - 1}) g on conflict do nothing`,
  );
  return async (worker) => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update bench_counters set n = n + 1 where id = ${worker}`);
      await tx.execute(sql`insert into bench_log (counter, n) values (${worker}, 1)`);
    });
  };
}

/** One bet submit per call through the real app, each worker as its own funded user. */
async function submits(
  app: Awaited<ReturnType<typeof benchApp>>,
  database: Database,
): Promise<{ submit: (worker: number) => Promise<void>; placed: () => number }> {
  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await registerUser(app, { ip: `10.77.${i % 250}.1` });
    await depositCash(app, user, 5_000_000);
    users.push(user);
  }
  const picks = await pickSelections(database, 1);
  const { tickets } = await calculate(
    app,
    users[0]?.token ?? '',
    calculateBody(picks, { type: 'single', stake: STAKE }),
  );
  const ticket: SubmitTicket = submittable(tickets[0]);
  let placed = 0;
  const submit = async (worker: number) => {
    const user = users[worker % users.length];
    if (!user) return;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/betslip/submit',
      headers: { jwt: user.token, 'idempotency-key': randomUUID() },
      payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en' },
    });
    if (res.statusCode !== 200 || res.json().status !== 'PROCESSED') {
      throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    }
    placed += 1;
  };
  return { submit, placed: () => placed };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

interface Figure {
  label: string;
  submits: number;
  bare: number;
  ratio: number;
  low: number;
  high: number;
  /** Per timed submit, counted at the client. */
  statements: number;
  roundTrips: number;
}

/**
 * The submit rate and the bare transaction rate in alternating rounds of equal length (after an
 * untimed warm-up of each), so both see the machine alike even when its load changes during the run.
 * The ratio is the median of the rounds' ratios.
 */
async function run(label: string, database: Database): Promise<Figure> {
  const app = await benchApp(database);
  try {
    const bets = await submits(app, database);
    const bare = await bareTransactions(database);
    const round = SECONDS / ROUNDS;
    await rate(WARMUP, CONCURRENCY, bets.submit);
    await rate(Math.min(WARMUP, 2), CONCURRENCY, bare);
    const placedBefore = bets.placed();
    let submitStatements = 0;
    let submitRoundTrips = 0;
    const submitRates: number[] = [];
    const bareRates: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const before = { ...sent };
      submitRates.push(await rate(round, CONCURRENCY, bets.submit));
      submitStatements += sent.statements - before.statements;
      submitRoundTrips += sent.roundTrips - before.roundTrips;
      bareRates.push(await rate(round, CONCURRENCY, bare));
    }
    const placed = bets.placed() - placedBefore;
    const [row] = await database.query<{ n: string }>('select count(*) as n from bets');
    if (Number(row?.n) !== bets.placed())
      throw new Error(`placed ${bets.placed()} bets but the table holds ${row?.n}`);
    const ratios = submitRates.map((r, i) => r / (bareRates[i] ?? Number.NaN));
    return {
      label,
      submits: median(submitRates),
      bare: median(bareRates),
      ratio: median(ratios),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
      statements: submitStatements / placed,
      roundTrips: submitRoundTrips / placed,
    };
  } finally {
    await app.close();
  }
}

function report(figure: Figure): void {
  // A shared machine's load moves both sides, but a ratio read under a heavy load is worth knowing.
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const counted = `, ${figure.statements.toFixed(1)} statements and ${figure.roundTrips.toFixed(1)} round trips/submit`;
  console.info(
    `bets: ${figure.label} ${figure.submits.toFixed(0)} submits/s, bare transaction ${figure.bare.toFixed(0)}/s: ` +
      `submit ratio ${figure.ratio.toFixed(2)} (rounds ${figure.low.toFixed(2)}-${figure.high.toFixed(2)})${counted}; load ${load}`,
  );
}

async function main(): Promise<void> {
  console.info(
    `bets bench: ${SECONDS} s of submits and ${SECONDS} s of bare transactions per database, in ${ROUNDS} alternating rounds; ${CONCURRENCY} in flight, ${USERS} users`,
  );
  const figures: Figure[] = [];
  if (ONLY !== 'postgres') {
    const lite = await openDatabase({ dataDir: 'memory' });
    try {
      figures.push(await run('PGlite', lite));
    } finally {
      await lite.close();
    }
    report(figures[0] as Figure);
  }

  const url = ONLY === 'pglite' ? undefined : (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (url) figures.push(await onPostgres(url));
  else console.info('bets: PostgreSQL skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  const last = figures.at(-1);
  if (url && last) report(last);
  console.info(
    `bets: submit ratio ${figures.map((f) => `${f.label} ${f.ratio.toFixed(2)}`).join(', ')} (submits/s over bare transactions/s)`,
  );
}

/** The figure on PostgreSQL, in a fresh database that is dropped afterwards. */
const onPostgres = (url: string): Promise<Figure> =>
  onFreshPostgres(url, CONCURRENCY + 4, (database) => run('PostgreSQL', database));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
