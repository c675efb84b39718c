import {
  createCallClient,
  createContentBanner,
  GlobalResponse,
  listContentBanners,
  removeContentBanner,
  replaceContentBanner,
} from '@touchline/contract';
import { XSS_CORPUS } from '@touchline/contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { hrefScheme } from './sanitize';

warnIfPostgresSkipped();

/** Every brand's token, and the tokens of two brands. */
const ALL = 'operator-token-of-every-brand-0123456789abcdef';
const IE = 'operator-token-of-touchline-ie-0123456789abcdef';
const GB = 'operator-token-of-touchline-gb-0123456789abcdef';
const BASE = '/v1/operator/content';

const cta = { type: 'link', destination: 'internal', url: '/promotions', text: 'See offers' } as const;

describe.each(dbKinds)('operator content calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { OPERATOR_TOKEN: ALL, OPERATOR_TOKENS: `touchline_ie:${IE},touchline_gb:${GB}` },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const globalOf = async (bookmaker: string, lang: string) =>
    GlobalResponse.parse((await get(`/api/content/global?bookmaker=${bookmaker}&lang=${lang}`)).json());

  describe('tokens', () => {
    it('refuses a missing or wrong token with 401 before reading the input', async () => {
      for (const token of [null, `${ALL}x`, 'short', IE.toUpperCase()]) {
        expect((await call('GET', `${BASE}/banners`, token)).statusCode).toBe(401);
        expect((await call('POST', `${BASE}/banners`, token, { nonsense: 1 })).statusCode).toBe(401);
        expect((await call('DELETE', `${BASE}/seo/x`, token)).statusCode).toBe(401);
        expect((await call('GET', `${BASE}/audit`, token)).statusCode).toBe(401);
      }
      const refused = await call('POST', `${BASE}/banners`, 'wrong', { message: 'x' });
      expect(refused.json().message).not.toContain('wrong');
    });

    it("a brand's token sees only its brand and answers 404 for another brand's entry", async () => {
      const gb = await call('POST', `${BASE}/banners`, GB, {
        bookmaker: 'touchline_gb',
        lang: 'en',
        message: 'GB only',
      });
      expect(gb.statusCode).toBe(200);
      const id = gb.json().id as string;
      const ieList = (await call('GET', `${BASE}/banners`, IE)).json().entries as {
        id: string;
        bookmaker: string | null;
      }[];
      expect(ieList.map((entry) => entry.id)).not.toContain(id);
      expect(ieList.every((entry) => entry.bookmaker === 'touchline_ie')).toBe(true);
      const body = { bookmaker: 'touchline_gb', lang: 'en', message: 'taken over', version: 1 };
      expect((await call('PUT', `${BASE}/banners/${id}`, IE, body)).statusCode).toBe(404);
      expect((await call('DELETE', `${BASE}/banners/${id}`, IE)).statusCode).toBe(404);
      // Nor may it write for another brand or for every brand.
      for (const bookmaker of ['touchline_gb', null]) {
        const res = await call('POST', `${BASE}/banners`, IE, { bookmaker, lang: 'en', message: 'x' });
        expect(res.statusCode).toBe(404);
      }
      // Its own entry may not be moved to another brand either.
      const own = (
        await call('POST', `${BASE}/banners`, IE, { bookmaker: 'touchline_ie', lang: 'en', message: 'IE' })
      ).json();
      const moved = await call('PUT', `${BASE}/banners/${own.id}`, IE, { ...body, version: own.version });
      expect(moved.statusCode).toBe(404);
      // The token of every brand reaches both.
      expect((await call('DELETE', `${BASE}/banners/${id}`, ALL)).statusCode).toBe(200);
      expect((await call('DELETE', `${BASE}/banners/${own.id}`, IE)).statusCode).toBe(200);
    });
  });

  describe('banners', () => {
    it('create, list, replace from its version, remove: the public call shows each change at once', async () => {
      const created = await call('POST', `${BASE}/banners`, ALL, {
        id: 'spring-offer',
        bookmaker: 'touchline_ie',
        lang: 'en',
        message: '<p onclick="x()">Spring <b>offer</b><script>alert(1)</script></p>',
        ctas: [cta, { type: 'global-frame', destination: 'open_page', url: '/registration', text: 'Join' }],
        type: 'success',
        sort_order: 1,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        id: 'spring-offer',
        version: 1,
        message: '<p>Spring <b>offer</b></p>',
        type: 'success',
        dismissable: true,
        visible: true,
      });
      expect(
        (await globalOf('touchline_ie', 'en')).banners.find((b) => b.id === 'spring-offer'),
      ).toMatchObject({
        message: '<p>Spring <b>offer</b></p>',
        type: 'success',
        ctas: [cta, { type: 'global-frame', destination: 'open_page', url: '/registration', text: 'Join' }],
      });
      expect((await globalOf('touchline_gb', 'en')).banners.map((b) => b.id)).not.toContain('spring-offer');
      expect((await globalOf('touchline_ie', 'de')).banners.map((b) => b.id)).not.toContain('spring-offer');

      const listed = (await call('GET', `${BASE}/banners?bookmaker=touchline_ie`, ALL)).json().entries;
      expect(listed.map((entry: { id: string }) => entry.id)).toContain('spring-offer');

      const replaced = await call('PUT', `${BASE}/banners/spring-offer`, ALL, {
        bookmaker: 'touchline_ie',
        lang: 'en',
        message: 'Summer offer',
        type: 'warning',
        version: 1,
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ version: 2, message: 'Summer offer', ctas: [] });
      expect(
        (await globalOf('touchline_ie', 'en')).banners.find((b) => b.id === 'spring-offer')?.message,
      ).toBe('Summer offer');

      const stale = await call('PUT', `${BASE}/banners/spring-offer`, ALL, {
        bookmaker: 'touchline_ie',
        lang: 'en',
        message: 'From an old read',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/version 2/);

      expect(
        (
          await call('POST', `${BASE}/banners`, ALL, {
            id: 'spring-offer',
            bookmaker: null,
            lang: null,
            message: 'x',
          })
        ).statusCode,
      ).toBe(409);

      const removed = await call('DELETE', `${BASE}/banners/spring-offer`, ALL);
      expect(removed.json()).toEqual({ kind: 'banner', id: 'spring-offer', removed: true });
      expect((await globalOf('touchline_ie', 'en')).banners.map((b) => b.id)).not.toContain('spring-offer');
      expect((await call('DELETE', `${BASE}/banners/spring-offer`, ALL)).statusCode).toBe(404);
      expect(
        (
          await call('PUT', `${BASE}/banners/nope`, ALL, {
            bookmaker: null,
            lang: null,
            message: 'x',
            version: 1,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses bad input with 400 and the reason', async () => {
      const good = { bookmaker: 'touchline_ie', lang: 'en', message: 'Hello', ctas: [cta] };
      const cases: [object, RegExp][] = [
        [{ ...good, type: 'error' }, /type/],
        [{ ...good, lang: 'xx' }, /lang/],
        [{ ...good, bookmaker: 'Not A Brand' }, /bookmaker/],
        [{ ...good, bookmaker: 'touchline_zz' }, /bookmaker: no brand/],
        [{ ...good, message: 'x'.repeat(4001) }, /message/],
        [{ ...good, message: '<script>only()</script>' }, /message: no text is left/],
        [{ ...good, ctas: [{ ...cta, type: 'button' }] }, /ctas\.0\.type/],
        [{ ...good, ctas: [{ ...cta, destination: 'elsewhere' }] }, /ctas\.0\.destination/],
        [{ ...good, ctas: [{ ...cta, url: 'javascript:alert(1)' }] }, /ctas\.0\.url/],
        [{ ...good, ctas: [{ ...cta, destination: 'external', url: 'data:text/html,x' }] }, /ctas\.0\.url/],
        [{ ...good, ctas: [{ ...cta, url: '//evil.example/x' }] }, /ctas\.0\.url/],
        [{ ...good, id: 'Bad Id' }, /id/],
      ];
      for (const [body, reason] of cases) {
        const res = await call('POST', `${BASE}/banners`, ALL, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().message).toMatch(reason);
      }
      expect((await call('PUT', `${BASE}/banners/x`, ALL, good)).json().message).toMatch(/version/);
    });

    it('saved HTML from the XSS corpus comes back with no script, event attribute or unsafe link', async () => {
      const ids: string[] = [];
      for (const [index, html] of XSS_CORPUS.html.entries()) {
        const res = await call('POST', `${BASE}/banners`, ALL, {
          id: `xss-${index}`,
          bookmaker: 'touchline_ro',
          lang: null,
          message: html,
          ctas: [{ type: 'link', destination: 'internal', url: '/promotii', text: html.slice(0, 80) }],
        });
        // A payload that is nothing but script cleans to nothing and is refused.
        if (res.statusCode === 400) {
          expect(res.json().message, html).toMatch(
            /^body\/message: no text is left|^message: no text is left/,
          );
          continue;
        }
        expect(res.statusCode, html).toBe(200);
        ids.push(`xss-${index}`);
        expectHarmless(res.json().message as string);
      }
      expect(ids.length).toBeGreaterThan(10);
      const served = (await globalOf('touchline_ro', 'ro')).banners.filter((b) =>
        String(b.id).startsWith('xss-'),
      );
      expect(served.length).toBeGreaterThan(0);
      for (const banner of served) {
        expectHarmless(banner.message);
      }
      for (const id of ids) await call('DELETE', `${BASE}/banners/${id}`, ALL);
    });
  });

  describe('global entry', () => {
    it('fields come from the most specific entry, else the built-in texts; the content version follows', async () => {
      const before = (await globalOf('touchline_gb', 'en')).global.data.attributes;
      const every = await call('POST', `${BASE}/global`, ALL, {
        bookmaker: 'touchline_gb',
        lang: 'fi',
        rewards_popup: '## Finnish for the UK',
      });
      expect(every.statusCode).toBe(200);
      const brand = await call('POST', `${BASE}/global`, GB, {
        bookmaker: 'touchline_gb',
        lang: null,
        site_name: 'Touchline UK',
        footer_text: '<p onmouseover="x()">{brand} footer, licence {licence}</p>',
        footer_partners: [
          { name: 'Safe Bet', image_url: '/media/partners/play-safe.svg', url: 'https://safe.example/' },
        ],
      });
      expect(brand.statusCode).toBe(200);
      expect(brand.json().footer_text).toBe('<p>{brand} footer, licence {licence}</p>');

      const gb = (await globalOf('touchline_gb', 'en')).global.data.attributes;
      expect(gb.site_name).toBe('Touchline UK');
      expect(gb.footer_text).toBe('<p>Touchline footer, licence TL-GB-2026</p>');
      expect(gb.footer_partners).toEqual([
        {
          name: 'Safe Bet',
          image_url: expect.stringMatching(/^http:\/\/.+\/media\/partners\/play-safe\.svg$/),
          url: 'https://safe.example/',
        },
      ]);
      expect(gb.rewards_popup).toBe(before.rewards_popup);
      expect(gb.content_version).not.toBe(before.content_version);
      expect((await globalOf('touchline_gb', 'fi')).global.data.attributes.rewards_popup).toBe(
        '## Finnish for the UK',
      );
      // Every brand's Finnish entry (the demo's) stays for the others.
      expect((await globalOf('touchline_ie', 'fi')).global.data.attributes.rewards_popup).toMatch(
        /^## Palkintosi/,
      );
      expect((await globalOf('touchline_ie', 'en')).global.data.attributes.site_name).toBe('Touchline');

      // A second entry of the same scope is refused: the existing one is replaced instead.
      const again = await call('POST', `${BASE}/global`, GB, {
        bookmaker: 'touchline_gb',
        lang: null,
        site_name: 'Again',
      });
      expect(again.statusCode).toBe(409);

      // Lists filter by scope: the brand's entries, or those of every brand.
      const ids = async (query: string) =>
        (await call('GET', `${BASE}/global?${query}`, ALL)).json().entries as {
          id: string;
          bookmaker: string | null;
        }[];
      expect((await ids('scope=brand')).map((entry) => entry.id).sort()).toEqual(
        [brand.json().id, every.json().id].sort(),
      );
      expect((await ids('scope=all-brands&lang=fi')).map((entry) => entry.id)).toEqual(['demo-global-fi']);
      expect((await ids('bookmaker=touchline_gb&lang=fi')).map((entry) => entry.id)).toEqual([
        every.json().id,
      ]);

      // The rewards popup's markdown is stored and served as given: the browser sanitizes it.
      for (const markdown of XSS_CORPUS.markdown.slice(0, 5)) {
        const res = await call('PUT', `${BASE}/global/${every.json().id}`, ALL, {
          ...(await ids(`bookmaker=touchline_gb&lang=fi`))[0],
          rewards_popup: markdown,
        });
        expect(res.statusCode, markdown).toBe(200);
        expect((await globalOf('touchline_gb', 'fi')).global.data.attributes.rewards_popup).toBe(
          markdown.trim(),
        );
      }

      await call('DELETE', `${BASE}/global/${brand.json().id}`, GB);
      await call('DELETE', `${BASE}/global/${every.json().id}`, ALL);
      expect((await globalOf('touchline_gb', 'en')).global.data.attributes).toEqual(before);
    });
  });

  describe('SEO, navigation and translations', () => {
    it('an SEO entry overrides the template for its path and language, with the same variables', async () => {
      const seo = (path: string, lang = 'en') =>
        get(`/api/content/seo?bookmaker=touchline_ie&lang=${lang}&path=${encodeURIComponent(path)}`).then(
          (res) => res.json().data.seo as { title: string; description: string; meta: { content: string }[] },
        );
      const template = await seo('/live');
      const exact = await call('POST', `${BASE}/seo`, ALL, {
        bookmaker: null,
        lang: 'en',
        path: '/live',
        title: 'Live now at {brand}',
        description: 'Everything in play at {brand}.',
      });
      expect(exact.statusCode).toBe(200);
      const pattern = await call('POST', `${BASE}/seo`, IE, {
        bookmaker: 'touchline_ie',
        lang: 'en',
        path: '/**',
        title: 'Anything at {brand}',
        description: 'Catch-all of {brand}.',
      });
      expect(pattern.statusCode).toBe(200);
      const live = await seo('/live');
      expect(live.title).toBe('Live now at Touchline');
      expect(live.meta).toContainEqual({ name: 'description', content: 'Everything in play at Touchline.' });
      expect((await seo('/en/live')).title).toBe('Live now at Touchline');
      expect((await seo('/search')).title).toBe('Anything at Touchline');
      expect((await seo('/live', 'de')).title).not.toBe('Live now at Touchline');
      await call('DELETE', `${BASE}/seo/${exact.json().id}`, ALL);
      await call('DELETE', `${BASE}/seo/${pattern.json().id}`, IE);
      expect(await seo('/live')).toEqual(template);
      const bad = await call('POST', `${BASE}/seo`, ALL, {
        bookmaker: null,
        lang: 'en',
        path: '/a//b',
        title: 't',
        description: 'd',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/path/);
    });

    it('a navigation entry replaces the layouts of its brand and language', async () => {
      const builtIn = (await get('/strapi/navigation?bookmaker=touchline_ie&lang=en')).json();
      const item = {
        key: 'offers',
        label: 'Offers',
        icon: 'promotions',
        action: '/promotions',
        type: 'link',
      };
      const created = await call('POST', `${BASE}/navigation`, IE, {
        bookmaker: 'touchline_ie',
        lang: 'en',
        header: { main: [item], more: [] },
        footer: { main: [{ ...item, key: 'deposit', type: 'click', action: 'open_deposit' }], dropdown: [] },
      });
      expect(created.statusCode).toBe(200);
      const nav = (await get('/strapi/navigation?bookmaker=touchline_ie&lang=en')).json();
      expect(nav.header.main).toEqual([
        { ...item, hasBadge: false, customCss: null, specialId: null, visibility: {} },
      ]);
      expect(nav.footer.main[0]).toMatchObject({ key: 'deposit', type: 'click', action: 'open_deposit' });
      expect(
        (await get('/strapi/navigation?bookmaker=touchline_gb&lang=en')).json().header.main.length,
      ).toBeGreaterThan(1);
      const bad = await call('POST', `${BASE}/navigation`, IE, {
        bookmaker: 'touchline_ie',
        lang: 'de',
        header: { main: [{ ...item, action: 'javascript:alert(1)' }], more: [] },
        footer: { main: [], dropdown: [] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/header\.main\.0\.action/);
      await call('DELETE', `${BASE}/navigation/${created.json().id}`, IE);
      expect((await get('/strapi/navigation?bookmaker=touchline_ie&lang=en')).json()).toEqual(builtIn);
    });

    it("translation overrides: every brand's, then the brand's own, over the server texts", async () => {
      const texts = async (bookmaker: string) =>
        (await get(`/api/content/translations?bookmaker=${bookmaker}&lang=es`)).json().translations as Record<
          string,
          string
        >;
      const every = await call('POST', `${BASE}/translations`, ALL, {
        bookmaker: null,
        lang: 'es',
        translations: { 'betslip.no_selections': 'Nada aún', 'custom.hello': 'Hola' },
      });
      const ie = await call('POST', `${BASE}/translations`, IE, {
        bookmaker: 'touchline_ie',
        lang: 'es',
        translations: { 'custom.hello': 'Hola Irlanda' },
      });
      expect([every.statusCode, ie.statusCode]).toEqual([200, 200]);
      expect(await texts('touchline_ie')).toMatchObject({
        'betslip.no_selections': 'Nada aún',
        'custom.hello': 'Hola Irlanda',
      });
      expect(await texts('touchline_gb')).toMatchObject({ 'custom.hello': 'Hola' });
      const bad = await call('POST', `${BASE}/translations`, ALL, {
        bookmaker: null,
        lang: 'es',
        translations: { 'bad key': 'x' },
      });
      expect(bad.statusCode).toBe(400);
      await call('DELETE', `${BASE}/translations/${every.json().id}`, ALL);
      await call('DELETE', `${BASE}/translations/${ie.json().id}`, ALL);
      expect((await texts('touchline_ie'))['custom.hello']).toBeUndefined();
    });
  });

  describe('promotions', () => {
    it('a board created, replaced and removed by the operator is what the boards call lists', async () => {
      const boards = async () =>
        (await get('/promotions/v1/boards?bookmaker=touchline_gb&lang=de')).json().boards as {
          id_board: string;
          title: string;
        }[];
      const created = await call('POST', `${BASE}/promotions`, GB, {
        id: 'gb-cup-race',
        bookmaker: 'touchline_gb',
        titles: { en: 'Cup Race', de: 'Pokalrennen' },
        descriptions: { en: 'Stake the most this month.' },
        period: 'monthly',
        is_optIn_required: true,
        is_limited_users: false,
      });
      expect(created.statusCode).toBe(200);
      expect((await boards()).find((b) => b.id_board === 'gb-cup-race')?.title).toBe('Pokalrennen');
      expect((await get('/promotions/v1/results?id_board=gb-cup-race')).statusCode).toBe(200);
      const replaced = await call('PUT', `${BASE}/promotions/gb-cup-race`, GB, {
        bookmaker: 'touchline_gb',
        titles: { en: 'Cup Race' },
        descriptions: { en: 'Stake the most this month.' },
        period: 'monthly',
        is_optIn_required: false,
        is_limited_users: false,
        active: false,
        version: 1,
      });
      expect(replaced.json()).toMatchObject({ version: 2, active: false });
      expect((await boards()).map((b) => b.id_board)).not.toContain('gb-cup-race');
      expect((await get('/promotions/v1/results?id_board=gb-cup-race')).statusCode).toBe(404);
      expect((await call('DELETE', `${BASE}/promotions/gb-cup-race`, IE)).statusCode).toBe(404);
      expect((await call('DELETE', `${BASE}/promotions/gb-cup-race`, GB)).statusCode).toBe(200);
      const bad = await call('POST', `${BASE}/promotions`, GB, {
        bookmaker: 'touchline_gb',
        titles: { de: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/titles\.en/);
    });
  });

  describe('through the contract client', () => {
    it('creates, lists, replaces and removes a banner with the typed calls', async () => {
      // The client's transport is the app itself: what a journey or an admin screen does over HTTP.
      const client = createCallClient({
        baseUrl: 'http://touchline.test',
        headers: () => ({ authorization: `Bearer ${ALL}` }),
        fetch: async (url, init) => {
          const res = await t.app.inject({
            method: init.method as 'GET',
            url: new URL(url).pathname + new URL(url).search,
            headers: init.headers as Record<string, string>,
            ...(init.body ? { payload: init.body as string } : {}),
          });
          return new Response(res.body, {
            status: res.statusCode,
            headers: res.headers as Record<string, string>,
          });
        },
      });
      const created = await client.call(createContentBanner, {
        body: { bookmaker: 'touchline_ie', lang: 'en', message: 'Typed', ctas: [cta] },
      });
      const listed = await client.call(listContentBanners, { query: { bookmaker: 'touchline_ie' } });
      expect(listed.entries.map((entry) => entry.id)).toContain(created.id);
      const replaced = await client.call(replaceContentBanner, {
        params: { id: created.id },
        body: { bookmaker: 'touchline_ie', lang: 'en', message: 'Typed again', version: created.version },
      });
      expect(replaced.version).toBe(created.version + 1);
      const removed = await client.call(removeContentBanner, { params: { id: created.id } });
      expect(removed).toEqual({ kind: 'banner', id: created.id, removed: true });
    });
  });

  describe('audit', () => {
    it('records who changed what, with the entry before and after; a brand reads its own rows', async () => {
      const created = (
        await call('POST', `${BASE}/banners`, IE, { bookmaker: 'touchline_ie', lang: null, message: 'One' })
      ).json();
      await call('PUT', `${BASE}/banners/${created.id}`, IE, {
        bookmaker: 'touchline_ie',
        lang: null,
        message: 'Two',
        version: 1,
      });
      await call('DELETE', `${BASE}/banners/${created.id}`, ALL);
      const audit = (await call('GET', `${BASE}/audit?kind=banner&entity_id=${created.id}`, ALL)).json();
      expect(audit.total).toBe(3);
      expect(audit.entries.map((row: { action: string }) => row.action)).toEqual([
        'remove',
        'replace',
        'create',
      ]);
      const [removal, replacement, creation] = audit.entries;
      expect(creation).toMatchObject({
        actor: 'operator:touchline_ie',
        bookmaker: 'touchline_ie',
        before: null,
      });
      expect(creation.after).toMatchObject({ message: 'One', version: 1 });
      expect(replacement.before).toMatchObject({ message: 'One', version: 1 });
      expect(replacement.after).toMatchObject({ message: 'Two', version: 2 });
      expect(removal).toMatchObject({ actor: 'operator', after: null });
      expect(removal.before).toMatchObject({ message: 'Two' });

      const gbRows = (await call('GET', `${BASE}/audit?limit=200`, GB)).json().entries as {
        bookmaker: string;
      }[];
      expect(gbRows.length).toBeGreaterThan(0);
      expect(gbRows.every((row) => row.bookmaker === 'touchline_gb')).toBe(true);
      const page = (
        await call('GET', `${BASE}/audit?limit=1&before=${removal.id}&entity_id=${created.id}`, ALL)
      ).json();
      expect(page.entries.map((row: { id: string }) => row.id)).toEqual([replacement.id]);
      expect((await call('GET', `${BASE}/audit?limit=0`, ALL)).statusCode).toBe(400);
    });

    it('the demo content was written through the same calls, once', async () => {
      const seeded = (await call('GET', `${BASE}/audit?limit=200&entity_id=demo-welcome-en`, ALL)).json();
      expect(seeded.entries).toEqual([
        expect.objectContaining({
          actor: 'demo-seed',
          action: 'create',
          kind: 'banner',
          entity_id: 'demo-welcome-en',
        }),
      ]);
      const boards = (await call('GET', `${BASE}/promotions?bookmaker=touchline_ie`, ALL)).json().entries;
      expect(boards.map((board: { id: string }) => board.id)).toContain('touchline_ie-weekly-race');
    });
  });
});

describe('operator content calls without an operator token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer 404, as if they did not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/banners`,
      headers: { authorization: `Bearer ${ALL}` },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/seo`, payload: {} })).statusCode).toBe(404);
  });
});

/** No script, no element that loads or runs something, no event attribute, no link with a scheme that runs. */
function expectHarmless(html: string): void {
  // Escaped text ('&lt;img onerror=...') is shown as text: only real tags are looked at.
  for (const [tag, name] of html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    expect([
      'script',
      'iframe',
      'object',
      'embed',
      'svg',
      'img',
      'form',
      'input',
      'style',
      'link',
      'meta',
      'base',
    ]).not.toContain(name?.toLowerCase());
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, href] of tag.matchAll(/href\s*=\s*"([^"]*)"/gi)) {
      expect(['javascript', 'data', 'vbscript', 'file', 'about']).not.toContain(hrefScheme(href ?? ''));
    }
  }
}
