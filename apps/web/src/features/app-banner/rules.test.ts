import { describe, expect, it } from 'vitest';
import {
  bannerAllowedIn,
  hasNativeAppBanner,
  INSTALL_CACHE_MS,
  isInAppBrowser,
  OPEN_PROBE_MS,
  storePage,
  storePlatform,
} from './rules';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/489.0.0.40.107;FBBV/654321;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/3;FBLC/en_GB]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/489.0.0.40.107;]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101 (iPhone15,2; iOS 18_1; en_GB; en; scale=3.00; 1179x2556; 652345678)',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.0',
  tiktok:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 musical_ly_2023708030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/37.8.3 ByteLocale/en-GB Region/GB BytedanceWebview/d8a21c6',
  snapchat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.17.0.35 (like Safari/8619.2.8.10.7, panda)',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  iosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/en',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('native app banner: where it may show', () => {
  it('the constants: install check cache 24 h, open probe timeout 1600 ms', () => {
    expect(INSTALL_CACHE_MS).toBe(24 * 60 * 60 * 1000);
    expect(OPEN_PROBE_MS).toBe(1600);
  });

  it.each([
    ['Facebook on iOS', UA.facebookIos],
    ['Facebook on Android', UA.facebookAndroid],
    ['Instagram', UA.instagram],
    ['LINE', UA.line],
    ['TikTok', UA.tiktok],
    ['Snapchat', UA.snapchat],
    ['WeChat', UA.wechat],
    ['an Android WebView (wv)', UA.androidWebView],
    ['an iOS web view (no Safari token)', UA.iosWebView],
  ])('is hidden inside an in-app browser: %s', (_name, ua) => {
    expect(isInAppBrowser(ua)).toBe(true);
    expect(bannerAllowedIn(ua)).toBe(false);
  });

  it.each([
    ['Chrome on Android', UA.chromeAndroid],
    ['Samsung Internet', UA.samsungInternet],
    ['Firefox on Android', UA.firefoxAndroid],
    ['Chrome on iOS', UA.chromeIphone],
    ['Firefox on iOS', UA.firefoxIphone],
  ])('shows in a phone browser without its own app banner: %s', (_name, ua) => {
    expect(isInAppBrowser(ua)).toBe(false);
    expect(hasNativeAppBanner(ua)).toBe(false);
    expect(bannerAllowedIn(ua)).toBe(true);
  });

  it('is hidden on iOS Safari, which shows the Smart App Banner itself (iPadOS asking for the desktop site too)', () => {
    expect(hasNativeAppBanner(UA.safariIphone)).toBe(true);
    expect(bannerAllowedIn(UA.safariIphone)).toBe(false);
    expect(hasNativeAppBanner(UA.safariIpadDesktopMode, 5)).toBe(true);
    // The same agent without touch is a Mac: no native banner there (the width rule keeps desktops out).
    expect(hasNativeAppBanner(UA.safariIpadDesktopMode, 0)).toBe(false);
  });

  it('sends iOS to the App Store and everything else to Google Play', () => {
    expect(storePlatform(UA.chromeIphone)).toBe('ios');
    expect(storePlatform(UA.safariIpadDesktopMode, 5)).toBe('ios');
    expect(storePlatform(UA.chromeAndroid)).toBe('android');
    expect(storePlatform(UA.desktopChrome)).toBe('android');
  });

  it('has no store page, so no banner, on a platform whose store does not list the brand’s app', () => {
    const playOnly = { playStore: 'https://play.google.com/store/apps/details?id=a.b', appStore: null };
    expect(storePage(playOnly, UA.chromeAndroid)).toBe(playOnly.playStore);
    expect(storePage(playOnly, UA.chromeIphone)).toBeNull();
    expect(
      storePage({ playStore: null, appStore: 'https://apps.apple.com/app/id1' }, UA.chromeAndroid),
    ).toBeNull();
  });
});
