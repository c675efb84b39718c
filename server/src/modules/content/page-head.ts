/**
 * The head of a sportsbook page as the server sends it: title, description, robots, canonical, hreflang
 * alternates, Open Graph and, on a match page, the event as schema.org JSON-LD, written into the built
 * index.html. Pure: every value is escaped here, whatever the operator or the catalogue put in it.
 */

export interface Alternate {
  /** A language code, or 'x-default'. */
  hreflang: string;
  href: string;
}

/** A match page's event, as the structured data describes it. */
export interface SportsEventData {
  name: string;
  startDate: Date;
  sport: string;
  homeTeam: string | null;
  awayTeam: string | null;
  location: string | null;
  status: 'scheduled' | 'cancelled' | 'postponed';
  url: string;
  description: string;
}

export interface PageHead {
  lang: string;
  title: string;
  description: string;
  robots: string;
  /** Absolute; null on a page that has no address of its own (the 404 page). */
  canonical: string | null;
  alternates: readonly Alternate[];
  /** Open Graph properties (og:title, og:locale, ...) in order. */
  openGraph: readonly { property: string; content: string }[];
  event: SportsEventData | null;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute, of HTML and of XML alike. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * JSON safe inside a script element: '<', '>' and '&' as \u escapes (no '</script>' nor '<!--' can
 * appear), and the line and paragraph separators escaped too, which older JavaScript parsers read as line
 * ends. The JSON means the same.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const STATUS_URLS: Readonly<Record<SportsEventData['status'], string>> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

const team = (name: string) => ({ '@type': 'SportsTeam', name });

/** The schema.org SportsEvent of a match page. */
export function sportsEventLd(event: SportsEventData): Record<string, unknown> {
  const teams = [event.homeTeam, event.awayTeam].filter((name): name is string => name !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    description: event.description,
    startDate: event.startDate.toISOString(),
    sport: event.sport,
    ...(teams.length > 0 ? { competitor: teams.map(team) } : {}),
    ...(event.homeTeam ? { homeTeam: team(event.homeTeam) } : {}),
    ...(event.awayTeam ? { awayTeam: team(event.awayTeam) } : {}),
    ...(event.location ? { location: { '@type': 'Place', name: event.location } } : {}),
    eventStatus: STATUS_URLS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: event.url,
  };
}

/** The tags of a head, one a line. */
export function headTags(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
  ];
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  for (const { property, content } of head.openGraph) {
    lines.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  // A data block: the browser never runs it, so the page's script policy does not apply to it.
  if (head.event) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(sportsEventLd(head.event))}</script>`);
  }
  return lines.map((line) => `    ${line}`).join('\n');
}

/**
 * The built index.html with this head: the page's own title and description tags give way to it, the
 * document's language is the head's, and everything else of the page (its boot script, its styles)
 * stays byte for byte, so the script hashes of the page's policy still hold.
 */
export function renderHead(template: string, head: PageHead): string {
  // A page without a head element of its own is sent as it is.
  if (!/<\/head>/i.test(template)) return template;
  const withoutOwn = template
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<html\b([^>]*?)\slang="[^"]*"/i, '<html$1')
    .replace(/<html\b/i, () => `<html lang="${escapeHtml(head.lang)}"`);
  const end = withoutOwn.search(/<\/head>/i);
  return `${withoutOwn.slice(0, end).trimEnd()}\n${headTags(head)}\n  ${withoutOwn.slice(end)}`;
}
