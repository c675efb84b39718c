import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationSplash, SplashScreen } from './location-splash';
import type { LocationDevice, SplashPage } from './ports';
import { textsReady } from './texts';

beforeAll(() => textsReady);

const noop = () => {};

describe('SplashScreen', () => {
  it('shows a loader while locating', () => {
    render(<SplashScreen state={{ status: 'locating' }} onRetry={noop} onAllow={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Checking your location' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Checking your location' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to allow location when the permission was never given', async () => {
    const allow = vi.fn();
    render(<SplashScreen state={{ status: 'request_permissions' }} onRetry={noop} onAllow={allow} />);
    expect(screen.getByRole('dialog', { name: 'Allow location access' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow location' }));
    expect(allow).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when location is off or the check failed', async () => {
    const retry = vi.fn();
    const { unmount } = render(<SplashScreen state={{ status: 'denied' }} onRetry={retry} onAllow={noop} />);
    expect(screen.getByRole('dialog', { name: 'Location access is off' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    render(<SplashScreen state={{ status: 'error', kind: 'location' }} onRetry={retry} onAllow={noop} />);
    expect(screen.getByRole('dialog', { name: "We couldn't confirm your location" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('links the seven country sites, in order, when the location is declined', () => {
    render(<SplashScreen state={{ status: 'declined' }} onRetry={noop} onAllow={noop} />);
    const sites = screen.getByRole('navigation', { name: 'Country sites' });
    const links = sites.querySelectorAll('a');
    expect([...links].map((link) => link.dataset.country)).toEqual([
      'IE',
      'GB',
      'RO',
      'US',
      'GR',
      'MX',
      'BR',
    ]);
    expect(screen.getByRole('link', { name: 'Ireland' }).getAttribute('href')).toBe('/?country=IE');
    expect(screen.getByRole('link', { name: 'United Kingdom' }).getAttribute('href')).toBe('/?country=GB');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('LocationSplash', () => {
  function ports(permission: 'granted' | 'denied') {
    const device: LocationDevice = {
      checkPermissions: async () => permission,
      requestPermissions: async () => permission,
      getCurrentPosition: async () => {},
      openSettings: vi.fn(async () => {}),
      hideSplashScreen: async () => {},
      subscribePush: async () => {},
      onResume: () => noop,
    };
    const page: SplashPage = {
      checkIp: async () => ({ status: 'success', country: 'IE' }),
      currentCountry: 'IE',
      switchCountry: vi.fn(),
      storeSuccessAt: noop,
      alert: vi.fn(),
      reload: noop,
      enableLocationText: () => 'Please enable location services before retrying.',
    };
    return { device, page };
  }

  it('goes away once the check passes', async () => {
    const { device, page } = ports('granted');
    render(<LocationSplash device={device} page={page} />);
    expect(screen.getByRole('dialog', { name: 'Checking your location' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to enable location and opens the settings on Retry when denied', async () => {
    vi.useFakeTimers();
    const { device, page } = ports('denied');
    render(<LocationSplash device={device} page={page} />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(page.alert).toHaveBeenCalledWith('Please enable location services before retrying.');
    expect(device.openSettings).toHaveBeenCalled();
  });
});
