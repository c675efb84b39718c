/// <reference lib="dom" />
/**
 * Time from a tap on a price to the slip showing the new return, on the live page with 500 live events
 * receiving 100 odds changes a second (the harness of live-longtask.ts). Headless Chromium at 1280 px
 * (the slip in the right column); each tap adds or removes a selection, and the time runs from the
 * click event to the frame after the return's text changed.
 */
import { chromium } from 'playwright-core';
import { liveBook } from './live-fixtures';
import { startLiveServer } from './live-server';

export interface SlipTapResult {
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  taps: number;
}

interface TapWindow {
  /** Taps the n-th price used by the bench; resolves with ms from the click to the frame after the return changed. */
  __slipTap: (n: number) => Promise<number>;
}

/**
 * Runs in the page: taps a price, and measures from the click event to the frame after the slip's potential
 * return text changed.
 */
const TAP_SCRIPT = `
window.__slipTap = function (n) {
  return new Promise(function (resolve, reject) {
    // The live page renders the competitions near the viewport only, so the bench cycles through the
    // open prices that are on the page instead of counting on a given number of them.
    var buttons = Array.prototype.filter.call(
      document.querySelectorAll('article[data-event-id] button[data-outcome-id]'),
      function (b) { return !b.disabled; }
    );
    if (buttons.length === 0) return reject(new Error('no price to tap'));
    var button = buttons[(n * 7 + 3) % buttons.length];
    function read() {
      var node = document.querySelector('[data-testid="potential-return"]');
      return node ? node.textContent : 'none';
    }
    var before = read();
    var began = 0;
    var observer = new MutationObserver(function () {
      if (read() === before) return;
      observer.disconnect();
      requestAnimationFrame(function () { resolve(performance.now() - began); });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    button.addEventListener('click', function (event) { began = event.timeStamp; }, { once: true, capture: true });
    button.click();
    setTimeout(function () { reject(new Error('the slip did not change')); }, 10000);
  });
};
`;

export async function measureSlipTap(options: {
  dist: string;
  upstream: string;
  chromiumPath: string;
  taps?: number;
}): Promise<SlipTapResult> {
  const taps = options.taps ?? 20;
  const book = liveBook(500);
  const server = await startLiveServer({
    dist: options.dist,
    upstream: options.upstream,
    bookmaker: 'touchline_ie',
    book,
  });
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let timer: ReturnType<typeof setInterval> | null = null;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    // The in-page half goes in as a plain script: a function handed to page.evaluate would carry the
    // helpers tsx adds when it compiles this file (__name), which the page does not have.
    await context.addInitScript({ content: TAP_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${server.url}/live`);
    await page.waitForSelector('article[data-event-id] button[data-outcome-id]', { timeout: 60_000 });
    await page.waitForSelector('[aria-labelledby="betslip-title"]', { timeout: 60_000 });
    await page.waitForTimeout(2000);
    let sent = 0;
    const start = performance.now();
    timer = setInterval(() => {
      const due = Math.floor(((performance.now() - start) * 100) / 1000) - sent;
      for (let i = 0; i < due; i++) server.push([book.nextChange()]);
      sent += Math.max(0, due);
    }, 10);
    const times: number[] = [];
    for (let i = 0; i < taps; i++) {
      // Taps alternate between adding a new price and removing it again, so the return always changes.
      const index = Math.floor(i / 2);
      const ms = await page.evaluate((n) => (window as unknown as TapWindow).__slipTap(n), index);
      times.push(ms);
      await page.waitForTimeout(150);
    }
    await context.close();
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return {
      medianMs: at(0.5),
      p90Ms: at(0.9),
      maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
      taps: times.length,
    };
  } finally {
    if (timer) clearInterval(timer);
    await browser.close();
    await server.close();
  }
}
