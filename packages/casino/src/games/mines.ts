/**
 * Mines: a 5 x 5 grid (tiles 0 to 24, row by row) hides the number of mines the bettor chose, 1 to 24.
 * The bettor uncovers tiles one at a time and may cash out after any safe tile; uncovering a mine ends the
 * round and loses the stake. After k safe tiles with m mines, the chance of having got there is
 * C(25 - m, k) / C(25, k), and cashing out pays RTP / that chance: RTP x C(25, k) / C(25 - m, k).
 *
 * The mines are placed when the round starts, before any tile is picked: a Fisher-Yates shuffle of the 25
 * tiles driven by the round's floats, the i-th float choosing among the 25 - i tiles not yet drawn, and
 * the first m tiles drawn are the mines. The picks cannot change where the mines are.
 */
import { z } from 'zod';
import { floatToIndex, type SeedPairRandom, seedPair } from '../fair/outcome';
import { payout, type Ratio, ratio } from '../money';

export const MINES_RTP: Ratio = ratio(99, 100);
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/** The bet a round starts with: how many mines. */
export const minesBetSchema = z.object({ mines: z.number().int().min(MINES_MIN).max(MINES_MAX) });
export type MinesBet = z.infer<typeof minesBetSchema>;

const tileSchema = z
  .number()
  .int()
  .min(0)
  .max(MINES_TILES - 1);

/** The tiles a bettor uncovered, in order: distinct, at least one (a round is cashed out after a pick). */
export const minesPicksSchema = z
  .array(tileSchema)
  .min(1)
  .max(MINES_TILES - MINES_MIN)
  .refine((picks) => new Set(picks).size === picks.length, { message: 'a tile is picked once' });

/** A cash-out: the bet and the tiles uncovered, no more of them than the grid has safe tiles. */
export const minesRoundSchema = z
  .object({ bet: minesBetSchema, picks: minesPicksSchema })
  .refine(({ bet, picks }) => picks.length <= MINES_TILES - bet.mines, {
    message: 'more picks than safe tiles',
    path: ['picks'],
  });

/** n choose k, exact for the grid's sizes. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** What cashing out after `safePicks` safe tiles pays per unit staked: RTP x C(25, k) / C(25 - m, k). */
export function minesMultiplier(mines: number, safePicks: number): Ratio {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`a grid has 1 to 24 mines, got ${mines}`);
  }
  if (!Number.isInteger(safePicks) || safePicks < 1 || safePicks > MINES_TILES - mines) {
    throw new RangeError(`with ${mines} mines a cash-out follows 1 to ${MINES_TILES - mines} safe picks`);
  }
  const multiplier = MULTIPLIERS[mines]?.[safePicks];
  if (!multiplier) throw new RangeError(`no multiplier for ${mines} mines after ${safePicks} picks`);
  return multiplier;
}

/** Every multiplier, by mines and then by safe picks, computed once. */
const MULTIPLIERS: Ratio[][] = Array.from({ length: MINES_MAX + 1 }, (_, mines) =>
  Array.from({ length: MINES_TILES - mines + 1 }, (_, safePicks) =>
    ratio(
      MINES_RTP.numerator * binomial(MINES_TILES, safePicks),
      MINES_RTP.denominator * binomial(MINES_TILES - mines, safePicks),
    ),
  ),
);

const GRID: readonly number[] = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/** The round's mines, in the order the shuffle drew them. */
export const minesOutcome = (
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mines: number,
): number[] => minesOutcomeFrom(seedPair(serverSeed, clientSeed), nonce, mines);

export function minesOutcomeFrom(random: SeedPairRandom, nonce: number, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`a grid has 1 to 24 mines, got ${mines}`);
  }
  const tiles = GRID.slice();
  for (let i = 0; i < mines; i++) {
    const j = i + floatToIndex(random.float(nonce, i), MINES_TILES - i);
    const drawn = tiles[j] ?? 0;
    tiles[j] = tiles[i] ?? 0;
    tiles[i] = drawn;
  }
  return tiles.slice(0, mines);
}

/** Whether uncovering `tile` finds a mine. */
export const minesIsMine = (mines: readonly number[], tile: number): boolean => mines.includes(tile);

/**
 * The payout in minor units of a round ended with these picks: nothing if any pick is a mine (the round
 * ends at the first one), otherwise the cash-out after picks.length safe tiles, rounded down.
 */
export function minesSettle(
  bet: MinesBet,
  stake: number,
  picks: readonly number[],
  mines: readonly number[],
): number {
  if (picks.some((tile) => minesIsMine(mines, tile))) return 0;
  return payout(stake, minesMultiplier(bet.mines, picks.length));
}
