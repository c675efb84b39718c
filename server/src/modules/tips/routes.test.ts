import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { DEV_TIPS_TOKEN } from './service';

warnIfPostgresSkipped();

const BOOKMAKER = 'touchline_ie';

describe.each(dbKinds)('tips calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const fixtures = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/tips/fixtures?bookmaker=${BOOKMAKER}${query}`,
    });
    return res;
  };
  const service = (payload: unknown, authorization: string | null = `Bearer ${DEV_TIPS_TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url: '/tips-service/v1/tips',
      headers: authorization ? { authorization } : {},
      payload: payload as Record<string, unknown>,
    });

  describe('GET /v1/tips/fixtures', () => {
    it('lists upcoming head-to-head fixtures, filtered by sport, competition or event', async () => {
      const all = await fixtures('&lang=en');
      expect(all.statusCode).toBe(200);
      const params = all.json().params;
      expect(params).toMatchObject({ bookmaker: BOOKMAKER, lang: 'en', country: null });
      expect(params.fixtures.length).toBeGreaterThan(0);
      expect(params.fixtures.length).toBeLessThanOrEqual(10);

      const football = (await fixtures('&sport_slug=football')).json().params.fixtures;
      expect(football.length).toBeGreaterThan(0);
      expect(football.every((f: { sport_slug: string }) => f.sport_slug === 'football')).toBe(true);

      const [competition] = await t.db.database.query<{ slug: string; es: string }>(
        `select c.slug, c.slugs->>'es' as es from events e join competitions c on c.id = e.competition_id
         join sports s on s.id = e.sport_id
         where c.brands is null and s.slug = 'football' and e.status = 'scheduled' and e.home_team is not null limit 1`,
      );
      const bySlug = (await fixtures(`&sport_slug=football&competition_slug=${competition?.slug}`)).json()
        .params.fixtures;
      expect(bySlug.length).toBeGreaterThan(0);
      const byTranslated = (
        await fixtures(`&lang=es&competition_slug=${encodeURIComponent(competition?.es ?? '')}`)
      ).json().params.fixtures;
      expect(byTranslated.map((f: { event_id: string }) => f.event_id)).toEqual(
        bySlug.map((f: { event_id: string }) => f.event_id),
      );

      const first = football[0];
      const one = (await fixtures(`&event_id=${first.event_id}&lang=de&country=IE`)).json().params;
      expect(one.country).toBe('IE');
      expect(one.fixtures).toHaveLength(1);
      expect(one.fixtures[0]).toMatchObject({ event_id: first.event_id, home_team: first.home_team });

      const later = (
        await fixtures(`&time=${encodeURIComponent(new Date(Date.now() + 400 * 86_400_000).toISOString())}`)
      ).json();
      expect(later.params.fixtures).toEqual([]);
    });

    it('bad input answers 400 with a reason', async () => {
      for (const query of ['&event_id=abc', '&time=yesterday', '&lang=xx']) {
        const res = await fixtures(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      const unknown = await t.app.inject({ method: 'GET', url: '/v1/tips/fixtures?bookmaker=nobody' });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('tips service with its bearer credential', () => {
    it('refuses callers without the credential', async () => {
      const body = { bookmaker: BOOKMAKER, lang: 'en', country: null, fixtures: [] };
      expect((await service(body, null)).statusCode).toBe(401);
      expect((await service(body, 'Bearer wrong-token')).statusCode).toBe(401);
      expect((await service({ nonsense: true }, null)).statusCode).toBe(401);
      expect((await service({ nonsense: true })).statusCode).toBe(400);
    });

    it('fixtures -> service -> process gives cards whose tiles are real outcomes at their current odds', async () => {
      for (const lang of ['en', 'de']) {
        const params = (await fixtures(`&lang=${lang}`)).json().params;
        const written = await service(params);
        expect(written.statusCode).toBe(200);
        const raw = written.json().tips as Array<{
          event_id: string;
          tip: string;
          market_type: string;
          outcome_name: string;
        }>;
        expect(raw.length).toBeGreaterThan(0);
        const asked = new Set(params.fixtures.map((f: { event_id: string }) => f.event_id));
        for (const tip of raw) {
          expect(asked.has(tip.event_id)).toBe(true);
          expect(tip.tip.length).toBeGreaterThan(10);
        }
        const processed = await t.app.inject({
          method: 'POST',
          url: '/v1/tips/process',
          payload: { bookmaker: BOOKMAKER, lang, tips: raw },
        });
        expect(processed.statusCode).toBe(200);
        const cards = processed.json().tips;
        expect(cards).toHaveLength(raw.length);
        for (const card of cards) {
          expect(card.tile).not.toBeNull();
          expect(card.outcome_id).toBe(card.tile.outcome_id);
          const [row] = await t.db.database.query<{ odds: number; event_id: string }>(
            'select odds, event_id::text as event_id from outcomes where id = $1',
            [card.tile.outcome_id],
          );
          expect(row?.event_id).toBe(card.event_id);
          expect(card.tile.odds).toBe(Number(row?.odds));
          expect(card.tile.display_odds.decimal).toMatch(/^\d+\.\d\d$/);
          expect(card.market_name).toBeTruthy();
          expect(card.home_team).toBeTruthy();
          expect(card.competition_name).toBeTruthy();
        }
      }
    });

    it('process drops unknown events and keeps a card without a tile when the outcome is gone', async () => {
      const [event] = await t.db.database.query<{ id: string }>(
        "select id::text as id from events where status = 'scheduled' and home_team is not null limit 1",
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/tips/process',
        payload: {
          bookmaker: BOOKMAKER,
          tips: [
            { event_id: '999999999', tip: 'Gone event', market_type: 'match_result', outcome_name: 'Home' },
            {
              event_id: event?.id,
              tip: 'No such outcome',
              market_type: 'match_result',
              outcome_name: 'Nobody',
            },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().tips).toHaveLength(1);
      expect(res.json().tips[0]).toMatchObject({ event_id: event?.id, outcome_id: null, tile: null });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/tips/process',
        payload: { bookmaker: BOOKMAKER, tips: 'x' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
