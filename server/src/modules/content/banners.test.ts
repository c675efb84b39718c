import { describe, expect, it } from 'vitest';
import type { BannerRow } from './banners';
import { cleanCta, dedupeBanners, presentBanners } from './banners';

const row = (id: string, message: string, extra: Partial<BannerRow> = {}): BannerRow => ({
  id,
  message,
  ctas: [],
  type: 'info',
  dismissable: true,
  visible: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...extra,
});

const options = { internalHosts: ['ie.touchline.example'] };

describe('Banner: identical messages deduplicated and moved to the front', () => {
  it('keeps the first of each repeated message, repeated ones first, order otherwise kept', () => {
    const input = [{ message: 'a' }, { message: 'b' }, { message: 'c' }, { message: 'b' }, { message: 'd' }];
    expect(dedupeBanners(input).map((banner) => banner.message)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('compares messages after cleaning', () => {
    const banners = presentBanners(
      [row('1', 'x'), row('2', '<b>Same</b>'), row('3', '<b onclick="y()">Same</b>')],
      options,
    );
    expect(banners.map((banner) => banner.id)).toEqual(['2', '1']);
  });

  it('an empty list stays empty', () => {
    expect(dedupeBanners([])).toEqual([]);
  });
});

describe('only visible banners with a non-blank message', () => {
  it('drops hidden banners and those whose cleaned message is blank', () => {
    const banners = presentBanners(
      [row('hidden', 'x', { visible: false }), row('blank', ' <script>x</script> '), row('ok', 'Hello')],
      options,
    );
    expect(banners.map((banner) => banner.id)).toEqual(['ok']);
  });

  it('keeps the type, dismissable flag and dates', () => {
    const [banner] = presentBanners([row('w', 'Careful', { type: 'warning', dismissable: false })], options);
    expect(banner).toEqual({
      id: 'w',
      visible: true,
      message: 'Careful',
      ctas: [],
      dismissable: false,
      type: 'warning',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });
});

describe('Banner CTAs: link or global-frame to internal, external or open_page', () => {
  it('keeps well-formed CTAs with plain text', () => {
    expect(
      cleanCta({ type: 'link', destination: 'external', url: 'https://x.example/a', text: 'Go &amp; see' }),
    ).toEqual({ type: 'link', destination: 'external', url: 'https://x.example/a', text: 'Go & see' });
    expect(
      cleanCta({ type: 'global-frame', destination: 'open_page', url: '/registration', text: '<b>Join</b>' }),
    ).toEqual({ type: 'global-frame', destination: 'open_page', url: '/registration', text: 'Join' });
  });

  it('drops unsafe, mismatched or empty CTAs', () => {
    expect(
      cleanCta({ type: 'link', destination: 'external', url: 'javascript:alert(1)', text: 'x' }),
    ).toBeNull();
    expect(
      cleanCta({ type: 'link', destination: 'internal', url: 'https://x.example', text: 'x' }),
    ).toBeNull();
    expect(cleanCta({ type: 'link', destination: 'internal', url: '//evil.example', text: 'x' })).toBeNull();
    expect(
      cleanCta({ type: 'link', destination: 'internal', url: '/a', text: '<script>x</script>' }),
    ).toBeNull();
  });
});
