/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely outcomes, held as hundredths 0..9999). The bettor
 * picks a target and a side: "under" wins when the roll is below the target, "over" when it is above it.
 * The win chance is the share of the 10,000 rolls that win, from 1% to 98%; a win pays
 * RTP / win chance times the stake, so every target returns the same 99%.
 */
import { z } from 'zod';
import { floatToIndex, type SeedPairRandom, seedPair } from '../fair/outcome';
import { payout, type Ratio, ratio } from '../money';

export const DICE_RTP: Ratio = ratio(99, 100);
/** Rolls, in hundredths: 0 (0.00) to 9999 (99.99). */
export const DICE_OUTCOMES = 10_000;
/** The fewest and most winning rolls a bet may cover: 1% and 98% win chance. */
export const DICE_MIN_WINNING_ROLLS = 100;
export const DICE_MAX_WINNING_ROLLS = 9_800;

/** How many of the 10,000 rolls win: below the target for "under", above it for "over". */
export const diceWinningRolls = (bet: { direction: 'under' | 'over'; target: number }): number =>
  bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;

/** A dice bet: the side and the target in hundredths (5000 is 50.00). */
export const diceBetSchema = z
  .object({
    direction: z.enum(['under', 'over']),
    target: z
      .number()
      .int()
      .min(0)
      .max(DICE_OUTCOMES - 1),
  })
  .refine(
    (bet) => {
      const winning = diceWinningRolls(bet);
      return winning >= DICE_MIN_WINNING_ROLLS && winning <= DICE_MAX_WINNING_ROLLS;
    },
    { message: 'the win chance must be between 1% and 98%', path: ['target'] },
  );
export type DiceBet = z.infer<typeof diceBetSchema>;

/** The win chance as a ratio of rolls. */
export const diceWinChance = (bet: DiceBet): Ratio => ratio(diceWinningRolls(bet), DICE_OUTCOMES);

/** What a win pays per unit staked: RTP / win chance = 0.99 x 10000 / winning rolls, exactly. */
export const diceMultiplier = (bet: DiceBet): Ratio =>
  ratio(DICE_RTP.numerator * DICE_OUTCOMES, DICE_RTP.denominator * diceWinningRolls(bet));

/** The round's roll in hundredths (0..9999): the round's first float times 10,000, rounded down. */
export const diceOutcome = (serverSeed: string, clientSeed: string, nonce: number): number =>
  diceOutcomeFrom(seedPair(serverSeed, clientSeed), nonce);

/** The same roll from a seed pair's generator (the server's and the simulations' way, many rounds per pair). */
export function diceOutcomeFrom(random: SeedPairRandom, nonce: number): number {
  return floatToIndex(random.float(nonce, 0), DICE_OUTCOMES);
}

export const diceWins = (bet: DiceBet, roll: number): boolean =>
  bet.direction === 'under' ? roll < bet.target : roll > bet.target;

/** The payout in minor units: the stake times the multiplier rounded down on a win, nothing on a loss. */
export const diceSettle = (bet: DiceBet, stake: number, roll: number): number =>
  diceWins(bet, roll) ? payout(stake, diceMultiplier(bet)) : 0;

/** A roll as the bettor sees it: 4217 is "42.17". */
export const formatDiceRoll = (roll: number): string => (roll / 100).toFixed(2);
