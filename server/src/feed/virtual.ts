/**
 * Virtual events on a schedule: every virtual competition always has its next few
 * events on the card, one every few minutes. A new event is a copy of the competition's latest one
 * (every column, so catalogue columns added later come along) with new participants, a new start time
 * and fresh prices; the feed then runs it like any other event, only faster.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { CATALOGUE_LOCK_KEY } from '../db/locks';
import type { Translations } from '../db/schema';
import { rowsOf } from '../db/tx';
import { playOf } from '../domain/play';
import type { SportKind } from '../domain/sports';
import { overround } from '../pricing/odds';
import { modelMarket, priceMarket, winnersPerResult } from '../pricing/outcomes';
import { normalSample, type Random } from '../pricing/random';
import { placesOf, priceRace, type RaceMarket, raceMarketKind, winMarketOf } from './racing';
import { type MarketRow, marketsOf } from './repo';
import { distribution, initialState, maxScoreOf, type Strength } from './sim';

/** A new virtual event starts this often in each virtual competition. */
export const VIRTUAL_INTERVAL_MS = 3 * 60_000;
/** Upcoming events kept on each virtual card. */
export const VIRTUAL_UPCOMING = 5;
/** Resulted virtual events are deleted after this long, so the catalogue does not grow without end. */
export const VIRTUAL_RETENTION_MS = 48 * 60 * 60_000;

type Executor = Pick<Db, 'execute'>;
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

interface Card {
  competitionId: number;
  sportKind: SportKind;
  sportSlug: string;
  lastStart: number;
  upcoming: number;
}

interface Template {
  id: number;
  name: string;
  names: Translations | null;
  homeTeam: string | null;
  awayTeam: string | null;
  homeId: number | null;
  awayId: number | null;
}

/** ASCII kebab-case slug of an event name. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'event';
}

/** Replaces the template's participants and race time in a text. */
function retitle(
  text: string,
  from: Template,
  to: { home: string | null; away: string | null },
  clock: string,
): string {
  let out = text;
  // Two-step swap, so "A v B" can become "B v A".
  if (from.homeTeam && to.home) out = out.split(from.homeTeam).join('\u0000H\u0000');
  if (from.awayTeam && to.away) out = out.split(from.awayTeam).join('\u0000A\u0000');
  out = out.split('\u0000H\u0000').join(to.home ?? '');
  out = out.split('\u0000A\u0000').join(to.away ?? '');
  return clock ? out.replace(/\b\d{1,2}:\d{2}\b/, clock) : out;
}

const retitleAll = (
  texts: Translations | null,
  from: Template,
  to: { home: string | null; away: string | null },
  clock: string,
) =>
  texts
    ? Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, retitle(t, from, to, clock)]))
    : null;

/** A plausible random strength for a new virtual match. */
function randomStrength(kind: SportKind, slug: string, random: Random): Strength {
  const profile = playOf(kind, slug);
  if (!profile || profile.type === 'race') return { model: 'race' };
  if (profile.type === 'sets' || profile.type === 'fight')
    return { model: 'sets', setChance: 0.2 + random() * 0.6 };
  if (profile.scoring.model === 'poisson') {
    const total =
      (profile.scoring.homeMean + profile.scoring.awayMean) * Math.exp(normalSample(random) * 0.15);
    const supremacy = 0.25 + normalSample(random) * 0.6;
    return {
      model: 'poisson',
      home: Math.max(0.2, (total + supremacy) / 2),
      away: Math.max(0.2, (total - supremacy) / 2),
    };
  }
  return {
    model: 'normal',
    supremacy: normalSample(random) * Math.sqrt(profile.scoring.total) * 0.8,
    total: profile.scoring.total * Math.exp(normalSample(random) * 0.05),
  };
}

/** New prices for a copied event's outcomes: keyed by the template outcome id. */
function freshPrices(
  card: Card,
  markets: MarketRow[],
  template: Template,
  startsAt: number,
  random: Random,
): Map<number, number> {
  const prices = new Map<number, number>();
  const profile = playOf(card.sportKind, card.sportSlug);
  if (!profile) return prices;
  if (profile.type === 'race') {
    const raceMarkets: RaceMarket[] = markets.map((m) => ({
      id: m.id,
      type: m.type,
      ewPlace: m.ewPlace,
      outcomes: m.outcomes.map((o) => ({
        id: o.id,
        code: o.code,
        participantId: o.participantId,
        odds: o.odds,
        items: o.items,
      })),
    }));
    const runners = winMarketOf(raceMarkets)?.outcomes ?? [];
    const weights = runners.map(() => Math.exp(normalSample(random) * 0.7));
    const sum = weights.reduce((s, w) => s + w, 0);
    const chances = new Map(runners.map((r, i) => [r.id, (weights[i] ?? 0) / sum] as const));
    const margins = new Map(
      raceMarkets.map((m) => {
        const winners = raceMarketKind(m.type) === 'place' ? placesOf(m) : 1;
        return [
          m.id,
          overround(
            m.outcomes.map((o) => o.odds),
            winners,
          ),
        ] as const;
      }),
    );
    return priceRace(raceMarkets, chances, margins);
  }
  const strength = randomStrength(card.sportKind, card.sportSlug, random);
  const state = initialState(profile, startsAt, random);
  const cells = distribution(profile, strength, state, startsAt);
  if (!cells) return prices;
  const teams = { home: template.homeTeam, away: template.awayTeam };
  for (const market of markets) {
    const model = modelMarket(
      {
        id: market.id,
        type: market.type,
        line: market.line,
        period: market.period,
        outcomes: market.outcomes.map((o) => ({
          id: o.id,
          code: o.code,
          handicap: o.handicap,
          name: o.name,
        })),
      },
      teams,
      maxScoreOf(profile),
    );
    if (model.kind !== 'score') continue;
    const margin = overround(
      market.outcomes.map((o) => o.odds),
      winnersPerResult(model),
    );
    const priced = priceMarket(model, cells, margin);
    for (const outcome of priced.outcomes) prices.set(outcome.id, outcome.odds);
  }
  return prices;
}

/**
 * Tops up every virtual competition to VIRTUAL_UPCOMING upcoming events, VIRTUAL_INTERVAL_MS apart,
 * and drops long-resulted virtual events. Returns the ids of the events it created.
 */
export async function ensureVirtualEvents(
  database: Database,
  now: number,
  random: Random,
): Promise<number[]> {
  const db = database.db;
  const nowIso = new Date(now).toISOString();
  const cards = (
    await rows<Record<string, unknown>>(
      db,
      sql`select e.competition_id, s.kind, s.slug, max(e.starts_at) as last_start,
          count(*) filter (where e.status = 'scheduled' and e.starts_at > ${nowIso}::timestamptz) as upcoming
        from events e join sports s on s.id = e.sport_id
        where (e.is_virtual or s.is_virtual) and not e.is_outright and s.kind <> 'outright_only'
        group by e.competition_id, s.kind, s.slug`,
    )
  ).map(
    (r): Card => ({
      competitionId: num(r.competition_id),
      sportKind: String(r.kind) as SportKind,
      sportSlug: String(r.slug),
      lastStart: time(r.last_start),
      upcoming: num(r.upcoming),
    }),
  );
  const created: number[] = [];
  for (const card of cards) {
    const missing = VIRTUAL_UPCOMING - card.upcoming;
    if (missing <= 0) continue;
    created.push(...(await topUpCard(database, card, missing, now, random)));
  }
  await db.execute(sql`delete from events where id in (
      select id from events where is_virtual and status = 'resulted'
        and starts_at < ${new Date(now - VIRTUAL_RETENTION_MS).toISOString()}::timestamptz limit 500)`);
  return created;
}

async function topUpCard(
  database: Database,
  card: Card,
  missing: number,
  now: number,
  random: Random,
): Promise<number[]> {
  const db = database.db;
  const [templateRow] = await rows<Record<string, unknown>>(
    db,
    sql`select id, name, names, home_team, away_team, home_id, away_id from events
      where competition_id = ${card.competitionId} and not is_outright order by starts_at desc, id desc limit 1`,
  );
  if (!templateRow) return [];
  const template: Template = {
    id: num(templateRow.id),
    name: String(templateRow.name),
    names: (templateRow.names as Translations | null) ?? null,
    homeTeam: (templateRow.home_team as string | null) ?? null,
    awayTeam: (templateRow.away_team as string | null) ?? null,
    homeId: templateRow.home_id === null ? null : num(templateRow.home_id),
    awayId: templateRow.away_id === null ? null : num(templateRow.away_id),
  };
  const pool = (
    await rows<Record<string, unknown>>(
      db,
      sql`select distinct name, pid from (
          select home_team as name, home_id as pid from events where competition_id = ${card.competitionId} and home_team is not null
          union all
          select away_team as name, away_id as pid from events where competition_id = ${card.competitionId} and away_team is not null
        ) teams limit 200`,
    )
  ).map((r) => ({ name: String(r.name), id: r.pid === null ? null : num(r.pid) }));
  const markets = (await marketsOf(db, [template.id])).get(template.id) ?? [];

  // Slots on the competition's rhythm: after its last event, and never in the past.
  let start = Math.max(card.lastStart, now);
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    // Ids follow max(id): the catalogue's top-up allocates the same way, under the same lock.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    const [max] = await rows<Record<string, unknown>>(
      tx,
      sql`select (select coalesce(max(id), 0) from events) as e, (select coalesce(max(id), 0) from markets) as m,
          (select coalesce(max(id), 0) from outcomes) as o`,
    );
    let nextEvent = num(max?.e) + 1;
    let nextMarket = num(max?.m) + 1;
    let nextOutcome = num(max?.o) + 1;
    const eventPatches: Record<string, unknown>[] = [];
    const marketPatches: Record<string, unknown>[] = [];
    const outcomePatches: Record<string, unknown>[] = [];
    for (let k = 0; k < missing; k++) {
      start = Math.ceil((start + VIRTUAL_INTERVAL_MS * 0.999) / 60_000) * 60_000;
      const id = nextEvent++;
      ids.push(id);
      let home: { name: string; id: number | null } | undefined;
      let away: { name: string; id: number | null } | undefined;
      if (template.homeTeam && template.awayTeam && pool.length >= 2) {
        const i = Math.floor(random() * pool.length);
        let j = Math.floor(random() * (pool.length - 1));
        if (j >= i) j++;
        home = pool[i];
        away = pool[j];
      }
      const to = { home: home?.name ?? template.homeTeam, away: away?.name ?? template.awayTeam };
      const clock = new Date(start).toISOString().slice(11, 16);
      const name = retitle(template.name, template, to, clock);
      eventPatches.push({
        template_id: template.id,
        id,
        name,
        names: retitleAll(template.names, template, to, clock),
        slug: slugify(name),
        home_team: to.home,
        away_team: to.away,
        home_id: home ? home.id : template.homeId,
        away_id: away ? away.id : template.awayId,
        starts_at: new Date(start).toISOString(),
        status: 'scheduled',
        is_live: false,
        stats: null,
        match_summary: null,
        status_description: null,
        version: 1,
        updated_at: new Date(now).toISOString(),
      });
      const prices = freshPrices(card, markets, template, start, random);
      const outcomeIds = new Map<number, number>();
      for (const market of markets)
        for (const outcome of market.outcomes) outcomeIds.set(outcome.id, nextOutcome++);
      const participant = (pid: number | null) =>
        pid !== null && home && pid === template.homeId
          ? home.id
          : pid !== null && away && pid === template.awayId
            ? away.id
            : pid;
      for (const market of markets) {
        const marketId = nextMarket++;
        marketPatches.push({
          template_id: market.id,
          id: marketId,
          event_id: id,
          is_suspended: false,
          status: 'open',
        });
        for (const outcome of market.outcomes) {
          outcomePatches.push({
            template_id: outcome.id,
            id: outcomeIds.get(outcome.id),
            market_id: marketId,
            event_id: id,
            odds: prices.get(outcome.id) ?? outcome.odds,
            participant_id: participant(outcome.participantId),
            items:
              outcome.items?.map((item) => ({
                ...item,
                id: String(outcomeIds.get(Number(item.id)) ?? item.id),
              })) ?? null,
            result: null,
            position: null,
          });
        }
      }
    }
    const jsonOf = (value: unknown) => JSON.stringify(value);
    await tx.execute(sql`insert into events
      select (jsonb_populate_record(null::events, to_jsonb(t) || p.patch)).*
      from jsonb_array_elements(${jsonOf(eventPatches)}::jsonb) as p(patch)
      join events t on t.id = (p.patch->>'template_id')::bigint`);
    if (marketPatches.length > 0) {
      await tx.execute(sql`insert into markets
        select (jsonb_populate_record(null::markets, to_jsonb(t) || p.patch)).*
        from jsonb_array_elements(${jsonOf(marketPatches)}::jsonb) as p(patch)
        join markets t on t.id = (p.patch->>'template_id')::bigint`);
    }
    if (outcomePatches.length > 0) {
      // Outcome names carry the participants ("Arsenal (-1.5)"): rename them like the event.
      await tx.execute(sql`insert into outcomes
        select (jsonb_populate_record(null::outcomes, to_jsonb(t) || p.patch)).*
        from jsonb_array_elements(${jsonOf(outcomePatches)}::jsonb) as p(patch)
        join outcomes t on t.id = (p.patch->>'template_id')::bigint`);
    }
  });
  await renameOutcomes(db, template, ids);
  return ids;
}

/** Outcome names that name the template's participants are renamed after the new event's. */
async function renameOutcomes(db: Db, template: Template, eventIds: readonly number[]): Promise<void> {
  if (!template.homeTeam || !template.awayTeam || eventIds.length === 0) return;
  const events = await rows<Record<string, unknown>>(
    db,
    sql`select id, home_team, away_team from events where id in (select (jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb))::bigint)`,
  );
  for (const event of events) {
    const to = {
      home: (event.home_team as string | null) ?? null,
      away: (event.away_team as string | null) ?? null,
    };
    if (to.home === template.homeTeam && to.away === template.awayTeam) continue;
    const outcomeRows = await rows<Record<string, unknown>>(
      db,
      sql`select id, names from outcomes where event_id = ${num(event.id)}`,
    );
    const renamed = outcomeRows
      .map((r) => {
        const names = r.names as Translations;
        const next = retitleAll(names, template, to, '') as Translations;
        return JSON.stringify(names) === JSON.stringify(next) ? null : { id: num(r.id), names: next };
      })
      .filter((x): x is { id: number; names: Translations } => x !== null);
    if (renamed.length === 0) continue;
    await db.execute(sql`update outcomes o set names = v.names
      from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as v(id bigint, names jsonb) where o.id = v.id`);
  }
}
