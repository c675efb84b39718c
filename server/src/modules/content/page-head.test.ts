import { XSS_CORPUS } from '@touchline/contract/testing';
import { describe, expect, it } from 'vitest';
import { type PageHead, renderHead, scriptSafeJson } from './page-head';
import { INDEX_HTML } from './testing';

const ORIGIN = 'https://sport.ie.touchline.example';

const head = (text: string, overrides: Partial<PageHead> = {}): PageHead => ({
  lang: 'en',
  title: text,
  description: text,
  robots: 'index, follow',
  canonical: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1`,
  alternates: [
    { hreflang: 'en', href: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1` },
    { hreflang: 'de', href: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1?lang=de` },
    { hreflang: 'x-default', href: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1` },
  ],
  openGraph: [
    { property: 'og:title', content: text },
    { property: 'og:site_name', content: text },
  ],
  event: {
    name: text,
    startDate: new Date('2026-06-01T19:45:00Z'),
    sport: text,
    homeTeam: text,
    awayTeam: 'Chelsea',
    location: text,
    status: 'scheduled',
    url: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1`,
    description: text,
  },
  ...overrides,
});

const htmlText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const jsonLdOf = (html: string) =>
  /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;

describe('the server-rendered head', () => {
  const payloads = [...XSS_CORPUS.text, ...XSS_CORPUS.html, 'a\u2028b\u2029c</script><!--<script>'];

  it.each(payloads.map((payload, index) => [index, payload]))(
    'keeps hostile text %i a text: no element, attribute or script comes out of it',
    (_, payload) => {
      const html = renderHead(INDEX_HTML, head(payload));
      const top = headOf(html);
      // Exactly the template's scripts plus the one data block; nothing closes it early.
      expect(count(html, /<script\b/gi)).toBe(count(INDEX_HTML, /<script\b/gi) + 1);
      expect(count(html, /<\/script/gi)).toBe(count(INDEX_HTML, /<\/script/gi) + 1);
      // Every tag the head gained is one of its own, with quoted attributes free of markup.
      const added = top.slice(top.indexOf('var TouchlineBoot=1;</script>') + 29);
      for (const tag of added.match(/<[^>]*>/g) ?? []) {
        expect(tag).toMatch(
          /^(<title>|<\/title>|<(meta|link)( [a-z:-]+="[^"<>]*")+ \/>|<script type="application\/ld\+json">|<\/script>)$/,
        );
      }
      // The texts read back exactly as given.
      expect(htmlText(/<title>([^<]*)<\/title>/.exec(top)?.[1] ?? '')).toBe(payload);
      expect(htmlText(/<meta name="description" content="([^"]*)"/.exec(top)?.[1] ?? '')).toBe(payload);
      const ld = jsonLdOf(html) ?? '';
      expect(ld).not.toMatch(/[<>\u2028\u2029]/);
      const data = JSON.parse(ld) as Record<string, unknown>;
      expect(data.name).toBe(payload);
      expect(data.homeTeam).toEqual({ '@type': 'SportsTeam', name: payload });
      expect(data.location).toEqual({ '@type': 'Place', name: payload });
    },
  );

  it('replaces the page title and description, keeps the boot script byte for byte, and sets the language', () => {
    const html = renderHead(INDEX_HTML, head('Arsenal v Chelsea Odds', { lang: 'de' }));
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).not.toContain('Touchline Sportsbook');
    expect(html).not.toContain('Generic.');
    expect(html).toContain('<script>var TouchlineBoot=1;</script>');
    expect(html).toContain('<html lang="de" data-theme="dark">');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
  });

  it('writes the canonical address and one alternate per language plus x-default', () => {
    const html = renderHead(INDEX_HTML, head('Match'));
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/football/premier-league/arsenal-v-chelsea-1" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="de" href="${ORIGIN}/football/premier-league/arsenal-v-chelsea-1?lang=de" />`,
    );
    expect(count(html, /<link rel="alternate" hreflang=/g)).toBe(3);
    expect(html).toContain('<link rel="alternate" hreflang="x-default"');
  });

  it('describes a match as a schema.org SportsEvent', () => {
    const data = JSON.parse(jsonLdOf(renderHead(INDEX_HTML, head('Arsenal v Chelsea'))) ?? '{}');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal v Chelsea',
      description: 'Arsenal v Chelsea',
      startDate: '2026-06-01T19:45:00.000Z',
      sport: 'Arsenal v Chelsea',
      competitor: [
        { '@type': 'SportsTeam', name: 'Arsenal v Chelsea' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal v Chelsea' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
      location: { '@type': 'Place', name: 'Arsenal v Chelsea' },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `${ORIGIN}/football/premier-league/arsenal-v-chelsea-1`,
    });
  });

  it('leaves out the canonical, alternates and structured data a page does not have', () => {
    const html = renderHead(
      INDEX_HTML,
      head('Not found', { canonical: null, alternates: [], event: null, robots: 'noindex, follow' }),
    );
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('escapes the characters that end a script or a line in JSON meant for a script element', () => {
    expect(scriptSafeJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });

  it('sends a page without a head element as it is', () => {
    const bare = '<!doctype html><title>sportsbook</title><div id="root"></div>';
    expect(renderHead(bare, head('Live'))).toBe(bare);
  });
});
