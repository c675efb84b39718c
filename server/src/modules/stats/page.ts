/**
 * HTML of the event statistics page (framed at most 570 px wide and 600 px high). One self-contained document: inline style, no script, no external
 * resource, every text from the database escaped. Colours follow the web app's theme tokens
 * (apps/web/src/shared/ui/global.css) for the dark and light themes.
 */
import { createHash } from 'node:crypto';
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

/** The page's Content-Security-Policy: no script, nothing loaded, framed by its own origin only. */
/**
 * A live page refreshes its content in place: it fetches itself every few seconds while visible and swaps
 * the main element. A timed full reload (meta refresh) would move focus and scroll under the reader and
 * cannot be paused, so it is not used. Refreshing stops once the server answers a page that is no longer
 * live (no data-refresh), and while the tab is hidden.
 */
const REFRESH_SCRIPT =
  "(()=>{const m=document.querySelector('main[data-refresh]');if(!m)return;const every=Number(m.dataset.refresh)*1000;let timer;" +
  'const tick=async()=>{if(document.hidden)return;let live=true;' +
  "try{const r=await fetch(location.href,{credentials:'same-origin',cache:'no-store'});" +
  "if(r.ok){const next=new DOMParser().parseFromString(await r.text(),'text/html').querySelector('main');" +
  "if(next){m.innerHTML=next.innerHTML;live=next.hasAttribute('data-refresh')}}}catch{}" +
  'if(live)timer=setTimeout(tick,every)};' +
  "document.addEventListener('visibilitychange',()=>{if(!document.hidden){clearTimeout(timer);tick()}});" +
  'timer=setTimeout(tick,every)})();';

const REFRESH_SCRIPT_HASH = `'sha256-${createHash('sha256').update(REFRESH_SCRIPT).digest('base64')}'`;

export const STATS_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src ${REFRESH_SCRIPT_HASH}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `
:root{--font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans JP",sans-serif;
--brand:#00c46a;--away:#4aa3ff;--win:#16c784;--loss:#ff4d5e;--radius:10px}
:root[data-theme=dark]{color-scheme:dark;--bg:#111a23;--card:#18232f;--card-2:#1f2c3a;--border:#243447;--text:#e9eff6;
--muted:#93a4b7;--faint:#7d8fa3;--live:#ff6b82;--live-soft:rgb(255 51 85/.16);--warn:#f5a524;--warn-soft:rgb(245 165 36/.16);
--draw:#5b6e83;--track:#0f1821;--win-soft:rgb(22 199 132/.18);--loss-soft:rgb(255 77 94/.18);--draw-soft:rgb(147 164 183/.16);
--brand-text:#00c46a;--brand-soft:rgb(0 196 106/.14)}
:root[data-theme=light]{color-scheme:light;--bg:#f4f6f9;--card:#fff;--card-2:#eef2f6;--border:#dfe4ea;--text:#0d1722;
--muted:#526375;--faint:#5c6b7b;--live:#c8102e;--live-soft:rgb(255 51 85/.1);--warn:#8a5100;--warn-soft:rgb(245 165 36/.16);
--draw:#9aa8b7;--track:#e6eaf0;--win:#0f9f69;--loss:#d92d40;--win-soft:rgb(22 199 132/.16);--loss-soft:rgb(255 77 94/.13);
--draw-soft:rgb(82 99 117/.12);--brand-text:#007a43;--brand-soft:rgb(0 166 90/.1);--away:#1f7ae0}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:14px/1.4 var(--font);font-variant-numeric:tabular-nums}
main{display:grid;gap:10px;padding:12px;max-width:640px;margin:0 auto}
h1,h2,p,ol,ul{margin:0}ol,ul{list-style:none;padding:0}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.card{background:var(--card);border:1px solid var(--border);border-radius:var(--radius);padding:12px}
h2{font-size:11px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted);margin-bottom:10px}
.hero{text-align:center;padding:14px 12px 12px}
.trail{font-size:12px;color:var(--muted);overflow-wrap:anywhere}
.trail span+span::before{content:"\\00b7";margin:0 6px;color:var(--faint)}
.board{display:grid;grid-template-columns:1fr minmax(96px,auto) 1fr;align-items:start;gap:8px;margin-top:12px}
.side{display:grid;justify-items:center;gap:6px;min-width:0}
.side .name{font-weight:650;font-size:14px;line-height:1.25;overflow-wrap:anywhere}
.side.won .name{color:var(--brand-text)}
.crest{display:inline-grid;place-items:center;width:44px;height:44px;border-radius:50%;font-weight:700;font-size:15px;
color:#fff;letter-spacing:.02em;flex:none;box-shadow:inset 0 0 0 2px rgb(255 255 255/.12)}
.crest.sm{width:22px;height:22px;font-size:9px;box-shadow:none}
.c0{background:#1f6f5c}.c1{background:#7a3b8f}.c2{background:#b5532a}.c3{background:#2b5fab}.c4{background:#8d2f3f}
.c5{background:#4f6b1f}.c6{background:#1f7a8c}.c7{background:#6b4fbf}.c8{background:#a3711a}.c9{background:#3d4f63}
.mark{position:relative;display:inline-grid}
.serve{position:absolute;right:-2px;bottom:-2px;width:14px;height:14px;border-radius:50%;background:var(--warn);border:3px solid var(--card)}
.centre{display:grid;justify-items:center;gap:6px;padding-top:2px}
.score{font-size:34px;font-weight:800;line-height:1;letter-spacing:.01em;white-space:nowrap}
.score .dash{color:var(--faint);font-weight:500;margin:0 6px}
.vs{font-size:18px;font-weight:700;color:var(--muted);line-height:34px}
.pill{display:inline-flex;align-items:center;gap:5px;border-radius:999px;padding:2px 9px;font-size:11px;font-weight:700;
text-transform:uppercase;letter-spacing:.04em;background:var(--card-2);color:var(--muted);white-space:nowrap}
.pill.live{background:var(--live-soft);color:var(--live)}
.pill.live::before{content:"";width:6px;height:6px;border-radius:50%;background:currentColor;animation:pulse 1.6s ease-in-out infinite}
.pill.suspended{background:var(--warn-soft);color:var(--warn)}
.pill.over{background:var(--brand-soft);color:var(--brand-text)}
.detail{font-size:13px;font-weight:650;color:var(--live)}
.when{margin-top:12px;font-size:12px;color:var(--muted)}
.venue{margin-top:4px;font-size:13px;color:var(--muted)}
h1{font-size:18px;line-height:1.3;margin-top:10px;overflow-wrap:anywhere}
.hero .pill{margin-top:8px}
@keyframes pulse{50%{opacity:.35}}
@media(prefers-reduced-motion:reduce){.pill.live::before{animation:none}}
.scroll{overflow-x:auto;margin:0 -4px;padding:0 4px}
table{width:100%;border-collapse:collapse}
.lines th,.lines td{padding:7px 4px;text-align:center;white-space:nowrap}
.lines thead th{font-size:11px;font-weight:600;color:var(--muted);border-bottom:1px solid var(--border)}
.lines thead th:first-child{text-align:left;text-transform:uppercase;letter-spacing:.05em}
.lines tbody th{text-align:left;font-weight:600;max-width:0;width:100%;overflow:hidden;text-overflow:ellipsis}
.lines tbody tr+tr>*{border-top:1px solid var(--border)}
.lines td{min-width:30px;color:var(--muted)}
.lines td.played{color:var(--text)}
.lines .now{color:var(--live);font-weight:700}
.lines .tot{font-weight:800;color:var(--text);min-width:44px;background:var(--card-2)}
.lines thead .tot{background:var(--card-2);color:var(--text);border-radius:6px 6px 0 0}
.lines tbody tr:last-child .tot{border-radius:0 0 6px 6px}
.tname{display:flex;align-items:center;gap:8px;min-width:0}
.tname span:last-child{overflow:hidden;text-overflow:ellipsis}
.bar{display:flex;height:10px;border-radius:999px;overflow:hidden;background:var(--track);gap:2px}
.bar i{display:block;min-width:3px}
.t-home{background:var(--brand)}.t-draw{background:var(--draw)}.t-away{background:var(--away)}
.legend{display:grid;grid-template-columns:repeat(var(--n,3),minmax(0,1fr));gap:8px;margin-top:10px}
.legend li{min-width:0}
.legend li:last-child{text-align:right}
.legend.n3 li:nth-child(2){text-align:center}
.legend b{display:block;font-size:20px;font-weight:800;line-height:1.2}
.legend span{display:block;font-size:12px;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.legend .dot{display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:5px;vertical-align:1px}
.note{margin-top:10px;font-size:11px;color:var(--faint)}
.form{display:grid;grid-template-columns:1fr;gap:14px}
@media(min-width:460px){.form{grid-template-columns:1fr 1fr;gap:16px}}
.fhead{display:flex;align-items:center;gap:8px;font-weight:650;min-width:0;margin-bottom:8px}
.fhead span:last-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badges{display:flex;gap:4px;margin-bottom:8px}
.b{display:inline-grid;place-items:center;min-width:22px;height:22px;padding:0 4px;border-radius:6px;font-size:11px;font-weight:800;color:#fff}
.b.win{background:var(--win)}.b.draw{background:var(--draw)}.b.loss{background:var(--loss)}
.results li{display:grid;grid-template-columns:auto auto minmax(0,1fr) auto;align-items:center;gap:6px;padding:6px 0;font-size:13px}
.results li+li{border-top:1px solid var(--border)}
.date{font-size:11px;color:var(--faint);white-space:nowrap}
.ha{font-size:10px;font-weight:700;color:var(--muted);background:var(--card-2);border-radius:4px;padding:1px 4px}
.opp{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chip{font-weight:700;font-size:12px;border-radius:6px;padding:2px 7px;white-space:nowrap}
.chip.win{background:var(--win-soft);color:var(--win)}.chip.draw{background:var(--draw-soft);color:var(--muted)}
.chip.loss{background:var(--loss-soft);color:var(--loss)}
.empty{color:var(--muted);font-size:13px;padding:4px 0}
.tally{display:grid;grid-template-columns:1fr auto 1fr;align-items:end;gap:8px;margin-bottom:8px}
.tally div{min-width:0}.tally div:nth-child(2){text-align:center}.tally div:last-child{text-align:right}
.tally b{display:block;font-size:22px;font-weight:800;line-height:1.1}
.tally span{display:block;font-size:12px;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.meetings{margin-top:10px}
.meetings li{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;gap:8px;padding:7px 0;font-size:13px}
.meetings li+li{border-top:1px solid var(--border)}
.meetings .h{text-align:right}
.meetings .h,.meetings .a{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:var(--muted)}
.meetings .won{color:var(--text);font-weight:650}
.meetings .mid{display:grid;justify-items:center;gap:1px}
.meetings .mid .chip{background:var(--card-2);color:var(--text)}
.field th{font-size:11px;font-weight:600;color:var(--muted);text-align:left;padding:0 6px 6px;border-bottom:1px solid var(--border)}
.field td{padding:7px 6px;border-bottom:1px solid var(--border)}
.field tr:last-child td{border-bottom:0}
.field .num{width:1%;text-align:center}
.field .num span{display:inline-grid;place-items:center;min-width:22px;height:22px;border-radius:6px;background:var(--card-2);font-size:12px;font-weight:700}
.field .runner{font-weight:600;max-width:0;width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.field .fig{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;color:var(--muted);white-space:nowrap}
.field .pos{font-weight:800;text-align:center;width:1%}
.field .pos.p1{color:var(--brand-text)}
.field .pct{width:34%;min-width:110px}
.meter{display:flex;align-items:center;gap:8px}
.meter .track{flex:1;height:6px;border-radius:999px;background:var(--track);overflow:hidden}
.meter .track i{display:block;height:100%;background:var(--brand);border-radius:999px}
.meter b{font-size:12px;min-width:34px;text-align:right}
footer{text-align:center;font-size:11px;color:var(--faint);padding:2px 0 6px}
.missing{min-height:calc(100vh - 24px);display:grid;place-content:center;justify-items:center;text-align:center;gap:10px;padding:24px}
.missing svg{color:var(--faint)}
.missing h1{font-size:17px;margin:0;max-width:360px}
.missing p{color:var(--muted);font-size:13px;max-width:340px}
`;

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
