import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { buildApp } from '../../app';
import { escapeHtml } from './page';
import { STATS_TEXTS } from './texts';

warnIfPostgresSkipped();

interface EventPick {
  id: string;
  home_team: string;
  away_team: string;
  home_id: number;
  away_id: number;
  home_scores: number;
  away_scores: number;
}

describe.each(dbKinds)('stats modal: the stats page of an event (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });
  const query = <T>(text: string, params: unknown[] = []) => t.db.database.query<T>(text, params);

  /** A football event of the seeded catalogue in a status, with both sides known. */
  const football = async (status: string, offset = 0) => {
    const [row] = await query<EventPick>(
      `select e.id::text as id, e.home_team, e.away_team, e.home_id, e.away_id,
         (e.stats->>'home_scores')::int as home_scores, (e.stats->>'away_scores')::int as away_scores
       from events e join sports s on s.id = e.sport_id
       where s.slug = 'football' and e.status = $1 and e.home_id is not null and not e.is_outright
       order by e.id offset $2 limit 1`,
      [status, offset],
    );
    if (!row) throw new Error(`no ${status} football event in the seeded catalogue`);
    return row;
  };

  let nextId = 9_000_000;
  /** A resulted copy of an event, `hoursAgo` before now, between the given sides and with this score. */
  const resultedCopy = async (
    from: string,
    sides: { homeId: number; home: string; awayId: number; away: string },
    score: [number, number],
    hoursAgo: number,
  ) => {
    nextId += 1;
    await query(
      `insert into events (id, sport_id, competition_id, name, slug, home_team, away_team, home_id, away_id,
         starts_at, status, is_live, stats, match_summary)
       select $1, sport_id, competition_id, $3 || ' v ' || $5, slug, $3, $5, $2, $4,
         now() - make_interval(hours => $6), 'resulted', false, $7::jsonb, $8::jsonb
       from events where id = $9`,
      [
        nextId,
        sides.homeId,
        sides.home,
        sides.awayId,
        sides.away,
        hoursAgo,
        JSON.stringify({
          home_scores: score[0],
          away_scores: score[1],
          home_set: null,
          away_set: null,
          server: null,
          time: 'FT',
          periods: [
            [Math.min(score[0], 1), Math.min(score[1], 1)],
            [score[0] - Math.min(score[0], 1), score[1] - Math.min(score[1], 1)],
          ],
        }),
        JSON.stringify({ currentPhase: 'FT', startTimes: {}, normalTimeHalfDuration: 45 }),
        from,
      ],
    );
    return String(nextId);
  };

  it('renders the real teams, competition and live score of a seeded event as a whole HTML page', async () => {
    const live = await football('live');
    const res = await page(`/stats/${live.id}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain(escapeHtml(live.home_team));
    expect(html).toContain(escapeHtml(live.away_team));
    expect(html).toContain(`>${live.home_scores}<span class="dash">–</span>${live.away_scores}</div>`);
    expect(html).toContain('<span class="pill live">Live</span>');
    const [competition] = await query<{ en: string }>(
      `select c.names->>'en' as en from events e join competitions c on c.id = e.competition_id where e.id = $1`,
      [live.id],
    );
    expect(html).toContain(escapeHtml(competition?.en ?? '?'));
    // A live page refreshes its content in place every 30 s with the one inline script the policy allows by hash.
    expect(html).toContain('<main data-refresh="30">');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html.match(/<script>/g)).toHaveLength(1);
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/<(link|img)\b/i);
    // Small: one request, no resources, a few kilobytes.
    expect(html.length).toBeLessThan(40_000);
    // Dates in UTC unless the frame asks for a time zone.
    expect(html).toMatch(/<time>[^<]*UTC<\/time>/);
    const tokyo = (await page(`/stats/${live.id}?lang=en&tz=Asia/Tokyo`)).body;
    expect(tokyo).toMatch(/<time>[^<]*GMT\+9<\/time>/);
    const bogus = await page(`/stats/${live.id}?tz=${encodeURIComponent('<Mars/Olympus>')}`);
    expect(bogus.statusCode).toBe(200);
    expect(bogus.body).toMatch(/<time>[^<]*UTC<\/time>/);
  });

  it('a resulted event shows the final score, the score by period, form and head to head', async () => {
    const event = await football('scheduled');
    const home = { homeId: event.home_id, home: event.home_team };
    const away = { awayId: event.away_id, away: event.away_team };
    // Earlier meetings and other results of both sides, newest first: 2-2 (1 day ago), 0-1 (away at home).
    await resultedCopy(event.id, { ...home, ...away }, [2, 2], 24);
    await resultedCopy(
      event.id,
      { homeId: event.away_id, home: event.away_team, awayId: event.home_id, away: event.home_team },
      [0, 1],
      48,
    );
    const [other] = await query<{ id: number; name: string }>(
      `select id, name from participants where sport_id = (select sport_id from events where id = $1)
         and id not in ($2, $3) order by id limit 1`,
      [event.id, event.home_id, event.away_id],
    );
    if (!other) throw new Error('no third participant');
    await resultedCopy(event.id, { ...home, awayId: other.id, away: other.name }, [4, 0], 72);

    await query(
      `update events set status = 'resulted', is_live = false, starts_at = now() - interval '3 hours',
         stats = $2::jsonb, match_summary = $3::jsonb where id = $1`,
      [
        event.id,
        JSON.stringify({
          home_scores: 3,
          away_scores: 1,
          home_set: null,
          away_set: null,
          server: null,
          time: 'FT',
          periods: [
            [1, 0],
            [2, 1],
          ],
        }),
        JSON.stringify({ currentPhase: 'FT', startTimes: {}, normalTimeHalfDuration: 45 }),
      ],
    );
    const html = (await page(`/stats/${event.id}?lang=en`)).body;
    expect(html).toContain('<span class="pill over">Full time</span>');
    expect(html).toContain('>3<span class="dash">–</span>1</div>');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('data-refresh');
    expect(html).not.toMatch(/<script/i);
    // Score by period: halves 1-0 and 2-1, totals 3 and 1; the winner is marked.
    expect(html).toContain('Score by period');
    expect(html).toContain('<td class="played">1</td><td class="played">2</td><td class="tot">3</td>');
    expect(html).toContain('<td class="played">0</td><td class="played">1</td><td class="tot">1</td>');
    expect(html).toContain('<div class="side home won">');
    // No chances once it is over.
    expect(html).not.toContain('Winning chances');

    // Recent form, newest first: home drew 2-2, won 1-0 away, won 4-0; away drew, lost 0-1 at home.
    const form = html.slice(html.indexOf('id="h-form"'), html.indexOf('id="h-h2h"'));
    const badges = [...form.matchAll(/<span class="b (win|draw|loss)"/g)].map((m) => m[1]);
    expect(badges).toEqual(['draw', 'win', 'win', 'draw', 'loss']);
    expect(form).toContain('<span class="chip win" title="Win">4–0</span>');
    expect(form).toContain('<span class="chip loss" title="Loss">0–1</span>');
    expect(form).toContain(escapeHtml(other.name));

    // Head to head: one draw, one home win (played at the away side's ground).
    const h2h = html.slice(html.indexOf('id="h-h2h"'));
    expect(h2h).toContain(`<div title="Wins"><b>1</b><span>${escapeHtml(event.home_team)}</span></div>`);
    expect(h2h).toContain('<div><b>1</b><span>Draws</span></div>');
    expect(h2h).toContain(`<div title="Wins"><b>0</b><span>${escapeHtml(event.away_team)}</span></div>`);
    expect(h2h.match(/<li>/g)).toHaveLength(2);
    expect(h2h).toContain(`<span class="a won">${escapeHtml(event.home_team)}</span>`);
  });

  it('a scheduled match shows the chances its main market implies, adding up to 100', async () => {
    const event = await football('scheduled', 5);
    const html = (await page(`/stats/${event.id}`)).body;
    expect(html).toContain('<span class="pill upcoming">Not started</span>');
    expect(html).toContain('Winning chances');
    const legend = html.slice(
      html.indexOf('<ul class="legend'),
      html.indexOf('</ul>', html.indexOf('<ul class="legend')),
    );
    const shares = [...legend.matchAll(/<b>(\d+)%<\/b>/g)].map((m) => Number(m[1]));
    expect(shares).toHaveLength(3);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(legend).toContain('Draw');
    expect(html).toContain('Match Result');
  });

  it('lang=de gives German labels; an unknown or missing language falls back to English', async () => {
    const live = await football('live');
    const de = (await page(`/stats/${live.id}?lang=de`)).body;
    expect(de).toContain('<html lang="de"');
    expect(de).toContain(`<title>${STATS_TEXTS.de.title} – `);
    expect(de).toContain('Ergebnis nach Abschnitten');
    expect(de).toContain('Aktuelle Form');
    expect(de).toContain('Direkter Vergleich');
    expect(de).not.toContain('Recent form');

    for (const suffix of ['?lang=xx', '?lang=', '', '?lang=de&lang=fr', `?lang=${'a'.repeat(300)}`]) {
      const res = await page(`/stats/${live.id}${suffix}`);
      expect(res.statusCode, suffix).toBe(200);
      expect(res.body, suffix).toContain('<html lang="en"');
      expect(res.body, suffix).toContain('Recent form');
    }
    // Every language renders its own labels.
    for (const lang of ['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el'] as const) {
      const body = (await page(`/stats/${live.id}?lang=${lang}`)).body;
      expect(body, lang).toContain(`<html lang="${lang}"`);
      expect(body, lang).toContain(escapeHtml(STATS_TEXTS[lang].form));
    }
  });

  it('an unknown or malformed event id gives the 404 page in the language, as HTML', async () => {
    for (const id of ['999999999', 'abc', '0', '1e5', '-1', '9'.repeat(30), '%3Cscript%3E']) {
      const res = await page(`/stats/${id}?lang=de`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toBe('text/html; charset=utf-8');
      expect(res.body, id).toContain(STATS_TEXTS.de.notFound);
      expect(res.body, id).not.toContain('<script');
      expect(res.headers['content-security-policy'], id).toContain("default-src 'none'");
    }
    const en = await page('/stats/999999999');
    expect(en.body).toContain('Statistics are not available for this event');
    // Without an Accept header (a fetch) it is the same page, never JSON.
    const plain = await t.app.inject({ method: 'GET', url: '/stats/abc' });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('escapes every name it puts into the page', async () => {
    const event = await football('live', 1);
    const evil = '<script>alert(1)</script> "Rovers" & Co\'s';
    await query(`update events set home_team = $2 where id = $1`, [event.id, evil]);
    await query(
      `update competitions set names = jsonb_set(names, '{en}', to_jsonb($2::text))
       where id = (select competition_id from events where id = $1)`,
      [event.id, '<img src=x onerror=alert(2)>'],
    );
    const html = (await page(`/stats/${event.id}`)).body;
    expect(html).not.toContain('<script>alert');
    // The page's own refresh script is its only script element.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rovers&quot; &amp; Co&#39;s');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('sends a CSP allowing only its own refresh script by hash, that only its own origin may frame, and a short cache', async () => {
    const live = await football('live');
    const res = await page(`/stats/${live.id}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=15');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('honours ?theme=, else the theme cookie, else dark', async () => {
    const live = await football('live');
    const theme = async (suffix: string, cookie?: string) =>
      /data-theme="(\w+)"/.exec(
        (await page(`/stats/${live.id}${suffix}`, cookie ? { cookie } : {})).body,
      )?.[1];
    expect(await theme('')).toBe('dark');
    expect(await theme('?theme=light')).toBe('light');
    expect(await theme('?theme=dark', 'theme=light')).toBe('dark');
    expect(await theme('', 'a=1; theme=light; b=2')).toBe('light');
    expect(await theme('?theme=purple')).toBe('dark');
    expect(await theme('?theme=purple', 'theme=light')).toBe('light');
    expect(await theme('', 'theme=neon')).toBe('dark');
  });

  it('a race shows its runners with their chances; a set sport shows the games of the set in play', async () => {
    const [race] = await query<{ id: string; runner: string }>(
      `select e.id::text as id, o.names->>'en' as runner from events e
       join sports s on s.id = e.sport_id join markets m on m.event_id = e.id and m.is_main
       join outcomes o on o.market_id = m.id
       where s.kind = 'racing' and e.status = 'scheduled' order by e.starts_at, o.sort_order limit 1`,
    );
    if (!race) throw new Error('no race in the seeded catalogue');
    const html = (await page(`/stats/${race.id}?lang=en`)).body;
    expect(html).toContain('Runners');
    expect(html).toContain(escapeHtml(race.runner));
    expect(html).toMatch(/<b>\d+%<\/b>/);

    const [tennis] = await query<{ id: string }>(
      `select e.id::text as id from events e join sports s on s.id = e.sport_id
       where s.slug = 'tennis' and e.status = 'live' and e.stats->>'home_set' is not null limit 1`,
    );
    if (tennis) {
      const body = (await page(`/stats/${tennis.id}?lang=en`)).body;
      expect(body).toMatch(/<span class="detail">Set \d+ · \d+–\d+<\/span>/);
      expect(body).toContain('<th scope="col" class="tot">Sets</th>');
      // The serving player is marked.
      expect(body.match(/<span class="serve" title="Serving"/g)).toHaveLength(1);
    }
  });

  it("a browser navigation gets the page, not the index.html of the sportsbook's not-found handler", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tl-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>sportsbook</title>');
    const withSpa = await buildApp({
      config: t.config,
      database: t.db.database,
      logger: false,
      webDist: dist,
    });
    try {
      const live = await football('live');
      const res = await withSpa.inject({
        method: 'GET',
        url: `/stats/${live.id}?lang=en`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(escapeHtml(live.home_team));
      const missing = await withSpa.inject({
        method: 'GET',
        url: '/stats/123456789',
        headers: { accept: 'text/html' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Statistics are not available for this event');
      // Other client-side routes still get the sportsbook.
      const spa = await withSpa.inject({ method: 'GET', url: '/live', headers: { accept: 'text/html' } });
      expect(spa.body).toContain('<title>sportsbook</title>');
    } finally {
      await withSpa.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
