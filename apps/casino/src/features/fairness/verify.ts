/**
 * Verifying a round in the browser with the engine the server plays with: the form's texts (pasted or
 * filled from a listed round) become the engine's finished round, and `verify` recomputes the hash,
 * the outcome and the payout.
 */
import { finishedRoundSchema, type Verification, verify } from '@touchline/casino';
import type { StudioGame, StudioRound } from '@touchline/contract';
import { parseMajor, toMajorText } from '@/shared/money/stake';

export interface VerifyForm {
  game: StudioGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Major units (not used by roulette, whose bets carry their stakes). */
  stake: string;
  /** The bet as JSON: dice {direction, target}, wheel {}, mines {mines, picks}, roulette [{bet, stake}]. */
  bet: string;
  /** The payout the round recorded, major units. */
  payout: string;
}

export const emptyForm = (game: StudioGame): VerifyForm => ({
  game,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  stake: '1.00',
  bet:
    game === 'dice'
      ? '{"direction":"under","target":5000}'
      : game === 'mines'
        ? '{"mines":3,"picks":[0]}'
        : game === 'roulette'
          ? '[{"bet":{"type":"red"},"stake":100}]'
          : '{}',
  payout: '0.00',
});

/** A listed round's proof as the form shows it. */
export function formOfRound(round: StudioRound): VerifyForm {
  const bet =
    round.outcome.game === 'mines'
      ? { ...(round.bet as object), picks: round.outcome.picks }
      : round.game === 'lucky-wheel'
        ? {}
        : round.bet;
  return {
    game: round.game,
    serverSeed: round.server_seed ?? '',
    serverSeedHash: round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: String(round.nonce),
    stake: toMajorText(round.stake),
    bet: JSON.stringify(bet),
    payout: toMajorText(round.payout),
  };
}

export type VerifyProblem =
  | 'serverSeed'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'nonce'
  | 'stake'
  | 'bet'
  | 'payout';

export type VerifyResult = { ok: true; verification: Verification } | { ok: false; problem: VerifyProblem };

const ENGINE_GAME = { dice: 'dice', 'lucky-wheel': 'wheel', mines: 'mines', roulette: 'roulette' } as const;

/** Checks the form and recomputes the round; the first unreadable field otherwise. */
export function verifyForm(form: VerifyForm): VerifyResult {
  const nonce = /^\d{1,15}$/.test(form.nonce.trim()) ? Number(form.nonce.trim()) : null;
  if (nonce === null) return { ok: false, problem: 'nonce' };
  const stake = parseMajor(form.stake);
  const payout = parseMajor(form.payout);
  if (payout === null) return { ok: false, problem: 'payout' };
  let bet: unknown;
  try {
    bet = JSON.parse(form.bet);
  } catch {
    return { ok: false, problem: 'bet' };
  }
  const game = ENGINE_GAME[form.game];
  const seeds = {
    serverSeed: form.serverSeed.trim(),
    serverSeedHash: form.serverSeedHash.trim(),
    clientSeed: form.clientSeed,
    nonce,
    payout,
  };
  let candidate: unknown;
  if (game === 'roulette') candidate = { game, ...seeds, bets: bet };
  else if (game === 'mines') {
    const { picks, ...minesBet } = (bet ?? {}) as { picks?: unknown };
    candidate = { game, ...seeds, stake, bet: minesBet, picks };
  } else candidate = { game, ...seeds, stake, bet };
  if (game !== 'roulette' && (stake === null || stake <= 0)) return { ok: false, problem: 'stake' };
  const parsed = finishedRoundSchema.safeParse(candidate);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'bet');
    const problem: VerifyProblem =
      field === 'serverSeed' || field === 'serverSeedHash' || field === 'clientSeed' || field === 'stake'
        ? field
        : field === 'payout'
          ? 'payout'
          : 'bet';
    return { ok: false, problem };
  }
  return { ok: true, verification: verify(parsed.data) };
}
