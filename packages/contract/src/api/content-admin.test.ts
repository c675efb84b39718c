import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BannerInput,
  contentAdminCalls,
  type createContentBanner,
  type listContentBanners,
  NavigationItemInput,
  PromotionInput,
  type replaceContentBanner,
  SeoPathPattern,
} from './content-admin';
import type { CallBody, CallResponse } from './define';

const cta = { type: 'link', destination: 'internal', url: '/promotions', text: 'See promotions' } as const;
const banner = { bookmaker: null, lang: 'en', message: '<b>Hi</b>', ctas: [cta] } as const;

describe('operator content calls', () => {
  it('are operator calls under /v1/operator/content', () => {
    for (const [name, call] of Object.entries(contentAdminCalls)) {
      expect(call.auth, name).toBe('operator');
      expect(call.path.startsWith('/v1/operator/content/'), name).toBe(true);
    }
  });
  it('type the bodies and answers', () => {
    expectTypeOf<CallBody<typeof createContentBanner>['message']>().toEqualTypeOf<string>();
    expectTypeOf<CallBody<typeof replaceContentBanner>['version']>().toEqualTypeOf<number>();
    expectTypeOf<CallResponse<typeof listContentBanners>['entries'][number]['id']>().toEqualTypeOf<string>();
  });
});

describe('banner input', () => {
  it('fills the defaults', () => {
    const parsed = BannerInput.parse(banner);
    expect(parsed).toMatchObject({ type: 'info', dismissable: true, visible: true, sort_order: 0 });
  });
  it('refuses an unknown type, a CTA of another kind and unsafe links', () => {
    expect(BannerInput.safeParse({ ...banner, type: 'error' }).success).toBe(false);
    expect(BannerInput.safeParse({ ...banner, ctas: [{ ...cta, type: 'button' }] }).success).toBe(false);
    for (const url of ['javascript:alert(1)', '//evil.example/', 'https://evil.example/', ' /x y']) {
      expect(BannerInput.safeParse({ ...banner, ctas: [{ ...cta, url }] }).success, url).toBe(false);
    }
    const external = { ...cta, destination: 'external' };
    expect(
      BannerInput.safeParse({ ...banner, ctas: [{ ...external, url: 'https://ok.example/x' }] }).success,
    ).toBe(true);
    expect(
      BannerInput.safeParse({ ...banner, ctas: [{ ...external, url: 'data:text/html,x' }] }).success,
    ).toBe(false);
  });
  it('bounds the message and checks the language', () => {
    expect(BannerInput.safeParse({ ...banner, message: 'x'.repeat(4001) }).success).toBe(false);
    expect(BannerInput.safeParse({ ...banner, lang: 'xx' }).success).toBe(false);
  });
});

describe('other inputs', () => {
  it('promotion titles need English and know only the nine languages', () => {
    const base = { bookmaker: 'touchline_ie', descriptions: { en: 'd' }, period: 'weekly' };
    const flags = { is_optIn_required: true, is_limited_users: false };
    expect(PromotionInput.safeParse({ ...base, ...flags, titles: { en: 'T', de: 'T' } }).success).toBe(true);
    expect(PromotionInput.safeParse({ ...base, ...flags, titles: { de: 'T' } }).success).toBe(false);
    expect(PromotionInput.safeParse({ ...base, ...flags, titles: { en: 'T', xx: 'T' } }).success).toBe(false);
  });
  it('SEO paths take one-segment and trailing any-segment patterns', () => {
    for (const path of ['/', '/live', '/football/*', '/football/**']) {
      expect(SeoPathPattern.safeParse(path).success, path).toBe(true);
    }
    for (const path of ['live', '/a//b', '/**/x', '/a b', '/a?b']) {
      expect(SeoPathPattern.safeParse(path).success, path).toBe(false);
    }
  });
  it('a navigation link acts on a site path or an http(s) URL, a click on an action name', () => {
    const item = { key: 'promo', label: 'Promo', icon: null, type: 'link' } as const;
    expect(NavigationItemInput.safeParse({ ...item, action: '/promotions' }).success).toBe(true);
    expect(NavigationItemInput.safeParse({ ...item, action: 'javascript:alert(1)' }).success).toBe(false);
    expect(NavigationItemInput.safeParse({ ...item, type: 'click', action: 'open_deposit' }).success).toBe(
      true,
    );
    expect(NavigationItemInput.safeParse({ ...item, type: 'click', action: '/x' }).success).toBe(false);
  });
});
