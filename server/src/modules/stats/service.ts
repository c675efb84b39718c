/**
 * The event statistics page the stats modal frames (an iframe of a stats page given event_id and
 * lang): decides what the page shows from the database (score, score
 * by period, chances implied by the main market, each side's recent form, head to head, runners) and
 * hands it to page.ts to render.
 */
import type { Language } from '@touchline/contract';
import type { AppContext } from '../../context';
import type { EventStats, Translations } from '../../db/schema';
import { playOf, type SportPlay } from '../../domain/play';
import {
  type FormView,
  type Meeting,
  type PageModel,
  renderNotFoundPage,
  renderStatsPage,
  type SideView,
  type Theme,
} from './page';
import {
  findEvent,
  findMainOutcomes,
  findMeetings,
  findRecentResults,
  findRunnerForm,
  type MainOutcomeRow,
  type PastEventRow,
  type Side,
  type StatsEventRow,
} from './repo';
import { type PeriodUnit, STATS_TEXTS, type StatsTexts, type WonUnit } from './texts';

/** How many past results the form and head-to-head tables show. */
export const FORM_SIZE = 5;
/** Live pages reload themselves this often (no script: a meta refresh). */
export const LIVE_REFRESH_S = 30;
/** Runners' or contenders' rows at most. */
const LIST_SIZE = 12;

export interface StatsPageOptions {
  lang: Language;
  theme: Theme;
  /** IANA time zone for dates; UTC when absent or unknown. */
  timeZone: string | undefined;
}

export interface StatsPageResult {
  status: 200 | 404;
  html: string;
}

const MAX_EVENT_ID = 2 ** 53 - 1;

/** The event id of the path, or null when it cannot be an event (not digits, out of range). */
export function parseEventId(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_EVENT_ID ? id : null;
}

/** A time zone Intl knows, else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

const translated = (texts: Translations | null | undefined, lang: Language, fallback = ''): string =>
  (texts && (texts[lang] || texts.en || Object.values(texts)[0])) || fallback;

/** Shares that add up to exactly 100 (largest remainder). */
export function percentages(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (w / sum) * 100);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

const UNIT_OF_CODE: Record<string, PeriodUnit> = {
  H: 'half',
  Q: 'quarter',
  P: 'period',
  I: 'inning',
  S: 'set',
  G: 'game',
  M: 'map',
  F: 'frame',
  L: 'leg',
};

const unitOf = (profile: SportPlay | null): PeriodUnit | null => {
  if (!profile) return null;
  if (profile.type === 'periods' || profile.type === 'sets') return UNIT_OF_CODE[profile.code] ?? null;
  if (profile.type === 'fight') return 'round';
  return null;
};

const numbered = (t: StatsTexts, unit: PeriodUnit, n: number) =>
  t.unitNumber.replace('{unit}', t.units[unit]).replace('{n}', String(n));

const OVER = new Set(['ended', 'resulted']);
const OPEN = new Set(['scheduled', 'live', 'suspended']);

/** What the status pill says, and the phase and clock under the score while the event is on. */
function statusOf(
  event: StatsEventRow,
  profile: SportPlay | null,
  t: StatsTexts,
): { tone: PageModel['status']['tone']; label: string; detail: string | null } {
  const phase = event.match_summary?.currentPhase ?? '';
  const stats = event.stats;
  if (event.status === 'scheduled') return { tone: 'upcoming', label: t.notStarted, detail: null };
  if (event.status === 'postponed') return { tone: 'off', label: t.postponed, detail: null };
  if (event.status === 'cancelled') return { tone: 'off', label: t.cancelled, detail: null };
  if (OVER.has(event.status)) {
    return { tone: 'over', label: profile?.type === 'periods' ? t.fullTime : t.ended, detail: null };
  }
  const tone = event.status === 'suspended' ? 'suspended' : 'live';
  const label = event.status === 'suspended' ? t.suspended : t.live;
  return { tone, label, detail: livePhase(profile, phase, stats, t) };
}

/** The running phase in the page's language: 67', Half time, 3. Viertel · 08:12, Set 2 · 4–3, Round 5. */
function livePhase(
  profile: SportPlay | null,
  phase: string,
  stats: EventStats | null,
  t: StatsTexts,
): string | null {
  if (!profile) return null;
  const time = stats?.time ?? '';
  const clock = /(\d{1,2}:\d{2}|\d+(?:\+\d+)?')$/.exec(time)?.[1] ?? null;
  const withClock = (text: string) => (clock ? `${text} · ${clock}` : text);
  switch (profile.type) {
    case 'race':
      return t.raceOff;
    case 'fight': {
      const round = /^R(\d+)$/.exec(phase);
      return round ? numbered(t, 'round', Number(round[1])) : null;
    }
    case 'sets': {
      const set = /^[A-Z](\d+)$/.exec(phase);
      if (!set) return null;
      const unit = unitOf(profile) ?? 'set';
      const games =
        stats?.home_set != null && stats.away_set != null ? ` · ${stats.home_set}–${stats.away_set}` : '';
      return `${numbered(t, unit, Number(set[1]))}${games}`;
    }
    case 'periods': {
      if (phase === 'HT') return t.halfTime;
      if (phase === 'BRK') return t.break;
      if (phase === 'FT') return t.fullTime;
      if (phase.startsWith('OT')) return withClock(t.overtime);
      // Football-like clocks count the match minute; that is all a reader needs.
      if (profile.code === 'H' && clock?.endsWith("'")) return clock;
      const n = /^(?:[PQI](\d+)|(\d+)H)$/.exec(phase);
      const number = Number(n?.[1] ?? n?.[2] ?? 0);
      const unit = unitOf(profile);
      return number > 0 && unit ? withClock(numbered(t, unit, number)) : clock;
    }
    default:
      return null;
  }
}

const initials = (name: string): string => {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length >= 2
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : [...(words[0] ?? name)].slice(0, 2).join('');
  return letters.toLocaleUpperCase() || '?';
};

/** A stable colour (one of ten) for a name's badge. */
const colourOf = (name: string): number => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 10;
};

const sideView = (name: string): SideView => ({ name, initials: initials(name), colour: colourOf(name) });

const scoreOf = (stats: EventStats | null): [number, number] | null =>
  stats && stats.home_scores != null && stats.away_scores != null
    ? [stats.home_scores, stats.away_scores]
    : null;

const isSide = (side: Side, id: number | null, name: string | null) =>
  side.id !== null ? id === side.id : name === side.name;

type Outcome = 'win' | 'draw' | 'loss';
const outcomeOf = (own: number, other: number): Outcome =>
  own > other ? 'win' : own < other ? 'loss' : 'draw';

function formOf(
  side: Side,
  view: SideView,
  rows: readonly PastEventRow[],
  dates: Intl.DateTimeFormat,
): FormView {
  const results = rows.flatMap((row) => {
    const score = scoreOf(row.stats);
    if (!score) return [];
    const atHome = isSide(side, row.home_id, row.home_team);
    const own = atHome ? score[0] : score[1];
    const other = atHome ? score[1] : score[0];
    return [
      {
        date: dates.format(new Date(row.starts_ms)),
        opponent: (atHome ? row.away_team : row.home_team) ?? '',
        venue: atHome ? ('home' as const) : ('away' as const),
        score: [own, other] as [number, number],
        outcome: outcomeOf(own, other),
      },
    ];
  });
  return { ...view, results };
}

function headToHead(
  home: Side,
  rows: readonly PastEventRow[],
  dates: Intl.DateTimeFormat,
): NonNullable<PageModel['h2h']> {
  const tally = { home: 0, draw: 0, away: 0 };
  const meetings = rows.flatMap((row): Meeting[] => {
    const score = scoreOf(row.stats);
    if (!score) return [];
    const result = outcomeOf(score[0], score[1]);
    const winner = result === 'draw' ? 'draw' : result === 'win' ? 'home' : 'away';
    // The tally counts for the page's sides, whichever way round they met.
    const homeWasHome = isSide(home, row.home_id, row.home_team);
    tally[winner === 'draw' || homeWasHome ? winner : winner === 'home' ? 'away' : 'home'] += 1;
    return [
      {
        date: dates.format(new Date(row.starts_ms)),
        home: row.home_team ?? '',
        away: row.away_team ?? '',
        score,
        winner,
      },
    ];
  });
  return { meetings, tally: [tally.home, tally.draw, tally.away] };
}

/** The score table: one column per period, then the total (or units won). */
function periodTable(event: StatsEventRow, profile: SportPlay | null, t: StatsTexts): PageModel['periods'] {
  const unit = unitOf(profile);
  const stats = event.stats;
  const total = scoreOf(stats);
  if (!profile || !unit || !stats || !total || profile.type === 'fight') return null;
  const periods: Array<[number | null, number | null]> = (stats.periods ?? []).map((p) => [p[0], p[1]]);
  const live = event.status === 'live' || event.status === 'suspended';
  const phase = event.match_summary?.currentPhase ?? '';
  let liveColumn: number | null = null;
  if (profile.type === 'periods') {
    const playing = live && !['HT', 'BRK', 'FT'].includes(phase) && periods.length > 0;
    if (playing) liveColumn = periods.length - 1;
    if (!OVER.has(event.status)) while (periods.length < profile.periods) periods.push([null, null]);
  } else if (live && stats.home_set != null && stats.away_set != null) {
    periods.push([stats.home_set, stats.away_set]);
    liveColumn = periods.length - 1;
  }
  if (periods.length === 0) return null;
  const regular = profile.type === 'periods' ? profile.periods : Number.POSITIVE_INFINITY;
  const columns = periods.map((_, i) => {
    if (i < regular) return String(i + 1);
    const k = i - regular + 1;
    return k === 1 ? t.overtimeShort : `${t.overtimeShort}${k}`;
  });
  const wonUnit = profile.type === 'sets' ? (unit as WonUnit) : null;
  return {
    unit: t.units[unit],
    columns,
    home: periods.map((p) => p[0]),
    away: periods.map((p) => p[1]),
    totalLabel: wonUnit ? t.unitsWon[wonUnit] : t.total,
    totals: total,
    liveColumn,
  };
}

/** Chances of the two sides (and the draw) implied by the main market's odds, margin removed. */
function chancesOf(
  event: StatsEventRow,
  outcomes: readonly MainOutcomeRow[],
  t: StatsTexts,
  lang: Language,
): PageModel['chances'] {
  const first = outcomes[0];
  if (!first || !OPEN.has(event.status) || !['open', 'suspended'].includes(first.market_status)) return null;
  const priced = outcomes.filter((o) => o.odds > 1);
  if (priced.length < 2) return null;
  const { home_team: home, away_team: away } = event;
  const codes = new Set(priced.map((o) => o.code));
  if (!home || !away || !codes.has('home') || !codes.has('away')) return null;
  if (priced.some((o) => !['home', 'draw', 'away'].includes(o.code ?? ''))) return null;
  const shares = percentages(priced.map((o) => 1 / o.odds));
  const bySide = new Map(priced.map((o, i) => [o.code, shares[i] ?? 0]));
  return {
    market: translated(first.market_names, lang, first.market_type),
    items: [
      { tone: 'home', label: home, pct: bySide.get('home') ?? 0 },
      ...(codes.has('draw') ? [{ tone: 'draw' as const, label: t.draw, pct: bySide.get('draw') ?? 0 }] : []),
      { tone: 'away', label: away, pct: bySide.get('away') ?? 0 },
    ],
  };
}

/** Runners or contenders of a field event, with chances while it is open and positions once run. */
async function fieldOf(
  ctx: AppContext,
  event: StatsEventRow,
  eventId: number,
  outcomes: readonly MainOutcomeRow[],
  t: StatsTexts,
  lang: Language,
): Promise<PageModel['field']> {
  const first = outcomes[0];
  if (!first) return null;
  const racing = event.sport_kind === 'racing';
  const open = OPEN.has(event.status) && ['open', 'suspended'].includes(first.market_status);
  const priced = outcomes.filter((o) => o.odds > 1);
  const shares = open && priced.length >= 2 ? percentages(priced.map((o) => 1 / o.odds)) : [];
  const chance = new Map(priced.map((o, i) => [o.id, shares[i]]));
  const ran = outcomes.some((o) => o.position !== null);
  const ids = racing ? outcomes.flatMap((o) => (o.participant_id === null ? [] : [o.participant_id])) : [];
  const formRows = await findRunnerForm(ctx.database, eventId, ids, FORM_SIZE);
  const figures = new Map<number, string[]>();
  for (const row of formRows) {
    const list = figures.get(row.participant_id) ?? [];
    list.push(row.position === null ? '-' : row.position > 9 ? '0' : String(row.position));
    figures.set(row.participant_id, list);
  }
  let rows = outcomes.map((o) => ({
    number: racing ? o.code : null,
    name: translated(o.names, lang, o.code ?? ''),
    position: o.position,
    pct: chance.get(o.id) ?? null,
    form:
      o.participant_id === null
        ? null
        : // Oldest first, the latest run on the right, as race cards print form.
          [...(figures.get(o.participant_id) ?? [])].reverse().join('') || null,
  }));
  if (ran) rows.sort((a, b) => (a.position ?? 99) - (b.position ?? 99));
  else if (!racing) rows.sort((a, b) => (b.pct ?? 0) - (a.pct ?? 0));
  if (!racing) rows = rows.slice(0, LIST_SIZE);
  return {
    title: ran ? t.result : racing ? t.runners : t.favourites,
    market: translated(first.market_names, lang, first.market_type),
    showChance: shares.length > 0,
    showPosition: ran,
    showForm: racing && rows.some((r) => r.form !== null),
    rows,
  };
}

/** The page of an event, or the not-found page (404) when there is no such event. */
export async function statsPage(
  ctx: AppContext,
  rawEventId: string,
  options: StatsPageOptions,
): Promise<StatsPageResult> {
  const { lang, theme } = options;
  const t = STATS_TEXTS[lang];
  const eventId = parseEventId(rawEventId);
  const event = eventId === null ? null : await findEvent(ctx.database, eventId);
  if (eventId === null || !event) {
    return { status: 404, html: renderNotFoundPage({ lang, theme, texts: t }) };
  }
  const timeZone = safeTimeZone(options.timeZone);
  const profile = playOf(event.sport_kind, event.sport_slug);
  const outcomes = await findMainOutcomes(ctx.database, eventId);
  const start = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const dates = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone });

  const twoSided = Boolean(event.home_team && event.away_team) && !event.is_outright;
  const status = statusOf(event, profile, t);
  const model: PageModel = {
    lang,
    theme,
    texts: t,
    title: translated(event.names, lang, event.name),
    trail: [
      translated(event.sport_names, lang),
      translated(event.region_names, lang),
      translated(event.competition_names, lang),
    ].filter((s, i, all) => s !== '' && all.indexOf(s) === i),
    venue: event.venue,
    start: start.format(new Date(event.starts_ms)),
    status,
    refreshSeconds: status.tone === 'live' || status.tone === 'suspended' ? LIVE_REFRESH_S : null,
    match: null,
    periods: null,
    chances: null,
    form: null,
    h2h: null,
    field: null,
  };

  if (twoSided && event.home_team && event.away_team) {
    const home: Side = { id: event.home_id, name: event.home_team };
    const away: Side = { id: event.away_id, name: event.away_team };
    const homeView = sideView(home.name);
    const awayView = sideView(away.name);
    // Two sides never wear the same badge colour.
    if (awayView.colour === homeView.colour) awayView.colour = (awayView.colour + 5) % 10;
    const score = profile?.type === 'fight' ? null : scoreOf(event.stats);
    const final = scoreOf(event.stats);
    const live = status.tone === 'live' || status.tone === 'suspended';
    const server = live ? (event.stats?.server ?? null) : null;
    const winner =
      OVER.has(event.status) && final && final[0] !== final[1]
        ? final[0] > final[1]
          ? 'home'
          : 'away'
        : null;
    model.match = {
      home: { ...homeView, serving: server === 1, winner: winner === 'home' },
      away: { ...awayView, serving: server === 2, winner: winner === 'away' },
      score: event.status === 'scheduled' ? null : score,
      versus: t.versus,
    };
    model.periods = periodTable(event, profile, t);
    model.chances = chancesOf(event, outcomes, t, lang);
    const scope = { id: eventId, sportId: event.sport_id };
    const [homeRows, awayRows, meetings] = await Promise.all([
      findRecentResults(ctx.database, scope, home, FORM_SIZE),
      findRecentResults(ctx.database, scope, away, FORM_SIZE),
      findMeetings(ctx.database, scope, home, away, FORM_SIZE),
    ]);
    model.form = {
      home: formOf(home, homeView, homeRows, dates),
      away: formOf(away, awayView, awayRows, dates),
      hideScores: profile?.type === 'fight',
    };
    model.h2h = headToHead(home, meetings, dates);
  } else {
    model.field = await fieldOf(ctx, event, eventId, outcomes, t, lang);
  }
  return { status: 200, html: renderStatsPage(model) };
}
