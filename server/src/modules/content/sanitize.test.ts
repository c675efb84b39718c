import { describe, expect, it } from 'vitest';
import { cleanHtml, hrefScheme, isSafeHref, plainText } from './sanitize';

const clean = (html: string) => cleanHtml(html, { internalHosts: ['ie.touchline.example', 'localhost'] });

describe('banner HTML: scripts removed', () => {
  it('drops script and style elements with their content, in any case', () => {
    expect(clean('a<script>alert(1)</script>b<SCRIPT src="x.js"></SCRIPT>c<style>p{}</style>d')).toBe('abcd');
  });

  it('drops frames, objects and inline svg with their content', () => {
    expect(
      clean('a<iframe src="https://x.example">f</iframe><object>o</object><svg><script>1</script></svg>b'),
    ).toBe('ab');
  });

  it('keeps the text of other unknown tags but not the tags', () => {
    expect(clean('<img src=x onerror=alert(1)><h1>Title</h1><marquee>m</marquee>')).toBe('Titlem');
  });
});

describe('banner HTML: only class, style, href, target and rel kept', () => {
  it('removes every other attribute, event attributes included', () => {
    expect(
      clean(
        '<p id="x" onclick="steal()" onmouseover="y()" data-x="1" title="t" class="lead" style="color: red">Hi</p>',
      ),
    ).toBe('<p class="lead" style="color:red">Hi</p>');
  });

  it('keeps only presentational styles without url()', () => {
    expect(
      clean('<span style="position: fixed; background-image: url(javascript:x); font-weight: bold">s</span>'),
    ).toBe('<span style="font-weight:bold">s</span>');
  });
});

describe('banner HTML: unsafe or missing hrefs are unwrapped', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'about:blank',
    'ftp://files.example/x',
  ])('unwraps a link to %s', (href) => {
    expect(clean(`<p>before <a href="${href}" class="c">text</a> after</p>`)).toBe(
      '<p>before text after</p>',
    );
  });

  it('unwraps a link without href or with an empty one', () => {
    expect(clean('<a>one</a> <a href="">two</a> <a href="   ">three</a>')).toBe('one two three');
  });

  it('a following safe link keeps its own closing tag after an unwrapped one', () => {
    expect(clean('<a href="javascript:x">a</a><a href="/b">b</a>')).toBe('a<a href="/b">b</a>');
  });
});

describe('banner HTML: external links open in a new tab with noopener', () => {
  it('forces target _blank and rel noopener on links to other hosts', () => {
    expect(clean('<a href="https://partner.example/offer" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://partner.example/offer" target="_blank" rel="noopener">x</a>',
    );
    expect(clean('<a href="//partner.example/">x</a>')).toBe(
      '<a href="//partner.example/" target="_blank" rel="noopener">x</a>',
    );
  });

  it('leaves internal links alone, adding noopener when they open a new tab', () => {
    expect(clean('<a href="/promotions">p</a>')).toBe('<a href="/promotions">p</a>');
    expect(clean('<a href="https://sport.ie.touchline.example/live">l</a>')).toBe(
      '<a href="https://sport.ie.touchline.example/live">l</a>',
    );
    expect(clean('<a href="/help" target="_blank">h</a>')).toBe(
      '<a href="/help" target="_blank" rel="noopener">h</a>',
    );
  });

  it('keeps mailto and tel links', () => {
    expect(clean('<a href="mailto:help@touchline.example">m</a>')).toBe(
      '<a href="mailto:help@touchline.example">m</a>',
    );
  });
});

describe('link schemes as a browser reads them', () => {
  it('finds the scheme through whitespace and control characters', () => {
    expect(hrefScheme(' \u0001java\nscript:x')).toBe('javascript');
    expect(hrefScheme('/path:with-colon')).toBeNull();
    expect(hrefScheme('https://x.example')).toBe('https');
  });

  it('relative paths and fragments are safe; blank is not', () => {
    expect(isSafeHref('/a')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('')).toBe(false);
    expect(isSafeHref(undefined)).toBe(false);
  });

  it('plain text removes every tag', () => {
    expect(plainText('<b>Join</b> <script>x</script>now')).toBe('Join now');
  });
});
