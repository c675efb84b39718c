import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { Market, MarketSummary, Outcome } from './market';

describe('Market', () => {
  it('accepts a three-way market with its outcomes', () => {
    expect(Market.parse(examples.market).outcomes).toHaveLength(3);
  });
  it('accepts an each-way racing market (1/4 odds, 3 places)', () => {
    expect(Market.safeParse({ ...examples.market, type: 'winner', ew_price: 4, ew_place: 3 }).success).toBe(
      true,
    );
  });
  it('rejects an each-way fraction of 0', () => {
    expect(Market.safeParse({ ...examples.market, ew_price: 0 }).success).toBe(false);
  });
  it('rejects an unknown layout', () => {
    expect(Market.safeParse({ ...examples.market, layout: 'grid' }).success).toBe(false);
  });
  it('the summary drops the outcomes', () => {
    expect(MarketSummary.parse(examples.market)).not.toHaveProperty('outcomes');
  });
});

describe('Outcome', () => {
  it('accepts a priced outcome with display odds', () => {
    expect(Outcome.parse(examples.outcome)).toEqual(examples.outcome);
  });
  it('accepts a starting-price outcome with zero odds', () => {
    expect(Outcome.safeParse({ ...examples.outcome, odds: 0, is_starting_price: true }).success).toBe(true);
  });
  it('accepts forecast runners as items', () => {
    const items = [
      { id: 'r1', name: 'Red Rum', position: 1 },
      { id: 'r2', name: 'Arkle', position: 2 },
    ];
    expect(Outcome.safeParse({ ...examples.outcome, items }).success).toBe(true);
  });
  it('rejects negative odds', () => {
    expect(Outcome.safeParse({ ...examples.outcome, odds: -2 }).success).toBe(false);
  });
  it('rejects a missing market id', () => {
    const { market_id: _marketId, ...withoutMarket } = examples.outcome;
    expect(Outcome.safeParse(withoutMarket).success).toBe(false);
  });
});
