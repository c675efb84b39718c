import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Seo } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { Broadcast } from '../../realtime/broadcast';
import { SitePages } from './site-pages';
import { FX, fixtureClock, INDEX_HTML, seedFixture } from './testing';

const ORIGIN = 'https://sport.ie.touchline.example';
const OPERATOR = 'site-pages-operator-token-0123456789abcdef';
const MATCH = `/football-fx/premier-league-fx/arsenal-v-chelsea-${FX.liveMatch}`;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** Reads a well-formed XML document: every tag closed in order, no stray markup or bare ampersand. */
function parseXml(xml: string): XmlElement[] {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const open: XmlElement[] = [];
  const elements: XmlElement[] = [];
  const bareAmpersand = /&(?!(amp|lt|gt|quot|apos|#\d+);)/;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    if (!token.startsWith('<')) {
      if (/[<>]/.test(token) || bareAmpersand.test(token)) throw new Error(`bad text ${token}`);
      const current = open.at(-1);
      if (current) current.text += token.trim();
      continue;
    }
    const closing = /^<\/([\w:]+)>$/.exec(token);
    if (closing) {
      if (open.pop()?.name !== closing[1]) throw new Error(`mismatched ${token}`);
      continue;
    }
    const tag = /^<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag?.[1]) throw new Error(`bad tag ${token}`);
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (tag[2] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)) {
      if (bareAmpersand.test(value ?? '')) throw new Error(`bad attribute ${token}`);
      attributes[name ?? ''] = value ?? '';
    }
    const element = { name: tag[1], attributes, text: '' };
    elements.push(element);
    if (tag[3] !== '/') open.push(element);
  }
  if (open.length > 0) throw new Error(`unclosed ${open.map((element) => element.name).join(', ')}`);
  return elements;
}

warnIfPostgresSkipped();

describe.each(dbKinds)('what crawlers read of the sportsbook, on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  const page = (url: string, host = 'sport.ie.touchline.example') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host } });
  const file = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tl-seo-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(kind, {
      clock: fixtureClock,
      demo: false,
      webDist: dist,
      env: { OPERATOR_TOKEN: OPERATOR },
    });
    await seedFixture(t.app.ctx);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

  it('sends the home, live, sport, competition and match pages each with its own head', async () => {
    const urls = ['/', '/live', '/football-fx', '/football-fx/premier-league-fx', MATCH];
    const titles = new Set<string>();
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain('script-src');
      const html = res.body;
      expect(canonicalOf(html)).toBe(`${ORIGIN}${url === '/' ? '/' : url}`);
      expect(robotsOf(html)).toBe('index, follow');
      expect(html).toContain(`<link rel="alternate" hreflang="de" href="${ORIGIN}${url}?lang=de" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${url}" />`);
      expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${url}" />`);
      expect(html).toContain('<meta property="og:locale" content="en_IE" />');
      titles.add(titleOf(html) ?? '');
    }
    expect(titles.size).toBe(urls.length);
    expect([...titles]).toContain('Football Betting Odds | Touchline');
  });

  it('writes the same heads for a client that names no type or any type (curl, a crawler)', async () => {
    for (const accept of [undefined, '*/*']) {
      for (const url of ['/', '/live', MATCH]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'sport.ie.touchline.example', ...(accept ? { accept } : {}) },
        });
        expect(res.statusCode, url).toBe(200);
        expect(canonicalOf(res.body), `${url} ${accept}`).toBe(`${ORIGIN}${url}`);
      }
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/no/such/page/here',
      headers: { accept: '*/*' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(robotsOf(unknown.body)).toBe('noindex, follow');
  });

  it("shows an operator's SEO entry in the next page's head, escaped", async () => {
    expect(titleOf((await page('/live')).body)).not.toContain('Tonight');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/operator/content/seo',
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: {
        bookmaker: 'touchline_ie',
        lang: 'en',
        path: '/live',
        title: 'Tonight </title><script>x(1)</script> | {brand}',
        description: 'Live & in play',
      },
    });
    expect(created.statusCode).toBe(200);
    const html = (await page('/live')).body;
    expect(titleOf(html)).toBe('Tonight &lt;/title&gt;&lt;script&gt;x(1)&lt;/script&gt; | Touchline');
    expect(html).not.toContain('<script>x(1)');
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/operator/content/seo/${created.json().id}`,
      headers: { authorization: `Bearer ${OPERATOR}` },
    });
    expect(titleOf((await page('/live')).body)).not.toContain('Tonight');
  });

  it('describes a match page as a SportsEvent', async () => {
    const html = (await page(MATCH)).body;
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Arsenal v Chelsea',
      sport: 'Football',
      homeTeam: { name: 'Arsenal' },
      awayTeam: { name: 'Chelsea' },
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${ORIGIN}${MATCH}`,
    });
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('drops tracking queries from the canonical address and keeps the language one', async () => {
    const html = (await page('/live/?utm_source=mail&lang=de')).body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/live?lang=de`);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<meta property="og:locale" content="de" />');
  });

  it('takes the brand from the host, and on this machine from ?country= as the app does', async () => {
    const local = (await page('/live?country=RO', 'localhost:8080')).body;
    expect(local).toContain('<html lang="ro"');
    expect(local).toContain('<meta property="og:locale" content="ro_RO" />');
    expect(canonicalOf(local)).toBe('http://localhost:8080/live');
    const branded = (await page('/live?country=RO', 'sport.de.touchline.example')).body;
    expect(branded).toContain('<html lang="de"');
    expect(canonicalOf(branded)).toBe('https://sport.de.touchline.example/live');
  });

  it.each([
    '/no/such/page/here',
    '/football-fx/premier-league-fx/nobody-v-nobody-9999999',
    '/no-such-sport-fx',
    '/football-fx/no-such-league-fx',
  ])('answers %s with 404, the app and noindex', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(robotsOf(res.body)).toBe('noindex, follow');
    expect(canonicalOf(res.body)).toBeUndefined();
  });

  it('marks registration links, search and the bettor’s own pages noindex', async () => {
    expect(robotsOf((await page('/?register')).body)).toBe('noindex, follow');
    expect(robotsOf((await page('/live?register=1&registration_token=x')).body)).toBe('noindex, follow');
    expect(robotsOf((await page('/search?q=arsenal')).body)).toBe('noindex, follow');
    expect(robotsOf((await page('/account/bets')).body)).toBe('noindex, follow');
    expect(robotsOf((await page('/betshare/abc')).body)).toBe('noindex, follow');
    // Such a page has no address of its own: a reset or registration link's token stays out of the head.
    const reset = (await page('/reset-password/s3cr3t-t0ken')).body;
    expect(robotsOf(reset)).toBe('noindex, follow');
    expect(reset).not.toContain('s3cr3t-t0ken');
  });

  it('serves robots.txt for the host, pointing at its sitemap', async () => {
    const res = await file('/robots.txt', 'sport.ro.touchline.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account/', '/search', '/betshare/', '/cashier'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://sport.ro.touchline.example/sitemap.xml');
  });

  it('serves a sitemap of the live catalogue: home, live, sports, competitions, live and upcoming events', async () => {
    const res = await file('/sitemap.xml', 'sport.ie.touchline.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const elements = parseXml(res.body);
    expect(elements[0]).toMatchObject({
      name: 'urlset',
      attributes: {
        xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
        'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      },
    });
    const locs = elements.filter((element) => element.name === 'loc').map((element) => element.text);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/live`,
        `${ORIGIN}/football-fx`,
        `${ORIGIN}/football-fx/premier-league-fx`,
        `${ORIGIN}${MATCH}`,
        `${ORIGIN}/football-fx/premier-league-fx/liverpool-v-everton-${FX.soonMatch}`,
        `${ORIGIN}/football-fx/premier-league-fx/leeds-v-fulham-${FX.laterMatch}`,
        `${ORIGIN}/horse-racing-fx`,
      ]),
    );
    // Ended and virtual events are no pages to list; a competition another brand offers is not this one's.
    expect(locs.some((loc) => loc.endsWith(`-${FX.endedMatch}`))).toBe(false);
    expect(locs.some((loc) => loc.includes('virtual'))).toBe(false);
    expect(locs.some((loc) => loc.includes('liga-1-fx'))).toBe(false);
    expect(elements.filter((element) => element.name === 'lastmod')).toHaveLength(locs.length);
    const links = elements.filter((element) => element.name === 'xhtml:link');
    expect(links).toHaveLength(locs.length * 10);
    expect(links).toContainEqual({
      name: 'xhtml:link',
      attributes: { rel: 'alternate', hreflang: 'el', href: `${ORIGIN}${MATCH}?lang=el` },
      text: '',
    });
  });

  it("lists a brand's own competitions in its own language's slugs", async () => {
    const res = await file('/sitemap.xml', 'sport.ro.touchline.example');
    const locs = parseXml(res.body)
      .filter((element) => element.name === 'loc')
      .map((element) => element.text);
    expect(locs).toContain('https://sport.ro.touchline.example/fotbal-fx/liga-1-fx');
  });
});

const unitConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off' });
const ctx = {
  config: unitConfig,
  clock: { now: () => 0 },
  database: {} as Database,
  broadcast: new Broadcast(),
};
const request = { url: '/live', host: 'sport.gb.touchline.example', protocol: 'https' };

describe('a page whose SEO is late or fails', () => {
  it('goes out with the default head and its own addresses when the lookup never answers', async () => {
    const pages = new SitePages(ctx, { seo: () => new Promise<Seo>(() => {}) }, 5);
    const { status, head } = await pages.head(request);
    expect(status).toBe(200);
    expect(head.title).toBe('Touchline | Sports Betting');
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe('https://sport.gb.touchline.example/live');
    expect(head.alternates).toContainEqual({
      hreflang: 'x-default',
      href: 'https://sport.gb.touchline.example/live',
    });
  });

  it('goes out with the default head when the lookup fails', async () => {
    const pages = new SitePages(ctx, { seo: () => Promise.reject(new Error('database down')) }, 60_000);
    const { status, head } = await pages.head(request);
    expect(status).toBe(200);
    expect(head.title).toBe('Touchline | Sports Betting');
  });
});
