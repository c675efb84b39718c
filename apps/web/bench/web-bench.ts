/**
 * `npm run bench -w @touchline/web` (after `vite build`, which the script runs first): the three figures
 * of the front end's performance goals, one plain line each.
 *   1. the home route's initial JavaScript, KB gzip (goal 150 or less);
 *   2. the Lighthouse mobile performance score of home, match, live, a sport page and the casino lobby on the real server (goal 95+);
 *   3. the longest main-thread task on the live page with 500 live events and 100 odds changes a second
 *      (goal under 50 ms).
 * The real server starts as the browser journeys start it (e2e/support/server.ts: free port, temporary
 * DATA_DIR, CATALOGUE=small) with FEED=on; it compresses its answers itself (pre-compressed files,
 * @fastify/compress for JSON), as it does in production.
 * Parts can be chosen by name after `--` (`npm run bench -w @touchline/web -- lighthouse`): initial-js,
 * lighthouse, live, tap; none named runs all four. LIGHTHOUSE_REPORTS=<folder> keeps every Lighthouse
 * report there, to see what holds a score back.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cataloguePages } from '../../../e2e/support/catalogue';
import { type RunningServer, startServer } from '../../../e2e/support/server';
import { measureInitialJs } from './initial-js';
import { lighthouseScores, type PageScore } from './lighthouse';
import { measureLiveLongTask } from './live-longtask';
import { measureSlipTap } from './slip-tap';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const line = (text: string) => process.stdout.write(`${text}\n`);
const reason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const PARTS = ['initial-js', 'lighthouse', 'live', 'tap'] as const;
const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(PARTS as readonly string[]).includes(name))
    throw new Error(`unknown bench part '${name}': choose from ${PARTS.join(', ')}`);
}
const runs = (part: (typeof PARTS)[number]): boolean => chosen.length === 0 || chosen.includes(part);

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run vite build first');

  if (runs('initial-js')) {
    const js = measureInitialJs(DIST);
    // KB of 1024 bytes, as the goal counts them (150 KB = 153,600 bytes).
    const bytes = js.files.reduce((sum, file) => sum + file.gzip, 0);
    line(
      `web home route initial JavaScript: ${js.totalGzipKb.toFixed(1)} KB gzip (${bytes} bytes) in ${js.files.length} files (goal <= 150 KB = 153600 bytes)`,
    );
  }
  if (!runs('lighthouse') && !runs('live') && !runs('tap')) return;

  if (!existsSync(CHROMIUM)) {
    line(`web Lighthouse mobile performance: not measured: no Chromium at ${CHROMIUM}`);
    line(`web live page longest main-thread task: not measured: no Chromium at ${CHROMIUM}`);
    return;
  }

  let server: RunningServer | null = null;
  try {
    server = await startServer({ FEED: 'on' });
    const pages = await cataloguePages(server.url);
    // The live page is measured first, on a quiet machine, and reported after Lighthouse.
    const live = runs('live')
      ? await measureLiveLongTask({
          dist: DIST,
          upstream: server.url,
          chromiumPath: CHROMIUM,
        }).catch((error: unknown) => reason(error))
      : null;
    const tap = runs('tap')
      ? await measureSlipTap({ dist: DIST, upstream: server.url, chromiumPath: CHROMIUM }).catch(
          (error: unknown) => reason(error),
        )
      : null;
    const audited = [
      { name: 'home', path: '/' },
      { name: 'match', path: pages.liveMatch ?? pages.match },
      { name: 'live', path: '/live' },
      { name: 'sport', path: pages.sport },
      { name: 'casino lobby', path: '/casinov2/' },
    ];
    const report = (label: string, scores: PageScore[]) => {
      line(
        `${label}: ${scores.map((page) => `${page.name} ${page.score}`).join(', ')} (median of 3 runs each; goal >= 95)`,
      );
      for (const page of scores) {
        line(
          `  ${page.name}: runs ${page.runs.join('/')} (benchmarkIndex ${page.benchmarkIndexes.join('/')})`,
        );
        page.runMetrics.forEach((metrics, index) => {
          const { fcp, lcp, tbt, cls, si } = metrics;
          line(
            `    run ${index + 1}: score ${page.runs[index]}, benchmarkIndex ${page.benchmarkIndexes[index]}; ` +
              `FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls}, SI ${si} ms`,
          );
        });
      }
    };
    if (runs('lighthouse')) {
      try {
        report(
          'web Lighthouse mobile performance',
          await lighthouseScores({
            baseUrl: server.url,
            chromePath: CHROMIUM,
            pages: audited,
            reportDir: process.env.LIGHTHOUSE_REPORTS,
          }),
        );
      } catch (error) {
        line(`web Lighthouse mobile performance: not measured: ${reason(error)}`);
      }
    }
    if (live === null) {
      // Not chosen.
    } else if (typeof live === 'string') {
      line(`web live page longest main-thread task: not measured: ${live}`);
    } else {
      line(
        `web live page longest main-thread task: ${live.longestMs} ms with 500 live events and 100 odds changes/s ` +
          `(median of 3 x 10 s windows: ${live.windows.join('/')} ms; goal < 50)`,
      );
      line(
        `  ${live.changesSent} changes sent, ${live.longTasks} long tasks, first render ${live.firstRenderMs} ms, ` +
          `${live.rowsShown} rows rendered`,
      );
    }
    if (tap === null) {
      // Not chosen.
    } else if (typeof tap === 'string') {
      line(`web slip tap to new return: not measured: ${tap}`);
    } else {
      line(
        `web slip tap to new return: median ${tap.medianMs} ms, p90 ${tap.p90Ms} ms, max ${tap.maxMs} ms ` +
          `over ${tap.taps} taps with 500 live events and 100 odds changes/s`,
      );
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
