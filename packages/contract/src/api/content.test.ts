import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import {
  BetsStatsResponse,
  GlobalResponse,
  HomeResponse,
  NavigationResponse,
  SeoQuery,
  SeoResponse,
} from './content';

const bookmaker = 'touchline_ie';

describe('GET /strapi/navigation: header and footer layouts', () => {
  it('accepts main items plus More and dropdown items', () => {
    const item = examples.navigationItem;
    const body = { header: { main: [item], more: [item] }, footer: { main: [item], dropdown: [] } };
    expect(NavigationResponse.safeParse(body).success).toBe(true);
  });
  it('rejects a header without its More list', () => {
    expect(
      NavigationResponse.safeParse({ header: { main: [] }, footer: { main: [], dropdown: [] } }).success,
    ).toBe(false);
  });
});

describe('GET /home reads tabs.live', () => {
  it('accepts the live and highlights tabs', () => {
    const tab = { events: [examples.event] };
    expect(HomeResponse.safeParse({ tabs: { live: tab, highlights: tab } }).success).toBe(true);
    expect(HomeResponse.safeParse({ tabs: { highlights: tab } }).success).toBe(false);
  });
});

describe('GET /api/content/bets_stats', () => {
  it('accepts sports_stats and competitions_stats', () => {
    const body = { sports_stats: [examples.sportStat], competitions_stats: [examples.competitionStat] };
    expect(BetsStatsResponse.safeParse(body).success).toBe(true);
  });
});

describe('GET /api/content/seo', () => {
  it('reads route params as a JSON object', () => {
    const query = SeoQuery.parse({ bookmaker, path: '/football', params: '{"sport":"football"}' });
    expect(query.params).toEqual({ sport: 'football' });
  });
  it('rejects params that are not JSON, and a path without a leading slash', () => {
    const bad = SeoQuery.safeParse({ bookmaker, path: '/football', params: '{sport' });
    expect(bad.error?.issues[0]?.message).toMatch(/JSON object/);
    expect(SeoQuery.safeParse({ bookmaker, path: 'football' }).success).toBe(false);
  });
  it('answers data.seo', () => {
    expect(SeoResponse.safeParse({ data: { seo: examples.seo } }).success).toBe(true);
  });
});

describe('GET /api/content/global reads global.data.attributes and banners', () => {
  it('accepts attributes and banners with defaults filled', () => {
    const attributes = {
      site_name: 'Touchline',
      footer_text: '18+ Play responsibly.',
      footer_partners: [{ name: 'GamCare', image_url: 'https://cdn.example/gamcare.svg', url: null }],
      rewards_popup: null,
      locale: 'en-IE',
    };
    const parsed = GlobalResponse.parse({ global: { data: { attributes } }, banners: [examples.banner] });
    expect(parsed.banners[0]?.dismissable).toBe(true);
  });
});
