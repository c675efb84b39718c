import { describe, expect, it } from 'vitest';
import { SPORT_ICON_MAP, SPORT_ICON_NAMES, sportIconName } from './sport-icon-map';
import sprite from './sport-icons.svg?raw';

/** Every sport of the demo catalogue, by its canonical slug. */
const CATALOGUE_SPORTS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'american-football',
  'baseball',
  'volleyball',
  'handball',
  'table-tennis',
  'darts',
  'snooker',
  'cricket',
  'rugby-union',
  'rugby-league',
  'boxing',
  'mma',
  'golf',
  'motor-racing',
  'cycling',
  'horse-racing',
  'greyhounds',
  'badminton',
  'futsal',
  'beach-volleyball',
  'aussie-rules',
  'gaelic-football',
  'hurling',
  'water-polo',
  'floorball',
  'esports',
  'counter-strike-2',
  'league-of-legends',
  'dota-2',
  'valorant',
  'efootball',
  'ebasketball',
  'virtual-sports',
  'virtual-football',
  'virtual-horse-racing',
  'virtual-greyhounds',
  'virtual-tennis',
];

const symbols = new Set([...sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((match) => match[1]));

describe('sport icon map: about 300 slugs, some null, some shared', () => {
  it('holds about 300 slugs', () => {
    const size = Object.keys(SPORT_ICON_MAP).length;
    expect(size).toBeGreaterThanOrEqual(280);
    expect(size).toBeLessThanOrEqual(420);
  });
  it('shares icons between sports and keeps some null', () => {
    expect(SPORT_ICON_MAP['formula-1']).toBe('motorsport');
    expect(SPORT_ICON_MAP.nascar).toBe('motorsport');
    expect(SPORT_ICON_MAP['rugby-union']).toBe(SPORT_ICON_MAP['rugby-league']);
    expect(SPORT_ICON_MAP.lacrosse).toBeNull();
  });
  it('resolves translated slugs and falls back through the candidates', () => {
    expect(sportIconName('fussball')).toBe('football');
    expect(sportIconName('podosfairo')).toBe('football');
    expect(sportIconName('aisuhokke')).toBe('ice-hockey');
    expect(sportIconName('unknown-sport', 'tenis')).toBe('tennis');
    expect(sportIconName(undefined, null)).toBeNull();
  });
  it('gives every sport of the catalogue an icon', () => {
    for (const slug of CATALOGUE_SPORTS) expect(sportIconName(slug), slug).not.toBeNull();
  });
  it('keys the map with ASCII kebab-case slugs only, as the catalogue writes them', () => {
    for (const slug of Object.keys(SPORT_ICON_MAP)) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('sport icon: the sprite draws every icon name', () => {
  it('has a 24x24 symbol per name plus the neutral one', () => {
    for (const name of [...SPORT_ICON_NAMES, 'generic']) expect(symbols.has(name), name).toBe(true);
    expect(sprite).not.toMatch(/viewBox="(?!0 0 24 24")/);
  });
  it('uses every name of the map', () => {
    const used = new Set(Object.values(SPORT_ICON_MAP));
    for (const name of SPORT_ICON_NAMES) expect(used.has(name), name).toBe(true);
  });
});
