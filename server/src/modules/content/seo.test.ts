import { describe, expect, it } from 'vitest';
import { fillTemplate, pathSegments, staticPage } from './seo';
import { SEO_TEMPLATES } from './texts/seo';

describe('routes: SEO page of a path', () => {
  it('splits and decodes the path, dropping a language segment', () => {
    expect(pathSegments('/ro/fotbal/liga-1?x=1#top')).toEqual(['fotbal', 'liga-1']);
    expect(pathSegments('/el/%CF%80%CE%BF%CE%B4%CF%8C%CF%83%CF%86%CE%B1%CE%B9%CF%81%CE%BF')).toEqual([
      'ποδόσφαιρο',
    ]);
    expect(pathSegments('/%E0%A4%A')).toEqual(['%E0%A4%A']);
  });

  it('names the static pages, including localized e-sports and promotions paths', () => {
    expect(staticPage([])).toBe('home');
    expect(staticPage(['live'])).toBe('live');
    expect(staticPage(['e-sporturi', 'cs2'])).toBe('esports');
    expect(staticPage(['promotii'])).toBe('promotions');
    expect(staticPage(['account', 'bets'])).toBe('bets');
    expect(staticPage(['football'])).toBe('catalogue');
  });
});

describe('SEO: variables filled into the templates', () => {
  it('replaces placeholders and drops missing ones cleanly', () => {
    expect(fillTemplate('{competition} ({region}) | {brand}', { competition: 'Cup', brand: 'T' })).toBe(
      'Cup | T',
    );
  });

  it('every language has every page template with the brand placeholder', () => {
    for (const pages of Object.values(SEO_TEMPLATES)) {
      for (const template of Object.values(pages)) {
        expect(template.title).toContain('{brand}');
        expect(template.description.length).toBeGreaterThan(10);
      }
    }
  });
});
