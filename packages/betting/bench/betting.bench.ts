/**
 * Returns-engine benchmark: prints plain figures. Run with `npm run bench -w @touchline/betting`.
 * Plain Node timing (performance.now), median of many passes, so a stray GC pause does not count.
 */
import { type Bet, betReturn, systemOptions } from '../src/index';

// The package is pure and typechecks without Node or DOM types; these two globals exist in Node.
declare const performance: { now(): number };
declare const console: { info(message: string): void };

const median = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Deterministic odds between 1.2 and 5, so each run prices the same slip. */
const oddsFor = (count: number): number[] =>
  Array.from({ length: count }, (_, i) => 1.2 + ((i * 37) % 38) / 10);

// Keeps results observable so the engine cannot drop the work as dead code.
let sink = 0;

function timeAllSystemOptions(passes: number): number {
  const legs = oddsFor(20).map((odds) => ({ odds }));
  const options = systemOptions(20);
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const start = performance.now();
    for (const option of options) sink += betReturn({ type: 'system', k: option.k, legs, stake: 1 }) ?? 0;
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function callsPerSecond(bet: Bet, rounds: number, callsPerRound: number): number {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let call = 0; call < callsPerRound; call++) sink += betReturn(bet) ?? 0;
    samples.push(performance.now() - start);
  }
  return callsPerRound / (median(samples) / 1000);
}

const legsOf = (count: number, ewPrice?: number) => oddsFor(count).map((odds) => ({ odds, ewPrice }));
const scenarios: [string, Bet][] = [
  ['single', { type: 'single', legs: legsOf(1), stake: 10 }],
  ['combi of 10', { type: 'combi', legs: legsOf(10), stake: 10 }],
  ['system 3/8', { type: 'system', k: 3, legs: legsOf(8), stake: 1 }],
  ['each-way combi of 4', { type: 'combi', legs: legsOf(4, 4), stake: 5, eachWay: true }],
];

timeAllSystemOptions(500); // warm-up: let the JIT compile before measuring
const allOptionsMs = timeAllSystemOptions(2000);
console.info(
  `betting: price all System options of 20 selections: ${allOptionsMs.toFixed(3)} ms (goal < 1 ms)`,
);
for (const [label, bet] of scenarios) {
  callsPerSecond(bet, 5, 20_000);
  const rate = callsPerSecond(bet, 21, 50_000);
  console.info(`betting: betReturn ${label}: ${Math.round(rate).toLocaleString('en-US')} calls/s`);
}
if (!Number.isFinite(sink)) console.info('betting: unexpected non-finite checksum');
