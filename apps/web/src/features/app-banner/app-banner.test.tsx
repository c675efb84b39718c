import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreIds } from '@/brands/app-stores';
import AppBanner from './app-banner';
import { appBannerWanted } from './gate';
import { INSTALL_STATUS_KEY } from './install-status';

/** The brand's store listings in a test that changes them; null keeps the configured ones. */
const listings = vi.hoisted(() => ({ ids: null as StoreIds | null }));
vi.mock('@/brands/app-stores', async (original) => {
  const real = await original<typeof import('@/brands/app-stores')>();
  return {
    ...real,
    appLinksOf: (brand: Parameters<typeof real.appLinksOf>[0]) =>
      real.appLinksOf(brand, listings.ids ?? real.STORE_IDS[brand.country]),
  };
});

const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101';

async function show(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <AppBanner />
      </Suspense>,
    );
  });
}

describe('native app banner on a phone-width web visit', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    listings.ids = null;
    vi.restoreAllMocks();
  });

  it('shows its texts, an Open button and a Close button, each named by its text', async () => {
    await show(CHROME_ANDROID);
    const region = screen.getByRole('complementary', { name: 'App download' });
    expect(region.textContent).toContain('Get the app');
    expect(region.textContent).toContain('Faster bets, live scores and bet alerts.');
    expect(screen.getByRole('button', { name: 'Open' }).textContent).toBe('Open');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closing it hides it and keeps it hidden for 30 days', async () => {
    await show(CHROME_ANDROID);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'App download' })).toBeNull();
    expect(appBannerWanted()).toBe(false);
  });

  it('offers Install, a link to the Play Store page of the brand, when the browser says the app is not installed', async () => {
    localStorage.setItem(INSTALL_STATUS_KEY, JSON.stringify({ installed: false, checkedAt: Date.now() }));
    await show(CHROME_ANDROID);
    const install = screen.getByRole('link', { name: 'Install' });
    expect(install.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=org.touchline.sportsbook&gl=IE&hl=en_IE',
    );
  });

  it('renders nothing on a platform whose store does not list the brand’s app, and shows on the other', async () => {
    listings.ids = { play: null, appStore: '6740000001' };
    await show(CHROME_ANDROID);
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    localStorage.setItem(INSTALL_STATUS_KEY, JSON.stringify({ installed: false, checkedAt: Date.now() }));
    await show(CHROME_IPHONE);
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(
      'https://apps.apple.com/ie/app/id6740000001',
    );
  });

  it('renders nothing inside the app, whatever the address or agent says', async () => {
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    try {
      await show(CHROME_ANDROID);
      expect(screen.queryByRole('complementary')).toBeNull();
    } finally {
      delete (window as { Capacitor?: unknown }).Capacitor;
    }
  });

  it('renders nothing inside an in-app browser', async () => {
    await show(INSTAGRAM);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
