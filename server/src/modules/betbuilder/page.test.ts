import type { BuilderPageData } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { builderPolicy } from '../../security-headers';
import { BRAND_SPORT_SITES, parentOrigin, renderBuilderPage, UNBUILT_SHELL } from './page';

describe('the framed bet builder page: where it posts the betslip id', () => {
  const own = 'http://localhost:8080';

  it('posts to the embedding sportsbook: a brand site, this deployment or local development', () => {
    expect(parentOrigin('https://sport.gb.touchline.example/football', undefined, own)).toBe(
      'https://sport.gb.touchline.example',
    );
    expect(parentOrigin('http://localhost:5173/x', undefined, own)).toBe('http://localhost:5173');
    expect(parentOrigin('https://bets.example.org/', 'https://bets.example.org', own)).toBe(
      'https://bets.example.org',
    );
  });

  it('never posts to an unknown embedder: PUBLIC_URL, else its own origin', () => {
    expect(parentOrigin('https://evil.example/', undefined, own)).toBe(own);
    expect(parentOrigin('https://evil.example/', 'https://bets.example.org/', own)).toBe(
      'https://bets.example.org',
    );
    expect(parentOrigin('http://sport.ie.touchline.example/', undefined, own)).toBe(own);
    expect(parentOrigin('not a url', undefined, own)).toBe(own);
    expect(parentOrigin(undefined, undefined, own)).toBe(own);
  });
});

describe('the framed bet builder page: policy and data', () => {
  const shell =
    '<!doctype html><html lang="en" data-theme="dark"><head><title>Create YourBet</title>' +
    '<script type="module" crossorigin src="/betbuilder/assets/index-abc.js"></script></head>' +
    '<body><div id="root"></div></body></html>';

  it('runs only its own files, calls only its own server, and only sportsbook origins may frame it', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bets.example.org' });
    const policy = builderPolicy(config, shell, BRAND_SPORT_SITES);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toMatch(
      /frame-ancestors 'self' https:\/\/bets\.example\.org https:\/\/sport\.ie\.touchline\.example/,
    );
    expect(policy).not.toContain('localhost');
    expect(policy).not.toContain('unsafe-inline');
    const development = builderPolicy(loadConfig({ NODE_ENV: 'development' }), shell, BRAND_SPORT_SITES);
    expect(development).toContain('http://localhost:*');
  });

  it('allows an inline script of the built page by its hash, never any inline script', () => {
    const inline = shell.replace('</head>', '<script>boot()</script></head>');
    const policy = builderPolicy(loadConfig({}), inline, BRAND_SPORT_SITES);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+';/);
  });

  it('writes the data as an inert JSON element, in the page language, with names escaped', () => {
    const data: BuilderPageData = {
      lang: 'es',
      bookmaker: 'touchline_ie',
      eventId: '1',
      eventName: '<script>alert(1)</script> v B',
      markets: [{ name: 'Match Result', outcomes: [{ id: '7', name: 'A</script>', odds: '2.00' }] }],
      precanned: [
        { id: 'p:1.2', name: '</script><script>x()</script>', selections: ['1', '2'], odds: '3.00' },
      ],
      targetOrigin: 'http://localhost:5173',
    };
    const html = renderBuilderPage(shell, data);
    expect(html).toContain('<html lang="es" data-theme="dark">');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; v B</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>x()');
    expect(html.match(/<script/g)).toHaveLength(2);
    const json = html.match(/<script type="application\/json" id="builder-data">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(data);
  });

  it('an unbuilt page still carries its data and says it is not built', () => {
    const html = renderBuilderPage(UNBUILT_SHELL, {
      lang: 'en',
      bookmaker: 'touchline_ie',
      eventId: '1',
      eventName: 'A v B',
      markets: [],
      precanned: [],
      targetOrigin: 'http://localhost:8080',
    });
    expect(html).toContain('not built');
    expect(html).toContain('id="builder-data"');
  });
});
