import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { Cashout, PlacedBet } from './bets';

describe('Bet (as counted) and cash-outs', () => {
  it('accepts an open bet with its selections', () => {
    expect(PlacedBet.parse(examples.placedBet).selections[0]?.outcome_id).toBe('9001');
  });
  it('accepts a bet builder bet', () => {
    expect(PlacedBet.safeParse({ ...examples.placedBet, bet_type: 'betbuilder' }).success).toBe(true);
  });
  it('rejects an unknown status and a negative stake', () => {
    expect(PlacedBet.safeParse({ ...examples.placedBet, status: 'pending' }).success).toBe(false);
    expect(PlacedBet.safeParse({ ...examples.placedBet, stake: -1000 }).success).toBe(false);
  });
  it('rejects a missing uuid', () => {
    const { uuid: _uuid, ...withoutUuid } = examples.placedBet;
    expect(PlacedBet.safeParse(withoutUuid).success).toBe(false);
  });
  it('a cash-out names its bet', () => {
    const cashout = {
      bet_id: 'c0a8012e',
      status: 'pending',
      amount: 1320,
      requested_at: '2025-05-03T17:00:00Z',
    };
    expect(Cashout.safeParse(cashout).success).toBe(true);
    expect(Cashout.safeParse({ ...cashout, bet_id: '' }).success).toBe(false);
  });
});
