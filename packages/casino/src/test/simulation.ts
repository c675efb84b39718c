/**
 * Simulations of many rounds with the games' real outcome functions, for the RTP tests. Each plays
 * `rounds` consecutive nonces of one seed pair (as a bettor's rounds are), cycling through a fixed mix of
 * bets, and measures the return as total paid over total staked, with its standard error (from the
 * spread of each round's paid - rtp x staked), so a test can tell a real miss from noise. It also counts
 * the outcomes in buckets, for a test of their distribution on the same rounds.
 */
import { type SeedPairRandom, seedPair } from '../fair/outcome';
import { type DiceBet, diceOutcomeFrom, diceSettle } from '../games/dice';
import { binomial, minesOutcomeFrom, minesSettle } from '../games/mines';
import { type RouletteStakedBet, rouletteOutcomeFrom, rouletteSettle } from '../games/roulette';
import { WHEEL_SEGMENTS, wheelOutcomeFrom, wheelSettle } from '../games/wheel';
import { type Ratio, ratioValue } from '../money';

export interface SimulationResult {
  rounds: number;
  staked: number;
  paid: number;
  /** paid / staked. */
  rtp: number;
  /** The standard error of `rtp` as an estimate of the expected return. */
  standardError: number;
  /** How many rounds fell in each of the game's outcome buckets (see each simulation). */
  buckets: number[];
}

/** Pearson's chi-square statistic of counts against buckets of the given weights (equal when none are given). */
export function chiSquare(
  counts: readonly number[],
  weights: readonly number[] = counts.map(() => 1),
): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  return counts.reduce((sum, count, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightTotal;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

/** The seeds every simulation plays under: fixed, so a run is repeatable. */
export const SIMULATION_SERVER_SEED = '6d1f0c4e9b2a87f35e40c1d29a7b3f6e08c5d4a1b9e2f7c3d6a0b8e5f1c4d7a2';
export const SIMULATION_CLIENT_SEED = 'simulation';

function simulate(
  rounds: number,
  rtp: Ratio,
  bucketCount: number,
  round: (random: SeedPairRandom, nonce: number) => { staked: number; paid: number; bucket: number },
): SimulationResult {
  const buckets = new Array<number>(bucketCount).fill(0);
  const random = seedPair(SIMULATION_SERVER_SEED, SIMULATION_CLIENT_SEED);
  const expected = ratioValue(rtp);
  let staked = 0;
  let paid = 0;
  let sumSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const result = round(random, nonce);
    staked += result.staked;
    paid += result.paid;
    const deviation = result.paid - expected * result.staked;
    sumSquares += deviation * deviation;
    buckets[result.bucket] = (buckets[result.bucket] ?? 0) + 1;
  }
  return { rounds, staked, paid, rtp: paid / staked, standardError: Math.sqrt(sumSquares) / staked, buckets };
}

/** Dice over a spread of targets on both sides, from 2% to 95% win chance; long shots get smaller stakes. */
export const DICE_MIX: readonly { bet: DiceBet; stake: number }[] = [
  200, 500, 1000, 2500, 3333, 4950, 5000, 6000, 7500, 9000, 9500,
].flatMap((winning) => [
  { bet: { direction: 'under' as const, target: winning }, stake: winning * 10 },
  { bet: { direction: 'over' as const, target: 9999 - winning }, stake: winning * 10 },
]);

/** Buckets: the roll's whole part, 0 to 99. */
export const simulateDice = (rounds: number, rtp: Ratio): SimulationResult =>
  simulate(rounds, rtp, 100, (random, nonce) => {
    const { bet, stake } = DICE_MIX[nonce % DICE_MIX.length] ?? {
      bet: { direction: 'under', target: 5000 },
      stake: 1,
    };
    const roll = diceOutcomeFrom(random, nonce);
    return { staked: stake, paid: diceSettle(bet, stake, roll), bucket: Math.floor(roll / 100) };
  });

/** Buckets: the wheel's segments, as likely as their weights. */
export const simulateWheel = (rounds: number, rtp: Ratio, stake = 10_000): SimulationResult =>
  simulate(rounds, rtp, WHEEL_SEGMENTS.length, (random, nonce) => {
    const segment = wheelOutcomeFrom(random, nonce);
    return { staked: stake, paid: wheelSettle(stake, segment), bucket: segment };
  });

/** Mines counts with the safe picks before cashing out, from 1 mine to 24; long shots get smaller stakes. */
export const MINES_MIX: readonly { mines: number; picks: number }[] = [
  { mines: 1, picks: 1 },
  { mines: 1, picks: 5 },
  { mines: 1, picks: 12 },
  { mines: 1, picks: 20 },
  { mines: 2, picks: 3 },
  { mines: 3, picks: 1 },
  { mines: 3, picks: 4 },
  { mines: 3, picks: 8 },
  { mines: 5, picks: 2 },
  { mines: 5, picks: 5 },
  { mines: 8, picks: 1 },
  { mines: 8, picks: 3 },
  { mines: 10, picks: 2 },
  { mines: 12, picks: 1 },
  { mines: 15, picks: 2 },
  { mines: 20, picks: 1 },
  { mines: 24, picks: 1 },
];

/** The chance of `picks` safe tiles in a row among `mines` mines. */
const survival = (mines: number, picks: number) => binomial(25 - mines, picks) / binomial(25, picks);

/** Buckets: the tile of the first mine drawn. */
export const simulateMines = (rounds: number, rtp: Ratio): SimulationResult =>
  simulate(rounds, rtp, 25, (random, nonce) => {
    const { mines, picks } = MINES_MIX[nonce % MINES_MIX.length] ?? { mines: 1, picks: 1 };
    const stake = Math.max(100, Math.round(100_000 * survival(mines, picks)));
    // The bettor's tiles move round by round; a step of 7 around the grid never repeats a tile.
    const tiles = Array.from({ length: picks }, (_, i) => (nonce + 7 * i) % 25);
    const layout = minesOutcomeFrom(random, nonce, mines);
    return { staked: stake, paid: minesSettle({ mines }, stake, tiles, layout), bucket: layout[0] ?? 0 };
  });

/** Every kind of bet on the table: one inside and two outside bets a spin, cycling through them. */
const INSIDE: readonly RouletteStakedBet[] = [
  { bet: { type: 'straight', numbers: [17] }, stake: 100 },
  { bet: { type: 'straight', numbers: [0] }, stake: 100 },
  { bet: { type: 'split', numbers: [0, 2] }, stake: 200 },
  { bet: { type: 'split', numbers: [14, 17] }, stake: 200 },
  { bet: { type: 'street', numbers: [31, 32, 33] }, stake: 300 },
  { bet: { type: 'street', numbers: [0, 1, 2] }, stake: 300 },
  { bet: { type: 'corner', numbers: [8, 9, 11, 12] }, stake: 400 },
  { bet: { type: 'corner', numbers: [0, 1, 2, 3] }, stake: 400 },
  { bet: { type: 'six-line', numbers: [19, 20, 21, 22, 23, 24] }, stake: 600 },
];
const OUTSIDE: readonly RouletteStakedBet[] = [
  { bet: { type: 'red' }, stake: 1800 },
  { bet: { type: 'black' }, stake: 1800 },
  { bet: { type: 'odd' }, stake: 1800 },
  { bet: { type: 'even' }, stake: 1800 },
  { bet: { type: 'low' }, stake: 1800 },
  { bet: { type: 'high' }, stake: 1800 },
  { bet: { type: 'dozen', dozen: 1 }, stake: 1200 },
  { bet: { type: 'dozen', dozen: 3 }, stake: 1200 },
  { bet: { type: 'column', column: 2 }, stake: 1200 },
  { bet: { type: 'column', column: 3 }, stake: 1200 },
];
const fallback: RouletteStakedBet = { bet: { type: 'red' }, stake: 1 };

/** Buckets: the pockets. */
export const simulateRoulette = (rounds: number, rtp: Ratio): SimulationResult =>
  simulate(rounds, rtp, 37, (random, nonce) => {
    const bets = [
      INSIDE[nonce % INSIDE.length] ?? fallback,
      OUTSIDE[nonce % OUTSIDE.length] ?? fallback,
      OUTSIDE[(nonce + 5) % OUTSIDE.length] ?? fallback,
    ];
    const pocket = rouletteOutcomeFrom(random, nonce);
    const staked = bets.reduce((sum, { stake }) => sum + stake, 0);
    return { staked, paid: rouletteSettle(bets, pocket), bucket: pocket };
  });
