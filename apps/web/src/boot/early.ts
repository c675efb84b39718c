/**
 * The inline script of index.html (bundled into it at build time by build/boot-inline.ts), run while
 * the page is parsed, before any module:
 * - startCalls: the first screen's data calls start now, in parallel with the app's download
 *   (shared/api/prefetch.ts hands their answers to the queries);
 * - showHero: the home page's hero gets its texts in the language the app will start in and shows;
 * - loadApp: the app's modules start downloading and its entry runs once the page has painted, so the
 *   first paint waits for nothing but the page.
 * - applyTheme: the stored theme before the first frame; warmDates: see below;
 * - offlineTexts / showNetworkScreen: when the app's own files cannot be fetched (the network went away
 *   after the page arrived), the network screen the app would show, without the app.
 * Small on purpose: brand, language, call descriptors and nothing else.
 */
import { currentBrand } from '@/brands/current-brand';
import { prefetch } from '@/shared/api/prefetch';
import { apiContextFor } from '@/shared/api/requests';
import { initialLanguage } from '@/shared/i18n/initial-language';
import { firstCalls, firstScreen } from './first-screen';

const language = () => initialLanguage(currentBrand.defaultLanguage);

export function startCalls(): void {
  const screen = firstScreen(window.location.pathname, window.location.search);
  for (const call of firstCalls(screen, apiContextFor(language()))) prefetch(call.path, call.params);
}

/** The stored theme (the theme cookie, dark by default), set before the first frame paints. */
export function applyTheme(): void {
  const stored = /(?:^|; )theme=(dark|light)/.exec(document.cookie);
  document.documentElement.setAttribute('data-theme', stored?.[1] ?? 'dark');
}

/**
 * The first date formatter a page makes costs 15-40 ms on a phone's main thread (the runtime loads its
 * calendar and time zone data), one piece of work inside the first render of a page that shows start
 * times. Made first in a worker, in parallel with the app's download, it leaves that data loaded for the
 * whole page (Chromium shares it between threads): the page's own formatters then cost under 2 ms (one
 * with the default options is enough to load it; measured in Chromium: 19-33 ms cold, 0.3-0.5 ms after).
 */
export function warmDates(): void {
  try {
    const code = 'new Intl.DateTimeFormat().format(0);postMessage(0)';
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const worker = new Worker(url);
    worker.onmessage = worker.onerror = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    // No workers here: the page's first formatter does the work instead.
  }
}

/** Language -> [title, body, call to action] of the home page's hero. */
export type HeroTexts = Record<string, readonly [string, string, string]>;

export function showHero(texts: HeroTexts): void {
  const hero = document.getElementById('boot-hero');
  if (!hero || !firstScreen(window.location.pathname, '').home) return;
  const chosen = texts[language()] ?? texts.en;
  if (!chosen) return;
  const slots = ['.home-hero-title', '.home-hero-body', '.boot-hero-cta'];
  slots.forEach((selector, index) => {
    const slot = hero.querySelector(selector);
    if (slot) slot.textContent = chosen[index] ?? '';
  });
  hero.hidden = false;
}

export interface AppFiles {
  /** The entry module. */
  entry: string;
  /** The modules the entry imports, preloaded together so they download in parallel. */
  preload?: string[];
}

/**
 * After the first contentful paint is on screen (or at once when the tab is hidden, where frames never
 * come). Its performance entry arrives once the frame is shown; a frame only drawn (the next animation
 * frame) can still be waiting to be shown while the app's files already arrive.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(once, 0);
    return;
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  // A paint that never comes (an occluded window, a busy device) must not hold the app.
  setTimeout(once, 200);
}

/** Language -> [title, body, wait] of the network screen. */
export type NetworkTexts = Record<string, readonly [string, string, string]>;

let networkTexts: NetworkTexts = {};

export function offlineTexts(texts: NetworkTexts): void {
  networkTexts = texts;
}

const NETWORK_SCREEN_ID = 'boot-network';
/** How often the screen asks whether the app's entry can be fetched again. */
const RETRY_MS = 4000;

/**
 * The app's files could not be fetched: the page stays as it is (a reload while offline would put the
 * browser's own offline page in its place) under a full-screen, blocking network screen in the page's
 * language. The page loads again once the app's entry answers, never before.
 */
export function showNetworkScreen(entry: string): void {
  if (document.getElementById(NETWORK_SCREEN_ID)) return;
  const [title, body, wait] = networkTexts[language()] ?? networkTexts.en ?? ['', '', ''];
  const screen = document.createElement('div');
  screen.id = NETWORK_SCREEN_ID;
  screen.setAttribute('role', 'alertdialog');
  screen.setAttribute('aria-modal', 'true');
  screen.setAttribute('aria-labelledby', `${NETWORK_SCREEN_ID}-title`);
  screen.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-content:center;gap:12px;padding:24px;' +
    'text-align:center;background:var(--bg,#0a1016);color:var(--text,#eaf1f8);font-family:var(--font,sans-serif)';
  const heading = document.createElement('h2');
  heading.id = `${NETWORK_SCREEN_ID}-title`;
  heading.textContent = title;
  heading.style.cssText = 'margin:0;font-size:var(--fs-lg,16px)';
  const text = document.createElement('p');
  text.textContent = body;
  text.style.margin = '0';
  const waiting = document.createElement('p');
  waiting.textContent = wait;
  waiting.style.cssText = 'margin:0;font-weight:700;color:var(--text-muted,#93a4b7)';
  screen.append(heading, text, waiting);
  document.body.appendChild(screen);
  for (const child of Array.from(document.body.children)) {
    if (child !== screen && child.tagName !== 'SCRIPT') child.setAttribute('inert', '');
  }
  const retry = () => {
    fetch(entry, { cache: 'no-store', method: 'HEAD' })
      .then((response) => {
        if (response.ok) window.location.reload();
        else setTimeout(retry, RETRY_MS);
      })
      .catch(() => setTimeout(retry, RETRY_MS));
  };
  setTimeout(retry, RETRY_MS);
  window.addEventListener('online', () => setTimeout(retry, 0));
}

export function loadApp(files: AppFiles): void {
  afterFirstPaint(() => {
    for (const href of files.preload ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = files.entry;
    script.crossOrigin = '';
    // A module script whose file, or a file it imports, cannot be fetched fires this.
    script.onerror = () => showNetworkScreen(files.entry);
    document.body.appendChild(script);
    // The route's page files (build/plugins.ts, routePreload) are asked for after these.
    document.dispatchEvent(new Event('touchline:app-files'));
  });
}
