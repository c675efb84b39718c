import { describe, expect, it } from 'vitest';
import { eachWayTerms, raceMarketKind } from './race-markets';

describe('race cards: each-way terms, forecast/tricast', () => {
  it('reads the market kind from its type', () => {
    expect(raceMarketKind({ type: 'win' })).toBe('win');
    expect(raceMarketKind({ type: 'reverse_forecast' })).toBe('forecast');
    expect(raceMarketKind({ type: 'tricast' })).toBe('tricast');
  });
  it('each-way terms only with more than one place', () => {
    expect(eachWayTerms({ ew_place: 3, ew_price: 4 })).toEqual({ places: 3, fraction: 4 });
    expect(eachWayTerms({ ew_place: 1, ew_price: 4 })).toBeNull();
    expect(eachWayTerms({ ew_place: null, ew_price: null })).toBeNull();
  });
});
