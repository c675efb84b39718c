/**
 * Where the native app banner shows: never in the app, on desktop (the layout renders it under 800 px
 * only), inside an in-app browser, or where the platform has its own app banner (iOS Safari's Smart App
 * Banner); nor for 30 days after a dismissal, nor on a platform whose store does not list the brand's app.
 * The install status is cached for 24 hours.
 */
import type { AppLinks } from '@/brands/app-stores';

/** Install check cache 24 h. */
export const INSTALL_CACHE_MS = 24 * 60 * 60 * 1000;
/** Open probe timeout 1600 ms: still on the page after it, the app did not open. */
export const OPEN_PROBE_MS = 1600;

/**
 * The user-agent markers of in-app browsers (the web views of social and messaging apps, and Android's
 * WebView): a store link or an app scheme opened there goes nowhere useful.
 */
const IN_APP_MARKERS = [
  /FBAN|FBAV|FB_IAB|FBIOS/, // Facebook, Messenger
  /Instagram/,
  /\bLine\//, // LINE
  /musical_ly|TikTok|BytedanceWebview|trill_/i, // TikTok
  /Snapchat/,
  /Twitter|TwitterAndroid/,
  /LinkedInApp/,
  /Pinterest/,
  /MicroMessenger/, // WeChat
  /\bKAKAOTALK\b/i,
  /GSA\//, // the Google app on iOS
  /; wv\)/, // Android WebView
];

/** iOS or iPadOS (which asks for the desktop site with a Macintosh agent and touch). */
const isIos = (ua: string, touchPoints = 0): boolean =>
  /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);

/** An in-app browser, by its user agent (an iOS web view lacks the Safari token Safari and its rivals send). */
export function isInAppBrowser(ua: string, touchPoints = 0): boolean {
  if (IN_APP_MARKERS.some((marker) => marker.test(ua))) return true;
  return isIos(ua, touchPoints) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua);
}

/**
 * Safari on iOS, which shows the Smart App Banner of the page's apple-itunes-app meta itself: ours would
 * be a second one. Chrome, Firefox, Edge and Opera on iOS name themselves and show no native banner.
 */
export function hasNativeAppBanner(ua: string, touchPoints = 0): boolean {
  return (
    isIos(ua, touchPoints) &&
    /Safari\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo/.test(ua) &&
    !isInAppBrowser(ua, touchPoints)
  );
}

/** Whether the banner may show in this browser (the layout and the slot have checked width, app and dismissal). */
export function bannerAllowedIn(ua: string, touchPoints = 0): boolean {
  return !isInAppBrowser(ua, touchPoints) && !hasNativeAppBanner(ua, touchPoints);
}

/** The platform whose store the banner sends to: Apple's on iOS, Google Play elsewhere. */
export const storePlatform = (ua: string, touchPoints = 0): 'ios' | 'android' =>
  isIos(ua, touchPoints) ? 'ios' : 'android';

/**
 * The store page the banner sends to on this platform, or null where the brand's app is not listed in
 * that store: there is nothing to install, so the banner does not show.
 */
export const storePage = (
  links: Pick<AppLinks, 'appStore' | 'playStore'>,
  ua: string,
  touchPoints = 0,
): string | null => (storePlatform(ua, touchPoints) === 'ios' ? links.appStore : links.playStore);
