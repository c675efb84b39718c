import { describe, expect, it } from 'vitest';
import { escapeHtml, pagePolicy, parentOrigin, renderBuilderPage } from './page';
import { PAGE_TEXTS } from './page-texts';

describe("betting-core §2 'Create YourBet' modal: where the builder page posts the betslip id", () => {
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

  it('only sportsbook origins may frame the page, and only its own nonce runs', () => {
    const policy = pagePolicy('abc', 'https://bets.example.org');
    expect(policy).toContain("script-src 'nonce-abc'");
    expect(policy).toMatch(
      /frame-ancestors 'self' https:\/\/bets\.example\.org https:\/\/sport\.ie\.touchline\.example/,
    );
    expect(policy).not.toContain('frame-ancestors *');
  });

  it('escapes names and keeps the embedded data inert', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderBuilderPage({
      lang: 'en',
      bookmaker: 'touchline_ie',
      eventId: '1',
      eventName: '<script>alert(1)</script> v B',
      markets: [{ name: 'Match Result', outcomes: [{ id: '7', name: 'A</script>', odds: '2.00' }] }],
      precanned: [
        { id: 'p:1.2', name: '</script><script>x()</script>', selections: ['1', '2'], odds: '3.00' },
      ],
      texts: PAGE_TEXTS.en,
      targetOrigin: 'http://localhost:5173',
      nonce: 'n0',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>x()');
    expect(html.match(/<script nonce="n0">/g)).toHaveLength(1);
    expect(html).toContain('data-outcome="7"');
  });
});
