import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND } from '../../brands';
import { buildNavigation } from './navigation';
import { NAVIGATION_LABELS } from './texts/navigation';

describe('navigation entries per brand', () => {
  it('every brand has in-play in the header and the footer and the betslip badge', () => {
    for (const brand of BRANDS) {
      const nav = buildNavigation(brand, brand.default_lang);
      expect(nav.header.main.some((item) => item.key === 'live' && item.action === '/live')).toBe(true);
      expect(nav.footer.main.find((item) => item.key === 'betslip')?.hasBadge).toBe(true);
    }
  });

  it('casino and chatbot entries follow the brand switches', () => {
    for (const brand of BRANDS) {
      const keys = buildNavigation(brand, 'en').footer.dropdown.map((item) => item.key);
      expect(keys.includes('casino')).toBe(brand.casino_enabled);
      expect(keys.includes('chatbot')).toBe(brand.operator.chatbot_enabled);
    }
  });
});

describe('navigation visibility', () => {
  it('rewards is logged-in only wherever it appears; the footer promotions entry is unrestricted', () => {
    const nav = buildNavigation(DEFAULT_BRAND, 'en');
    const items = [...nav.header.main, ...nav.footer.dropdown];
    for (const item of items.filter((entry) => entry.key === 'rewards')) {
      expect(item.visibility.showIfUser).toBe(true);
    }
    expect(nav.footer.dropdown.find((item) => item.key === 'promotions')?.visibility).toEqual({});
  });

  it('labels exist for every key in every language', () => {
    const keys = Object.keys(NAVIGATION_LABELS.en).sort();
    for (const labels of Object.values(NAVIGATION_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual(keys);
      expect(Object.values(labels).every((label) => label.trim() !== '')).toBe(true);
    }
  });
});
