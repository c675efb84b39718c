import { isSportsbookOrigin } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { addressWithoutToken, readLaunch, tokenOfFragment } from './launch';
import { parentOrigin } from './site';

const TOKEN = 'tok_0123456789abcdef0123';
const config = {
  api_url: 'https://api.example',
  sportsbook_origins: ['https://sport.example'],
  allow_local: false,
};

describe('launch', () => {
  it('reads a real-money launch: the game from the path, the token from the fragment', () => {
    const launch = readLaunch({
      pathname: '/dice',
      search: '?lang=de&theme=light&bookmaker=ie',
      hash: `#session=${TOKEN}`,
    });
    expect(launch).toEqual({
      kind: 'game',
      game: 'dice',
      lang: 'de',
      theme: 'light',
      embed: false,
      bookmaker: 'ie',
      play: { mode: 'real', token: TOKEN },
    });
    expect(addressWithoutToken({ pathname: '/dice', search: '?lang=de' })).toBe('/dice?lang=de');
  });

  it('reads a demo launch with its currency and the compact layout', () => {
    const launch = readLaunch({
      pathname: '/lucky-wheel/',
      search: '?mode=demo&currency=GBP&embed=mini',
      hash: '',
    });
    expect(launch).toMatchObject({
      kind: 'game',
      game: 'lucky-wheel',
      embed: true,
      lang: 'en',
      theme: 'dark',
    });
    expect(launch.kind === 'game' && launch.play).toEqual({ mode: 'demo', currency: 'GBP' });
  });

  it('falls back on English, dark and the brand currency for unknown values, and names an unknown game', () => {
    const launch = readLaunch({
      pathname: '/dice',
      search: '?lang=xx&theme=pink&mode=demo&currency=XYZ',
      hash: '',
    });
    expect(launch).toMatchObject({ lang: 'en', theme: 'dark', play: { mode: 'demo', currency: null } });
    expect(readLaunch({ pathname: '/poker', search: '', hash: '' }).kind).toBe('unknown-game');
  });

  it('takes no token that is too short to be one', () => {
    expect(tokenOfFragment('#session=short')).toBeNull();
    expect(tokenOfFragment('')).toBeNull();
  });
});

describe('the sportsbook origin', () => {
  it('is the parent frame origin when it is on the allow-list, else the referrer', () => {
    expect(
      parentOrigin({ config, framed: true, ancestorOrigins: ['https://sport.example'], referrer: '' }),
    ).toBe('https://sport.example');
    expect(
      parentOrigin({
        config,
        framed: true,
        ancestorOrigins: [],
        referrer: 'https://sport.example/play/dice',
      }),
    ).toBe('https://sport.example');
  });

  it('is none when the page is not framed or the parent is not allowed', () => {
    expect(
      parentOrigin({ config, framed: false, ancestorOrigins: ['https://sport.example'], referrer: '' }),
    ).toBeNull();
    expect(
      parentOrigin({ config, framed: true, ancestorOrigins: ['https://evil.example'], referrer: '' }),
    ).toBeNull();
    // The browser's word on the parent wins over a referrer that names an allowed origin.
    expect(
      parentOrigin({
        config,
        framed: true,
        ancestorOrigins: ['https://evil.example'],
        referrer: 'https://sport.example/',
      }),
    ).toBeNull();
    expect(parentOrigin({ config, framed: true, ancestorOrigins: [], referrer: '' })).toBeNull();
  });

  it('allows local origins only where the site config says so', () => {
    const local = { ...config, allow_local: true };
    expect(isSportsbookOrigin(local, 'http://127.0.0.1:5173')).toBe(true);
    expect(
      parentOrigin({ config, framed: true, ancestorOrigins: ['http://127.0.0.1:5173'], referrer: '' }),
    ).toBeNull();
    expect(
      parentOrigin({ config: local, framed: true, ancestorOrigins: ['http://127.0.0.1:5173'], referrer: '' }),
    ).toBe('http://127.0.0.1:5173');
  });
});
