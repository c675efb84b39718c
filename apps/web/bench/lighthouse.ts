/**
 * Lighthouse mobile performance scores of pages served by the real server (goal 95
 * or more), through the lighthouse package in Debian Chromium. Lighthouse scores move from run to run,
 * so each page is audited several times and the median counts (as Lighthouse's own docs advise).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface PageScore {
  name: string;
  path: string;
  /** 0 to 100, the median of the runs. */
  score: number;
  runs: number[];
  /** Each run's Lighthouse benchmarkIndex (the machine's CPU speed as Lighthouse saw it), in run order. */
  benchmarkIndexes: number[];
  /** Each run's metrics, in run order. */
  runMetrics: Record<string, number>[];
  /** Median-run metrics in ms (CLS unitless), to see what holds a score back. */
  metrics: Record<string, number>;
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

const median = <T>(items: readonly T[], key: (item: T) => number): T => {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
};

/**
 * One audit. Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART,
 * NO_FCP); such a run measured nothing, so it is tried again, up to three times in all.
 */
async function audit(url: string, port: number): Promise<Result> {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    failure = `${url}: ${lhr.runtimeError.message}`;
  }
  throw new Error(failure);
}

export async function lighthouseScores(options: {
  baseUrl: string;
  pages: readonly { name: string; path: string }[];
  chromePath: string;
  runs?: number;
  /** When set, every run's full Lighthouse report is written there as `<page>-<run>.json`. */
  reportDir?: string;
}): Promise<PageScore[]> {
  const runs = options.runs ?? 3;
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: PageScore[] = [];
    for (const page of options.pages) {
      const results: { score: number; benchmarkIndex: number; metrics: Record<string, number> }[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(`${options.baseUrl}${page.path}`, chrome.port);
        if (options.reportDir) {
          writeFileSync(join(options.reportDir, `${page.name}-${run + 1}.json`), JSON.stringify(lhr));
        }
        const metrics: Record<string, number> = {};
        for (const [short, id] of Object.entries(METRICS)) {
          metrics[short] = Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
        }
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          metrics,
        });
      }
      const middle = median(results, (result) => result.score);
      scores.push({
        ...page,
        score: middle.score,
        runs: results.map((r) => r.score),
        benchmarkIndexes: results.map((r) => r.benchmarkIndex),
        runMetrics: results.map((r) => r.metrics),
        metrics: middle.metrics,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
