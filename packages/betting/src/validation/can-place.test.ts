import { describe, expect, it } from 'vitest';
import { canPlaceBetBuilder, canPlaceMainSlip, type MainSlipPlaceInput } from './can-place';

const clean = { error: null, market: { is_suspended: false } };
const base: MainSlipPlaceInput = { selections: [clean], balance: 50, playthroughBalance: 0, totalStake: 10 };

describe('main betslip can be placed', () => {
  it('with clean selections, funds and a stake', () => {
    expect(canPlaceMainSlip(base)).toEqual({ ok: true, reason: null });
  });

  it('not when a selection has an error (CANNOT_COMBINE, FORECAST_TRICAST_CANNOT_BE_COMBINED, any other)', () => {
    for (const error of ['CANNOT_COMBINE', 'FORECAST_TRICAST_CANNOT_BE_COMBINED', 'SOMETHING']) {
      const selections = [clean, { error, market: {} }];
      expect(canPlaceMainSlip({ ...base, selections })).toEqual({ ok: false, reason: 'selection_error' });
    }
  });

  it('an empty error string is no error', () => {
    expect(canPlaceMainSlip({ ...base, selections: [{ error: '', market: {} }] }).ok).toBe(true);
  });

  it('not when a market is suspended', () => {
    const selections = [clean, { market: { is_suspended: true } }];
    expect(canPlaceMainSlip({ ...base, selections })).toEqual({ ok: false, reason: 'market_suspended' });
  });

  it('balance plus playthrough balance must be above 0', () => {
    expect(canPlaceMainSlip({ ...base, balance: 0 })).toEqual({ ok: false, reason: 'no_funds' });
    expect(canPlaceMainSlip({ ...base, balance: Number.NaN })).toEqual({ ok: false, reason: 'no_funds' });
    expect(canPlaceMainSlip({ ...base, balance: 0, playthroughBalance: 5 }).ok).toBe(true);
    expect(canPlaceMainSlip({ ...base, balance: 0, playthroughBalance: null }).ok).toBe(false);
  });

  it('unless a free bet is used', () => {
    const freeBet = { amount_remaining: 500 };
    expect(canPlaceMainSlip({ ...base, balance: 0, freeBet }).ok).toBe(true);
  });

  it('total stake must be above 0', () => {
    expect(canPlaceMainSlip({ ...base, totalStake: 0 })).toEqual({ ok: false, reason: 'no_stake' });
    expect(canPlaceMainSlip({ ...base, totalStake: Number.NaN }).reason).toBe('no_stake');
    expect(canPlaceMainSlip({ ...base, totalStake: -1 }).reason).toBe('no_stake');
  });

  it('or a free bet with remaining amount', () => {
    expect(canPlaceMainSlip({ ...base, totalStake: 0, freeBet: { amount_remaining: 100 } }).ok).toBe(true);
    expect(canPlaceMainSlip({ ...base, totalStake: 0, freeBet: { amount_remaining: 0 } }).reason).toBe(
      'no_stake',
    );
  });

  it('an empty slip cannot be placed', () => {
    expect(canPlaceMainSlip({ ...base, selections: [] })).toEqual({ ok: false, reason: 'no_selections' });
  });
});

describe('bet builder can be placed', () => {
  const ok = { stake: 10, totalOdds: 3.5, totalStake: 10 };

  it('with a stake, odds above 1 and a total stake', () => {
    expect(canPlaceBetBuilder(ok)).toEqual({ ok: true, reason: null });
  });

  it('stake above 0 or a free bet chosen', () => {
    expect(canPlaceBetBuilder({ ...ok, stake: 0 })).toEqual({ ok: false, reason: 'no_stake' });
    expect(canPlaceBetBuilder({ ...ok, stake: 0, freeBet: { amount_remaining: 100 } }).ok).toBe(true);
  });

  it('total odds above 1', () => {
    expect(canPlaceBetBuilder({ ...ok, totalOdds: 1 })).toEqual({ ok: false, reason: 'odds_not_above_one' });
    expect(canPlaceBetBuilder({ ...ok, totalOdds: 0 }).reason).toBe('odds_not_above_one');
    expect(canPlaceBetBuilder({ ...ok, totalOdds: Number.NaN }).reason).toBe('odds_not_above_one');
    expect(canPlaceBetBuilder({ ...ok, totalOdds: 1.01 }).ok).toBe(true);
  });

  it('total stake above 0 or a free bet with remaining amount', () => {
    expect(canPlaceBetBuilder({ ...ok, totalStake: 0 })).toEqual({ ok: false, reason: 'no_total_stake' });
    expect(canPlaceBetBuilder({ ...ok, stake: 0, totalStake: 0, freeBet: { amount_remaining: 1 } }).ok).toBe(
      true,
    );
    expect(
      canPlaceBetBuilder({ ...ok, stake: 0, totalStake: 0, freeBet: { amount_remaining: 0 } }).reason,
    ).toBe('no_total_stake');
  });
});
