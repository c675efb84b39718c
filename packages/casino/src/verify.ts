/**
 * Verifying a finished round from its revealed server seed, as a bettor does in the browser: the seed
 * must hash to the commitment shown before play, and the outcome and the payout recomputed from the seeds,
 * the nonce and the bet must be the ones the round recorded.
 */
import { z } from 'zod';
import {
  clientSeedSchema,
  nonceSchema,
  serverSeedHash,
  serverSeedHashSchema,
  serverSeedSchema,
} from './fair/seeds';
import { diceBetSchema, diceOutcome, diceSettle } from './games/dice';
import { MINES_TILES, minesBetSchema, minesOutcome, minesPicksSchema, minesSettle } from './games/mines';
import { rouletteBetsSchema, rouletteOutcome, rouletteSettle } from './games/roulette';
import { wheelBetSchema, wheelOutcome, wheelSettle } from './games/wheel';
import { stakeSchema } from './money';

const seeds = {
  serverSeed: serverSeedSchema,
  serverSeedHash: serverSeedHashSchema,
  clientSeed: clientSeedSchema,
  nonce: nonceSchema,
  /** The payout the round recorded, in minor units. */
  payout: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
};

/** A finished round as the casino reveals it, game by game. */
export const finishedRoundSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), ...seeds, stake: stakeSchema, bet: diceBetSchema }),
  z.object({ game: z.literal('wheel'), ...seeds, stake: stakeSchema, bet: wheelBetSchema }),
  z
    .object({
      game: z.literal('mines'),
      ...seeds,
      stake: stakeSchema,
      bet: minesBetSchema,
      picks: minesPicksSchema,
    })
    .refine((round) => round.picks.length <= MINES_TILES - round.bet.mines, {
      message: 'more picks than safe tiles',
      path: ['picks'],
    }),
  z.object({ game: z.literal('roulette'), ...seeds, bets: rouletteBetsSchema }),
]);
export type FinishedRound = z.infer<typeof finishedRoundSchema>;
export type CasinoGame = FinishedRound['game'];

/** A round's outcome: the roll, the wheel's segment, the mines' tiles or the winning pocket. */
export type RoundOutcome =
  | { game: 'dice'; roll: number }
  | { game: 'wheel'; segment: number }
  | { game: 'mines'; mines: number[] }
  | { game: 'roulette'; pocket: number };

export interface Verification {
  /** The revealed server seed hashes to the commitment. */
  hashMatches: boolean;
  /** The outcome recomputed from the seeds and the nonce. */
  outcome: RoundOutcome;
  /** The payout recomputed from the outcome and the bet, in minor units. */
  payout: number;
  payoutMatches: boolean;
  /** Both hold: the round is what the seeds say. */
  verified: boolean;
}

/** Recomputes a finished round (already validated by `finishedRoundSchema`). */
export function verify(round: FinishedRound): Verification {
  const { outcome, payout } = replay(round);
  const hashMatches = serverSeedHash(round.serverSeed) === round.serverSeedHash;
  const payoutMatches = payout === round.payout;
  return { hashMatches, outcome, payout, payoutMatches, verified: hashMatches && payoutMatches };
}

function replay(round: FinishedRound): { outcome: RoundOutcome; payout: number } {
  const { serverSeed, clientSeed, nonce } = round;
  switch (round.game) {
    case 'dice': {
      const roll = diceOutcome(serverSeed, clientSeed, nonce);
      return { outcome: { game: 'dice', roll }, payout: diceSettle(round.bet, round.stake, roll) };
    }
    case 'wheel': {
      const segment = wheelOutcome(serverSeed, clientSeed, nonce);
      return { outcome: { game: 'wheel', segment }, payout: wheelSettle(round.stake, segment) };
    }
    case 'mines': {
      const mines = minesOutcome(serverSeed, clientSeed, nonce, round.bet.mines);
      return {
        outcome: { game: 'mines', mines },
        payout: minesSettle(round.bet, round.stake, round.picks, mines),
      };
    }
    case 'roulette': {
      const pocket = rouletteOutcome(serverSeed, clientSeed, nonce);
      return { outcome: { game: 'roulette', pocket }, payout: rouletteSettle(round.bets, pocket) };
    }
  }
}
