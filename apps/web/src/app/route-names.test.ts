import { describe, expect, it } from 'vitest';
import { inSportZone, showsRightColumn } from './route-names';

describe('the right column (betslip)', () => {
  it('shows in the sport zone whatever the mode', () => {
    expect(inSportZone('index')).toBe(true);
    expect(showsRightColumn('index', true)).toBe(true);
    expect(showsRightColumn('match-screen', false)).toBe(true);
  });
  it('outside the sport zone (a casino game) shows only outside omni mode', () => {
    expect(inSportZone('casino')).toBe(false);
    expect(showsRightColumn('casino', false)).toBe(true);
    expect(showsRightColumn('casino', true)).toBe(false);
  });
});

describe('the casino zone', () => {
  it('is the lobby, the games history and the game pages (route casino), outside the sport zone', () => {
    expect(inSportZone('casino')).toBe(false);
  });
  it('holds no sportsbook page', () => {
    for (const name of ['index', 'live', 'match-screen', 'account-bets', 'not-found', null] as const) {
      expect(inSportZone(name)).toBe(true);
    }
  });
});
