import { describe, expect, it } from 'vitest';
import { serverSeedHash } from './fair/seeds';
import { type FinishedRound, finishedRoundSchema, verify } from './verify';

const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';
const seeds = {
  serverSeed: SERVER_SEED,
  serverSeedHash: 'b3e5e6ee8c038e35dadc3d0afa34afed6a07d699f01567ee972c7619fdaf2c50',
  clientSeed: 'bettor-seed',
};
const OTHER_SEED = '0'.repeat(64);

describe('verify: a finished round recomputed from its revealed seed', () => {
  it('confirms a dice round: roll 74.53 wins over 50.00 at 1.98x', () => {
    const round: FinishedRound = {
      game: 'dice',
      ...seeds,
      nonce: 0,
      stake: 1000,
      bet: { direction: 'over', target: 5000 },
      payout: 1984,
    };
    // 0.99 x 10000 / 4999 = 1.98039...: 10.00 returns 19.80.
    expect(verify(round)).toEqual({
      hashMatches: true,
      outcome: { game: 'dice', roll: 7453 },
      payout: 1980,
      payoutMatches: false,
      verified: false,
    });
    expect(verify({ ...round, payout: 1980 }).verified).toBe(true);
  });

  it('confirms a wheel spin, a mines cash-out and a roulette spin', () => {
    expect(verify({ game: 'wheel', ...seeds, nonce: 1, stake: 1000, bet: {}, payout: 3000 })).toMatchObject({
      outcome: { game: 'wheel', segment: 5 },
      verified: true,
    });
    expect(
      verify({
        game: 'mines',
        ...seeds,
        nonce: 0,
        stake: 1000,
        bet: { mines: 3 },
        picks: [0, 1],
        payout: 1285,
      }),
    ).toMatchObject({ outcome: { game: 'mines', mines: [18, 10, 4] }, verified: true });
    expect(
      verify({
        game: 'roulette',
        ...seeds,
        nonce: 0,
        bets: [
          { bet: { type: 'straight', numbers: [27] }, stake: 100 },
          { bet: { type: 'black' }, stake: 500 },
        ],
        payout: 3600,
      }),
    ).toMatchObject({ outcome: { game: 'roulette', pocket: 27 }, payout: 3600, verified: true });
  });

  it('confirms a lost mines round that uncovered a mine', () => {
    const round: FinishedRound = {
      game: 'mines',
      ...seeds,
      nonce: 0,
      stake: 1000,
      bet: { mines: 3 },
      picks: [0, 10],
      payout: 0,
    };
    expect(verify(round)).toMatchObject({ payout: 0, verified: true });
  });

  it('refuses a round whose revealed seed is not the one committed to', () => {
    const round: FinishedRound = {
      game: 'roulette',
      ...seeds,
      serverSeed: OTHER_SEED,
      nonce: 0,
      bets: [{ bet: { type: 'red' }, stake: 100 }],
      payout: 0,
    };
    const result = verify({ ...round, payout: verify(round).payout });
    expect(result.hashMatches).toBe(false);
    expect(result.payoutMatches).toBe(true);
    expect(result.verified).toBe(false);
    expect(
      verify({ ...round, serverSeed: OTHER_SEED, serverSeedHash: serverSeedHash(OTHER_SEED) }).hashMatches,
    ).toBe(true);
  });

  it('validates a round before verifying it', () => {
    const base = { ...seeds, nonce: 0, stake: 100, payout: 0 };
    expect(
      finishedRoundSchema.safeParse({ game: 'dice', ...base, bet: { direction: 'under', target: 5000 } })
        .success,
    ).toBe(true);
    expect(
      finishedRoundSchema.safeParse({ game: 'dice', ...base, bet: { direction: 'under', target: 50 } })
        .success,
    ).toBe(false);
    expect(finishedRoundSchema.safeParse({ game: 'keno', ...base }).success).toBe(false);
    expect(
      finishedRoundSchema.safeParse({ game: 'wheel', ...base, serverSeed: 'not hex', bet: {} }).success,
    ).toBe(false);
    expect(finishedRoundSchema.safeParse({ game: 'wheel', ...base, nonce: -1, bet: {} }).success).toBe(false);
    expect(
      finishedRoundSchema.safeParse({ game: 'wheel', ...base, clientSeed: 'a:b', bet: {} }).success,
    ).toBe(false);
    expect(finishedRoundSchema.safeParse({ game: 'wheel', ...base, stake: 1.5, bet: {} }).success).toBe(
      false,
    );
    expect(
      finishedRoundSchema.safeParse({ game: 'mines', ...base, bet: { mines: 24 }, picks: [0, 1] }).success,
    ).toBe(false);
  });
});
