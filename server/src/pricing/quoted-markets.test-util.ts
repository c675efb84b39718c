/**
 * Synthetic event markets for the score model and bet builder tests: prices from a known score model
 * plus a margin, every market open.
 */
import { normalCdf, poissonProbabilities } from './distributions';
import type { QuotedMarket } from './score-model';

/** A quoted market of a fixture, open for betting. */
export interface FixtureMarket extends QuotedMarket {
  suspended: boolean;
}

let nextId = 1;
const id = () => String(nextId++);

const pmf = (lambda: number) => poissonProbabilities(lambda, 15);

const price = (p: number, margin = 0.05) => Math.max(1.01, Math.round((1 / (p * (1 + margin))) * 100) / 100);

type Sum = (test: (h: number, a: number, h1: number, a1: number) => boolean) => number;

function market(
  type: string,
  entries: Array<[string, number, number | null]>,
  extra: { line?: number | null; period?: string | null } = {},
): FixtureMarket {
  return {
    id: id(),
    type,
    period: extra.period ?? null,
    line: extra.line ?? null,
    suspended: false,
    outcomes: entries.map(([code, p, handicap]) => ({ id: id(), code, odds: price(p), handicap })),
  };
}

/** A football match priced from Poisson goals (lh, la), with halves at a 45% first-half share. */
export function footballMarkets(lh: number, la: number): FixtureMarket[] {
  const s = 0.45;
  const [h1, a1, h2, a2] = [pmf(lh * s), pmf(la * s), pmf(lh * (1 - s)), pmf(la * (1 - s))];
  const sum: Sum = (test) => {
    let total = 0;
    for (const [i, ph1] of h1.entries())
      for (const [j, pa1] of a1.entries())
        for (const [k, ph2] of h2.entries())
          for (const [l, pa2] of a2.entries()) if (test(i + k, j + l, i, j)) total += ph1 * pa1 * ph2 * pa2;
    return total;
  };
  const markets: FixtureMarket[] = [
    market('match_result', [
      ['home', sum((h, a) => h > a), null],
      ['draw', sum((h, a) => h === a), null],
      ['away', sum((h, a) => h < a), null],
    ]),
    market('double_chance', [
      ['1X', sum((h, a) => h >= a), null],
      ['12', sum((h, a) => h !== a), null],
      ['X2', sum((h, a) => h <= a), null],
    ]),
  ];
  for (const line of [1.5, 2.5, 3.5]) {
    markets.push(
      market(
        'total',
        [
          ['over', sum((h, a) => h + a > line), line],
          ['under', sum((h, a) => h + a < line), line],
        ],
        { line },
      ),
    );
  }
  for (const line of [-1.5, -0.5, 0, 0.5]) {
    markets.push(
      market(
        'handicap',
        [
          ['home', sum((h, a) => h + line > a), line],
          ['away', sum((h, a) => a - line > h), -line],
        ],
        { line },
      ),
    );
  }
  markets.push(
    market('btts', [
      ['yes', sum((h, a) => h > 0 && a > 0), null],
      ['no', sum((h, a) => h === 0 || a === 0), null],
    ]),
  );
  const scores: Array<[string, number, null]> = [];
  for (let h = 0; h <= 3; h++)
    for (let a = 0; a <= 3; a++) scores.push([`${h}-${a}`, sum((x, y) => x === h && y === a), null]);
  scores.push(['other_home', sum((h, a) => h > a && (h > 3 || a > 3)), null]);
  scores.push(['other_draw', sum((h, a) => h === a && h > 3), null]);
  scores.push(['other_away', sum((h, a) => h < a && (h > 3 || a > 3)), null]);
  markets.push(market('correct_score', scores));
  markets.push(
    market(
      'match_result',
      [
        ['home', sum((_h, _a, x, y) => x > y), null],
        ['draw', sum((_h, _a, x, y) => x === y), null],
        ['away', sum((_h, _a, x, y) => x < y), null],
      ],
      { period: '1h' },
    ),
  );
  markets.push(
    market(
      'total',
      [
        ['over', sum((_h, _a, x, y) => x + y > 1.5), 1.5],
        ['under', sum((_h, _a, x, y) => x + y < 1.5), 1.5],
      ],
      { line: 1.5, period: '1h' },
    ),
  );
  const scorer = market('anytime_goalscorer', [
    ['1', 0.35, null],
    ['2', 0.25, null],
    ['none', sum((h, a) => h + a === 0), null],
  ]);
  markets.push(scorer);
  return markets;
}

/** A basketball game priced from normal team scores. */
export function basketballMarkets(meanHome: number, meanAway: number, sd = 12): FixtureMarket[] {
  const cdf = normalCdf;
  const sdPair = sd * Math.SQRT2;
  const pMarginAbove = (x: number) => 1 - cdf((x - (meanHome - meanAway)) / sdPair);
  const pTotalAbove = (x: number) => 1 - cdf((x - (meanHome + meanAway)) / sdPair);
  const markets: FixtureMarket[] = [
    market('match_winner', [
      ['home', pMarginAbove(0), null],
      ['away', 1 - pMarginAbove(0), null],
    ]),
  ];
  for (const line of [-6.5, -3.5, -0.5, 2.5, 5.5]) {
    markets.push(
      market(
        'handicap',
        [
          ['home', pMarginAbove(-line), line],
          ['away', 1 - pMarginAbove(-line), -line],
        ],
        { line },
      ),
    );
  }
  const centre = Math.round(meanHome + meanAway) + 0.5;
  for (const line of [centre - 6, centre - 3, centre, centre + 3, centre + 6]) {
    markets.push(
      market(
        'total',
        [
          ['over', pTotalAbove(line), line],
          ['under', 1 - pTotalAbove(line), line],
        ],
        { line },
      ),
    );
  }
  return markets;
}

/** The outcome id of a market type/code (and line or period) in a fixture. */
export function pick(
  markets: readonly FixtureMarket[],
  type: string,
  code: string,
  options: { line?: number; period?: string } = {},
): string {
  const market = markets.find(
    (m) =>
      m.type === type &&
      (options.period === undefined ? m.period === null : m.period === options.period) &&
      (options.line === undefined || m.line === options.line),
  );
  const outcome = market?.outcomes.find((o) => o.code === code);
  if (!outcome) throw new Error(`fixture has no ${type} ${code}`);
  return outcome.id;
}
