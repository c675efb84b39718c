/**
 * SEO of a page (title, description, variables, meta), from the
 * route path and its parameters, filled from the catalogue.
 *
 * Choices where the spec is silent: a path may start with a language segment; unknown sports,
 * competitions or events fall back to the default page with robots noindex; dates are shown in the
 * default time zone (Europe/London).
 */
import type { Language, Seo } from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import type { Database } from '../../db/client';
import { competitionBySlug, eventById, sportBySlug } from './repo';
import { SEO_TEMPLATES, type SeoPage, type SeoTemplate } from './texts/seo';
import { translated } from './translate';

const LANGUAGES: readonly string[] = ['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el'];
const ESPORTS_PATHS = ['esports', 'e-sports', 'e-sports-fr', 'e-sporturi', 'e-urheilu'];
const PROMOTIONS_PATHS = ['promotions', 'promotii', 'prosfores', 'προσφορές'];
const NOINDEX_PAGES: readonly SeoPage[] = ['search', 'bets', 'default'];

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A route path split into decoded segments, without a leading language segment. */
export function pathSegments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  if (segments.length > 0 && LANGUAGES.includes(segments[0] ?? '')) segments.shift();
  return segments;
}

/** The page kind a path names before any catalogue lookup, or 'catalogue' for sport/competition/match paths. */
export function staticPage(segments: readonly string[]): SeoPage | 'catalogue' {
  const [first, second] = segments;
  if (first === undefined) return 'home';
  if (first === 'live') return 'live';
  if (first === 'search') return 'search';
  if (ESPORTS_PATHS.includes(first)) return 'esports';
  if (first === 'virtual') return 'virtual';
  if (PROMOTIONS_PATHS.includes(first)) return 'promotions';
  if (first === 'rewards') return 'rewards';
  if (first === 'account' && second === 'bets') return 'bets';
  if (first === 'betshare' || first === 'cashier' || first === 'account') return 'default';
  return 'catalogue';
}

/** Replaces {name} placeholders; unknown names are left out rather than shown in braces. */
export function fillTemplate(template: string, variables: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{([a-z_]+)\}/g, (_, name: string) => variables[name] ?? '')
    .replace(/[(（]\s*[)）]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The event id at the end of a match page's slug ('arsenal-v-chelsea-123'), or null. */
export const eventIdOf = (slug: string | undefined): number | null => {
  const match = slug ? /(?:^|-)(\d{1,15})$/.exec(slug) : null;
  return match ? Number(match[1]) : null;
};

export interface SeoRequest {
  path: string;
  params: Readonly<Record<string, string>>;
  lang: Language;
  brand: BrandDefinition;
}

/** The brand's locale when it speaks the language (en-IE, not en-US, for Irish English), else the language. */
const dateLocale = (brand: BrandDefinition, lang: Language): string =>
  brand.DEFAULT_LOCALE.startsWith(`${lang}-`) ? brand.DEFAULT_LOCALE : lang === 'en' ? 'en-GB' : lang;

interface Resolved {
  page: SeoPage;
  variables: Record<string, string>;
}

async function resolvePage(database: Database, request: SeoRequest): Promise<Resolved> {
  const { lang } = request;
  const segments = pathSegments(request.path);
  const kind = staticPage(segments);
  if (kind !== 'catalogue') return { page: kind, variables: {} };

  const sportSlug = request.params.sport ?? segments[0] ?? '';
  const sport = await sportBySlug(database, sportSlug);
  if (!sport) return { page: 'default', variables: {} };
  const variables: Record<string, string> = { sport: translated(sport.names, lang, sport.slug) };

  const eventId = eventIdOf(request.params.slug ?? segments[2]);
  if (eventId !== null) {
    const event = await eventById(database, eventId);
    if (!event || event.sport_id !== sport.id) return { page: 'default', variables: {} };
    return {
      page: 'match',
      variables: {
        ...variables,
        event: translated(event.names, lang, event.name),
        competition: translated(event.competition_names, lang, event.competition_slug),
        region: translated(event.region_names, lang, event.region_slug),
        date: new Intl.DateTimeFormat(dateLocale(request.brand, lang), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'Europe/London',
        }).format(event.starts_at),
      },
    };
  }

  const competitionSlug = request.params.competition ?? segments[1];
  if (competitionSlug !== undefined) {
    const competition = await competitionBySlug(database, sport.id, competitionSlug);
    if (!competition) return { page: 'default', variables: {} };
    return {
      page: 'competition',
      variables: {
        ...variables,
        competition: translated(competition.names, lang, competition.slug),
        region: translated(competition.region_names, lang),
      },
    };
  }
  return { page: sport.kind === 'racing' ? 'racing' : 'sport', variables };
}

/**
 * GET /api/content/seo: the title, description and meta of a page. An operator's entry for the path
 * replaces the built-in template's title and description; its {variables} are filled the same way.
 */
export async function pageSeo(database: Database, request: SeoRequest, override?: SeoTemplate): Promise<Seo> {
  const { page, variables: found } = await resolvePage(database, request);
  const variables = { brand: request.brand.name, ...found };
  const template = override ?? SEO_TEMPLATES[request.lang][page];
  const title = fillTemplate(template.title, variables);
  const description = fillTemplate(template.description, variables);
  const locale = request.brand.languages[0] === request.lang ? request.brand.DEFAULT_LOCALE : request.lang;
  return {
    title,
    description,
    variables,
    meta: [
      { name: 'description', content: description },
      { name: 'robots', content: NOINDEX_PAGES.includes(page) ? 'noindex, follow' : 'index, follow' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:site_name', content: request.brand.name },
      { property: 'og:locale', content: locale.replace('-', '_') },
      { property: 'og:type', content: page === 'match' ? 'article' : 'website' },
    ],
  };
}
