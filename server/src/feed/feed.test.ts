import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dbKinds,
  TEST_DATABASE_URL,
  type TestDatabase,
  warnIfPostgresSkipped,
} from '../../test/db';
import { CatalogueEvents, type ResultedEvent } from '../catalogue-events';
import { loadConfig } from '../config';
import { type AppContext, SocketRequests } from '../context';
import { openDatabase } from '../db/client';
import { FEED_LOCK_KEY } from '../db/locks';
import { playOf } from '../domain/play';
import { Metrics } from '../metrics';
import { Readiness } from '../readiness';
import { Broadcast } from '../realtime/broadcast';
import { createFeed, type FeedOptions, type LiveFeed } from './feed';
import { periodScore } from './fitting';
import { FIXTURE, insertFixtureCatalogue } from './fixtures';
import { VIRTUAL_INTERVAL_MS, VIRTUAL_UPCOMING } from './virtual';

warnIfPostgresSkipped();

const T0 = Date.parse('2026-03-07T15:00:00Z');
const MIN = 60_000;

interface Published {
  bookmakers: readonly string[] | 'all';
  changes: readonly unknown[];
}

interface Harness {
  db: TestDatabase;
  feed: LiveFeed;
  published: Published[];
  resulted: ResultedEvent[];
  event(id: number): Promise<Record<string, unknown>>;
  markets(id: number): Promise<Array<Record<string, unknown>>>;
  outcomes(id: number): Promise<Array<Record<string, unknown>>>;
}

const open: TestDatabase[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.dispose();
});

/** Opening a migrated PGlite takes seconds: each kind's tests share one database, emptied before each test. */
const shared = new Map<string, TestDatabase>();

async function harness(kind: (typeof dbKinds)[number], options: FeedOptions = {}): Promise<Harness> {
  const db = shared.get(kind);
  if (!db) throw new Error(`no ${kind} database`);
  await db.database.query(
    'truncate feed_changes, outcomes, markets, events, competitions, sports, regions cascade',
  );
  await insertFixtureCatalogue(db.database, T0);
  const published: Published[] = [];
  const ctx: AppContext = {
    config: loadConfig({ NODE_ENV: 'test', FEED: 'off', CATALOGUE: 'small' }),
    database: db.database,
    clock: { now: () => T0 },
    publisher: { publishEventChanges: (bookmakers, changes) => published.push({ bookmakers, changes }) },
    socketRequests: new SocketRequests(),
    metrics: new Metrics({ processMetrics: false }),
    readiness: new Readiness(),
    redis: undefined,
    catalogue: new CatalogueEvents(),
    broadcast: new Broadcast(),
  };
  const feed = createFeed(ctx, { seed: 7, schedule: false, ...options });
  const resulted: ResultedEvent[] = [];
  ctx.catalogue.onResulted((event) => {
    resulted.push(event);
  });
  const q = db.database.query.bind(db.database);
  return {
    db,
    feed,
    published,
    resulted,
    event: async (id) => (await q(`select * from events where id = $1`, [id]))[0] ?? {},
    markets: (id) => q(`select * from markets where event_id = $1 order by id`, [id]),
    outcomes: (id) => q(`select * from outcomes where event_id = $1 order by id`, [id]),
  };
}

/** Ticks every `step` ms from `from` until `until` says stop (or `to`); returns the time it stopped at. */
async function run(
  h: Harness,
  from: number,
  to: number,
  step: number,
  until: () => Promise<boolean> = async () => false,
): Promise<number> {
  for (let t = from; t <= to; t += step) {
    await h.feed.tick(t);
    if (await until()) return t;
  }
  return to;
}

const score = (e: Record<string, unknown>) => {
  const stats = e.stats as { home_scores: number; away_scores: number } | null;
  return stats ? stats.home_scores + stats.away_scores : 0;
};

describe.each(dbKinds)('live feed on %s', (kind) => {
  beforeAll(async () => {
    shared.set(kind, await createTestDatabase(kind));
  });
  afterAll(async () => {
    await shared.get(kind)?.dispose();
    shared.delete(kind);
  });

  it('an event goes live at its start time, with stats, clock and a feed log row, then is published', async () => {
    const h = await harness(kind);
    await h.feed.tick(T0 - 1000);
    expect((await h.event(FIXTURE.football)).status).toBe('scheduled');
    const report = await h.feed.tick(T0 + 1000);
    expect(report.started).toContain(FIXTURE.football);
    const event = await h.event(FIXTURE.football);
    expect(event.status).toBe('live');
    expect(event.is_live).toBe(true);
    expect(event.stats).toMatchObject({ home_scores: 0, away_scores: 0, time: "1'" });
    expect(event.match_summary).toMatchObject({ currentPhase: '1H', normalTimeHalfDuration: 45 });
    expect(Number(event.version)).toBeGreaterThan(1);
    const log = await h.db.database.query<{ payload: { status?: string; version: number } }>(
      `select payload from feed_changes where event_id = $1 order by seq`,
      [FIXTURE.football],
    );
    expect(log[0]?.payload.status).toBe('live');
    expect(log[0]?.payload.version).toBe(Number(event.version));
    const forAll = h.published.filter((p) => p.bookmakers === 'all').flatMap((p) => p.changes) as Array<{
      id: string;
      status?: string;
    }>;
    expect(forAll.find((d) => d.id === String(FIXTURE.football))?.status).toBe('live');
  });

  it('changes to a competition offered by some brands are published to those brands only', async () => {
    const h = await harness(kind);
    await h.feed.tick(T0 + 1000);
    const basketball = h.published.find((p) =>
      (p.changes as Array<{ id: string }>).some((d) => d.id === String(FIXTURE.basketball)),
    );
    expect(basketball?.bookmakers).toEqual(['touchline_gb']);
  });

  it('score and clock advance, odds move, and markets close after a goal and reopen', async () => {
    const h = await harness(kind, { goalSuspendMs: 45_000 });
    await h.feed.tick(T0 + 1000);
    const before = new Map((await h.outcomes(FIXTURE.football)).map((o) => [o.id, o.odds]));
    const goalAt = await run(
      h,
      T0 + 30_000,
      T0 + 110 * MIN,
      30_000,
      async () => score(await h.event(FIXTURE.football)) > 0,
    );
    const event = await h.event(FIXTURE.football);
    expect(score(event)).toBeGreaterThan(0);
    expect((event.stats as { time: string }).time).not.toBe("1'");
    const suspended = await h.markets(FIXTURE.football);
    expect(suspended.every((m) => m.is_suspended === true)).toBe(true);
    const deltas = h.published.flatMap((p) => p.changes) as Array<{
      id: string;
      markets?: Array<{ is_suspended: boolean }>;
    }>;
    expect(
      deltas.some((d) => d.id === String(FIXTURE.football) && d.markets?.some((m) => m.is_suspended)),
    ).toBe(true);

    await h.feed.tick(goalAt + 30_000);
    if (score(await h.event(FIXTURE.football)) === score(event)) {
      expect((await h.markets(FIXTURE.football)).every((m) => m.is_suspended === true)).toBe(true);
    }
    await run(h, goalAt + 60_000, goalAt + 60_000, 1);
    const reopened = await h.markets(FIXTURE.football);
    if (score(await h.event(FIXTURE.football)) === score(event)) {
      // The match result stays open after a goal; only markets the goal decided stay closed.
      expect(reopened.find((m) => m.type === 'match_result')?.is_suspended).toBe(false);
      expect(reopened.find((m) => m.type === 'half_time_result')?.is_suspended).toBe(true);
    }
    const after = await h.outcomes(FIXTURE.football);
    expect(after.some((o) => o.odds !== before.get(o.id))).toBe(true);
  });

  it('the event ends at full time and is resulted: outcomes settle on the final score', async () => {
    const h = await harness(kind, { resultDelayMs: 60_000 });
    await run(
      h,
      T0 + 1000,
      T0 + 120 * MIN,
      3 * MIN,
      async () => (await h.event(FIXTURE.football)).status === 'ended',
    );
    const ended = await h.event(FIXTURE.football);
    expect(ended.status).toBe('ended');
    expect(ended.is_live).toBe(false);
    expect((ended.stats as { time: string }).time).toBe('FT');
    expect(ended.status_description).toBe('Full time');
    await run(h, T0 + 121 * MIN, T0 + 125 * MIN, 2 * MIN);
    const event = await h.event(FIXTURE.football);
    expect(event.status).toBe('resulted');
    const stats = event.stats as {
      home_scores: number;
      away_scores: number;
      periods: Array<[number, number]>;
    };
    const outcomes = await h.outcomes(FIXTURE.football);
    const markets = await h.markets(FIXTURE.football);
    const resultOf = (type: string, code: string) => {
      const market = markets.find((m) => m.type === type);
      return outcomes.find((o) => o.market_id === market?.id && o.code === code)?.result;
    };
    const side =
      stats.home_scores > stats.away_scores
        ? 'home'
        : stats.home_scores < stats.away_scores
          ? 'away'
          : 'draw';
    expect(resultOf('match_result', side)).toBe('win');
    expect(outcomes.filter((o) => o.market_id === markets[0]?.id && o.result === 'win')).toHaveLength(1);
    expect(resultOf('total', stats.home_scores + stats.away_scores > 2.5 ? 'over' : 'under')).toBe('win');
    expect(resultOf('btts', stats.home_scores > 0 && stats.away_scores > 0 ? 'yes' : 'no')).toBe('win');
    const firstHalf = stats.periods[0] ?? [0, 0];
    const halfSide = firstHalf[0] > firstHalf[1] ? 'home' : firstHalf[0] < firstHalf[1] ? 'away' : 'draw';
    expect(resultOf('half_time_result', halfSide)).toBe('win');
    expect(markets.every((m) => m.status === 'settled' && m.is_suspended === true)).toBe(true);
    expect(h.resulted.map((r) => r.eventId)).toContain(FIXTURE.football);
    const resulted = h.resulted.find((r) => r.eventId === FIXTURE.football);
    expect(resulted?.outcomes.length).toBe(outcomes.length);
    const removal = (
      h.published.flatMap((p) => p.changes) as Array<{ id: string; removed?: boolean; status?: string }>
    ).find((d) => d.id === String(FIXTURE.football) && d.removed);
    expect(removal?.status).toBe('ended');
  });

  it('basketball and tennis play to the end; tennis shows sets, games and the server', async () => {
    const h = await harness(kind, { resultDelayMs: 60_000 });
    let sawServer = false;
    await run(h, T0 + 1000, T0 + 5 * 60 * MIN, 4 * MIN, async () => {
      const tennis = await h.event(FIXTURE.tennis);
      const stats = tennis.stats as { server: number | null } | null;
      if (stats?.server) sawServer = true;
      return tennis.status === 'resulted' && (await h.event(FIXTURE.basketball)).status === 'resulted';
    });
    expect(sawServer).toBe(true);
    const tennis = await h.event(FIXTURE.tennis);
    const stats = tennis.stats as {
      home_scores: number;
      away_scores: number;
      periods: Array<[number, number]>;
    };
    expect(Math.max(stats.home_scores, stats.away_scores)).toBe(2);
    const setBetting = (await h.markets(FIXTURE.tennis)).find((m) => m.type === 'set_betting');
    const won = (await h.outcomes(FIXTURE.tennis)).find(
      (o) => o.market_id === setBetting?.id && o.result === 'win',
    );
    expect(won?.code).toBe(`${stats.home_scores}-${stats.away_scores}`);
    const basketball = await h.event(FIXTURE.basketball);
    const b = basketball.stats as { home_scores: number; away_scores: number };
    expect(b.home_scores).not.toBe(b.away_scores);
    expect(b.home_scores + b.away_scores).toBeGreaterThan(120);
  });

  it('a race goes off with its markets closed, finishes with positions and is resulted each-way', async () => {
    const h = await harness(kind, { resultDelayMs: 30_000 });
    await h.feed.tick(T0 + 1000);
    expect((await h.event(FIXTURE.race)).status).toBe('live');
    expect((await h.markets(FIXTURE.race)).every((m) => m.is_suspended === true)).toBe(true);
    await run(
      h,
      T0 + 10_000,
      T0 + 5 * MIN,
      10_000,
      async () => (await h.event(FIXTURE.race)).status === 'resulted',
    );
    expect((await h.event(FIXTURE.race)).status).toBe('resulted');
    const markets = await h.markets(FIXTURE.race);
    const outcomes = await h.outcomes(FIXTURE.race);
    const win = outcomes.filter((o) => o.market_id === markets[0]?.id);
    expect(win.map((o) => Number(o.position)).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const byPosition = (p: number) => win.find((o) => Number(o.position) === p);
    expect(byPosition(1)?.result).toBe('win');
    expect(byPosition(2)?.result).toBe('place');
    expect(byPosition(3)?.result).toBe('place');
    expect(byPosition(4)?.result).toBe('lose');
    const forecast = `${byPosition(1)?.code}-${byPosition(2)?.code}`;
    for (const o of outcomes.filter((x) => x.market_id === markets[1]?.id)) {
      expect(o.result).toBe(o.code === forecast ? 'win' : 'lose');
    }
  });

  it('an outright, once ended, is resulted on a final order: winner, each-way places, top 4, podium', async () => {
    const h = await harness(kind, { resultDelayMs: 30_000 });
    await h.feed.tick(T0 + 1000);
    // An outright never goes live.
    expect((await h.event(FIXTURE.outright)).status).toBe('scheduled');
    await h.db.database.query(`update events set status = 'ended', updated_at = $2 where id = $1`, [
      FIXTURE.outright,
      new Date(T0),
    ]);
    const report = await h.feed.tick(T0 + 60_000);
    expect(report.resulted).toContain(FIXTURE.outright);
    expect((await h.event(FIXTURE.outright)).status).toBe('resulted');
    const markets = await h.markets(FIXTURE.outright);
    expect(markets.map((m) => m.status)).toEqual(['settled', 'settled', 'settled']);
    const outcomes = await h.outcomes(FIXTURE.outright);
    const of = (index: number) => outcomes.filter((o) => o.market_id === markets[index]?.id);
    const winner = of(0);
    expect(winner.map((o) => Number(o.position)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const positionOf = new Map(winner.map((o) => [o.code, Number(o.position)]));
    for (const o of winner) {
      const position = Number(o.position);
      expect(o.result).toBe(position === 1 ? 'win' : position === 2 ? 'place' : 'lose');
    }
    for (const [index, places] of [
      [1, 4],
      [2, 3],
    ] as const) {
      for (const o of of(index)) {
        expect(o.result).toBe((positionOf.get(o.code) ?? 99) <= places ? 'win' : 'lose');
      }
    }
    expect(h.resulted.find((e) => e.eventId === FIXTURE.outright)?.outcomes).toHaveLength(24);
  });

  it('virtual events are created on schedule, every few minutes, and run quickly', async () => {
    const h = await harness(kind, { schedule: true, resultDelayMs: 30_000 });
    const report = await h.feed.tick(T0);
    expect(report.created.length).toBe(2 * (VIRTUAL_UPCOMING - 1));
    const card = await h.db.database.query<{ starts_at: Date; name: string; home_team: string | null }>(
      `select starts_at, name, home_team from events where competition_id = 15 order by starts_at`,
    );
    expect(card).toHaveLength(VIRTUAL_UPCOMING);
    const gaps = card
      .slice(1)
      .map((e, i) => new Date(e.starts_at).getTime() - new Date(card[i]?.starts_at ?? 0).getTime());
    expect(gaps.every((g) => g === VIRTUAL_INTERVAL_MS)).toBe(true);
    expect(card[1]?.name).toBe('15:06 Virtual Downs');
    const markets = await h.markets(
      Number((await h.db.database.query<{ id: unknown }>(`select max(id) as id from events`))[0]?.id),
    );
    expect(markets.length).toBeGreaterThan(0);

    await run(h, T0 + 3 * MIN, T0 + 3 * MIN + 90_000, 10_000);
    expect((await h.event(FIXTURE.virtualRace)).status).toBe('resulted');
    await run(h, T0 + 6 * MIN, T0 + 7 * MIN, 20_000);
    const upcoming = await h.db.database.query<{ n: unknown }>(
      `select count(*) as n from events where competition_id = 15 and status = 'scheduled' and starts_at > $1`,
      [new Date(T0 + 7 * MIN).toISOString()],
    );
    expect(Number(upcoming[0]?.n)).toBe(VIRTUAL_UPCOMING);
  });

  it('a new runner takes over live events from what the database shows', async () => {
    const h = await harness(kind);
    await run(h, T0 + 1000, T0 + 20 * MIN, MIN);
    const before = await h.event(FIXTURE.football);
    const next = createFeed(
      {
        config: loadConfig({ NODE_ENV: 'test', FEED: 'off' }),
        database: h.db.database,
        clock: { now: () => T0 },
        publisher: { publishEventChanges: () => {} },
        socketRequests: new SocketRequests(),
        metrics: new Metrics({ processMetrics: false }),
        readiness: new Readiness(),
        redis: undefined,
        catalogue: new CatalogueEvents(),
        broadcast: new Broadcast(),
      },
      { seed: 99, schedule: false },
    );
    await next.tick(T0 + 21 * MIN);
    const after = await h.event(FIXTURE.football);
    expect(score(after)).toBeGreaterThanOrEqual(score(before));
    expect((after.stats as { time: string }).time).toBe("22'");
    expect((after.match_summary as { currentPhase: string }).currentPhase).toBe('1H');
  });
});

describe('period markets settle on their period', () => {
  it('halves of a four-quarter game add two quarters', () => {
    const basketball = playOf('match', 'basketball');
    if (!basketball) throw new Error('profile');
    const quarters: Array<[number, number]> = [
      [20, 18],
      [25, 30],
      [22, 22],
      [30, 20],
    ];
    expect(periodScore('1h', quarters, basketball)).toEqual({ home: 45, away: 48 });
    expect(periodScore('q3', quarters, basketball)).toEqual({ home: 22, away: 22 });
    expect(periodScore('set9', quarters, basketball)).toBeNull();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('one feed runner per database (PostgreSQL advisory lock)', () => {
  it('a second server cannot lead until the first releases', async () => {
    const db = await createTestDatabase('postgres');
    open.push(db);
    const second = await openDatabase({ url: db.url, poolSize: 2 });
    try {
      const lead = await db.database.tryLead(FEED_LOCK_KEY);
      expect(lead).not.toBeNull();
      expect(await second.tryLead(FEED_LOCK_KEY)).toBeNull();
      await lead?.release();
      const taken = await second.tryLead(FEED_LOCK_KEY);
      expect(taken).not.toBeNull();
      await taken?.release();
    } finally {
      await second.close();
    }
  });

  it('of two started feeds exactly one runs; the other takes over when it stops', async () => {
    const db = await createTestDatabase('postgres');
    open.push(db);
    const second = await openDatabase({ url: db.url, poolSize: 2 });
    const ctxOf = (database: typeof second): AppContext => ({
      config: loadConfig({ NODE_ENV: 'test', FEED: 'on' }),
      database,
      clock: { now: () => T0 },
      publisher: { publishEventChanges: () => {} },
      socketRequests: new SocketRequests(),
      metrics: new Metrics({ processMetrics: false }),
      readiness: new Readiness(),
      redis: undefined,
      catalogue: new CatalogueEvents(),
      broadcast: new Broadcast(),
    });
    const a = createFeed(ctxOf(db.database), { tickMs: 50, leaderRetryMs: 50, schedule: false });
    const b = createFeed(ctxOf(second), { tickMs: 50, leaderRetryMs: 50, schedule: false });
    try {
      a.start();
      await expect.poll(() => a.leading, { timeout: 5000 }).toBe(true);
      b.start();
      await new Promise((r) => setTimeout(r, 200));
      expect(b.leading).toBe(false);
      await a.stop();
      await expect.poll(() => b.leading, { timeout: 5000 }).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      await second.close();
    }
  });
});
