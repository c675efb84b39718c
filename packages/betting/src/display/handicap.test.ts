import { describe, expect, it } from 'vitest';
import { handicapOutcomeName } from './handicap';

describe('handicap outcome names with a positive number in brackets get a plus sign', () => {
  it('adds the sign to positive numbers', () => {
    expect(handicapOutcomeName('Team A (1.5)')).toBe('Team A (+1.5)');
    expect(handicapOutcomeName('Team A (2)')).toBe('Team A (+2)');
    expect(handicapOutcomeName('Team A (0,5)')).toBe('Team A (+0,5)');
    expect(handicapOutcomeName('Team A ( 1 )')).toBe('Team A ( +1 )');
  });

  it('leaves negative, zero and signed numbers unchanged', () => {
    expect(handicapOutcomeName('Team A (-1.5)')).toBe('Team A (-1.5)');
    expect(handicapOutcomeName('Team A (0)')).toBe('Team A (0)');
    expect(handicapOutcomeName('Team A (0.0)')).toBe('Team A (0.0)');
    expect(handicapOutcomeName('Team A (+1)')).toBe('Team A (+1)');
  });

  it('leaves names without a bracketed number unchanged', () => {
    expect(handicapOutcomeName('')).toBe('');
    expect(handicapOutcomeName('Draw')).toBe('Draw');
    expect(handicapOutcomeName('Team A (1:0)')).toBe('Team A (1:0)');
    expect(handicapOutcomeName('Team A (Live)')).toBe('Team A (Live)');
    expect(handicapOutcomeName('Team 1.5')).toBe('Team 1.5');
  });

  it('handles every bracket of a name', () => {
    expect(handicapOutcomeName('A (1) / B (-1) / C (2.25)')).toBe('A (+1) / B (-1) / C (+2.25)');
  });
});
