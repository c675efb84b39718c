import { describe, expect, it } from 'vitest';
import { competitionHref, eventHref, parseEventSlug, paths } from './paths';

describe('routes', () => {
  it('builds the match route from sport, competition and name-slug-id', () => {
    expect(paths.match('football', 'premier-league', 'arsenal-v-chelsea', '123')).toBe(
      '/football/premier-league/arsenal-v-chelsea-123',
    );
    expect(parseEventSlug('arsenal-v-chelsea-123')).toEqual({ slug: 'arsenal-v-chelsea', id: '123' });
    expect(parseEventSlug('nohyphen')).toBeNull();
  });
  it('adds ?mode=outrights to the sport page', () => {
    expect(paths.sport('tennis', true)).toBe('/tennis?mode=outrights');
  });
  it('uses the per-language e-sports paths', () => {
    expect(paths.esports('fr', 'dota-2')).toBe('/e-sports-fr/dota-2');
    expect(paths.esports('ro', 'dota-2')).toBe('/e-sporturi/dota-2');
    expect(paths.esports('fi', 'dota-2')).toBe('/e-urheilu/dota-2');
    expect(paths.esports('en', 'dota-2')).toBe('/esports/dota-2');
    expect(paths.esports('es', 'dota-2')).toBe('/e-sports/dota-2');
  });
  it('sports 54, 133, 153, 180, 31, 181, 183, 55, 137, 184, 207 link to the sport page only', () => {
    for (const id of ['54', '133', '153', '180', '31', '181', '183', '55', '137', '184', '207']) {
      expect(competitionHref(id, 'golf', 'masters')).toBe('/golf');
    }
    expect(competitionHref('1', 'football', 'premier-league')).toBe('/football/premier-league');
  });
  it('localised promotions', () => {
    expect(paths.promotions('ro')).toBe('/promotii');
    expect(paths.promotions('el')).toBe('/prosfores');
    expect(paths.promotions('en')).toBe('/promotions');
  });
  it('sends e-sports and virtual events to their own routes', () => {
    const base = {
      id: '9',
      slug: 'a-v-b',
      translated_sport_slug: 's',
      translated_competition_slug: 'c',
      is_virtual: false,
    };
    expect(eventHref({ ...base, sport: { id: '1', category: 'esport' } })).toBe('/esports/match/9');
    expect(eventHref({ ...base, is_virtual: true, sport: { id: '7', category: 'virtual' } })).toBe(
      '/virtual/7/a-v-b?event_id=9',
    );
    expect(eventHref({ ...base, sport: { id: '1', category: 'sport' } })).toBe('/s/c/a-v-b-9');
  });
});
