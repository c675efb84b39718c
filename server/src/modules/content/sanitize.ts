/**
 * Banner HTML cleaning: scripts removed; only class, style, href,
 * target and rel kept; event attributes removed; links with javascript, data, vbscript, file or about
 * schemes, or with no href, unwrapped; external links open in a new tab with noopener.
 *
 * sanitize-html does the parsing and the allow-lists; the link rules run in its tag transform.
 * Choices where the spec is silent: only http, https, mailto and tel schemes (and relative paths)
 * survive, so any other scheme is unwrapped too; styles keep a short list of presentational properties.
 */
import {
  BANNER_HTML_TAGS,
  BANNER_STYLE_PROPERTIES,
  BANNER_STYLE_VALUE,
} from '@touchline/contract/banner-html';
import sanitizeHtml from 'sanitize-html';

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const ALLOWED_TAGS = [...BANNER_HTML_TAGS];

/** Presentational properties only: no url(), no positioning that could cover the page. */
const ALLOWED_STYLES = Object.fromEntries(
  BANNER_STYLE_PROPERTIES.map((property) => [property, [BANNER_STYLE_VALUE]]),
);

/** Tags whose content is dropped with them rather than kept as text. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
  'svg',
];

export interface CleanOptions {
  /** Hosts whose absolute links count as internal (the brand's domain and this server). */
  internalHosts: readonly string[];
}

/** The scheme of an href as a browser reads it (controls and whitespace ignored), or null when relative. */
export function hrefScheme(href: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these before reading the scheme
  const normalised = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(normalised);
  return match?.[1] ?? null;
}

/** True when a link may stay a link: a relative path or a safe scheme. */
export function isSafeHref(href: string | undefined): href is string {
  if (href === undefined || href.trim() === '') return false;
  const scheme = hrefScheme(href);
  return scheme === null || SAFE_SCHEMES.includes(scheme);
}

function isExternal(href: string, internalHosts: readonly string[]): boolean {
  const trimmed = href.trim();
  const absolute = /^(https?:)?\/\//i.test(trimmed);
  if (!absolute) return false;
  let host: string;
  try {
    host = new URL(trimmed, 'https://relative.invalid').hostname.toLowerCase();
  } catch {
    return true;
  }
  return !internalHosts.some((internal) => host === internal || host.endsWith(`.${internal}`));
}

/** Cleans limited HTML of a banner or a footer by the rules above. */
export function cleanHtml(html: string, options: CleanOptions): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ['class', 'style'], a: ['href', 'target', 'rel', 'class', 'style'] },
    allowedStyles: { '*': ALLOWED_STYLES },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        // Stripped of every attribute here, the link is then unwrapped by the exclusive filter below.
        if (!isSafeHref(href)) return { tagName, attribs: {} };
        const next: Record<string, string> = { ...attribs, href: href.trim() };
        if (isExternal(href, options.internalHosts)) {
          next.target = '_blank';
          next.rel = 'noopener';
        } else if (next.target === '_blank') {
          const rel = new Set((next.rel ?? '').split(/\s+/).filter(Boolean));
          rel.add('noopener');
          next.rel = [...rel].join(' ');
        }
        return { tagName, attribs: next };
      },
    },
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  }).trim();
}

/** Plain text of limited HTML: every tag removed, entities kept escaped. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS }).trim();
}
