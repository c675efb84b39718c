import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { BetBuilderReceipt, BetBuilderTicket } from './betbuilder';

describe('Bet builder ticket, selection and receipt', () => {
  it('accepts a builder ticket with combined odds', () => {
    expect(BetBuilderTicket.parse(examples.betBuilderTicket).selections).toHaveLength(2);
  });
  it('accepts odds 0: the selections cannot be combined', () => {
    expect(BetBuilderTicket.safeParse({ ...examples.betBuilderTicket, odds: 0 }).success).toBe(true);
  });
  it('rejects display odds missing a format', () => {
    const display_odds = { decimal: '7.25', fractional: '25/4' };
    expect(BetBuilderTicket.safeParse({ ...examples.betBuilderTicket, display_odds }).success).toBe(false);
  });
  it('accepts a receipt and rejects a negative stake', () => {
    expect(BetBuilderReceipt.safeParse(examples.betBuilderReceipt).success).toBe(true);
    expect(BetBuilderReceipt.safeParse({ ...examples.betBuilderReceipt, stake: -1 }).success).toBe(false);
  });
  it('rejects a receipt without uuid', () => {
    const { uuid: _uuid, ...withoutUuid } = examples.betBuilderReceipt;
    expect(BetBuilderReceipt.safeParse(withoutUuid).success).toBe(false);
  });
});
