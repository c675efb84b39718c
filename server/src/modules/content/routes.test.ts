import {
  BetsStatsResponse,
  GlobalResponse,
  HomeResponse,
  NavigationResponse,
  SeoResponse,
} from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { FX, fixtureClock, seedFixture } from './testing';
import { SERVER_TEXT_KEYS } from './texts/server';

warnIfPostgresSkipped();

const LANGS = ['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el'] as const;

describe.each(dbKinds)('content calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: fixtureClock });
    await seedFixture(t.app.ctx);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /strapi/navigation: entries and visibility flags', () => {
    it('serves header main/more and footer main/dropdown with the spec entries', async () => {
      const res = await get('/strapi/navigation?bookmaker=touchline_ie&lang=en&country=IE');
      expect(res.statusCode).toBe(200);
      const body = NavigationResponse.parse(res.json());
      expect(body.header.main.map((item) => item.key)).toEqual([
        'cashier',
        'promotions',
        'rewards',
        'chatbot',
        'live',
        'casino',
        'my-bets',
      ]);
      expect(body.header.more.map((item) => item.key)).toEqual(['search', 'results']);
      expect(body.footer.main.map((item) => item.key)).toEqual(['sports', 'betslip', 'live']);
      expect(body.footer.dropdown.map((item) => item.key)).toEqual([
        'casino',
        'promotions',
        'rewards',
        'chatbot',
      ]);
    });

    it('carries the visibility flags: promotions hidden in the sport zone, rewards and my bets logged-in only, casino not in the app', async () => {
      const body = NavigationResponse.parse(
        (await get('/strapi/navigation?bookmaker=touchline_gb&lang=en')).json(),
      );
      const byKey = Object.fromEntries(body.header.main.map((item) => [item.key, item]));
      expect(byKey.promotions?.visibility).toEqual({ showIfSport: false, showInSport: false });
      expect(byKey.rewards?.visibility).toEqual({ showIfUser: true });
      expect(byKey['my-bets']?.visibility).toEqual({ showIfUser: true });
      expect(byKey.casino?.visibility).toEqual({ showIfApp: false });
      expect(byKey.live?.visibility).toEqual({});
      const betslip = body.footer.main.find((item) => item.key === 'betslip');
      expect(betslip).toMatchObject({ type: 'click', hasBadge: true, specialId: 'betslip' });
    });

    it('differs per brand: no casino in US or DE, no chatbot in RO, localized promotions path', async () => {
      const us = NavigationResponse.parse(
        (await get('/strapi/navigation?bookmaker=touchline_us&lang=en')).json(),
      );
      expect(us.header.main.map((item) => item.key)).not.toContain('casino');
      expect(us.footer.dropdown.map((item) => item.key)).not.toContain('casino');
      const de = NavigationResponse.parse(
        (await get('/strapi/navigation?bookmaker=touchline_de&lang=de')).json(),
      );
      expect(de.header.main.map((item) => item.key)).not.toContain('casino');
      const ro = NavigationResponse.parse(
        (await get('/strapi/navigation?bookmaker=touchline_ro&lang=ro')).json(),
      );
      expect(ro.header.main.map((item) => item.key)).not.toContain('chatbot');
      expect(ro.header.main.find((item) => item.key === 'promotions')?.action).toBe('/promotii');
    });

    it('translates every label in all 9 languages', async () => {
      const seen = new Set<string>();
      for (const lang of LANGS) {
        const body = NavigationResponse.parse(
          (await get(`/strapi/navigation?bookmaker=touchline_ie&lang=${lang}`)).json(),
        );
        const labels = [...body.header.main, ...body.header.more, ...body.footer.main].map(
          (item) => item.label,
        );
        expect(labels.every((label) => label.trim() !== '')).toBe(true);
        seen.add(body.header.more.map((item) => item.label).join('|'));
      }
      expect(seen.size).toBe(LANGS.length);
    });

    it('rejects bad params with 400 and a reason', async () => {
      const unknown = await get('/strapi/navigation?bookmaker=nobody&lang=en');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/unknown bookmaker/);
      const badLang = await get('/strapi/navigation?bookmaker=touchline_ie&lang=xx');
      expect(badLang.statusCode).toBe(400);
      expect(badLang.json().message).toMatch(/lang/);
      expect((await get('/strapi/navigation?lang=en')).statusCode).toBe(400);
      expect((await get('/strapi/navigation?bookmaker=touchline_ie&country=ZZ')).statusCode).toBe(400);
    });
  });

  describe('GET /home: tabs.live', () => {
    it('lists the live events of the brand with their main market', async () => {
      const res = await get('/home?lang=en&bookmaker=touchline_ie');
      expect(res.statusCode).toBe(200);
      const body = HomeResponse.parse(res.json());
      const ids = body.tabs.live.events.map((event) => event.id);
      expect(ids).toContain(String(FX.liveMatch));
      expect(ids).not.toContain(String(FX.roOnlyLive));
      expect(ids).not.toContain(String(FX.endedMatch));
      const live = body.tabs.live.events.find((event) => event.id === String(FX.liveMatch));
      expect(live).toMatchObject({
        status: 'live',
        is_live: true,
        home_team: 'Arsenal',
        stats: { home_scores: 1, away_scores: 0, time: "34'" },
        competition_name: 'Premier League',
        region_name: 'England',
      });
      expect(live?.markets?.[0]?.outcomes.map((outcome) => outcome.display_odds.decimal)).toEqual([
        '1.50',
        '4.20',
        '6.50',
      ]);
      expect(live?.markets?.[0]?.outcomes[0]?.fullname).toBe('Arsenal');
      expect(body.tabs.highlights.events.map((event) => event.id)).toContain(String(FX.laterMatch));
    });

    it('includes brand-only competitions for that brand and translates slugs', async () => {
      const body = HomeResponse.parse((await get('/home?lang=de&bookmaker=touchline_ro')).json());
      expect(body.tabs.live.events.map((event) => event.id)).toContain(String(FX.roOnlyLive));
      expect(body.tabs.live.events[0]?.translated_sport_slug).toBe('fussball-fx');
      expect(body.tabs.live.events[0]?.sport.name).toBe('Fußball');
    });

    it('is built once per brand and language, and anew when the feed changes the catalogue', async () => {
      const url = '/home?lang=en&bookmaker=touchline_ie';
      const [first, second] = await Promise.all([get(url), get(url)]);
      expect(second.body).toBe(first.body);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const score = (body: string) =>
        HomeResponse.parse(JSON.parse(body)).tabs.live.events.find((e) => e.id === String(FX.liveMatch))
          ?.stats;
      await t.db.database.query(
        `update events set stats = jsonb_set(stats, '{home_scores}', '2') where id = $1`,
        [FX.liveMatch],
      );
      // Not yet told: the cached answer stands (the feed tells after every write).
      expect(score((await get(url)).body)?.home_scores).toBe(1);
      t.app.catalog.cache.invalidate();
      expect(score((await get(url)).body)?.home_scores).toBe(2);
      await t.db.database.query(
        `update events set stats = jsonb_set(stats, '{home_scores}', '1') where id = $1`,
        [FX.liveMatch],
      );
      t.app.catalog.cache.invalidate();
    });

    it('rejects an unknown bookmaker or language with 400', async () => {
      expect((await get('/home?lang=en&bookmaker=zz_nobody')).statusCode).toBe(400);
      expect((await get('/home?lang=klingon')).statusCode).toBe(400);
    });
  });

  describe('Top stats: GET /api/content/bets_stats', () => {
    it('ranks sports and competitions with the naming fields, hourly cached', async () => {
      const res = await get('/api/content/bets_stats?lang=de&country=IE');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = BetsStatsResponse.parse(res.json());
      const football = body.sports_stats.find((sport) => sport.sport_id === String(FX.football));
      expect(football).toEqual({
        sport_id: String(FX.football),
        count: 3,
        translated_slug: 'fussball-fx',
        translated_sport_slug: 'fussball-fx',
        name: 'Football',
        translated_name: 'Fußball',
        icon: 'football',
        sport_slug: 'football-fx',
      });
      expect(body.sports_stats.map((sport) => sport.sport_id)).not.toContain(String(FX.virtual));
      expect(body.competitions_stats[0]).toMatchObject({
        competition_id: String(FX.premierLeague),
        count: 3,
        translated_sport_slug: 'fussball-fx',
        sport_slug: 'football-fx',
      });
      expect(body.competitions_stats.map((c) => c.competition_id)).not.toContain(String(FX.liga1));
    });

    it('counts brand-only competitions for their country', async () => {
      const body = BetsStatsResponse.parse((await get('/api/content/bets_stats?lang=ro&country=RO')).json());
      expect(body.competitions_stats.map((c) => c.competition_id)).toContain(String(FX.liga1));
    });

    it('rejects an unknown country with 400', async () => {
      expect((await get('/api/content/bets_stats?lang=en&country=XX')).statusCode).toBe(400);
    });
  });

  describe('GET /api/content/translations: server-side texts', () => {
    it('answers every server text in all 9 languages', async () => {
      const english = (await get('/api/content/translations?lang=en&bookmaker=touchline_ie')).json();
      expect(english.translations['errors.BALANCE_INSUFFICIENT']).toBe(
        'You have insufficient funds. Deposit Now',
      );
      expect(english.translations['streams.login_required']).toBe('Please login to watch the stream');
      for (const lang of LANGS) {
        const res = await get(`/api/content/translations?lang=${lang}&bookmaker=touchline_ie`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.lang).toBe(lang);
        for (const key of SERVER_TEXT_KEYS) expect(body.translations[key], `${lang} ${key}`).toBeTruthy();
        if (lang !== 'en') {
          expect(body.translations['modal.network.title']).not.toBe(
            english.translations['modal.network.title'],
          );
        }
      }
    });

    it('carries brand texts per brand', async () => {
      const gb = (await get('/api/content/translations?lang=en&bookmaker=touchline_gb')).json();
      expect(gb.translations['brand.support_email']).toBe('support@gb.touchline.example');
    });

    it('rejects a missing bookmaker with 400', async () => {
      expect((await get('/api/content/translations?lang=en')).statusCode).toBe(400);
    });
  });

  describe('GET /api/content/seo: title, description, meta', () => {
    const seo = async (path: string, extra = '') => {
      const res = await get(
        `/api/content/seo?bookmaker=touchline_ie&lang=en&path=${encodeURIComponent(path)}${extra}`,
      );
      expect(res.statusCode).toBe(200);
      return SeoResponse.parse(res.json()).data.seo;
    };

    it('home, live and static pages', async () => {
      expect((await seo('/')).title).toBe('Touchline | Sports Betting, Live Odds and In-Play');
      expect((await seo('/live')).title).toBe('Live Betting and In-Play Odds | Touchline');
      const search = await seo('/search');
      expect(search.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    });

    it('fills sport, competition and match variables from the catalogue', async () => {
      expect((await seo('/football-fx')).title).toBe('Football Betting Odds | Touchline');
      expect((await seo('/horse-racing-fx')).title).toBe(
        'Horse Racing Betting: Race Cards and Odds | Touchline',
      );
      const competition = await seo('/football-fx/premier-league-fx');
      expect(competition.title).toBe('Premier League Betting Odds (England) | Touchline');
      const match = await seo(`/football-fx/premier-league-fx/arsenal-v-chelsea-${FX.liveMatch}`);
      expect(match.title).toBe('Arsenal v Chelsea Odds, Premier League 1 Jun 2026 | Touchline');
      expect(match.variables).toMatchObject({ event: 'Arsenal v Chelsea', competition: 'Premier League' });
      expect(match.meta).toContainEqual({ property: 'og:title', content: match.title });
    });

    it('reads route params and translated slugs in another language', async () => {
      const res = await get(
        `/api/content/seo?bookmaker=touchline_de&lang=de&path=/x&params=${encodeURIComponent('{"sport":"fussball-fx"}')}`,
      );
      expect(SeoResponse.parse(res.json()).data.seo.title).toBe('Fußball Wettquoten | Touchline');
    });

    it('unknown pages fall back to the default, noindex', async () => {
      const unknown = await seo('/no-such-sport/anything');
      expect(unknown.title).toBe('Touchline | Sports Betting');
      expect(unknown.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    });

    it('rejects bad params with 400', async () => {
      expect((await get('/api/content/seo?bookmaker=touchline_ie&lang=en')).statusCode).toBe(400);
      expect((await get('/api/content/seo?bookmaker=touchline_ie&path=nope')).statusCode).toBe(400);
      const badParams = await get('/api/content/seo?bookmaker=touchline_ie&path=/&params=%7Bnot-json');
      expect(badParams.statusCode).toBe(400);
      expect(badParams.json().message).toMatch(/params/);
    });
  });

  describe('GET /api/content/global: attributes and cleaned banners', () => {
    it('serves footer attributes, partner logos and the demo banner', async () => {
      const res = await get('/api/content/global?bookmaker=touchline_gb&lang=en&country=GB');
      expect(res.statusCode).toBe(200);
      const body = GlobalResponse.parse(res.json());
      const attributes = body.global.data.attributes;
      expect(attributes.site_name).toBe('Touchline');
      expect(attributes.locale).toBe('en-GB');
      expect(attributes.footer_text).toContain('TL-GB-2026');
      expect(attributes.footer_text).toContain(
        '<a href="https://help.touchline.example/" target="_blank" rel="noopener">',
      );
      expect(attributes.footer_partners.length).toBeGreaterThan(0);
      const logo = await get(new URL(attributes.footer_partners[0]?.image_url ?? '').pathname);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(body.banners.map((banner) => banner.id)).toContain('demo-welcome-en');
    });

    it('cleans banner HTML: scripts, event attributes and unsafe links removed; external links open in a new tab', async () => {
      await t.db.database.query(
        `insert into banners (id, bookmaker, lang, message, ctas, type, dismissable, sort_order) values
          ('evil', 'touchline_ie', 'en', $1, $2::jsonb, 'danger', false, 1)`,
        [
          '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">js</a> ' +
            '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a> <a href="https://partner.example/x" onmouseover="x()">out</a> ' +
            '<a href="/promotions" id="p" class="cta" style="color: red; position: fixed">in</a> <a>bare</a>' +
            '<img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe></p>',
          JSON.stringify([
            { type: 'link', destination: 'internal', url: '/promotions', text: 'Go' },
            { type: 'link', destination: 'external', url: 'javascript:alert(1)', text: 'Bad' },
            { type: 'global-frame', destination: 'open_page', url: '/registration', text: '<b>Join</b>' },
          ]),
        ],
      );
      // Rows written past the operator calls: the store hears of them as of any change.
      t.app.contentAdmin.store.changed('banner');
      const body = GlobalResponse.parse(
        (await get('/api/content/global?bookmaker=touchline_ie&lang=en')).json(),
      );
      const evil = body.banners.find((banner) => banner.id === 'evil');
      expect(evil?.message).toBe(
        '<p>Hi js data <a href="https://partner.example/x" target="_blank" rel="noopener">out</a> ' +
          '<a href="/promotions" class="cta" style="color:red">in</a> bare</p>',
      );
      expect(evil).toMatchObject({ type: 'danger', dismissable: false, visible: true });
      expect(evil?.ctas).toEqual([
        { type: 'link', destination: 'internal', url: '/promotions', text: 'Go' },
        { type: 'global-frame', destination: 'open_page', url: '/registration', text: 'Join' },
      ]);
    });

    it('deduplicates identical messages and moves them to the front; hidden and blank banners are left out', async () => {
      await t.db.database.query(
        `insert into banners (id, bookmaker, lang, message, visible, sort_order) values
          ('dup-1', 'touchline_mx', null, '<b>Same</b>', true, 5),
          ('dup-2', 'touchline_mx', null, '<b>Same</b><script>x()</script>', true, 6),
          ('hidden', 'touchline_mx', null, 'Hidden', false, 0),
          ('blank', 'touchline_mx', null, '<script>only()</script>  ', true, 0)`,
      );
      t.app.contentAdmin.store.changed('banner');
      const body = GlobalResponse.parse(
        (await get('/api/content/global?bookmaker=touchline_mx&lang=es')).json(),
      );
      const ids = body.banners.map((banner) => banner.id);
      expect(ids[0]).toBe('dup-1');
      expect(ids).not.toContain('dup-2');
      expect(ids).not.toContain('hidden');
      expect(ids).not.toContain('blank');
      expect(ids).toContain('demo-welcome-es');
      expect(ids).not.toContain('evil');
    });

    it('rejects bad params with 400', async () => {
      expect((await get('/api/content/global?bookmaker=BAD!&lang=en')).statusCode).toBe(400);
    });
  });
});
