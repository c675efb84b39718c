import { describe, expect, it } from 'vitest';
import { betBuilderCannotCombine } from './bet-builder-warning';

describe('bet builder combination warning', () => {
  it('warns when a ticket of two or more selections is priced at 0', () => {
    expect(betBuilderCannotCombine({ odds: 0, selections: [1, 2] })).toBe(true);
  });

  it('does not warn for one selection, for priced tickets or before any pricing', () => {
    expect(betBuilderCannotCombine({ odds: 0, selections: [1] })).toBe(false);
    expect(betBuilderCannotCombine({ odds: 3.4, selections: [1, 2] })).toBe(false);
    expect(betBuilderCannotCombine(null)).toBe(false);
  });
});
