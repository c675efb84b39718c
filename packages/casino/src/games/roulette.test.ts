import { beforeAll, describe, expect, it } from 'vitest';
import { ratioValue } from '../money';
import { chiSquare, type SimulationResult, simulateRoulette } from '../test/simulation';
import {
  RED_NUMBERS,
  ROULETTE_RTP,
  type RouletteBet,
  type RouletteStakedBet,
  rouletteBetSchema,
  rouletteBetsSchema,
  rouletteColour,
  rouletteCovered,
  rouletteCovers,
  rouletteMultiplier,
  rouletteOutcome,
  rouletteSettle,
  rouletteSettleBet,
} from './roulette';

const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';
const valid = (bet: unknown) => rouletteBetSchema.safeParse(bet).success;

/** Every valid bet on the table, found by trying every set of numbers of each inside size. */
function allBets(): RouletteBet[] {
  const bets: unknown[] = [];
  for (let a = 0; a <= 36; a++) {
    bets.push({ type: 'straight', numbers: [a] });
    for (let b = a + 1; b <= 36; b++) {
      bets.push({ type: 'split', numbers: [a, b] });
      for (let c = b + 1; c <= Math.min(36, b + 3); c++) bets.push({ type: 'street', numbers: [a, b, c] });
    }
  }
  for (let n = 0; n <= 36; n++) {
    for (const corner of [
      [n, n + 1, n + 3, n + 4],
      [0, 1, 2, 3],
      [n, n + 1, n + 2, n + 3],
    ]) {
      bets.push({ type: 'corner', numbers: corner });
    }
    bets.push({ type: 'six-line', numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5] });
  }
  for (const third of [1, 2, 3])
    bets.push({ type: 'dozen', dozen: third }, { type: 'column', column: third });
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) bets.push({ type });
  const unique = new Map<string, RouletteBet>();
  for (const bet of bets) {
    const parsed = rouletteBetSchema.safeParse(bet);
    if (parsed.success)
      unique.set(JSON.stringify({ ...parsed.data, numbers: rouletteCovered(parsed.data) }), parsed.data);
  }
  return [...unique.values()];
}

describe('roulette: the bets', () => {
  it('accept exactly the shapes of the European table', () => {
    const counts = new Map<string, number>();
    for (const bet of allBets()) counts.set(bet.type, (counts.get(bet.type) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      straight: 37,
      // 24 across a row, 33 down a column, and 0 with 1, 2 or 3.
      split: 60,
      // 12 rows and the trios 0-1-2, 0-2-3.
      street: 14,
      // 22 squares and the first four 0-1-2-3.
      corner: 23,
      'six-line': 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });

  it('refuse numbers that are not adjacent on the table, the wrong count, or numbers off the wheel', () => {
    expect(valid({ type: 'split', numbers: [3, 4] })).toBe(false);
    expect(valid({ type: 'split', numbers: [2, 1] })).toBe(true);
    expect(valid({ type: 'split', numbers: [0, 4] })).toBe(false);
    expect(valid({ type: 'street', numbers: [2, 3, 4] })).toBe(false);
    expect(valid({ type: 'corner', numbers: [3, 4, 6, 7] })).toBe(false);
    expect(valid({ type: 'six-line', numbers: [4, 5, 6, 7, 8, 9] })).toBe(true);
    expect(valid({ type: 'six-line', numbers: [2, 3, 4, 5, 6, 7] })).toBe(false);
    expect(valid({ type: 'straight', numbers: [37] })).toBe(false);
    expect(valid({ type: 'straight', numbers: [1, 2] })).toBe(false);
    expect(valid({ type: 'dozen', dozen: 4 })).toBe(false);
    expect(valid({ type: 'column', column: 0 })).toBe(false);
    expect(valid({ type: 'green' })).toBe(false);
    expect(rouletteBetsSchema.safeParse([]).success).toBe(false);
    expect(rouletteBetsSchema.safeParse([{ bet: { type: 'red' }, stake: 0 }]).success).toBe(false);
  });

  it('pay the standard odds: 35, 17, 11, 8, 5, 2 and 1 to 1', () => {
    const returns = (bet: RouletteBet) => rouletteSettleBet(bet, 100, rouletteCovered(bet)[0] ?? 0);
    expect(returns({ type: 'straight', numbers: [17] })).toBe(3600);
    expect(returns({ type: 'split', numbers: [17, 20] })).toBe(1800);
    expect(returns({ type: 'street', numbers: [16, 17, 18] })).toBe(1200);
    expect(returns({ type: 'corner', numbers: [13, 14, 16, 17] })).toBe(900);
    expect(returns({ type: 'six-line', numbers: [13, 14, 15, 16, 17, 18] })).toBe(600);
    expect(returns({ type: 'dozen', dozen: 2 })).toBe(300);
    expect(returns({ type: 'column', column: 2 })).toBe(300);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
      expect(returns({ type })).toBe(200);
  });

  it('lose every outside bet on zero', () => {
    for (const bet of allBets().filter((bet) => !('numbers' in bet))) {
      expect(rouletteSettleBet(bet, 100, 0)).toBe(0);
    }
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(1)).toBe('red');
    expect(rouletteColour(2)).toBe('black');
    expect(RED_NUMBERS).toHaveLength(18);
  });

  it('every bet returns exactly 36/37: on each of the 37 pockets, covered where its numbers say', () => {
    for (const bet of allBets()) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket++) {
        expect(rouletteCovers(bet, pocket)).toBe(rouletteCovered(bet).includes(pocket));
        returned += rouletteSettleBet(bet, 37, pocket);
      }
      // Staking 37 on each of the 37 pockets: 37 x 37 staked, 36 x 37 returned.
      expect(returned * ROULETTE_RTP.denominator).toBe(37 * 37 * ROULETTE_RTP.numerator);
      expect(rouletteMultiplier(bet).numerator).toBe(36);
    }
  });

  it('settles a round as the sum of its bets', () => {
    const bets: RouletteStakedBet[] = [
      { bet: { type: 'red' }, stake: 1000 },
      { bet: { type: 'straight', numbers: [3] }, stake: 100 },
      { bet: { type: 'dozen', dozen: 2 }, stake: 500 },
    ];
    expect(rouletteSettle(bets, 3)).toBe(2000 + 3600);
    expect(rouletteSettle(bets, 14)).toBe(2000 + 1500);
    expect(rouletteSettle(bets, 0)).toBe(0);
  });
});

describe('roulette: the spin', () => {
  it('is the first float times 37, rounded down (known answers)', () => {
    expect([0, 1, 2, 3, 4].map((nonce) => rouletteOutcome(SERVER_SEED, 'bettor-seed', nonce))).toEqual([
      27, 35, 1, 3, 4,
    ]);
  });
});

describe('roulette: simulation', () => {
  let result: SimulationResult;
  beforeAll(() => {
    result = simulateRoulette(1_000_000, ROULETTE_RTP);
  }, 60_000);

  it('a million spins over a mix of every bet type return the stated 36/37 within 0.3 points', () => {
    expect(result.rounds).toBe(1_000_000);
    expect(Math.abs(result.rtp - ratioValue(ROULETTE_RTP))).toBeLessThan(0.003);
  });

  it('a million spins land on every pocket about equally often (chi-square)', () => {
    // 36 degrees of freedom: 67.99 is the 0.1% critical value.
    expect(chiSquare(result.buckets)).toBeLessThan(67.99);
  });
});
