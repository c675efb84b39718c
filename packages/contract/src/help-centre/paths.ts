/**
 * The help centre's articles and how a help path of the sportsbook reaches one. Menus, messages and
 * links name help pages as /help/{value} (gaming, my-account/faqs, privacy, ...); each value maps to
 * one article, aliases included, and anything else to the help centre's home.
 *
 * Free of zod on purpose: the sportsbook's links read it, and they load with its shell.
 */
export const HELP_ARTICLES = [
  'my-account/faqs',
  'responsible-gambling',
  'contact-us',
  'gaming',
  'terms-and-conditions',
  'privacy',
  'about-us',
] as const;
export type HelpArticle = (typeof HELP_ARTICLES)[number];

/** Other names the same articles go by. */
const ALIASES: Readonly<Record<string, HelpArticle>> = {
  faq: 'my-account/faqs',
  faqs: 'my-account/faqs',
  'my-account': 'my-account/faqs',
  'responsible-gaming': 'responsible-gambling',
  'safe-gambling': 'responsible-gambling',
  'player-protection': 'responsible-gambling',
  contact: 'contact-us',
  support: 'contact-us',
  'customer-service': 'contact-us',
  'fair-gaming': 'gaming',
  'game-rules': 'gaming',
  rules: 'gaming',
  terms: 'terms-and-conditions',
  tos: 'terms-and-conditions',
  'privacy-policy': 'privacy',
  cookies: 'privacy',
  about: 'about-us',
};

/** The article a help path opens (/help/contact-us, /help/faq), or null for the help centre's home. */
export function helpArticleForPath(pathname: string): HelpArticle | null {
  const rest = pathname
    .replace(/^\/help\/?/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (rest === '') return null;
  const known = HELP_ARTICLES.find((article) => article === rest);
  if (known) return known;
  return ALIASES[rest] ?? ALIASES[rest.split('/').pop() ?? ''] ?? null;
}

/** The account site's own page of an article. */
export const helpArticlePath = (article: HelpArticle): string => `/help/${article}`;

/**
 * An external help centre in one language: its base URL, the path of its home and of each article it
 * has. An article it lacks, and any unknown help path, opens the home.
 */
export interface HelpCentreSiteConfig {
  base_url: string;
  home: string;
  articles: Partial<Record<HelpArticle, string>>;
}

/** The external address a help path opens on a help centre. */
export function helpCentreUrl(site: HelpCentreSiteConfig, pathname: string): string {
  const article = helpArticleForPath(pathname);
  const path = (article && site.articles[article]) || site.home;
  return new URL(path, site.base_url).toString();
}

/**
 * The help centre of one language from a brand's table: that language's own, else the brand's default
 * language's (a brand whose articles exist in one language only), else none.
 */
export function helpCentreFor<S>(
  table: Partial<Record<string, S>> | null,
  lang: string,
  defaultLang: string,
): S | null {
  if (!table) return null;
  return table[lang] ?? table[defaultLang] ?? null;
}
