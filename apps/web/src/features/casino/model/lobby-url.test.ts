import { describe, expect, it } from 'vitest';
import {
  casinoPaths,
  casinoSegmentOf,
  categoryOf,
  lobbyFilterOf,
  lobbyPath,
  lobbyQueryOf,
  SEARCH_MAX,
} from './lobby-url';

const query = (text: string) => new URLSearchParams(text);

describe('the lobby address', () => {
  it('shows every game at the bare lobby and at the all category', () => {
    expect(categoryOf(undefined)).toBe('all');
    expect(categoryOf('')).toBe('all');
    expect(categoryOf('all')).toBe('all');
  });

  it('knows the five categories and no other', () => {
    for (const category of ['originals', 'table', 'instant', 'live-casino'] as const) {
      expect(categoryOf(category)).toBe(category);
    }
    expect(categoryOf('slots')).toBeNull();
    expect(categoryOf('Originals')).toBeNull();
    expect(lobbyFilterOf('slots', query('q=dice'))).toBeNull();
  });

  it('reads the search and the provider from the query, trimmed and bounded', () => {
    expect(lobbyFilterOf('table', query('q=%20roul%20&provider=touchline-originals'))).toEqual({
      category: 'table',
      q: 'roul',
      provider: 'touchline-originals',
    });
    expect(lobbyFilterOf(undefined, query(''))).toEqual({ category: 'all', q: '', provider: '' });
    expect(lobbyFilterOf('all', query(`q=${'x'.repeat(100)}`))?.q).toHaveLength(SEARCH_MAX);
  });

  it('writes a filter back as the address it came from', () => {
    const filter = { category: 'instant', q: 'mines', provider: 'touchline-originals' } as const;
    const path = lobbyPath(filter);
    expect(path).toBe('/casinov2/instant/?q=mines&provider=touchline-originals');
    const url = new URL(path, 'https://sportsbook.example');
    expect(lobbyFilterOf(url.pathname.split('/')[2], url.searchParams)).toEqual(filter);
  });

  it('leaves empty parts out of the address and the bare lobby for every game', () => {
    expect(lobbyPath({ category: 'all', q: '  ', provider: '' })).toBe('/casinov2/');
    expect(lobbyPath()).toBe('/casinov2/');
    expect(lobbyPath({ category: 'live-casino' })).toBe('/casinov2/live-casino/');
    expect(lobbyPath({ category: 'all', q: 'wheel' })).toBe('/casinov2/?q=wheel');
  });

  it('sends the lobby call only the parts that filter', () => {
    expect(lobbyQueryOf({ category: 'all', q: '', provider: '' })).toEqual({ category: 'all' });
    expect(lobbyQueryOf({ category: 'table', q: 'roulette', provider: 'touchline-originals' })).toEqual({
      category: 'table',
      q: 'roulette',
      provider: 'touchline-originals',
    });
  });

  it('takes one segment after /casinov2/, with or without its trailing slash', () => {
    expect(casinoSegmentOf(undefined)).toBe('');
    expect(casinoSegmentOf('')).toBe('');
    expect(casinoSegmentOf('originals/')).toBe('originals');
    expect(casinoSegmentOf('history')).toBe('history');
    expect(casinoSegmentOf('originals/dice')).toBeNull();
  });

  it('builds the casino addresses', () => {
    expect(casinoPaths.lobby()).toBe('/casinov2/');
    expect(casinoPaths.lobby('originals')).toBe('/casinov2/originals/');
    expect(casinoPaths.history()).toBe('/casinov2/history');
    expect(casinoPaths.game('lucky-wheel')).toBe('/play/lucky-wheel');
    expect(casinoPaths.game('dice', true)).toBe('/play/dice/demo');
  });
});
