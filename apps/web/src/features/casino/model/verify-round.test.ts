import { type FinishedRound, serverSeedHash, verify } from '@touchline/casino';
import type { StudioRound } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { canVerify, finishedRoundOf, verifyRound } from './verify-round';

const SERVER_SEED = 'a'.repeat(64);

function diceRound(patch: Partial<StudioRound> = {}): StudioRound {
  return {
    round_id: 'r-1',
    game: 'dice',
    mode: 'real',
    status: 'won',
    stake: 100,
    payout: 0,
    currency: 'EUR',
    created_at: '2026-01-01T10:00:00.000Z',
    settled_at: '2026-01-01T10:00:00.000Z',
    bet: { direction: 'under', target: 5000 },
    outcome: { game: 'dice', roll: 0 },
    server_seed_hash: serverSeedHash(SERVER_SEED),
    server_seed: SERVER_SEED,
    client_seed: 'my-seed',
    nonce: 3,
    ...patch,
  };
}

describe('checking a round of the history', () => {
  it('checks only a settled round whose server seed is revealed', () => {
    expect(canVerify(diceRound())).toBe(true);
    expect(canVerify(diceRound({ status: 'lost' }))).toBe(true);
    expect(canVerify(diceRound({ server_seed: null }))).toBe(false);
    expect(canVerify(diceRound({ status: 'open' }))).toBe(false);
    expect(canVerify(diceRound({ status: 'rolled_back' }))).toBe(false);
    expect(finishedRoundOf(diceRound({ server_seed: null }))).toBeNull();
  });

  it('verifies a round whose recorded payout is the engine’s', () => {
    const asPlayed = finishedRoundOf(diceRound()) as FinishedRound;
    const payout = verify(asPlayed).payout;
    const result = verifyRound(diceRound({ payout, status: payout > 0 ? 'won' : 'lost' }));
    expect(result.kind).toBe('checked');
    if (result.kind === 'checked') expect(result.verification.verified).toBe(true);
  });

  it('refuses a round whose payout or seed does not match', () => {
    const asPlayed = finishedRoundOf(diceRound()) as FinishedRound;
    const payout = verify(asPlayed).payout;
    const wrongPayout = verifyRound(diceRound({ payout: payout + 1 }));
    expect(wrongPayout.kind === 'checked' && wrongPayout.verification.payoutMatches).toBe(false);
    const wrongSeed = verifyRound(diceRound({ payout, server_seed: 'b'.repeat(64) }));
    expect(wrongSeed.kind === 'checked' && wrongSeed.verification.hashMatches).toBe(false);
  });

  it('names the wheel by its engine name and hands mines its picks', () => {
    const wheel = finishedRoundOf(
      diceRound({ game: 'lucky-wheel', bet: {}, outcome: { game: 'lucky-wheel', segment: 2 } }),
    ) as { game: string };
    expect(wheel.game).toBe('wheel');
    const mines = finishedRoundOf(
      diceRound({
        game: 'mines',
        bet: { mines: 3 },
        outcome: { game: 'mines', picks: [4, 9], mines: [1, 2, 3] },
      }),
    ) as { game: string; picks: number[] };
    expect(mines).toMatchObject({ game: 'mines', picks: [4, 9] });
  });

  it('says a round it cannot read is unreadable rather than failing', () => {
    expect(verifyRound(diceRound({ bet: { nonsense: true } }))).toEqual({ kind: 'unreadable' });
  });
});
