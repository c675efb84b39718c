/**
 * HTML of the event statistics page (framed at most 570 px wide and 600 px high). One self-contained
 * document: its stylesheet and its refresh script (the front-end kit's stats-page files) inline, no
 * external resource, every text from the database escaped.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@touchline/contract';
import { escapeHtml } from '../../html';
import type { StatsTexts } from './texts';

export type Theme = 'dark' | 'light';
export type ResultOutcome = 'win' | 'draw' | 'loss';

export interface SideView {
  name: string;
  initials: string;
  /** One of ten badge colours, stable per name. */
  colour: number;
}

export interface MatchSide extends SideView {
  serving: boolean;
  winner: boolean;
}

export interface FormResult {
  date: string;
  opponent: string;
  venue: 'home' | 'away';
  /** The side's own score first. */
  score: [number, number];
  outcome: ResultOutcome;
}

export interface FormView extends SideView {
  results: FormResult[];
}

export interface Meeting {
  date: string;
  home: string;
  away: string;
  score: [number, number];
  /** Who won that meeting, as it was played (its own home and away). */
  winner: 'home' | 'draw' | 'away';
}

export interface FieldRow {
  number: string | null;
  name: string;
  position: number | null;
  pct: number | null;
  form: string | null;
}

export interface PageModel {
  lang: Language;
  theme: Theme;
  texts: StatsTexts;
  title: string;
  /** Sport, region, competition. */
  trail: string[];
  venue: string | null;
  start: string;
  status: { tone: 'upcoming' | 'live' | 'suspended' | 'over' | 'off'; label: string; detail: string | null };
  /** Seconds between reloads while live; null when the page need not reload. */
  refreshSeconds: number | null;
  match: { home: MatchSide; away: MatchSide; score: [number, number] | null; versus: string } | null;
  periods: {
    unit: string;
    columns: string[];
    home: Array<number | null>;
    away: Array<number | null>;
    totalLabel: string;
    totals: [number, number];
    liveColumn: number | null;
  } | null;
  chances: {
    market: string;
    items: Array<{ tone: 'home' | 'draw' | 'away'; label: string; pct: number }>;
  } | null;
  form: { home: FormView; away: FormView; hideScores: boolean } | null;
  /** Tally: the page's home side's wins, draws, the away side's wins. */
  h2h: { meetings: Meeting[]; tally: [number, number, number] } | null;
  field: {
    title: string;
    market: string;
    showChance: boolean;
    showPosition: boolean;
    showForm: boolean;
    rows: FieldRow[];
  } | null;
}

export { escapeHtml };

const e = escapeHtml;

/** A file of the front-end kit's stats page, read once at start-up (the package resolves it, source or build). */
const kitFile = (name: string): string =>
  readFileSync(createRequire(import.meta.url).resolve(`@touchline/web-kit/stats-page/${name}`), 'utf8');

/** Comments and indentation go; the page is inlined into every answer. */
const compact = (text: string, comments: RegExp): string =>
  text
    .replace(comments, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');

/** The live page's refresh (the kit's stats-page/refresh.js): allowed by its hash, the only script. */
const REFRESH_SCRIPT = compact(kitFile('refresh.js'), /^\s*\/\/.*$/gm);

const REFRESH_SCRIPT_HASH = `'sha256-${createHash('sha256').update(REFRESH_SCRIPT).digest('base64')}'`;

/** The page's Content-Security-Policy: its one script by hash, nothing loaded, framed by its own origin only. */
export const STATS_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src ${REFRESH_SCRIPT_HASH}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The page's stylesheet (the kit's stats-page/stats-page.css), inline. */
const STYLE = compact(kitFile('stats-page.css'), /\/\*[\s\S]*?\*\//g);

function head(lang: Language, theme: Theme, title: string, refreshSeconds: number | null): string {
  const refresh = refreshSeconds ? `\n<script>${REFRESH_SCRIPT}</script>` : '';
  return `<!doctype html>
<html lang="${e(lang)}" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme}">
<meta name="referrer" content="same-origin">${refresh}
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>`;
}

const crest = (side: SideView, small = false) =>
  `<span class="crest c${side.colour}${small ? ' sm' : ''}" aria-hidden="true">${e(side.initials)}</span>`;

const dash = '–';

function renderHero(m: PageModel): string {
  const t = m.texts;
  const trail = m.trail.map((part) => `<span>${e(part)}</span>`).join('');
  const pill = `<span class="pill ${m.status.tone}">${e(m.status.label)}</span>`;
  const detail = m.status.detail ? `<span class="detail">${e(m.status.detail)}</span>` : '';
  const when = `<p class="when">${e(t.startTime)}: <time>${e(m.start)}</time></p>`;
  if (!m.match) {
    const venue = m.venue ? `<p class="venue">${e(m.venue)}</p>` : '';
    return `<header class="card hero"><p class="trail">${trail}</p><h1>${e(m.title)}</h1>${venue}${pill}${detail ? `<div>${detail}</div>` : ''}${when}</header>`;
  }
  const side = (s: MatchSide, where: 'home' | 'away') =>
    `<div class="side ${where}${s.winner ? ' won' : ''}"><span class="mark">${crest(s)}${
      s.serving
        ? `<span class="serve" title="${e(t.serving)}" role="img" aria-label="${e(t.serving)}"></span>`
        : ''
    }</span><span class="name">${e(s.name)}</span></div>`;
  const score = m.match.score
    ? `<div class="score" aria-label="${m.match.score[0]} ${dash} ${m.match.score[1]}">${m.match.score[0]}<span class="dash">${dash}</span>${m.match.score[1]}</div>`
    : `<div class="vs">${e(m.match.versus)}</div>`;
  return `<header class="card hero"><h1 class="sr">${e(m.title)}</h1><p class="trail">${trail}</p>
<div class="board">${side(m.match.home, 'home')}<div class="centre">${score}${pill}${detail}</div>${side(m.match.away, 'away')}</div>
${when}</header>`;
}

function renderPeriods(m: PageModel): string {
  const p = m.periods;
  if (!p || !m.match) return '';
  const cell = (value: number | null, i: number) => {
    const cls = i === p.liveColumn ? 'now' : value === null ? '' : 'played';
    return `<td${cls ? ` class="${cls}"` : ''}>${value === null ? dash : value}</td>`;
  };
  const row = (side: MatchSide, values: Array<number | null>, total: number) =>
    `<tr><th scope="row"><span class="tname">${crest(side, true)}<span>${e(side.name)}</span></span></th>${values
      .map(cell)
      .join('')}<td class="tot">${total}</td></tr>`;
  return `<section class="card" aria-labelledby="h-periods"><h2 id="h-periods">${e(m.texts.scoreByPeriod)}</h2>
<div class="scroll"><table class="lines"><thead><tr><th scope="col">${e(p.unit)}</th>${p.columns
    .map((c, i) => `<th scope="col"${i === p.liveColumn ? ' class="now"' : ''}>${e(c)}</th>`)
    .join('')}<th scope="col" class="tot">${e(p.totalLabel)}</th></tr></thead>
<tbody>${row(m.match.home, p.home, p.totals[0])}${row(m.match.away, p.away, p.totals[1])}</tbody></table></div></section>`;
}

function renderChances(m: PageModel): string {
  const c = m.chances;
  if (!c) return '';
  const bar = c.items
    .filter((i) => i.pct > 0)
    .map((i) => `<i class="t-${i.tone}" style="flex:${i.pct} 1 0"></i>`)
    .join('');
  const legend = c.items
    .map((i) => `<li><b>${i.pct}%</b><span><i class="dot t-${i.tone}"></i>${e(i.label)}</span></li>`)
    .join('');
  return `<section class="card" aria-labelledby="h-chances"><h2 id="h-chances">${e(m.texts.chances)}</h2>
<div class="bar" aria-hidden="true">${bar}</div>
<ul class="legend n${c.items.length}" style="--n:${c.items.length}">${legend}</ul>
<p class="note">${e(m.texts.chancesNote).replace('{market}', e(c.market))}</p></section>`;
}

function renderForm(m: PageModel): string {
  const f = m.form;
  if (!f) return '';
  const t = m.texts;
  const letter = { win: t.winShort, draw: t.drawShort, loss: t.lossShort } as const;
  const word = { win: t.win, draw: t.draw, loss: t.loss } as const;
  const column = (side: FormView) => {
    const head = `<div class="fhead">${crest(side, true)}<span>${e(side.name)}</span></div>`;
    if (side.results.length === 0) return `<div>${head}<p class="empty">${e(t.formNone)}</p></div>`;
    const badges = side.results
      .map((r) => `<span class="b ${r.outcome}" title="${e(word[r.outcome])}">${e(letter[r.outcome])}</span>`)
      .join('');
    const rows = side.results
      .map((r) => {
        const venue = r.venue === 'home' ? t.homeShort : t.awayShort;
        const venueWord = r.venue === 'home' ? t.home : t.away;
        const score = f.hideScores ? e(word[r.outcome]) : `${r.score[0]}${dash}${r.score[1]}`;
        return `<li><span class="date">${e(r.date)}</span><span class="ha" title="${e(venueWord)}">${e(venue)}</span><span class="opp">${e(r.opponent)}</span><span class="chip ${r.outcome}" title="${e(word[r.outcome])}">${score}</span></li>`;
      })
      .join('');
    return `<div>${head}<div class="badges" role="img" aria-label="${e(side.results.map((r) => word[r.outcome]).join(', '))}">${badges}</div><ol class="results">${rows}</ol></div>`;
  };
  return `<section class="card" aria-labelledby="h-form"><h2 id="h-form">${e(t.form)}</h2>
<div class="form">${column(f.home)}${column(f.away)}</div></section>`;
}

function renderHeadToHead(m: PageModel): string {
  const h = m.h2h;
  if (!h || !m.match) return '';
  const t = m.texts;
  if (h.meetings.length === 0) {
    return `<section class="card" aria-labelledby="h-h2h"><h2 id="h-h2h">${e(t.h2h)}</h2><p class="empty">${e(t.h2hNone)}</p></section>`;
  }
  const [homeWins, draws, awayWins] = h.tally;
  const total = homeWins + draws + awayWins || 1;
  const bar = [
    ['home', homeWins],
    ['draw', draws],
    ['away', awayWins],
  ]
    .filter(([, n]) => Number(n) > 0)
    .map(([tone, n]) => `<i class="t-${tone}" style="flex:${Math.round((Number(n) / total) * 100)} 1 0"></i>`)
    .join('');
  const meetings = h.meetings
    .map(
      (g) =>
        `<li><span class="h${g.winner === 'home' ? ' won' : ''}">${e(g.home)}</span><span class="mid"><span class="date">${e(g.date)}</span><span class="chip">${g.score[0]}${dash}${g.score[1]}</span></span><span class="a${g.winner === 'away' ? ' won' : ''}">${e(g.away)}</span></li>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="h-h2h"><h2 id="h-h2h">${e(t.h2h)}</h2>
<div class="tally"><div title="${e(t.wins)}"><b>${homeWins}</b><span>${e(m.match.home.name)}</span></div><div><b>${draws}</b><span>${e(t.draws)}</span></div><div title="${e(t.wins)}"><b>${awayWins}</b><span>${e(m.match.away.name)}</span></div></div>
<div class="bar" aria-hidden="true">${bar}</div>
<ol class="meetings">${meetings}</ol></section>`;
}

function renderField(m: PageModel): string {
  const f = m.field;
  if (!f || f.rows.length === 0) return '';
  const t = m.texts;
  const hasNumber = f.rows.some((r) => r.number !== null);
  const headRow = `<tr>${f.showPosition ? `<th class="pos">${e(t.position)}</th>` : ''}${hasNumber ? '<th class="num">#</th>' : ''}<th></th>${
    f.showForm ? `<th>${e(t.runnerForm)}</th>` : ''
  }${f.showChance ? `<th>${e(t.chance)}</th>` : ''}</tr>`;
  const rows = f.rows
    .map((r) => {
      const pos = f.showPosition
        ? `<td class="pos${r.position === 1 ? ' p1' : ''}">${r.position ?? dash}</td>`
        : '';
      const num = hasNumber ? `<td class="num"><span>${e(r.number ?? '')}</span></td>` : '';
      const form = f.showForm ? `<td class="fig">${e(r.form ?? dash)}</td>` : '';
      const chance = f.showChance
        ? `<td class="pct"><span class="meter"><span class="track"><i style="width:${Math.min(100, r.pct ?? 0)}%"></i></span><b>${
            r.pct === null ? dash : `${r.pct}%`
          }</b></span></td>`
        : '';
      return `<tr>${pos}${num}<td class="runner">${e(r.name)}</td>${form}${chance}</tr>`;
    })
    .join('');
  const note = f.showChance ? `<p class="note">${e(t.chancesNote).replace('{market}', e(f.market))}</p>` : '';
  return `<section class="card" aria-labelledby="h-field"><h2 id="h-field">${e(f.title)}</h2>
<div class="scroll"><table class="field"><thead>${headRow}</thead><tbody>${rows}</tbody></table></div>${note}</section>`;
}

/** The statistics page of one event. */
export function renderStatsPage(m: PageModel): string {
  const footer = m.refreshSeconds ? `<footer>${e(m.texts.liveNote)}</footer>` : '';
  return `${head(m.lang, m.theme, `${m.texts.title} – ${m.title}`, m.refreshSeconds)}
<body>
<main${m.refreshSeconds ? ` data-refresh="${m.refreshSeconds}"` : ''}>
${renderHero(m)}
${renderPeriods(m)}
${renderChances(m)}
${renderForm(m)}
${renderHeadToHead(m)}
${renderField(m)}
${footer}
</main>
</body>
</html>`;
}

/** The page for an event the server does not know (served with 404). */
export function renderNotFoundPage(m: { lang: Language; theme: Theme; texts: StatsTexts }): string {
  return `${head(m.lang, m.theme, m.texts.notFound, null)}
<body>
<main class="missing">
<svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" aria-hidden="true"><path d="M4 20h16"/><path d="M7 16v-5"/><path d="M12 16V7"/><path d="M17 16v-3"/><path d="M3 3l18 18"/></svg>
<h1>${e(m.texts.notFound)}</h1>
<p>${e(m.texts.notFoundHint)}</p>
</main>
</body>
</html>`;
}
