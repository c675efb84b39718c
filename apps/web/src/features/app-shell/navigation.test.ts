import { describe, expect, it } from 'vitest';
import { FALLBACK_NAVIGATION, isItemVisible, type NavigationContext, visibleItems } from './navigation';

const web: NavigationContext = {
  loggedIn: false,
  isApp: false,
  isOmni: false,
  isStaging: false,
  inSportZone: true,
};
const item = (visibility: Record<string, boolean>) => ({ visibility });

describe('navigation visibility', () => {
  it('showIfUser needs a logged-in user', () => {
    expect(isItemVisible(item({ showIfUser: true }), web)).toBe(false);
    expect(isItemVisible(item({ showIfUser: true }), { ...web, loggedIn: true })).toBe(true);
  });
  it('showIfApp true needs the app; false hides the item in the app', () => {
    expect(isItemVisible(item({ showIfApp: true }), web)).toBe(false);
    expect(isItemVisible(item({ showIfApp: false }), { ...web, isApp: true })).toBe(false);
    expect(isItemVisible(item({ showIfApp: false }), web)).toBe(true);
  });
  it('showIfOmni needs omni mode', () => {
    expect(isItemVisible(item({ showIfOmni: true }), web)).toBe(false);
    expect(isItemVisible(item({ showIfOmni: true }), { ...web, isOmni: true })).toBe(true);
  });
  it('showIfStaging false hides the item on staging', () => {
    expect(isItemVisible(item({ showIfStaging: false }), { ...web, isStaging: true })).toBe(false);
  });
  it('a sport-only flag must match the zone, under either name', () => {
    expect(isItemVisible(item({ showIfSport: false }), web)).toBe(false);
    expect(isItemVisible(item({ showInSport: false }), { ...web, inSportZone: false })).toBe(true);
  });
});

describe('built-in navigation fallback', () => {
  it('hides promotions in the sport zone and rewards and my bets for guests', () => {
    const keys = visibleItems(FALLBACK_NAVIGATION.header.main, web).map((entry) => entry.key);
    expect(keys).toEqual(['cashier', 'chatbot', 'live', 'casino']);
  });
  it('has More: search, results; footer: sports, bet slip, in-play', () => {
    expect(FALLBACK_NAVIGATION.header.more.map((entry) => entry.key)).toEqual(['search', 'results']);
    expect(FALLBACK_NAVIGATION.footer.main.map((entry) => entry.key)).toEqual(['sports', 'betslip', 'live']);
  });
});
