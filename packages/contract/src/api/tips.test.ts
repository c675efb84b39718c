import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { ProcessTipsResponse, TipsFixturesQuery, TipsFixturesResponse, TipsServiceHeaders } from './tips';

describe('Tips', () => {
  it('fixtures take the page context', () => {
    const query = TipsFixturesQuery.parse({
      bookmaker: 'touchline_ie',
      sport_slug: 'football',
      event_id: '1001',
    });
    expect(query).toMatchObject({ lang: 'en', event_id: '1001' });
  });
  it('fixtures answer params.fixtures ready for the tips service', () => {
    const fixture = {
      event_id: '1001',
      home_team: 'Arsenal',
      away_team: 'Chelsea',
      sport_slug: 'football',
      competition_name: 'Premier League',
      region_name: 'England',
      starts_at: '2025-05-03T16:30:00Z',
    };
    const params = { bookmaker: 'touchline_ie', lang: 'en', country: 'IE', fixtures: [fixture] };
    expect(TipsFixturesResponse.safeParse({ params }).success).toBe(true);
  });
  it('the tips service needs a bearer credential', () => {
    expect(TipsServiceHeaders.safeParse({ authorization: 'Bearer abc' }).success).toBe(true);
    expect(TipsServiceHeaders.safeParse({ authorization: 'abc' }).success).toBe(false);
  });
  it('process answers tips with their tiles', () => {
    const tips = [{ ...examples.tip, tile: examples.tipTile }];
    expect(ProcessTipsResponse.safeParse({ tips }).success).toBe(true);
  });
});
