import { describe, expect, it } from 'vitest';
import { SPORT_ICON_MAP, sportIconName } from './sport-icon-map';

describe('betting-core §2 sport icon map: about 300 slugs, some null, some shared', () => {
  it('holds about 300 slugs', () => {
    const size = Object.keys(SPORT_ICON_MAP).length;
    expect(size).toBeGreaterThanOrEqual(280);
    expect(size).toBeLessThanOrEqual(420);
  });
  it('shares icons between sports and keeps some null', () => {
    expect(SPORT_ICON_MAP['formula-1']).toBe('motorsport');
    expect(SPORT_ICON_MAP.nascar).toBe('motorsport');
    expect(SPORT_ICON_MAP.lacrosse).toBeNull();
  });
  it('resolves translated slugs and falls back through the candidates', () => {
    expect(sportIconName('fussball')).toBe('football');
    expect(sportIconName('unknown-sport', 'tenis')).toBe('tennis');
    expect(sportIconName(undefined, null)).toBeNull();
  });
});
