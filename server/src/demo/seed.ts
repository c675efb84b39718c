/**
 * Writes the generated demo catalogue into the database (once), and keeps it with a future:
 * topping up competitions whose upcoming events run low and retiring events left behind by a restart.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Database, Db } from '../db/client';
import { CATALOGUE_LOCK_KEY } from '../db/locks';
import * as schema from '../db/schema';
import { rowsOf } from '../db/tx';
import { PROFILES } from '../domain/profiles';
import { region as regionBySlug } from '../domain/regions';
import { SPORTS } from '../domain/sports';
import { Rng, seedFrom } from '../pricing/random';
import { COMPETITIONS } from './competitions';
import {
  CatalogueBuilder,
  type CatalogueRows,
  type CatalogueSize,
  type CompetitionRuntime,
  demoClockShift,
  demoDayStart,
  generateCatalogue,
  IdAllocator,
  type Participant,
  scheduleCompetition,
  scheduleOutrightOnly,
} from './generate';

export const CATALOGUE_META_KEY = 'catalogue';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CatalogueMeta {
  seed: number;
  size: CatalogueSize;
  /** How far the demo's clock runs ahead of the real one (ms; absent: 0). */
  shift?: number;
  generatedAt: string;
  ms: number;
  counts: Record<string, number>;
}

export interface SeedReport {
  seeded: boolean;
  ms: number;
  counts: Record<string, number>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of one INSERT: one JSON parameter, so the statement stays small whatever the row count. */
const ROWS_PER_STATEMENT = 20_000;

/**
 * Bulk insert through `jsonb_to_recordset`: the rows travel as one JSON document per statement and
 * PostgreSQL (or PGlite) unpacks them in C, far faster than binding a parameter per value.
 */
async function insertAll(tx: Tx, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const defs = keys.map((key) => {
    const column = columns[key] as PgColumn;
    return { key, name: column.name, type: column.getSQLType() };
  });
  const target = defs.map((d) => `"${d.name}"`).join(', ');
  const recordType = defs.map((d) => `"${d.name}" ${d.type}`).join(', ');
  const tableName = getTableName(table);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      for (const d of defs) {
        const value = row[d.key];
        out[d.name] = value instanceof Date ? value.toISOString() : value;
      }
      return out;
    });
    await tx.execute(
      sql`insert into ${sql.raw(`"${tableName}"`)} (${sql.raw(target)}) select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${sql.raw(recordType)})`,
    );
  }
}

async function insertRows(tx: Tx, rows: Partial<CatalogueRows>): Promise<void> {
  if (rows.sports) await insertAll(tx, schema.sports, rows.sports);
  if (rows.regions) await insertAll(tx, schema.regions, rows.regions);
  if (rows.participants) await insertAll(tx, schema.participants, rows.participants);
  if (rows.competitions) await insertAll(tx, schema.competitions, rows.competitions);
  if (rows.events) await insertAll(tx, schema.events, rows.events);
  if (rows.markets) await insertAll(tx, schema.markets, rows.markets);
  if (rows.outcomes) await insertAll(tx, schema.outcomes, rows.outcomes);
}

export async function readCatalogueMeta(database: Database): Promise<CatalogueMeta | null> {
  const rows = await database.query<{ value: CatalogueMeta }>('select value from meta where key = $1', [
    CATALOGUE_META_KEY,
  ]);
  return rows[0]?.value ?? null;
}

/**
 * Generates the demo catalogue and inserts it in one transaction, unless the database already has one
 * (another server may have seeded it first: the advisory lock serialises the check and the insert).
 */
export async function seedCatalogue(
  database: Database,
  options: { size: CatalogueSize; seed: number; now: number; shift?: number },
): Promise<SeedReport> {
  const started = performance.now();
  const catalogue = generateCatalogue(options);
  const counts = {
    sports: catalogue.sports.length,
    regions: catalogue.regions.length,
    participants: catalogue.participants.length,
    competitions: catalogue.competitions.length,
    events: catalogue.events.length,
    markets: catalogue.markets.length,
    outcomes: catalogue.outcomes.length,
  };
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    const existing = await tx
      .select()
      .from(schema.meta)
      .where(sql`${schema.meta.key} = ${CATALOGUE_META_KEY}`);
    if (existing.length > 0) return false;
    await insertRows(tx, catalogue);
    const meta: CatalogueMeta = {
      seed: options.seed,
      size: options.size,
      ...(options.shift ? { shift: options.shift } : {}),
      generatedAt: new Date(options.now).toISOString(),
      ms: Math.round(performance.now() - started),
      counts,
    };
    await tx.insert(schema.meta).values({ key: CATALOGUE_META_KEY, value: meta });
    return true;
  });
  return { seeded, ms: Math.round(performance.now() - started), counts };
}

/**
 * Seeds the catalogue on first start (size and seed from CATALOGUE / CATALOGUE_SEED); on later starts
 * tops it up so a server restarted days later still has a future. Logs what it did through `log`.
 */
export async function ensureCatalogue(
  ctx: Pick<AppContext, 'config' | 'database' | 'clock' | 'catalogue'>,
  log: (message: string) => void = () => {},
): Promise<SeedReport | null> {
  const now = ctx.clock.now();
  if (!(await readCatalogueMeta(ctx.database))) {
    const report = await seedCatalogue(ctx.database, {
      size: ctx.config.CATALOGUE,
      seed: ctx.config.CATALOGUE_SEED,
      now,
      shift: ctx.config.DEMO_CLOCK_START ? demoClockShift(now, ctx.config.DEMO_CLOCK_START) : 0,
    });
    if (report.seeded) {
      const c = report.counts;
      log(
        `demo catalogue (${ctx.config.CATALOGUE}, seed ${ctx.config.CATALOGUE_SEED}) seeded in ${report.ms} ms on ${ctx.database.kind}: ` +
          `${c.sports} sports, ${c.competitions} competitions, ${c.events} events, ${c.markets} markets, ${c.outcomes} outcomes`,
      );
      return report;
    }
  }
  const topUp = await topUpCatalogue(ctx, now);
  if (topUp.added > 0 || topUp.retired > 0) {
    log(`demo catalogue topped up: ${topUp.added} new events, ${topUp.retired} stale events retired`);
  }
  return null;
}

/**
 * Removes the demo catalogue (events, markets, outcomes, competitions, participants, sports, regions)
 * but keeps its meta row, so it is not seeded again: for tests that bring their own small catalogue.
 */
export async function clearCatalogue(ctx: Pick<AppContext, 'database' | 'catalogue'>): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    for (const table of [
      'outcomes',
      'markets',
      'events',
      'competitions',
      'participants',
      'sports',
      'regions',
    ]) {
      await tx.execute(sql.raw(`delete from "${table}"`));
    }
  });
  ctx.catalogue.changed();
}

export interface TopUpReport {
  added: number;
  retired: number;
}

interface CompetitionDbRow {
  id: number;
  sport_id: number;
  priority: number;
  brands: string[] | null;
  participant_ids: number[];
  upcoming: number;
  last_start: number | null;
  has_outright: boolean;
}

/**
 * Keeps the demo catalogue alive: events that never went live hours after their start are postponed,
 * live events a day old are ended, and competitions whose upcoming fixtures run low get new ones.
 * Safe to call often (the feed calls it periodically) and from several servers at once.
 */
export async function topUpCatalogue(
  ctx: Pick<AppContext, 'database' | 'catalogue'> & Partial<Pick<AppContext, 'config'>>,
  now: number,
): Promise<TopUpReport> {
  const database = ctx.database;
  const meta = await readCatalogueMeta(database);
  if (!meta) return { added: 0, retired: 0 };
  const result = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    const nowDate = new Date(now);
    const postponed = await tx.execute(sql`
      update events set status = 'postponed', version = version + 1, updated_at = ${nowDate}
      where status = 'scheduled' and starts_at < ${new Date(now - 3 * HOUR)} and not is_outright
      returning id`);
    const ended = await tx.execute(sql`
      update events set status = 'ended', is_live = false, version = version + 1, updated_at = ${nowDate}
      where status in ('live', 'suspended') and starts_at < ${new Date(now - 12 * HOUR)}
      returning id`);
    const settledOutrights = await tx.execute(sql`
      update events set status = 'ended', version = version + 1, updated_at = ${nowDate}
      where status = 'scheduled' and is_outright and starts_at < ${nowDate}
      returning id`);
    const retiredIds = [...rowsOf(postponed), ...rowsOf(ended), ...rowsOf(settledOutrights)].map((r) =>
      Number(r.id),
    );
    if (retiredIds.length > 0) {
      await tx.execute(sql`
        update markets set is_suspended = true, status = 'suspended'
        where event_id in (select unnest(${sql.raw(`array[${retiredIds.join(',')}]::bigint[]`)})) and status = 'open'`);
    }

    const comps = rowsOf(
      await tx.execute(sql`
        select c.id, c.sport_id, c.priority, c.brands, c.participant_ids,
          count(e.id) filter (where not e.is_outright and e.status = 'scheduled' and e.starts_at > ${nowDate})::int as upcoming,
          (extract(epoch from max(e.starts_at) filter (where not e.is_outright and e.status = 'scheduled')) * 1000)::float8 as last_start,
          bool_or(e.is_outright and e.status = 'scheduled' and e.starts_at > ${nowDate}) as has_outright
        from competitions c left join events e on e.competition_id = c.id
        group by c.id order by c.id`),
    ) as unknown as CompetitionDbRow[];
    const maxima = rowsOf(
      await tx.execute(sql`select
        (select coalesce(max(id), 0) from events)::float8 as event,
        (select coalesce(max(id), 0) from markets)::float8 as market,
        (select coalesce(max(id), 0) from outcomes)::float8 as outcome`),
    )[0] as { event: number; market: number; outcome: number };
    const ids = new IdAllocator(Number(maxima.event), Number(maxima.market), Number(maxima.outcome), 0);
    const shift = meta.shift ?? 0;
    const builder = new CatalogueBuilder(meta.seed, now, ids, meta.size === 'small', shift);
    const participantRows = rowsOf(
      await tx.execute(sql`select id, name, strength, region_id from participants`),
    ) as unknown as Array<{ id: number; name: string; strength: number; region_id: number | null }>;
    const participantsById = new Map(participantRows.map((p) => [Number(p.id), p]));

    for (const row of comps) {
      const def = COMPETITIONS[row.id - 1];
      const sport = SPORTS.find((s) => s.id === row.sport_id);
      if (!def || !sport || def.sport !== sport.slug || !sport.profile) continue;
      const profile = PROFILES[sport.profile];
      const members: Participant[] = (row.participant_ids ?? []).flatMap((pid) => {
        const p = participantsById.get(Number(pid));
        return p
          ? [{ id: Number(p.id), name: p.name, strength: Number(p.strength), regionId: p.region_id }]
          : [];
      });
      if (members.length < 2) continue;
      const runtime: CompetitionRuntime = {
        id: row.id,
        def,
        sport,
        profile,
        region: regionBySlug(def.region),
        priority: row.priority,
        participants: members,
        brands: row.brands,
      };
      const last = row.last_start ?? 0;
      let from: number | null = null;
      if (def.format === 'rolling') {
        const hours =
          meta.size === 'small' ? Math.min(def.rolling?.hours ?? 2, 2) : (def.rolling?.hours ?? 6);
        if (last < now + (hours / 2) * HOUR) from = Math.max(now, last + MINUTE);
      } else if (def.format === 'racing') {
        if (row.upcoming < 3) from = Math.max(now, demoDayStart(Math.max(now, last), shift) + DAY);
      } else if (def.format === 'outright') {
        if (!row.has_outright) from = now;
      } else {
        // Less than half a round left (leagues), or nothing left (cups, tournaments).
        const low = def.format === 'league' ? Math.ceil(members.length / 4) : 1;
        if (row.upcoming < low) from = Math.max(now, last + HOUR);
      }
      const wantsOutright = Boolean(def.outright) && !row.has_outright && def.format !== 'outright';
      if (from === null && !wantsOutright) continue;
      const rng = new Rng(seedFrom(meta.seed, 'topup', def.key, Math.floor((from ?? now) / MINUTE)));
      if (from !== null) scheduleCompetition(builder, runtime, rng, from, 0, wantsOutright);
      else scheduleOutrightOnly(builder, runtime, rng);
    }
    await insertRows(tx, builder.out);
    return { added: builder.out.events.length, retired: retiredIds.length };
  });
  if (result.added > 0 || result.retired > 0) ctx.catalogue.changed();
  return result;
}
