import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { LoginResponse, NativeLoginPayload } from './account';
import { Banner, DEFAULT_BANNER_MESSAGE } from './banner';
import { BetShare } from './betshare';
import { BrandConfig } from './brand';
import { ChatMessage, ChatNotification } from './chat';
import { NavigationItem } from './navigation';
import { PromotionOptIn } from './promotion';
import { Seo } from './seo';
import { CompetitionStat, SportStat } from './stats';
import { Stream, StreamManifest } from './stream';
import { Tip, TipTile } from './tip';

describe('Stream', () => {
  it('accepts a stream and an HLS manifest', () => {
    expect(Stream.safeParse(examples.stream).success).toBe(true);
    expect(StreamManifest.safeParse({ hlsUrl: 'https://cdn.example/live/1001.m3u8' }).success).toBe(true);
  });
  it('rejects a stream without event id and a non-http manifest', () => {
    const { event_id: _id, ...withoutId } = examples.stream;
    expect(Stream.safeParse(withoutId).success).toBe(false);
    expect(StreamManifest.safeParse({ hlsUrl: 'ftp://cdn.example/a.m3u8' }).success).toBe(false);
  });
});

describe('Tip and tip tile', () => {
  it('accepts a tip card and a tile', () => {
    expect(Tip.safeParse(examples.tip).success).toBe(true);
    expect(TipTile.safeParse(examples.tipTile).success).toBe(true);
  });
  it('a tile may carry a locked price (odds not above 1)', () => {
    expect(TipTile.safeParse({ ...examples.tipTile, odds: 1 }).success).toBe(true);
  });
  it('rejects a tile without outcome id and an empty tip text', () => {
    const { outcome_id: _id, ...withoutId } = examples.tipTile;
    expect(TipTile.safeParse(withoutId).success).toBe(false);
    expect(Tip.safeParse({ ...examples.tip, tip: '' }).success).toBe(false);
  });
});

describe('Top stats', () => {
  it('accepts sport and competition stats', () => {
    expect(SportStat.safeParse(examples.sportStat).success).toBe(true);
    expect(CompetitionStat.safeParse(examples.competitionStat).success).toBe(true);
  });
  it('rejects a negative count and a missing competition id', () => {
    expect(SportStat.safeParse({ ...examples.sportStat, count: -1 }).success).toBe(false);
    const { competition_id: _id, ...withoutId } = examples.competitionStat;
    expect(CompetitionStat.safeParse(withoutId).success).toBe(false);
  });
});

describe('Promotion opt-in', () => {
  it('accepts an opt-in record', () => {
    expect(PromotionOptIn.safeParse(examples.optIn).success).toBe(true);
  });
  it('rejects an unknown status', () => {
    expect(PromotionOptIn.safeParse({ ...examples.optIn, opt_in_status: 'MAYBE' }).success).toBe(false);
  });
});

describe('Navigation item', () => {
  it('accepts an item with partial visibility flags', () => {
    expect(NavigationItem.parse(examples.navigationItem).visibility).toEqual({ showIfUser: true });
  });
  it('accepts both spellings of the sport-only flag', () => {
    const visibility = { showIfSport: true, showInSport: false };
    expect(NavigationItem.safeParse({ ...examples.navigationItem, visibility }).success).toBe(true);
  });
  it('rejects a type other than link or click, and a missing key', () => {
    expect(NavigationItem.safeParse({ ...examples.navigationItem, type: 'button' }).success).toBe(false);
    const { key: _key, ...withoutKey } = examples.navigationItem;
    expect(NavigationItem.safeParse(withoutKey).success).toBe(false);
  });
});

describe('Banner defaults', () => {
  it('fills visible, dismissable and type', () => {
    const banner = Banner.parse(examples.banner);
    expect(banner.visible).toBe(true);
    expect(banner.dismissable).toBe(true);
    expect(banner.type).toBe('info');
  });
  it("defaults the message to 'Hello There!' and the call-to-actions to none", () => {
    const banner = Banner.parse({
      id: '1',
      createdAt: '2025-04-30T09:00:00Z',
      updatedAt: '2025-04-30T09:00:00Z',
    });
    expect(banner.message).toBe(DEFAULT_BANNER_MESSAGE);
    expect(banner.ctas).toEqual([]);
  });
  it('rejects an unknown type and a call-to-action of another kind', () => {
    expect(Banner.safeParse({ ...examples.banner, type: 'error' }).success).toBe(false);
    const ctas = [{ type: 'button', destination: 'internal', url: '/', text: 'Go' }];
    expect(Banner.safeParse({ ...examples.banner, ctas }).success).toBe(false);
  });
});

describe('Operator country config', () => {
  it('accepts the Mexican brand with american odds', () => {
    expect(BrandConfig.parse(examples.brand).ODDS_FORMAT).toBe('american');
  });
  it('rejects an unknown country and a malformed locale', () => {
    expect(BrandConfig.safeParse({ ...examples.brand, COUNTRY: 'ES' }).success).toBe(false);
    expect(BrandConfig.safeParse({ ...examples.brand, DEFAULT_LOCALE: 'spanish' }).success).toBe(false);
  });
});

describe('Chat message and notification', () => {
  it('accepts an assistant message and a notification', () => {
    expect(ChatMessage.safeParse(examples.chatMessage).success).toBe(true);
    expect(ChatNotification.safeParse(examples.chatNotification).success).toBe(true);
  });
  it('rejects a role other than user or assistant', () => {
    expect(ChatMessage.safeParse({ ...examples.chatMessage, role: 'system' }).success).toBe(false);
  });
});

describe("Bet share: id prefixed 'bet_'", () => {
  it('accepts a share', () => {
    expect(BetShare.safeParse(examples.betShare).success).toBe(true);
  });
  it('rejects an id without the prefix and an empty outcome list', () => {
    expect(BetShare.safeParse({ ...examples.betShare, id: '8f2k1' }).success).toBe(false);
    expect(BetShare.safeParse({ ...examples.betShare, outcome_ids: [] }).success).toBe(false);
  });
});

describe('SEO', () => {
  it('accepts title, description, variables and meta', () => {
    expect(Seo.safeParse(examples.seo).success).toBe(true);
  });
  it('rejects meta without content', () => {
    expect(Seo.safeParse({ ...examples.seo, meta: [{ name: 'robots' }] }).success).toBe(false);
  });
});

describe('Login response and native login payload', () => {
  const response = {
    status: 'success',
    message: null,
    data: { temporary_token: null, sportify: { access_token: 'tok' }, domain: 'touchline.ie' },
  };
  it('accepts a login response', () => {
    expect(LoginResponse.safeParse(response).success).toBe(true);
  });
  it('rejects a login payload with website other than sport', () => {
    const params = {
      username: 'punter42',
      password: 'secret',
      rememberMe: 1,
      website: 'casino',
      lang: 'en',
      device: 'mobile',
      app: 1,
      app_version: 1,
      cache_version: 39719,
      global_project: '',
    };
    const payload = {
      url: 'https://api.touchline.ie/auth/login',
      params,
      mode: 'auto',
      silent: true,
      id: 'l1',
    };
    expect(NativeLoginPayload.safeParse(payload).success).toBe(false);
    expect(
      NativeLoginPayload.safeParse({ ...payload, params: { ...params, website: 'sport' } }).success,
    ).toBe(true);
  });
});
