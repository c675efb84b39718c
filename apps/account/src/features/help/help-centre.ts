/**
 * The help centre's articles and how help paths reach them. The sportsbook opens /help/{value} with
 * the values its menus and messages know (gaming, my-account/faqs, privacy, ...); each maps to one
 * article, aliases included, and anything else to the help centre's home.
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

/** The article a help path opens, or null for the help centre's home. */
export function articleForPath(pathname: string): HelpArticle | null {
  const rest = pathname
    .replace(/^\/help\/?/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (rest === '') return null;
  const known = HELP_ARTICLES.find((article) => article === rest);
  if (known) return known;
  return ALIASES[rest] ?? ALIASES[rest.split('/').pop() ?? ''] ?? null;
}

export const articlePath = (article: HelpArticle): string => `/help/${article}`;
