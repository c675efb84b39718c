import type { Seo } from '@touchline/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { applySeo } from './page-head';

const SEO: Seo = {
  title: 'Arsenal v Chelsea Odds | Touchline',
  description: 'Bet on Arsenal v Chelsea.',
  variables: { brand: 'Touchline', event: 'Arsenal v Chelsea' },
  meta: [
    { name: 'description', content: 'Bet on Arsenal v Chelsea.' },
    { name: 'robots', content: 'index, follow' },
    { property: 'og:title', content: 'Arsenal v Chelsea Odds | Touchline' },
    { property: 'og:site_name', content: 'Touchline' },
    { property: 'og:locale', content: 'en_IE' },
    { property: 'og:type', content: 'article' },
  ],
};

const PATH = '/football/premier-league/arsenal-v-chelsea-1';
const ORIGIN = 'https://sport.ie.touchline.example';
const place = { path: PATH, search: '', lang: 'en', defaultLanguage: 'en', languages: ['en', 'de'] } as const;

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

describe('the head kept on client-side navigation', () => {
  beforeEach(() => {
    document.head.innerHTML = `
      <title>Touchline | Sports Betting</title>
      <meta name="description" content="Home." />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href="${ORIGIN}/" />
      <link rel="alternate" hreflang="en" href="${ORIGIN}/" />
      <link rel="alternate" hreflang="fr" href="${ORIGIN}/?lang=fr" />
      <meta property="og:url" content="${ORIGIN}/" />
      <script type="application/ld+json">{"@type":"SportsEvent"}</script>`;
  });

  it("writes the page's title, description, robots, canonical and Open Graph over the first page's", () => {
    applySeo(document, SEO, place);
    expect(document.title).toBe('Arsenal v Chelsea Odds | Touchline');
    expect(attribute('meta[name="description"]', 'content')).toBe('Bet on Arsenal v Chelsea.');
    expect(attribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}${PATH}`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}${PATH}`);
    expect(attribute('meta[property="og:type"]', 'content')).toBe('article');
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('en_IE');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('lists one alternate per language and x-default, in the origin the server gave, dropping the old ones', () => {
    applySeo(document, SEO, { ...place, lang: 'de' });
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}${PATH}`],
      ['de', `${ORIGIN}${PATH}?lang=de`],
      ['x-default', `${ORIGIN}${PATH}`],
    ]);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}${PATH}?lang=de`);
    expect(document.documentElement.lang).toBe('de');
  });

  it("drops the first page's structured data and marks a registration link noindex, with no address of its own", () => {
    applySeo(document, SEO, { ...place, search: '?register&registration_token=x' });
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex, follow');
    expect(
      document.head.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]'),
    ).toBeNull();
    expect(attribute('meta[property="og:title"]', 'content')).toBe('Arsenal v Chelsea Odds | Touchline');
  });

  it('keeps hostile SEO text as text', () => {
    const hostile = '"><script>window.__xssTrap(1)</script>';
    applySeo(document, { ...SEO, title: hostile, description: hostile, meta: [] }, place);
    expect(document.title).toBe(hostile);
    expect(attribute('meta[name="description"]', 'content')).toBe(hostile);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
