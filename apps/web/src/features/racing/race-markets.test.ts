import { describe, expect, it } from 'vitest';
import {
  choosePlace,
  comboOutcome,
  comboPlaces,
  comboRunners,
  eachWayTerms,
  emptyPicks,
  raceMarketKind,
} from './race-markets';

const runner = (id: string, name: string) => ({ id, name, position: null });
const win = { outcomes: [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }, { id: 'r4' }] };
const forecast = {
  outcomes: [
    { id: 'f21', items: [runner('r2', 'Gallant Lady'), runner('r1', 'Bold Whisper')] },
    { id: 'f12', items: [runner('r1', 'Bold Whisper'), runner('r2', 'Gallant Lady')] },
    { id: 'f13', items: [runner('r1', 'Bold Whisper'), runner('r3', 'Hidden Run')] },
  ],
};

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

describe('the forecast/tricast grid', () => {
  it('a forecast asks for 1st and 2nd, a tricast for 1st, 2nd and 3rd', () => {
    expect(comboPlaces('forecast')).toBe(2);
    expect(comboPlaces('tricast')).toBe(3);
    expect(emptyPicks(3)).toEqual([null, null, null]);
  });

  it('lists each runner the market names once, in card order with its number', () => {
    expect(comboRunners(forecast, win)).toEqual([
      { id: 'r1', name: 'Bold Whisper', number: 1 },
      { id: 'r2', name: 'Gallant Lady', number: 2 },
      { id: 'r3', name: 'Hidden Run', number: 3 },
    ]);
  });

  it('choosing a runner for a place moves it out of the other place; choosing it again clears it', () => {
    let picks = choosePlace(emptyPicks(2), 0, 'r1');
    expect(picks).toEqual(['r1', null]);
    picks = choosePlace(picks, 1, 'r1');
    expect(picks).toEqual([null, 'r1']);
    picks = choosePlace(picks, 0, 'r2');
    expect(picks).toEqual(['r2', 'r1']);
    expect(choosePlace(picks, 0, 'r2')).toEqual([null, 'r1']);
  });

  it('finds the outcome of exactly that finishing order, and none until every place is chosen', () => {
    expect(comboOutcome(forecast.outcomes, ['r1', 'r2'])).toMatchObject({ id: 'f12' });
    expect(comboOutcome(forecast.outcomes, ['r2', 'r1'])).toMatchObject({ id: 'f21' });
    expect(comboOutcome(forecast.outcomes, ['r3', 'r1'])).toBeNull();
    expect(comboOutcome(forecast.outcomes, ['r1', null])).toBeNull();
  });
});
