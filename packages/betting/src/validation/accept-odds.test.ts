import { describe, expect, it } from 'vitest';
import { ACCEPT_ODDS_WIRE } from '../types';
import { acceptOddsDecision, oddsChangeDirection, oddsChangedAgainstSetting } from './accept-odds';

describe('odds highlighted when live odds differ from slip odds', () => {
  it('reports the direction of a move', () => {
    expect(oddsChangeDirection(2, 2.5)).toBe('up');
    expect(oddsChangeDirection(2.5, 2)).toBe('down');
    expect(oddsChangeDirection(2, 2)).toBe('none');
    expect(oddsChangeDirection(0.1 + 0.2, 0.3)).toBe('none');
    expect(oddsChangeDirection(Number.NaN, 2)).toBe('none');
  });
});

describe('accept-odds behaviour', () => {
  it('all accepts any change', () => {
    expect(acceptOddsDecision('all', 2, 3)).toBe('accept');
    expect(acceptOddsDecision('all', 3, 2)).toBe('accept');
  });

  it('higher accepts only higher', () => {
    expect(acceptOddsDecision('higher', 2, 2.1)).toBe('accept');
    expect(acceptOddsDecision('higher', 2, 1.9)).toBe('reject');
    expect(acceptOddsDecision('higher', 2, 2)).toBe('accept');
  });

  it('none flags any change', () => {
    expect(acceptOddsDecision('none', 2, 2.1)).toBe('reject');
    expect(acceptOddsDecision('none', 2, 1.9)).toBe('reject');
    expect(acceptOddsDecision('none', 2, 2)).toBe('accept');
  });

  it('an unreadable new price is never accepted', () => {
    expect(acceptOddsDecision('all', 2, Number.NaN)).toBe('reject');
    expect(acceptOddsDecision('all', 2, 0)).toBe('reject');
  });

  it('any rejected change flags the slip', () => {
    const changes = [
      { oldOdds: 2, newOdds: 2.2 },
      { oldOdds: 3, newOdds: 2.8 },
    ];
    expect(oddsChangedAgainstSetting('all', changes)).toBe(false);
    expect(oddsChangedAgainstSetting('higher', changes)).toBe(true);
    expect(oddsChangedAgainstSetting('higher', changes.slice(0, 1))).toBe(false);
    expect(oddsChangedAgainstSetting('none', [])).toBe(false);
  });
});

describe('accept_odds wire values', () => {
  it('maps all, higher, none', () => {
    expect(ACCEPT_ODDS_WIRE).toEqual({ all: 'ACCEPT_ANY', higher: 'ACCEPT_HIGHER', none: 'ACCEPT_NONE' });
  });
});
