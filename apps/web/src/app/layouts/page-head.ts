/**
 * The document head of a page as the app keeps it on client-side navigation: the same tags the server
 * writes into the page it sends (title, description, robots, canonical, hreflang, Open Graph), from the
 * page's SEO. Plain DOM, no React.
 */
import type { Language, Seo } from '@touchline/contract';

export interface HeadPlace {
  /** The page's path. */
  path: string;
  /** The page's query: `register` makes it noindex. */
  search: string;
  lang: Language;
  defaultLanguage: Language;
  languages: readonly Language[];
}

/** The page's address in a language: the default one at the bare path, any other with `?lang=`. */
export const addressIn = (origin: string, path: string, lang: Language, defaultLanguage: Language): string =>
  lang === defaultLanguage ? `${origin}${path}` : `${origin}${path}?lang=${lang}`;

/** One element of the head, found by its selector or made and appended. */
function element(doc: Document, tag: 'meta' | 'link', selector: string, attributes: Record<string, string>) {
  let found = doc.head.querySelector<HTMLElement>(selector);
  if (!found) {
    found = doc.createElement(tag);
    doc.head.append(found);
  }
  for (const [name, value] of Object.entries(attributes)) found.setAttribute(name, value);
  return found;
}

const metaContent = (seo: Seo, key: string): string | undefined =>
  seo.meta.find((meta) => meta.name === key || meta.property === key)?.content;

/** The origin of the first canonical address the server gave (the brand's public origin). */
let servedOrigin: string | null = null;

/**
 * Writes a page's SEO into the head. The addresses keep the origin the server gave the canonical link,
 * else the page's own. A page not to be indexed has no address of its own: no canonical, no alternates.
 */
export function applySeo(doc: Document, seo: Seo, place: HeadPlace): void {
  const { path, lang, defaultLanguage } = place;
  const given = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (given) servedOrigin ??= new URL(given).origin;
  const origin = servedOrigin ?? doc.location.origin;
  const canonical = addressIn(origin, path, lang, defaultLanguage);
  const register = new URLSearchParams(place.search).has('register');
  const robots = register ? 'noindex, follow' : (metaContent(seo, 'robots') ?? 'index, follow');
  const indexed = !robots.includes('noindex');

  doc.title = seo.title;
  doc.documentElement.lang = lang;
  element(doc, 'meta', 'meta[name="description"]', { name: 'description', content: seo.description });
  element(doc, 'meta', 'meta[name="robots"]', { name: 'robots', content: robots });
  for (const link of doc.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]',
  )) {
    link.remove();
  }
  // The structured data the server wrote describes the first page only.
  for (const data of doc.head.querySelectorAll('script[type="application/ld+json"]')) data.remove();
  const openGraph: Record<string, string | undefined> = {
    'og:title': metaContent(seo, 'og:title') ?? seo.title,
    'og:description': metaContent(seo, 'og:description') ?? seo.description,
    'og:url': indexed ? canonical : undefined,
    'og:site_name': metaContent(seo, 'og:site_name'),
    'og:locale': metaContent(seo, 'og:locale'),
    'og:type': metaContent(seo, 'og:type') ?? 'website',
  };
  for (const [property, content] of Object.entries(openGraph)) {
    if (content !== undefined) element(doc, 'meta', `meta[property="${property}"]`, { property, content });
  }
  if (!indexed) return;
  element(doc, 'link', 'link[rel="canonical"]', { rel: 'canonical', href: canonical });
  for (const hreflang of [...place.languages, 'x-default' as const]) {
    const href =
      hreflang === 'x-default' ? `${origin}${path}` : addressIn(origin, path, hreflang, defaultLanguage);
    element(doc, 'link', `link[rel="alternate"][hreflang="${hreflang}"]`, {
      rel: 'alternate',
      hreflang,
      href,
    });
  }
}
