import { describe, expect, it } from 'vitest';
import { BRANDS, brandByCountry } from '../brands';
import { HELP_ARTICLES, helpArticleForPath, helpCentreFor, helpCentreUrl } from './paths';
import { HelpCentreTable } from './schema';

describe('help paths and the external help centre', () => {
  it('maps help paths and their aliases to articles, anything else to the home', () => {
    expect(helpArticleForPath('/help/my-account/faqs')).toBe('my-account/faqs');
    expect(helpArticleForPath('/help/contact-us/')).toBe('contact-us');
    expect(helpArticleForPath('/help/Responsible-Gaming')).toBe('responsible-gambling');
    expect(helpArticleForPath('/help/terms?x=1')).toBe('terms-and-conditions');
    expect(helpArticleForPath('/help')).toBeNull();
    expect(helpArticleForPath('/help/no-such-topic')).toBeNull();
  });

  it('the German brand opens German articles in every language, a brand without a table has none', () => {
    const de = brandByCountry('DE');
    const ie = brandByCountry('IE');
    expect(de?.help_centre).not.toBeNull();
    expect(HelpCentreTable.safeParse(de?.help_centre).success).toBe(true);
    const german = helpCentreFor(de?.help_centre ?? null, 'de', 'de');
    expect(helpCentreFor(de?.help_centre ?? null, 'en', 'de')).toBe(german);
    expect(german).not.toBeNull();
    if (!german) return;
    expect(helpCentreUrl(german, '/help/contact-us')).toBe(
      'https://hilfe.de.touchline.example/de/artikel/kontakt',
    );
    expect(helpCentreUrl(german, '/help/faq')).toBe(
      'https://hilfe.de.touchline.example/de/artikel/haeufige-fragen-zum-konto',
    );
    expect(helpCentreUrl(german, '/help/unknown')).toBe('https://hilfe.de.touchline.example/de');
    expect(helpCentreUrl(german, '/help')).toBe('https://hilfe.de.touchline.example/de');
    for (const article of HELP_ARTICLES) expect(german.articles[article]).toMatch(/^\/de\/artikel\//);
    expect(ie?.help_centre).toBeNull();
    expect(helpCentreFor(ie?.help_centre ?? null, 'en', 'en')).toBeNull();
  });

  it('an article missing from a table opens its home; a table is only https', () => {
    const site = { base_url: 'https://help.example', home: '/start', articles: { privacy: '/p' } };
    expect(helpCentreUrl(site, '/help/privacy')).toBe('https://help.example/p');
    expect(helpCentreUrl(site, '/help/gaming')).toBe('https://help.example/start');
    expect(HelpCentreTable.safeParse({ en: site }).success).toBe(true);
    expect(HelpCentreTable.safeParse({ en: { ...site, base_url: 'http://help.example' } }).success).toBe(
      false,
    );
    expect(HelpCentreTable.safeParse({ en: { ...site, home: 'javascript:alert(1)' } }).success).toBe(false);
    expect(BRANDS.filter((brand) => brand.help_centre !== null).map((brand) => brand.COUNTRY)).toEqual([
      'DE',
    ]);
  });
});
