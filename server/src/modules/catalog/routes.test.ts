import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CurrentSelectionsResponse,
  EventsLiveResponse,
  EventsResponse,
  MarketsResponse,
  SearchResponse,
  SelectionsRefreshResponse,
  SelectionsResponse,
  SportsResponse,
  ValidateSelectionsResponse,
} from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { Rng } from '../../pricing/random';

warnIfPostgresSkipped();

const NOW = Date.UTC(2026, 0, 17, 15, 30); // Saturday afternoon: football under way
const IE = 'touchline_ie';
const RO = 'touchline_ro';

type Json = Record<string, unknown>;

describe.each(dbKinds)('catalog calls on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as Json, raw: res.body, headers: res.headers };
  };
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.status, `${url}: ${res.raw.slice(0, 300)}`).toBe(200);
    return res.body;
  };
  const events = async (query: string) =>
    EventsResponse.parse(await ok(`/echo/v1/events?bookmaker=${IE}&${query}`));

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: { now: () => NOW } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers go out compressed to clients that accept it (brotli, else gzip), as they are to others', async () => {
    const url = `/echo/v1/events?bookmaker=${IE}&limit=50`;
    const plain = await t.app.inject({ url, headers: { accept: 'application/json' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({
        url,
        headers: { accept: 'application/json', 'accept-encoding': encoding === 'br' ? 'br, gzip' : 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
    }
  });

  describe('GET /echo/v1/events', () => {
    it('answers real events with their main market and display odds, paged', async () => {
      const page = await events('limit=20');
      expect(page.data.length).toBe(20);
      expect(page.meta).toMatchObject({ limit: 20, offset: 0 });
      expect(page.meta.total).toBeGreaterThan(100);
      const event = page.data.find((e) => (e.markets?.length ?? 0) > 0);
      const outcome = event?.markets?.[0]?.outcomes[0];
      expect(outcome?.display_odds.decimal).toMatch(/^\d+\.\d\d$/);
      expect(outcome?.display_odds.american).toMatch(/^[+-]\d+$/);
      expect(page.data.every((e) => !e.is_outright)).toBe(true);
      const next = await events('limit=20&offset=20');
      expect(next.data[0]?.id).not.toBe(page.data[0]?.id);
      expect(next.meta.total).toBe(page.meta.total);
    });

    it('filters by sport (canonical or translated slug), category and parent sport', async () => {
      const football = await events('sport=football&limit=50');
      expect(football.data.length).toBeGreaterThan(10);
      expect(football.data.every((e) => e.sport.slug === 'football')).toBe(true);
      const german = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${IE}&lang=de&sport=fussball&limit=5`),
      );
      expect(german.meta.total).toBe(football.meta.total);
      expect(german.data[0]?.sport.name).toBe('Fußball');
      expect(german.data[0]?.translated_sport_slug).toBe('fussball');
      const esports = await events('sport=esports&limit=100');
      expect(esports.data.length).toBeGreaterThan(0);
      expect(esports.data.every((e) => e.sport.category === 'esport')).toBe(true);
      const virtual = await events('category=virtual&limit=100');
      expect(virtual.data.every((e) => e.is_virtual && e.sport.category === 'virtual')).toBe(true);
    });

    it('filters by competition slug and id', async () => {
      const bySlug = await events('sport=football&competition=england-premiership&limit=100');
      expect(bySlug.data.length).toBeGreaterThan(0);
      expect(bySlug.data.every((e) => e.competition_slug === 'england-premiership')).toBe(true);
      const id = bySlug.data[0]?.competition_id ?? '';
      const byId = await events(`competition_id=${id}&limit=100`);
      expect(byId.data.map((e) => e.id)).toEqual(bySlug.data.map((e) => e.id));
    });

    it('filters live, pre-match and outrights, and a date range', async () => {
      const live = await events('live=true&limit=200');
      expect(live.data.length).toBeGreaterThan(0);
      expect(live.data.every((e) => e.is_live && e.status === 'live' && e.stats !== null)).toBe(true);
      const pre = await events('live=false&limit=200');
      expect(pre.data.every((e) => !e.is_live && e.status === 'not_started')).toBe(true);
      const outrights = await events('outrights=true&limit=100');
      expect(outrights.data.length).toBeGreaterThan(0);
      expect(outrights.data.every((e) => e.is_outright)).toBe(true);
      const from = new Date(NOW + 24 * 3_600_000).toISOString();
      const to = new Date(NOW + 48 * 3_600_000).toISOString();
      const range = await events(`from=${from}&to=${to}&limit=200`);
      expect(range.data.length).toBeGreaterThan(0);
      for (const e of range.data) {
        expect(Date.parse(e.starts_at)).toBeGreaterThanOrEqual(Date.parse(from));
        expect(Date.parse(e.starts_at)).toBeLessThan(Date.parse(to));
      }
    });

    it('filters by event ids, groups by competition and sorts', async () => {
      const some = await events('sport=football&limit=3');
      const ids = some.data.map((e) => e.id);
      const byIds = await events(`ids=${ids.join(',')}`);
      expect(byIds.data.map((e) => e.id).sort()).toEqual([...ids].sort());
      const grouped = await events('sport=football&group_by=competition&limit=60');
      expect(grouped.competitions.length).toBeGreaterThan(1);
      expect(grouped.competitions.flatMap((c) => c.event_ids).sort()).toEqual(
        grouped.data.map((e) => e.id).sort(),
      );
      const desc = await events('sort=-starts_at&limit=10');
      const times = desc.data.map((e) => Date.parse(e.starts_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('embeds the main line of the market types asked for', async () => {
      const page = await events('sport=football&live=false&market_types=match_result,total&limit=5');
      for (const event of page.data) {
        const types = event.markets?.map((m) => m.type).sort();
        expect(types).toEqual(['match_result', 'total']);
        const total = event.markets?.find((m) => m.type === 'total');
        expect(total?.layout).toBe('over_under');
        const [over, under] = total?.outcomes ?? [];
        expect(
          Math.max(over?.odds ?? 0, under?.odds ?? 0) / Math.min(over?.odds ?? 1, under?.odds ?? 1),
        ).toBeLessThan(2.2);
      }
    });

    it('offers brand-only competitions to their brand only', async () => {
      const ro = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${RO}&competition=romania-liga-i&limit=50`),
      );
      expect(ro.data.length).toBeGreaterThan(0);
      const ie = await events('competition=romania-liga-i&limit=50');
      expect(ie.data).toEqual([]);
      const gaa = await events('sport=gaelic-football&limit=5');
      expect(gaa.data.length).toBeGreaterThan(0);
      const mx = EventsResponse.parse(
        await ok('/echo/v1/events?bookmaker=touchline_mx&sport=gaelic-football&limit=5'),
      );
      expect(mx.data).toEqual([]);
    });

    it('names in the request language, falling back to English where a translation is missing', async () => {
      const page = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${IE}&lang=es&sport=football&live=false&limit=1`),
      );
      const market = page.data[0]?.markets?.[0];
      expect(market?.name).toBe('Resultado del partido');
      expect(market?.outcomes.map((o) => o.name)).toEqual(['Local', 'Empate', 'Visitante']);
      expect(page.data[0]?.region_name).not.toBe('');
      await t.db.database.query(`update markets set names = '{"en": "Match Result"}'::jsonb where id = $1`, [
        Number(market?.id),
      ]);
      t.app.catalog.cache.invalidate();
      const fallback = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${IE}&lang=fi&ids=${page.data[0]?.id}`),
      );
      expect(fallback.data[0]?.markets?.[0]?.name).toBe('Match Result');
    });

    it('bad parameters give 400 with a reason, never 500', async () => {
      for (const url of [
        '/echo/v1/events',
        '/echo/v1/events?bookmaker=touchline_xx',
        '/echo/v1/events?bookmaker=NOPE!',
        `/echo/v1/events?bookmaker=${IE}&limit=0`,
        `/echo/v1/events?bookmaker=${IE}&limit=abc`,
        `/echo/v1/events?bookmaker=${IE}&lang=xx`,
        `/echo/v1/events?bookmaker=${IE}&sort=sideways`,
        `/echo/v1/events?bookmaker=${IE}&live=maybe`,
        `/echo/v1/events?bookmaker=${IE}&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
        `/echo/v1/events?bookmaker=${IE}&from=yesterday`,
      ]) {
        const res = await get(url);
        expect(res.status, url).toBe(400);
        expect(String(res.body.message).length, url).toBeGreaterThan(3);
      }
      expect((await get(`/echo/v1/events?bookmaker=${IE}&sport=curling`)).status).toBe(404);
      expect((await get(`/echo/v1/events?bookmaker=${IE}&competition_id=999999`)).status).toBe(404);
      expect((await get(`/echo/v1/events?bookmaker=${IE}&ids=abc,12`)).status).toBe(200);
    });

    it('sends the cached bytes as JSON, and serves fresh data once the cache is invalidated', async () => {
      const url = `/echo/v1/events?bookmaker=${IE}&sport=tennis&limit=1`;
      const first = await get(url);
      expect(first.headers['content-type']).toContain('application/json');
      const id = (first.body.data as Json[])[0]?.id;
      await t.db.database.query(`update events set name = 'Renamed v Match' where id = $1`, [Number(id)]);
      expect((await get(url)).raw).toBe(first.raw);
      t.app.catalog.cache.invalidate();
      expect(((await get(url)).body.data as Json[])[0]?.name).toBe('Renamed v Match');
    });
  });

  describe('GET /echo/v1/events-live (tree and events)', () => {
    it('answers the in-play tree with counts matching the live events', async () => {
      const live = EventsLiveResponse.parse(await ok(`/echo/v1/events-live?bookmaker=${IE}&lang=de`));
      expect(live.events.length).toBeGreaterThan(0);
      expect(live.events.every((e) => e.is_live)).toBe(true);
      const ids = live.tree.flatMap((s) => s.competitions.flatMap((c) => c.event_ids));
      expect(ids.sort()).toEqual(live.events.map((e) => e.id).sort());
      for (const sport of live.tree)
        expect(sport.count).toBe(sport.competitions.reduce((a, c) => a + c.count, 0));
      expect(live.tree.find((s) => s.slug === 'football')?.name).toBe('Fußball');
    });

    it('filters by sport and rejects bad parameters', async () => {
      const live = EventsLiveResponse.parse(await ok(`/echo/v1/events-live?bookmaker=${IE}&sport=football`));
      expect(live.tree.every((s) => s.slug === 'football')).toBe(true);
      expect((await get(`/echo/v1/events-live?bookmaker=${IE}&limit=-1`)).status).toBe(400);
      expect((await get('/echo/v1/events-live')).status).toBe(400);
    });
  });

  describe('socket requests answer what HTTP answers', () => {
    it("'events' and 'events-live' give the HTTP payload for the same parameters", async () => {
      const handler = t.app.ctx.socketRequests.get('events');
      const live = t.app.ctx.socketRequests.get('events-live');
      expect(handler && live).toBeTruthy();
      const http = await ok(`/echo/v1/events?bookmaker=${IE}&sport=football&limit=7&live=false`);
      expect(await handler?.({ bookmaker: IE, sport: 'football', limit: 7, live: false })).toEqual(http);
      const httpLive = await ok(`/echo/v1/events-live?bookmaker=${IE}`);
      expect(await live?.({ bookmaker: IE })).toEqual(httpLive);
    });

    it('a bad payload gets a 400 body instead of a throw', async () => {
      const handler = t.app.ctx.socketRequests.get('events');
      for (const payload of [
        null,
        42,
        'x',
        { bookmaker: IE, limit: 'lots' },
        { bookmaker: 'nobody_here' },
        { bookmaker: IE, sport: 'curling' },
        { bookmaker: IE, sport: 'foot\u0000ball' },
      ]) {
        const answer = (await handler?.(payload)) as Json;
        expect(answer.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.message).toBeTruthy();
      }
    });
  });

  describe('GET /echo/v1/markets', () => {
    it('answers every market of an event with handicap layouts and translated names', async () => {
      const page = await events('sport=football&live=false&limit=1');
      const id = page.data[0]?.id;
      const res = MarketsResponse.parse(await ok(`/echo/v1/markets?bookmaker=${IE}&event_id=${id}&lang=fr`));
      expect(res.event.id).toBe(id);
      expect(res.data.length).toBe(res.event.markets_count);
      expect(res.data.length).toBeGreaterThan(15);
      const handicap = res.data.find((m) => m.type === 'handicap' && (m.outcomes[0]?.handicap ?? 0) < 0);
      expect(handicap?.layout).toBe('handicap');
      const line = handicap?.outcomes[0]?.handicap ?? 0;
      expect(handicap?.outcomes.map((o) => o.name)).toEqual([`Domicile (${line})`, `Extérieur (${-line})`]);
      expect(handicap?.outcomes[0]?.fullname).toBe(`${res.event.home_team} (${line})`);
      expect(res.data.find((m) => m.type === 'total')?.name).toMatch(/^Total buts Plus\/Moins de \d+\.5$/);
      const only = MarketsResponse.parse(
        await ok(`/echo/v1/markets?bookmaker=${IE}&event_id=${id}&types=btts`),
      );
      expect(only.data.map((m) => m.type)).toEqual(['btts']);
    });

    it('racing: each-way terms, place odds and forecast runners', async () => {
      const races = await events('sport=horse-racing&limit=30');
      const race = races.data.find((e) => e.markets?.[0]?.ew_place === 3);
      expect(race).toBeTruthy();
      const res = MarketsResponse.parse(await ok(`/echo/v1/markets?bookmaker=${IE}&event_id=${race?.id}`));
      const win = res.data.find((m) => m.type === 'win');
      expect(win).toMatchObject({ ew_place: 3, ew_price: 5 });
      const runner = win?.outcomes.find((o) => o.odds > 1);
      if (runner) {
        expect(runner.has_ew).toBe(true);
        expect(runner.place_odds).toBeCloseTo(1 + (runner.odds - 1) / 5, 1);
      }
      const forecast = res.data.find((m) => m.type === 'forecast');
      if (forecast) {
        const winIds = new Set(win?.outcomes.map((o) => o.id));
        expect(forecast.outcomes[0]?.items?.every((item) => winIds.has(item.id))).toBe(true);
      }
    });

    it('unknown or malformed event ids give 404 / 400, never 500', async () => {
      expect((await get(`/echo/v1/markets?bookmaker=${IE}&event_id=123`)).status).toBe(404);
      expect((await get(`/echo/v1/markets?bookmaker=${IE}&event_id=abc`)).status).toBe(404);
      expect((await get(`/echo/v1/markets?bookmaker=${IE}&event_id=99999999999999999999`)).status).toBe(404);
      expect((await get(`/echo/v1/markets?bookmaker=${IE}`)).status).toBe(400);
    });
  });

  describe('selections', () => {
    let outcomeIds: string[] = [];
    let eventIds: string[] = [];
    beforeAll(async () => {
      const page = await events('sport=football&live=false&limit=3');
      outcomeIds = page.data.map((e) => e.markets?.[0]?.outcomes[0]?.id ?? '');
      eventIds = page.data.map((e) => e.id);
    });

    it('POST /echo/v1/selections returns event, market and outcome in the order asked, and the missing ids', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/echo/v1/selections?bookmaker=${IE}&lang=en`,
        payload: { outcome_ids: [outcomeIds[1], '424242', outcomeIds[0]] },
      });
      expect(res.statusCode).toBe(200);
      const body = SelectionsResponse.parse(res.json());
      expect(body.selections.map((s) => s.outcome.id)).toEqual([outcomeIds[1], outcomeIds[0]]);
      expect(body.missing).toEqual(['424242']);
      expect(body.selections[0]?.market.type).toBe('match_result');
      expect(body.selections[0]?.event.id).toBe(eventIds[1]);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/echo/v1/selections?bookmaker=${IE}`,
        payload: { outcome_ids: [] },
      });
      expect(bad.statusCode).toBe(400);
      const garbage = await t.app.inject({
        method: 'POST',
        url: `/echo/v1/selections?bookmaker=${IE}`,
        payload: 'nope',
      });
      expect(garbage.statusCode).toBeLessThan(500);
    });

    it('GET /echo/v1/selections/current returns event, market and outcome', async () => {
      const body = CurrentSelectionsResponse.parse(
        await ok(`/echo/v1/selections/current?bookmaker=${IE}&ids=${outcomeIds.join(',')}`),
      );
      expect(body.selections.map((s) => s.outcome.id)).toEqual(outcomeIds);
      for (const s of body.selections) {
        expect(s.outcome.market_id).toBe(s.market.id);
        expect(s.market.event_id).toBe(s.event.id);
      }
      expect((await get(`/echo/v1/selections/current?bookmaker=${IE}`)).status).toBe(400);
    });

    it('GET /echo/v1/selections/refresh answers fresh odds and suspension per [outcome_id, event_id]', async () => {
      const pairs = outcomeIds.map((o, i) => `${o},${eventIds[i]}`).join('|');
      const fresh = SelectionsRefreshResponse.parse(
        await ok(`/echo/v1/selections/refresh?bookmaker=${IE}&lang=en&ids=${pairs}`),
      );
      expect(fresh.selections.map((s) => s.id)).toEqual(outcomeIds);
      expect(fresh.selections.every((s) => !s.is_suspended && s.odds > 1)).toBe(true);
      const mismatched = SelectionsRefreshResponse.parse(
        await ok(`/echo/v1/selections/refresh?bookmaker=${IE}&ids=${outcomeIds[0]},${eventIds[1]}`),
      );
      expect(mismatched.selections).toEqual([]);
      const marketId = fresh.selections[2]?.market_id;
      await t.db.database.query('update markets set is_suspended = true, status = $2 where id = $1', [
        Number(marketId),
        'suspended',
      ]);
      await t.db.database.query('update outcomes set odds = 7.5 where id = $1', [Number(outcomeIds[2])]);
      const after = SelectionsRefreshResponse.parse(
        await ok(`/echo/v1/selections/refresh?bookmaker=${IE}&ids=${pairs}`),
      );
      expect(after.selections[2]).toMatchObject({
        is_suspended: true,
        odds: 7.5,
        display_odds: { decimal: '7.50', fractional: '13/2' },
      });
      expect((await get(`/echo/v1/selections/refresh?bookmaker=${IE}&ids=onlyone`)).status).toBe(400);
    });

    it('GET v1/betslip/validate-selections leaves out unknown and closed outcomes and flags suspended ones', async () => {
      await t.db.database.query(`update events set status = 'ended', is_live = false where id = $1`, [
        Number(eventIds[1]),
      ]);
      const body = ValidateSelectionsResponse.parse(
        await ok(
          `/v1/betslip/validate-selections?bookmaker=${IE}&lang=en&selections=${outcomeIds.join(',')},31337`,
        ),
      );
      expect(body.data.map((s) => s.outcome.id)).toEqual([outcomeIds[0], outcomeIds[2]]);
      expect(body.data[1]?.market.is_suspended).toBe(true);
      expect(body.data[0]?.market.is_suspended).toBe(false);
      expect((await get(`/v1/betslip/validate-selections?bookmaker=${IE}`)).status).toBe(400);
    });

    it('selections of competitions the brand does not offer are unknown to it', async () => {
      const ro = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${RO}&competition=romania-liga-i&live=false&limit=1`),
      );
      const id = ro.data[0]?.markets?.[0]?.outcomes[0]?.id;
      const forRo = CurrentSelectionsResponse.parse(
        await ok(`/echo/v1/selections/current?bookmaker=${RO}&ids=${id}`),
      );
      expect(forRo.selections.length).toBe(1);
      const forIe = CurrentSelectionsResponse.parse(
        await ok(`/echo/v1/selections/current?bookmaker=${IE}&ids=${id}`),
      );
      expect(forIe.selections).toEqual([]);
    });
  });

  describe('GET /sports (data.data)', () => {
    it('lists the sports with counts and parents in the request language', async () => {
      const { data } = SportsResponse.parse(await ok(`/sports?bookmaker=${IE}&lang=ja&country=IE`));
      expect(data.length).toBeGreaterThanOrEqual(30);
      const football = data.find((s) => s.slug === 'football');
      expect(football).toMatchObject({
        name: 'サッカー',
        translated_slug: 'sakka',
        category: 'sport',
        is_parent: false,
      });
      expect(football?.total).toBe((football?.event_count ?? 0) + (football?.outright_count ?? 0));
      expect(football?.event_count).toBeGreaterThan(10);
      const esports = data.find((s) => s.slug === 'esports');
      expect(esports?.is_parent).toBe(true);
      const children = data.filter((s) => s.parent_slug === 'esports');
      expect(esports?.event_count).toBe(children.reduce((a, s) => a + s.event_count, 0));
      expect(data.find((s) => s.slug === 'virtual-football')?.is_virtual).toBe(true);
    });

    it('per brand: GAA sports only where GAA is offered', async () => {
      const ie = SportsResponse.parse(await ok(`/sports?bookmaker=${IE}`));
      const mx = SportsResponse.parse(await ok('/sports?bookmaker=touchline_mx'));
      expect(ie.data.some((s) => s.slug === 'hurling')).toBe(true);
      expect(mx.data.some((s) => s.slug === 'hurling')).toBe(false);
      expect((await get('/sports?bookmaker=zz_top')).status).toBe(400);
    });
  });

  describe('GET /v1/info/event and /v1/info/competition-by-id (data.url)', () => {
    it('answers the match page with translated slugs', async () => {
      const page = await events('sport=football&live=false&limit=1');
      const event = page.data[0];
      const en = await ok(`/v1/info/event?bookmaker=${IE}&id=${event?.id}`);
      expect(en.url).toBe(`/football/${event?.competition_slug}/${event?.slug}-${event?.id}`);
      const el = await ok(`/v1/info/event?bookmaker=${IE}&lang=el&id=${event?.id}`);
      expect(el.url).toMatch(new RegExp(`^/podosfairo/[a-z0-9-]+/${event?.slug}-${event?.id}$`));
      expect((await get(`/v1/info/event?bookmaker=${IE}&id=1`)).status).toBe(404);
      expect((await get(`/v1/info/event?bookmaker=${IE}`)).status).toBe(400);
    });

    it('answers the competition page; sport-page-only sports link to the sport page', async () => {
      const page = await events('sport=football&competition=england-premiership&limit=1');
      const id = page.data[0]?.competition_id;
      expect((await ok(`/v1/info/competition-by-id?bookmaker=${IE}&id=${id}&lang=de`)).url).toBe(
        '/fussball/england-premiership',
      );
      const races = await events('sport=horse-racing&limit=1');
      const raceCompetition = races.data[0]?.competition_id;
      expect((await ok(`/v1/info/competition-by-id?bookmaker=${IE}&id=${raceCompetition}`)).url).toBe(
        '/horse-racing',
      );
      const ro = EventsResponse.parse(
        await ok(`/echo/v1/events?bookmaker=${RO}&competition=romania-liga-i&limit=1`),
      );
      expect(
        (await get(`/v1/info/competition-by-id?bookmaker=${IE}&id=${ro.data[0]?.competition_id}`)).status,
      ).toBe(404);
      expect((await get(`/v1/info/competition-by-id?bookmaker=${IE}&id=x`)).status).toBe(404);
    });
  });

  describe('GET /search over events, competitions and teams', () => {
    it('ranks an exact team name first and lists the team with its events', async () => {
      const page = await events('sport=football&live=false&limit=1');
      const team = page.data[0]?.home_team ?? '';
      const res = SearchResponse.parse(
        await ok(`/search?bookmaker=${IE}&q=${encodeURIComponent(team.toLowerCase())}`),
      );
      expect(res.teams[0]?.name).toBe(team);
      expect(res.teams[0]?.event_ids).toContain(page.data[0]?.id);
      expect([res.events[0]?.home_team, res.events[0]?.away_team]).toContain(team);
    });

    it('finds competitions by their translated name, accents folded', async () => {
      const res = SearchResponse.parse(await ok(`/search?bookmaker=${IE}&lang=es&q=copa%20champions`));
      expect(res.competitions[0]?.slug).toBe('europe-champions-cup');
      expect(res.competitions[0]?.name).toBe('Copa Champions');
      const folded = SearchResponse.parse(await ok(`/search?bookmaker=${IE}&lang=pt&q=brasileir%C3%A3o`));
      const plain = SearchResponse.parse(await ok(`/search?bookmaker=${IE}&lang=pt&q=brasileirao`));
      expect(plain.competitions).toEqual(folded.competitions);
      const ro = SearchResponse.parse(await ok(`/search?bookmaker=${IE}&q=liga%20i`));
      expect(ro.competitions.some((c) => c.slug === 'romania-liga-i')).toBe(false);
    });

    it('needs at least 2 characters', async () => {
      expect((await get(`/search?bookmaker=${IE}&q=a`)).status).toBe(400);
      expect((await get(`/search?bookmaker=${IE}&q=%20%20a%20`)).status).toBe(400);
      expect((await get(`/search?bookmaker=${IE}`)).status).toBe(400);
      expect((await get(`/search?bookmaker=${IE}&q=zzzzqqq`)).body).toEqual({
        events: [],
        competitions: [],
        teams: [],
      });
    });
  });

  describe('malformed and random parameters give 4xx, never 5xx (seeded fuzz)', () => {
    const rng = new Rng(20260117);
    const values = [
      '',
      ' ',
      '0',
      '-1',
      '1e309',
      'NaN',
      'true',
      'false',
      'null',
      '[]',
      '{}',
      'touchline_ie',
      'touchline_ro',
      'football',
      'en',
      'xx',
      '2026-01-17T15:30:00Z',
      '2026-13-45',
      '1,2,3',
      '|,|',
      '%00',
      'ü∆ß漢字',
      'a'.repeat(300),
      '9'.repeat(30),
      "'; drop table events; --",
      '../../etc/passwd',
      '100000001,1000001',
      '1000001',
    ];
    const keys: Record<string, string[]> = {
      '/echo/v1/events': [
        'bookmaker',
        'lang',
        'country',
        'sport',
        'competition',
        'competition_id',
        'ids',
        'category',
        'live',
        'outrights',
        'from',
        'to',
        'market_types',
        'sort',
        'group_by',
        'limit',
        'offset',
      ],
      '/echo/v1/events-live': ['bookmaker', 'lang', 'country', 'sport', 'category', 'limit'],
      '/echo/v1/markets': ['bookmaker', 'lang', 'country', 'event_id', 'types'],
      '/echo/v1/selections/current': ['bookmaker', 'lang', 'ids'],
      '/echo/v1/selections/refresh': ['bookmaker', 'lang', 'ids'],
      '/v1/betslip/validate-selections': ['bookmaker', 'lang', 'selections'],
      '/sports': ['bookmaker', 'lang', 'country'],
      '/v1/info/event': ['bookmaker', 'lang', 'id'],
      '/v1/info/competition-by-id': ['bookmaker', 'lang', 'id'],
      '/search': ['bookmaker', 'lang', 'country', 'q', 'limit'],
    };
    const randomQuery = (names: string[]) => {
      const parts: string[] = [];
      for (const name of names) {
        if (!rng.chance(name === 'bookmaker' ? 0.8 : 0.4)) continue;
        const value = name === 'bookmaker' && rng.chance(0.7) ? IE : rng.pick(values);
        const repeat = rng.chance(0.1) ? 2 : 1;
        for (let i = 0; i < repeat; i++)
          parts.push(
            `${encodeURIComponent(rng.chance(0.05) ? `${name}[]` : name)}=${encodeURIComponent(value)}`,
          );
      }
      return parts.join('&');
    };

    it('every GET call, 40 random queries each', async () => {
      for (const [path, names] of Object.entries(keys)) {
        for (let i = 0; i < 40; i++) {
          const url = `${path}?${randomQuery(names)}`;
          const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    });

    it('POST /echo/v1/selections with random bodies', async () => {
      const bodies: unknown[] = [
        {},
        [],
        { outcome_ids: 'x' },
        { outcome_ids: [1, 2] },
        { outcome_ids: Array(60).fill('1') },
        { outcome_ids: ['', null] },
        'text',
        42,
      ];
      for (let i = 0; i < 20; i++)
        bodies.push({ outcome_ids: Array.from({ length: rng.int(1, 5) }, () => rng.pick(values)) });
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/echo/v1/selections?${randomQuery(['bookmaker', 'lang', 'country'])}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      }
    });
  });
});
