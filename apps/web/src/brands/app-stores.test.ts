import { describe, expect, it } from 'vitest';
import { APP_ID, appLinksOf } from './app-stores';
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
      expect(new URL(links.playStore).searchParams.get('id')).toBe(APP_ID);
      expect(new URL(links.playStore).searchParams.get('gl')).toBe(brand.country);
    }
    expect(appLinksOf(BRANDS.BR).playStore).toContain('hl=pt_BR');
  });
});
