/**
 * Banner HTML is cleaned again in the browser, whatever the server did: scripts and event attributes
 * removed; only class, style, href, target and rel kept (styles only for a short list of presentational
 * properties, so a banner cannot cover the page); links with a javascript, data, vbscript, file or about
 * scheme, or with no href, unwrapped (only http, https, mailto, tel and relative links stay links);
 * external links open in a new tab with noopener.
 */
// By its own path: the contract's index would bring every schema into the banner's file.
import {
  BANNER_HTML_TAGS,
  BANNER_STYLE_PROPERTIES,
  BANNER_STYLE_VALUE,
} from '@touchline/contract/banner-html';
import DOMPurify from 'dompurify';

const ALLOWED_ATTR = ['class', 'style', 'href', 'target', 'rel'];
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const STYLE_PROPERTIES = new Set(BANNER_STYLE_PROPERTIES);

/** The declarations of a style attribute that pass; empty when none does. */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const at = declaration.indexOf(':');
      if (at < 0) return null;
      const property = declaration.slice(0, at).trim().toLowerCase();
      const value = declaration.slice(at + 1).trim();
      if (
        !STYLE_PROPERTIES.has(property) ||
        !BANNER_STYLE_VALUE.test(value) ||
        /url|expression/i.test(value)
      ) {
        return null;
      }
      return `${property}: ${value}`;
    })
    .filter((declaration) => declaration !== null)
    .join('; ');
}

/** The scheme of an href as a browser reads it (controls and whitespace ignored), or null when relative. */
export function hrefScheme(href: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these before reading the scheme
  const normalised = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(normalised)?.[1] ?? null;
}

/** Whether a link leaves this site: an absolute http(s) link to another host. */
export function isExternalHref(href: string, pageHost: string): boolean {
  if (!/^(https?:)?\/\//i.test(href.trim())) return false;
  try {
    return new URL(href, `https://${pageHost}`).host.toLowerCase() !== pageHost.toLowerCase();
  } catch {
    return true;
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = cleanStyle(data.attrValue);
    if (data.attrValue === '') data.keepAttr = false;
  });
  purifier = made;
  return made;
}

export interface CleanBanner {
  html: string;
  /** The text it shows (blank: nothing to show). */
  text: string;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Cleans a banner's HTML for this page (pageHost: the host internal links point at). */
export function cleanBannerHtml(dirty: string, pageHost: string = window.location.host): CleanBanner {
  const cleaned = instance().sanitize(dirty, {
    ALLOWED_TAGS: [...BANNER_HTML_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  // An inert template: nothing in it loads or runs while the links are put right.
  const template = document.createElement('template');
  template.innerHTML = cleaned;
  const fragment = template.content;
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href')?.trim() ?? '';
    const scheme = hrefScheme(href);
    if (href === '' || (scheme !== null && !SAFE_SCHEMES.has(scheme))) {
      unwrap(link);
      continue;
    }
    if (isExternalHref(href, pageHost)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener');
    } else if (link.getAttribute('target') === '_blank') {
      link.setAttribute('rel', 'noopener');
    } else {
      // A link of this site opens in this page (never in a frame's parent or a named window).
      link.removeAttribute('target');
    }
  }
  return { html: template.innerHTML, text: fragment.textContent ?? '' };
}
