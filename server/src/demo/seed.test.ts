import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase, warnIfPostgresSkipped } from '../../test/db';
import { CatalogueEvents } from '../catalogue-events';
import { loadConfig } from '../config';
import { clearCatalogue, ensureCatalogue, readCatalogueMeta, seedCatalogue, topUpCatalogue } from './seed';

warnIfPostgresSkipped();

const NOW = Date.UTC(2026, 0, 17, 15, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** No cache listens here: the signal only has to be there to be raised. */
const catalogue = new CatalogueEvents();

describe.each(dbKinds)('seeding and topping up the demo catalogue on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await t.database.query<{ n: number }>(`select (${sql})::int as n`, params))[0]?.n ?? 0;

  it('seeds everything once, in one transaction, and records the seed and time in meta', async () => {
    const report = await seedCatalogue(t.database, { size: 'small', seed: 7, now: NOW });
    expect(report.seeded).toBe(true);
    expect(await count('select count(*) from events')).toBe(report.counts.events);
    expect(await count('select count(*) from outcomes')).toBe(report.counts.outcomes);
    const meta = await readCatalogueMeta(t.database);
    expect(meta).toMatchObject({ seed: 7, size: 'small', counts: report.counts });
    expect(meta?.ms).toBeGreaterThan(0);
    const again = await seedCatalogue(t.database, { size: 'small', seed: 8, now: NOW });
    expect(again.seeded).toBe(false);
    expect(await count('select count(*) from events')).toBe(report.counts.events);
  });

  it('stores translated names and each-way terms the way the generator made them', async () => {
    const [sport] = await t.database.query<{ names: Record<string, string>; slugs: Record<string, string> }>(
      `select names, slugs from sports where slug = 'football'`,
    );
    expect(sport?.names.ja).toBe('サッカー');
    expect(sport?.slugs.el).toBe('podosfairo');
    const ew = await count(
      `select count(*) from markets where type = 'win' and ew_place in (2, 3) and ew_price in (4, 5)`,
    );
    expect(ew).toBeGreaterThan(0);
    const brands = await t.database.query<{ brands: string[] }>(
      `select brands from competitions where slug = 'romania-liga-i'`,
    );
    expect(brands[0]?.brands).toEqual(['touchline_ro']);
  });

  it('a fresh catalogue needs almost no topping up', async () => {
    const report = await topUpCatalogue({ database: t.database, catalogue }, NOW);
    expect(report.retired).toBe(0);
    expect(report.added).toBeLessThan(40);
  });

  it('days later: stale events are retired and every competition has a future again', async () => {
    const later = NOW + 4 * DAY;
    const report = await topUpCatalogue({ database: t.database, catalogue }, later);
    expect(report.retired).toBeGreaterThan(0);
    expect(report.added).toBeGreaterThan(0);
    const stale = await count(
      `select count(*) from events where status = 'scheduled' and starts_at < $1::timestamptz and not is_outright`,
      [new Date(later - 3 * HOUR).toISOString()],
    );
    expect(stale).toBe(0);
    const future = await count(
      `select count(distinct competition_id) from events where status = 'scheduled' and starts_at > $1::timestamptz`,
      [new Date(later).toISOString()],
    );
    const competitions = await count('select count(*) from competitions');
    expect(future).toBeGreaterThan(competitions * 0.8);
    const unique = await count('select count(*) - count(distinct id) from outcomes');
    expect(unique).toBe(0);
    const suspended = await count(
      `select count(*) from markets m join events e on e.id = m.event_id where e.status = 'postponed' and m.status = 'open'`,
    );
    expect(suspended).toBe(0);
  });

  it('ensureCatalogue leaves an existing catalogue in place', async () => {
    const before = await count('select count(*) from events');
    const config = loadConfig({ CATALOGUE: 'small', CATALOGUE_SEED: '99' });
    const report = await ensureCatalogue({
      config,
      database: t.database,
      clock: { now: () => NOW + 4 * DAY },
      catalogue,
    });
    expect(report).toBeNull();
    expect(await count('select count(*) from events')).toBeGreaterThanOrEqual(before);
    expect((await readCatalogueMeta(t.database))?.seed).toBe(7);
  });
});

describe.each(dbKinds)('a demo clock set to another hour on %s', (kind) => {
  it('seeds on the demo clock, keeps its shift in meta and tops up on the same clock', async () => {
    const t = await createTestDatabase(kind);
    try {
      const config = loadConfig({ CATALOGUE: 'small', CATALOGUE_SEED: '5', DEMO_CLOCK_START: '03:30' });
      const clock = { now: () => NOW };
      await ensureCatalogue({ config, database: t.database, clock, catalogue });
      const meta = await readCatalogueMeta(t.database);
      // 15:30 real reads 03:30 on the demo clock: twelve hours back.
      expect(meta?.shift).toBe(-12 * HOUR);
      const topUp = await topUpCatalogue({ config, database: t.database, catalogue }, NOW + 3 * DAY);
      expect(topUp.added).toBeGreaterThan(0);
      expect((await readCatalogueMeta(t.database))?.shift).toBe(-12 * HOUR);
    } finally {
      await t.dispose();
    }
  }, 120_000);

  it('is a test setting: production refuses it, and it must read HH:MM', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_CLOCK_START: '03:00' })).toThrow(
      /DEMO_CLOCK_START/,
    );
    expect(() => loadConfig({ DEMO_CLOCK_START: '3pm' })).toThrow(/DEMO_CLOCK_START/);
    expect(loadConfig({ DEMO_CLOCK_START: '23:45' }).DEMO_CLOCK_START).toBe('23:45');
  });
});

describe.each(dbKinds)('clearing the demo catalogue for hand-made test catalogues on %s', (kind) => {
  it('removes every catalogue row but keeps the meta row, so nothing is seeded again', async () => {
    const t = await createTestDatabase(kind);
    try {
      await seedCatalogue(t.database, { size: 'small', seed: 3, now: NOW });
      await clearCatalogue({ database: t.database, catalogue });
      const rows = await t.database.query<{ n: number }>(
        'select ((select count(*) from events) + (select count(*) from sports) + (select count(*) from outcomes))::int as n',
      );
      expect(rows[0]?.n).toBe(0);
      expect(await readCatalogueMeta(t.database)).not.toBeNull();
      expect((await seedCatalogue(t.database, { size: 'small', seed: 3, now: NOW })).seeded).toBe(false);
    } finally {
      await t.dispose();
    }
  });
});
