/**
 * Roulette, European single zero: 37 equally likely pockets, 0 to 36. A bet covers k numbers and a win
 * returns 36 / k times the stake (stake included): the standard payouts, straight 35:1 (k = 1), split 17:1
 * (2), street 11:1 (3), corner 8:1 (4), six-line 5:1 (6), dozen and column 2:1 (12), and red, black, odd,
 * even, low (1-18) and high (19-36) 1:1 (18). Zero loses every bet that does not cover it. Each bet
 * returns 36/37 of its stake on average.
 *
 * On the table's layout, number n (1 to 36) sits in column ((n - 1) mod 3) + 1 of row ceil(n / 3), with 0
 * above the first row. Inside bets are the shapes on that layout: two adjacent numbers (a split, also 0
 * with 1, 2 or 3), a row of three (a street, also 0-1-2 and 0-2-3), a square of four (a corner, also
 * 0-1-2-3) and two adjacent rows (a six-line).
 */
import { z } from 'zod';
import { floatToIndex, type SeedPairRandom, seedPair } from '../fair/outcome';
import { payout, type Ratio, ratio } from '../money';

export const ROULETTE_RTP: Ratio = ratio(36, 37);
export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

/** Every valid set of numbers of each inside bet, as sorted keys. */
const INSIDE_SHAPES = (() => {
  const rows = range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const street: number[][] = [[0, 1, 2], [0, 2, 3], ...rows];
  const corner: number[][] = [[0, 1, 2, 3]];
  const sixLine: number[][] = [];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (n % 3 !== 0 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
  }
  for (let row = 0; row < 11; row++) sixLine.push([...(rows[row] ?? []), ...(rows[row + 1] ?? [])]);
  const keys = (shapes: number[][]) => new Set(shapes.map(key));
  return {
    straight: keys(range(0, 36).map((n) => [n])),
    split: keys(split),
    street: keys(street),
    corner: keys(corner),
    'six-line': keys(sixLine),
  };
})();

export type RouletteInsideType = keyof typeof INSIDE_SHAPES;
const INSIDE_SIZE: Record<RouletteInsideType, number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  'six-line': 6,
};

const pocketSchema = z.number().int().min(0).max(36);
const insideBet = <T extends RouletteInsideType>(type: T) =>
  z
    .object({ type: z.literal(type), numbers: z.array(pocketSchema).length(INSIDE_SIZE[type]) })
    .refine((bet) => INSIDE_SHAPES[type].has(key(bet.numbers)), {
      message: `these numbers are not a ${type} on the table`,
      path: ['numbers'],
    });
const third = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One bet on the table. Inside bets name their numbers (in any order); outside bets name their area. */
export const rouletteBetSchema = z.discriminatedUnion('type', [
  insideBet('straight'),
  insideBet('split'),
  insideBet('street'),
  insideBet('corner'),
  insideBet('six-line'),
  z.object({ type: z.literal('dozen'), dozen: third }),
  z.object({ type: z.literal('column'), column: third }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
]);
export type RouletteBet = z.infer<typeof rouletteBetSchema>;
export type RouletteBetType = RouletteBet['type'];

/** A round's bets on one spin, each with its stake. */
export const rouletteBetsSchema = z
  .array(
    z.object({ bet: rouletteBetSchema, stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  )
  .min(1)
  .max(200);
export type RouletteStakedBet = z.infer<typeof rouletteBetsSchema>[number];

/** The numbers a bet covers. */
export function rouletteCovered(bet: RouletteBet): number[] {
  const all = range(1, 36);
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      return [...bet.numbers].sort((a, b) => a - b);
    case 'dozen':
      return range(12 * (bet.dozen - 1) + 1, 12 * bet.dozen);
    case 'column':
      return all.filter((n) => ((n - 1) % 3) + 1 === bet.column);
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return all.filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** What a winning bet returns per unit staked, stake included: 36 / numbers covered (36, 18, 12, 9, 6, 3 or 2). */
export const rouletteMultiplier = (bet: RouletteBet): Ratio => ratio(36, coveredCount(bet));

/** The winning pocket: the round's first float times 37, rounded down. */
export const rouletteOutcome = (serverSeed: string, clientSeed: string, nonce: number): number =>
  rouletteOutcomeFrom(seedPair(serverSeed, clientSeed), nonce);

export function rouletteOutcomeFrom(random: SeedPairRandom, nonce: number): number {
  return floatToIndex(random.float(nonce, 0), ROULETTE_POCKETS);
}

export const rouletteColour = (pocket: number): 'green' | 'red' | 'black' =>
  pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';

/** Whether the bet covers the pocket, without listing its numbers (settling is on the hot path). */
export function rouletteCovers(bet: RouletteBet, pocket: number): boolean {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      return bet.numbers.includes(pocket);
    case 'dozen':
      return pocket > 0 && Math.ceil(pocket / 12) === bet.dozen;
    case 'column':
      return pocket > 0 && ((pocket - 1) % 3) + 1 === bet.column;
    case 'red':
      return RED.has(pocket);
    case 'black':
      return pocket > 0 && !RED.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket > 0 && pocket % 2 === 0;
    case 'low':
      return pocket >= 1 && pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

/** How many numbers a bet covers. */
const coveredCount = (bet: RouletteBet): number =>
  'numbers' in bet ? bet.numbers.length : DOZEN_OR_COLUMN.has(bet.type) ? 12 : 18;
const DOZEN_OR_COLUMN = new Set<RouletteBetType>(['dozen', 'column']);
const RED = new Set(RED_NUMBERS);

/** One bet's payout in minor units: the stake times 36 / numbers covered on a win. */
export const rouletteSettleBet = (bet: RouletteBet, stake: number, pocket: number): number =>
  rouletteCovers(bet, pocket) ? payout(stake, ratio(36, coveredCount(bet))) : 0;

/** A round's payout in minor units: the sum over its bets. */
export const rouletteSettle = (bets: readonly RouletteStakedBet[], pocket: number): number =>
  bets.reduce((sum, { bet, stake }) => sum + rouletteSettleBet(bet, stake, pocket), 0);
