import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import {
  EventsLiveQuery,
  EventsLiveResponse,
  EventsQuery,
  EventsResponse,
  MarketsQuery,
  MarketsResponse,
  SearchQuery,
  SelectionsBody,
  SelectionsRefreshQuery,
  SelectionsRefreshResponse,
  SportsResponse,
  ValidateSelectionsResponse,
} from './catalog';

const bookmaker = 'touchline_ie';
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('GET /echo/v1/events query', () => {
  it('coerces strings and fills defaults', () => {
    const query = EventsQuery.parse({
      bookmaker,
      sport: 'football',
      live: 'false',
      limit: '20',
      offset: '40',
      ids: '1001,1002',
      from: '2025-05-03T00:00:00Z',
      to: '2025-05-04T00:00:00Z',
    });
    expect(query).toMatchObject({ lang: 'en', live: false, limit: 20, offset: 40, ids: ['1001', '1002'] });
    expect(query.sort).toBe('starts_at');
    expect(query.group_by).toBe('none');
  });
  it('takes the same params as JSON values (the socket request)', () => {
    expect(EventsQuery.parse({ bookmaker, live: true, limit: 5, ids: ['1'] })).toMatchObject({
      live: true,
      limit: 5,
    });
  });
  it('rejects junk with a reason naming the field', () => {
    const result = EventsQuery.safeParse({ bookmaker, limit: 'lots', category: 'casino' });
    expect(result.success).toBe(false);
    expect(messages(result).some((m) => m.startsWith('limit:'))).toBe(true);
    expect(messages(result).some((m) => m.startsWith('category:'))).toBe(true);
  });
  it('rejects a page over the maximum and a negative offset', () => {
    expect(EventsQuery.safeParse({ bookmaker, limit: '501' }).success).toBe(false);
    expect(EventsQuery.safeParse({ bookmaker, offset: '-1' }).success).toBe(false);
  });
  it('rejects a date range that ends before it starts', () => {
    const result = EventsQuery.safeParse({
      bookmaker,
      from: '2025-05-04T00:00:00Z',
      to: '2025-05-03T00:00:00Z',
    });
    expect(messages(result)).toContain('from: from must be before to');
  });
  it('compares range ends with offsets as instants', () => {
    const range = { bookmaker, from: '2025-05-03T10:00:00+02:00', to: '2025-05-03T09:00:00Z' };
    expect(EventsQuery.safeParse(range).success).toBe(true);
  });
  it('the response holds events, competition groups and paging', () => {
    const response = {
      data: [examples.event],
      competitions: [{ ...examples.competition, events: undefined, event_ids: ['1001'] }],
      meta: { total: 1, limit: 100, offset: 0 },
    };
    expect(EventsResponse.safeParse(response).success).toBe(true);
  });
});

describe('GET /echo/v1/events-live', () => {
  it('params default and coerce', () => {
    expect(EventsLiveQuery.parse({ bookmaker, limit: '10' })).toEqual({ bookmaker, lang: 'en', limit: 10 });
  });
  it('the response is a sport -> competition -> event ids tree plus events', () => {
    const tree = [
      {
        id: '1',
        slug: 'football',
        translated_slug: 'football',
        name: 'Football',
        category: 'sport',
        icon: 'football',
        count: 1,
        competitions: [
          {
            id: '301',
            slug: 'premier-league',
            translated_slug: 'premier-league',
            name: 'Premier League',
            region_name: 'England',
            count: 1,
            event_ids: ['1001'],
          },
        ],
      },
    ];
    expect(EventsLiveResponse.safeParse({ tree, events: [examples.event] }).success).toBe(true);
    expect(EventsLiveResponse.safeParse({ tree: [{ ...tree[0], count: -1 }], events: [] }).success).toBe(
      false,
    );
  });
});

describe('GET /echo/v1/markets', () => {
  it('needs an event id; types is a list', () => {
    expect(MarketsQuery.parse({ bookmaker, event_id: '1001', types: '1x2,handicap' }).types).toEqual([
      '1x2',
      'handicap',
    ]);
    expect(MarketsQuery.safeParse({ bookmaker }).success).toBe(false);
  });
  it('answers the event and its markets', () => {
    expect(MarketsResponse.safeParse({ event: examples.event, data: [examples.market] }).success).toBe(true);
  });
});

describe('selections', () => {
  it('POST /echo/v1/selections takes 1 to 50 outcome ids', () => {
    expect(SelectionsBody.safeParse({ outcome_ids: ['9001'] }).success).toBe(true);
    expect(SelectionsBody.safeParse({ outcome_ids: [] }).success).toBe(false);
    expect(
      SelectionsBody.safeParse({ outcome_ids: Array.from({ length: 51 }, (_, i) => `${i}`) }).success,
    ).toBe(false);
  });
  it('refresh reads outcome_id,event_id pairs from repeated keys or |', () => {
    expect(SelectionsRefreshQuery.parse({ bookmaker, ids: ['9001,1001', '9102,1002'] }).ids).toEqual([
      { outcome_id: '9001', event_id: '1001' },
      { outcome_id: '9102', event_id: '1002' },
    ]);
    expect(SelectionsRefreshQuery.parse({ bookmaker, ids: '9001,1001|9102,1002' }).ids).toHaveLength(2);
  });
  it('refresh rejects a lone id with a reason', () => {
    const result = SelectionsRefreshQuery.safeParse({ bookmaker, ids: '9001' });
    expect(messages(result)[0]).toMatch(/not an outcome_id,event_id pair/);
  });
  it('refresh answers price, display odds, suspension and combo boost flag', () => {
    const selection = {
      id: '9001',
      event_id: '1001',
      market_id: '5001',
      odds: 2.6,
      display_odds: { decimal: '2.60', fractional: '8/5', american: '+160' },
      is_suspended: false,
      combo_boost_available: true,
    };
    expect(SelectionsRefreshResponse.safeParse({ selections: [selection] }).success).toBe(true);
    expect(SelectionsRefreshResponse.safeParse({ selections: [{ ...selection, odds: -1 }] }).success).toBe(
      false,
    );
  });
  it('validate-selections answers data: [{ outcome, event, market }]', () => {
    expect(ValidateSelectionsResponse.safeParse({ data: [examples.selectionDetail] }).success).toBe(true);
  });
});

describe('GET /sports and search', () => {
  it('sports answers data: Sport[]', () => {
    expect(SportsResponse.safeParse({ data: [examples.sport] }).success).toBe(true);
  });
  it('search needs at least 2 characters', () => {
    expect(SearchQuery.safeParse({ bookmaker, q: 'ar' }).success).toBe(true);
    expect(messages(SearchQuery.safeParse({ bookmaker, q: ' a ' }))[0]).toMatch(/at least 2/);
  });
});
