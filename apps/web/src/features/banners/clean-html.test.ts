import { XSS_CORPUS, XSS_TRAP } from '@touchline/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanBannerHtml, cleanStyle } from './clean-html';

const HOST = 'sport.ie.touchline.example';

/** Renders cleaned HTML into the document and lets the browser act on it (load events, parsing). */
async function mount(html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return box;
}

describe('banner HTML cleaning in the browser', () => {
  const trap = vi.fn();
  afterEach(() => {
    document.body.innerHTML = '';
    trap.mockReset();
  });

  it('runs none of the corpus payloads and leaves no script, handler or unsafe link', async () => {
    (window as unknown as Record<string, unknown>)[XSS_TRAP] = trap;
    for (const payload of [...XSS_CORPUS.html, ...XSS_CORPUS.markdown, ...XSS_CORPUS.text]) {
      const { html } = cleanBannerHtml(payload, HOST);
      const box = await mount(html);
      expect(
        box.querySelector('script, iframe, object, embed, svg, math, form, img, style'),
        payload,
      ).toBeNull();
      for (const element of Array.from(box.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          expect(['class', 'style', 'href', 'target', 'rel'], `${payload}: ${attribute.name}`).toContain(
            attribute.name,
          );
        }
      }
      for (const link of Array.from(box.querySelectorAll('a'))) {
        expect(link.getAttribute('href') ?? '', payload).toMatch(/^(https?:|mailto:|tel:|\/|#|[^:]*$)/i);
      }
      box.remove();
    }
    expect(trap).not.toHaveBeenCalled();
  });

  it('keeps class and safe styles, drops handlers and data attributes', () => {
    const { html } = cleanBannerHtml(
      '<div data-x="1" onclick="alert(1)" class="promo" style="color: red; position: fixed; background-image: url(x)">Hi</div>',
      HOST,
    );
    expect(html).toBe('<div class="promo" style="color: red">Hi</div>');
  });

  it('unwraps links with unsafe schemes or without an address, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'about:blank',
    ]) {
      expect(cleanBannerHtml(`<a href="${href}">Go</a>`, HOST).html, href).toBe('Go');
    }
    expect(cleanBannerHtml('<a>No address</a>', HOST).html).toBe('No address');
  });

  it('opens external links in a new tab with noopener and keeps site links in the page', () => {
    expect(cleanBannerHtml('<a href="https://example.com/x" target="_top">Out</a>', HOST).html).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener">Out</a>',
    );
    expect(cleanBannerHtml('<a href="/promotions" target="_top">Offers</a>', HOST).html).toBe(
      '<a href="/promotions">Offers</a>',
    );
    expect(cleanBannerHtml(`<a href="https://${HOST}/live">Live</a>`, HOST).html).toBe(
      `<a href="https://${HOST}/live">Live</a>`,
    );
  });

  it('tells the text a message shows, blank when markup holds none', () => {
    expect(cleanBannerHtml('<p><b>Bonus</b> week</p>', HOST).text).toBe('Bonus week');
    expect(cleanBannerHtml('<script>x()</script><p> </p>', HOST).text.trim()).toBe('');
  });

  it('keeps only presentational style declarations', () => {
    expect(cleanStyle('color:#fff; font-weight: 700; top: 0; color: expression(alert(1))')).toBe(
      'color: #fff; font-weight: 700',
    );
  });
});
