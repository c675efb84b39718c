/** Test helpers of the studio: a round as the engine's verify() reads it, as a bettor's browser builds it. */
import type { FinishedRound } from '@touchline/casino';
import type { StudioRound } from '@touchline/contract';

/** A finished round of the studio as the engine's verify() reads it. */
export function finishedRound(round: StudioRound): FinishedRound {
  if (!round.server_seed) throw new Error(`round ${round.round_id} has no revealed seed`);
  const seeds = {
    serverSeed: round.server_seed,
    serverSeedHash: round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    payout: round.payout,
  };
  switch (round.outcome.game) {
    case 'dice':
      return { game: 'dice', ...seeds, stake: round.stake, bet: round.bet as never };
    case 'lucky-wheel':
      return { game: 'wheel', ...seeds, stake: round.stake, bet: {} };
    case 'mines':
      return {
        game: 'mines',
        ...seeds,
        stake: round.stake,
        bet: round.bet as never,
        picks: round.outcome.picks,
      };
    case 'roulette':
      return { game: 'roulette', ...seeds, bets: round.bet as never };
  }
}
