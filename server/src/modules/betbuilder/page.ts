/**
 * The bet builder page the 'Create YourBet' modal frames (betting-core.md section 2): the bettor picks
 * selections of one event, the page prices them with /v1/betbuilder/calculate (a newer calculation
 * cancels an older one, section 4), stores the ticket and posts `{ betslip_id }` to the sportsbook
 * window, which fetches it with GET /v1/betbuilder/ticket.
 *
 * The message goes only to the sportsbook's origin, never '*', and only sportsbook origins may frame it.
 */
import { BRANDS } from '@touchline/contract';
import { escapeHtml } from '../../html';
import type { PageTexts } from './page-texts';

export interface PageOutcome {
  id: string;
  name: string;
  odds: string;
}

export interface PageMarket {
  name: string;
  outcomes: PageOutcome[];
}

export interface PagePrecanned {
  id: string;
  name: string;
  selections: string[];
  odds: string;
}

export interface PageData {
  lang: string;
  bookmaker: string;
  eventId: string;
  eventName: string;
  markets: PageMarket[];
  precanned: PagePrecanned[];
  texts: PageTexts;
  /** The window.parent origin the betslip id is posted to. */
  targetOrigin: string;
  nonce: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const originOf = (url: string | undefined | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** Origins of the sportsbook: this deployment's, every brand's sport site, and local development. */
export function isSportsbookOrigin(origin: string, own: readonly (string | null)[]): boolean {
  if (own.includes(origin)) return true;
  const url = new URL(origin);
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  return (
    url.protocol === 'https:' && BRANDS.some((b) => url.host === `sport.${b.domain}` || url.host === b.domain)
  );
}

/**
 * Where the page posts the betslip id: the embedding page's origin (from the Referer) when it is a
 * sportsbook origin, else PUBLIC_URL, else the server's own origin (the embedded single-port setup).
 */
export function parentOrigin(
  referrer: string | undefined,
  publicUrl: string | undefined,
  own: string,
): string {
  const fromReferrer = originOf(referrer);
  const configured = originOf(publicUrl);
  if (fromReferrer && isSportsbookOrigin(fromReferrer, [configured, own])) return fromReferrer;
  return configured ?? own;
}

/** The CSP of the page: its own scripts by nonce, API calls to itself, framed by sportsbook origins only. */
export function pagePolicy(nonce: string, publicUrl: string | undefined): string {
  const ancestors = [
    "'self'",
    originOf(publicUrl),
    ...BRANDS.map((b) => `https://sport.${b.domain}`),
    'http://localhost:*',
    'http://127.0.0.1:*',
    'https://localhost:*',
  ].filter((v): v is string => v !== null);
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(ancestors)].join(' ')}`,
  ].join('; ');
}

export { escapeHtml };

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `
:root{color-scheme:dark;--bg:#12161c;--panel:#1b2129;--line:#2a323d;--text:#e8edf2;--muted:#9aa6b2;--accent:#23c16b;--warn:#f0b429;--danger:#e5484d}
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--text)}
header{padding:12px 16px;border-bottom:1px solid var(--line)}h1{margin:0;font-size:16px}header p{margin:2px 0 0;color:var(--muted)}
main{display:grid;grid-template-columns:1fr;gap:12px;padding:12px 16px}
@media(min-width:640px){main{grid-template-columns:2fr 1fr}}
section h2{font-size:13px;text-transform:uppercase;color:var(--muted);margin:12px 0 6px}
.market{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:8px;margin-bottom:8px}
.market h3{margin:0 0 6px;font-size:13px}.outcomes{display:flex;flex-wrap:wrap;gap:6px}
button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:6px 10px;cursor:pointer}
button[aria-pressed=true]{border-color:var(--accent);background:#173a28}button:disabled{opacity:.5;cursor:not-allowed}
.odds{font-weight:600;margin-left:6px}.slip{position:sticky;top:12px;background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:12px;align-self:start}
.slip ul{list-style:none;margin:0;padding:0}.slip li{display:flex;justify-content:space-between;gap:8px;padding:4px 0;border-bottom:1px solid var(--line)}
.slip li small{display:block;color:var(--danger)}.slip li.conflict{box-shadow:inset 3px 0 var(--danger);padding-left:8px}.total{display:flex;justify-content:space-between;margin:10px 0;font-size:16px}
.warning{color:var(--warn)}.add{width:100%;background:var(--accent);color:#04140b;border:0;font-weight:700;padding:10px}
.remove{padding:0 6px;border:0;background:none;color:var(--muted)}.hint{color:var(--muted)}`;

const SCRIPT = `
(function(){
var data=JSON.parse(document.getElementById('builder-data').textContent);
var T=data.texts,picked=[],precanned=null,ticket=null,controller=null;
var list=document.getElementById('slip-list'),oddsEl=document.getElementById('slip-odds'),
note=document.getElementById('slip-note'),add=document.getElementById('slip-add');
function sync(){document.querySelectorAll('[data-outcome]').forEach(function(b){b.setAttribute('aria-pressed',picked.indexOf(b.dataset.outcome)>=0?'true':'false');});}
function render(){
 list.textContent='';
 (ticket?ticket.selections:[]).forEach(function(s){
  var li=document.createElement('li'),span=document.createElement('span');
  span.textContent=s.description_translated||s.description;
  if(s.error==='CANNOT_COMBINE'){li.className='conflict';}
  else if(s.error){var e=document.createElement('small');e.textContent=T.unavailable;span.appendChild(e);}
  var rm=document.createElement('button');rm.className='remove';rm.textContent='\\u00d7';rm.setAttribute('aria-label',T.remove);
  rm.addEventListener('click',function(){toggle(s.id);});
  li.appendChild(span);li.appendChild(rm);list.appendChild(li);
 });
 var n=picked.length,odds=ticket?ticket.odds:0;
 oddsEl.textContent=ticket&&odds>1?ticket.display_odds.decimal:'-';
 note.className='hint';note.textContent='';
 if(n===1){note.textContent=T.addMore;}
 else if(n>1&&odds===0){note.className='warning';note.textContent=T.cannotCombine;}
 add.disabled=!(n>=2&&odds>1);
}
function calculate(){
 if(controller)controller.abort();
 if(picked.length===0){ticket=null;render();return;}
 controller=new AbortController();
 fetch('/v1/betbuilder/calculate',{method:'POST',headers:{'content-type':'application/json'},signal:controller.signal,
  body:JSON.stringify({bookmaker:data.bookmaker,lang:data.lang,event_id:data.eventId,selections:picked,precanned_id:precanned})})
 .then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json();})
 .then(function(body){ticket=body.ticket;render();})
 .catch(function(err){if(err&&err.name==='AbortError')return;ticket=null;render();note.className='warning';note.textContent=T.error;});
}
function toggle(id){var i=picked.indexOf(id);if(i>=0)picked.splice(i,1);else picked.push(id);precanned=null;sync();calculate();}
document.querySelectorAll('[data-outcome]').forEach(function(b){b.addEventListener('click',function(){toggle(b.dataset.outcome);});});
document.querySelectorAll('[data-precanned]').forEach(function(b){b.addEventListener('click',function(){
 var combo=data.precanned.filter(function(p){return p.id===b.dataset.precanned;})[0];if(!combo)return;
 picked=combo.selections.slice();precanned=combo.id;sync();calculate();});});
add.addEventListener('click',function(){
 add.disabled=true;
 fetch('/v1/betbuilder/tickets',{method:'POST',headers:{'content-type':'application/json'},
  body:JSON.stringify({bookmaker:data.bookmaker,lang:data.lang,event_id:data.eventId,selections:picked,precanned_id:precanned})})
 .then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json();})
 .then(function(body){window.parent.postMessage({betslip_id:body.betslip_id},data.targetOrigin);render();})
 .catch(function(){render();note.className='warning';note.textContent=T.error;});
});
render();
})();`;

/** The whole page (HTML with its own style and script, both under the CSP nonce). */
export function renderBuilderPage(data: PageData): string {
  const t = data.texts;
  const markets =
    data.markets.length === 0
      ? `<p class="hint">${escapeHtml(t.noBuilder)}</p>`
      : data.markets
          .map(
            (m) =>
              `<div class="market"><h3>${escapeHtml(m.name)}</h3><div class="outcomes">${m.outcomes
                .map(
                  (o) =>
                    `<button type="button" data-outcome="${escapeHtml(o.id)}" aria-pressed="false">${escapeHtml(o.name)}<span class="odds">${escapeHtml(o.odds)}</span></button>`,
                )
                .join('')}</div></div>`,
          )
          .join('');
  const popular =
    data.precanned.length === 0
      ? ''
      : `<h2>${escapeHtml(t.popular)}</h2><div class="outcomes">${data.precanned
          .map(
            (p) =>
              `<button type="button" data-precanned="${escapeHtml(p.id)}">${escapeHtml(p.name)}<span class="odds">${escapeHtml(p.odds)}</span></button>`,
          )
          .join('')}</div>`;
  const client = {
    lang: data.lang,
    bookmaker: data.bookmaker,
    eventId: data.eventId,
    precanned: data.precanned,
    texts: data.texts,
    targetOrigin: data.targetOrigin,
  };
  return `<!doctype html>
<html lang="${escapeHtml(data.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeHtml(t.title)} – ${escapeHtml(data.eventName)}</title>
<style nonce="${data.nonce}">${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(data.eventName)}</p></header>
<main>
<section aria-label="${escapeHtml(t.markets)}">${popular}<h2>${escapeHtml(t.markets)}</h2>${markets}</section>
<aside class="slip" aria-live="polite">
<ul id="slip-list"></ul>
<div class="total"><span>${escapeHtml(t.odds)}</span><strong id="slip-odds">-</strong></div>
<p id="slip-note" class="hint"></p>
<button type="button" id="slip-add" class="add" disabled>${escapeHtml(t.addToBetslip)}</button>
</aside>
</main>
<script type="application/json" id="builder-data">${scriptJson(client)}</script>
<script nonce="${data.nonce}">${SCRIPT}</script>
</body>
</html>`;
}
