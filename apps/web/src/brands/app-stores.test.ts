import { BRANDS as CONTRACT_BRANDS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { APP_ID, appLinksOf, STORE_IDS } from './app-stores';
import { BRANDS } from './brands';

describe('the native app of each brand', () => {
  it('opens through the shell scheme at a path', () => {
    const links = appLinksOf(BRANDS.IE);
    expect(links.deepLink('/')).toBe(`${APP_ID}://`);
    expect(links.deepLink('/en/football')).toBe(`${APP_ID}://en/football`);
  });

  it('links every brand to the store pages of its own country', () => {
    for (const brand of Object.values(BRANDS)) {
      const links = appLinksOf(brand);
      const country = brand.country.toLowerCase();
      expect(links.appStore).toMatch(new RegExp(`^https://apps\\.apple\\.com/${country}/app/id\\d+$`));
      expect(new URL(links.playStore ?? '').searchParams.get('id')).toBe(APP_ID);
      expect(new URL(links.playStore ?? '').searchParams.get('gl')).toBe(brand.country);
    }
    expect(appLinksOf(BRANDS.BR).playStore).toContain('hl=pt_BR');
  });

  it('lists each brand in the stores the server names in its web manifest', () => {
    for (const definition of CONTRACT_BRANDS) {
      expect(STORE_IDS[definition.COUNTRY]).toEqual({
        play: definition.app_stores.play,
        appStore: definition.app_stores.app_store,
      });
    }
  });

  it('has no store page where the brand has no listing, and the deep link still', () => {
    const links = appLinksOf(BRANDS.IE, { play: null, appStore: '123' });
    expect(links.playStore).toBeNull();
    expect(links.appStore).toBe('https://apps.apple.com/ie/app/id123');
    expect(links.deepLink('/')).toBe(`${APP_ID}://`);
    expect(appLinksOf(BRANDS.IE, { play: APP_ID, appStore: null }).appStore).toBeNull();
  });
});
