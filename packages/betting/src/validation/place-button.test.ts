import { describe, expect, it } from 'vitest';
import { PLACE_BUTTON_LABELS, type PlaceButtonInput, placeButtonState, topUpAmount } from './place-button';

const base: PlaceButtonInput = {
  loading: false,
  balance: 100,
  playthroughBalance: 0,
  totalStake: 10,
  freeBetUsed: false,
  oddsChangedAgainstSetting: false,
};

describe('place-bet button', () => {
  it('labels are the spec texts', () => {
    expect(PLACE_BUTTON_LABELS).toEqual({
      place: 'Place Bet',
      'top-up-and-bet': 'Top-up & Bet',
      'accept-changed-odds': 'Accept changed odds',
    });
  });

  it('loading spinner wins over everything', () => {
    expect(placeButtonState({ ...base, loading: true, oddsChangedAgainstSetting: true, balance: 0 })).toBe(
      'loading',
    );
  });

  it('Place Bet when funds cover the stake', () => {
    expect(placeButtonState(base)).toBe('place');
    expect(placeButtonState({ ...base, balance: 10 })).toBe('place');
  });

  it('Top-up & Bet when balance is below stake', () => {
    expect(placeButtonState({ ...base, balance: 9.99 })).toBe('top-up-and-bet');
    expect(placeButtonState({ ...base, balance: Number.NaN })).toBe('top-up-and-bet');
  });

  it('playthrough balance counts towards funds', () => {
    expect(placeButtonState({ ...base, balance: 5, playthroughBalance: 5 })).toBe('place');
  });

  it('a guest sees Place Bet (placing asks for a login), whatever the stake', () => {
    expect(placeButtonState({ ...base, balance: null, playthroughBalance: null, totalStake: 10_000 })).toBe(
      'place',
    );
    expect(placeButtonState({ ...base, balance: null, oddsChangedAgainstSetting: true })).toBe(
      'accept-changed-odds',
    );
  });

  it('a free bet needs no balance', () => {
    expect(placeButtonState({ ...base, balance: 0, freeBetUsed: true })).toBe('place');
  });

  it('Accept changed odds when odds changed against the setting', () => {
    expect(placeButtonState({ ...base, oddsChangedAgainstSetting: true })).toBe('accept-changed-odds');
    expect(placeButtonState({ ...base, balance: 0, oddsChangedAgainstSetting: true })).toBe(
      'accept-changed-odds',
    );
  });
});

describe('top-up amount', () => {
  it('asks for what the stake needs beyond the funds, in minor units', () => {
    expect(topUpAmount(1000, 300)).toBe(700);
    expect(topUpAmount(1000, -50)).toBe(1000);
  });

  it('asks for at least one minor unit', () => {
    expect(topUpAmount(1000, 1000)).toBe(1);
    expect(topUpAmount(0, 5000)).toBe(1);
  });
});
