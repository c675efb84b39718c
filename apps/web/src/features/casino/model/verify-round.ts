/**
 * A finished round of the history as the fairness check reads it: the studio's round (page slugs,
 * snake_case) turned into the engine's finished round. Only a settled round whose server seed is
 * revealed can be checked. The engine comes with the games history's own file, which loads with that
 * page only.
 */
import { type FinishedRound, finishedRoundSchema, type Verification, verify } from '@touchline/casino';
import type { StudioRound } from '@touchline/contract';

/** Whether the history can recompute a round now: settled, with its server seed revealed. */
export const canVerify = (round: StudioRound): boolean =>
  round.server_seed !== null && (round.status === 'won' || round.status === 'lost');

/** The engine's input for a round, before its own validation; null when the round cannot be checked. */
export function finishedRoundOf(round: StudioRound): unknown {
  if (!canVerify(round)) return null;
  const seeds = {
    serverSeed: round.server_seed,
    serverSeedHash: round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    payout: round.payout,
  };
  switch (round.outcome.game) {
    case 'dice':
      return { game: 'dice', ...seeds, stake: round.stake, bet: round.bet };
    case 'lucky-wheel':
      return { game: 'wheel', ...seeds, stake: round.stake, bet: round.bet ?? {} };
    case 'mines':
      return { game: 'mines', ...seeds, stake: round.stake, bet: round.bet, picks: round.outcome.picks };
    case 'roulette':
      return { game: 'roulette', ...seeds, bets: round.bet };
  }
}

export type VerifyResult =
  | { kind: 'checked'; verification: Verification; round: FinishedRound }
  | { kind: 'unreadable' };

/** Recomputes a round in the browser with the casino engine. */
export function verifyRound(round: StudioRound): VerifyResult {
  const parsed = finishedRoundSchema.safeParse(finishedRoundOf(round));
  if (!parsed.success) return { kind: 'unreadable' };
  return { kind: 'checked', verification: verify(parsed.data), round: parsed.data };
}
