import { describe, expect, it } from 'vitest';
import { DEFAULT_STATS_URL } from '@/brands/brands';
import { statsUrl } from './stats-url';

describe('stats modal: iframe of a stats page with event_id and lang', () => {
  it('puts the event id and language in the default address', () => {
    expect(statsUrl(DEFAULT_STATS_URL, '1000089', 'el')).toBe('/stats/1000089?lang=el');
  });
  it('fills every placeholder of a brand template and encodes the values', () => {
    expect(statsUrl('https://stats.example/{lang}/match/{event_id}?l={lang}', 'a/b', 'pt')).toBe(
      'https://stats.example/pt/match/a%2Fb?l=pt',
    );
  });
});
