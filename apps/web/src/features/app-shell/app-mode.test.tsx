/** The shell's rules that depend on the mode, with the mode faked through Capacitor's global. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { NavigationItem } from '@touchline/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellState } from '@/shared/native/platform';
import { backToTheWeb, pretendAndroidApp } from '@/shared/native/testing';
import { Header } from './components/header';
import { NetworkModal } from './components/overlays';
import { FALLBACK_NAVIGATION, isCasinoLink, visibleItems } from './navigation';
import { useNavigationContext } from './use-navigation-context';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  // Navigation and configuration answer nothing useful: the built-in navigation is used.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
});
afterEach(() => {
  backToTheWeb();
  useShellState.setState({ omni: false, online: null });
  vi.restoreAllMocks();
});

function renderHeaderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '*', element: <Header /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the phone header back button (app only, when not on home)', () => {
  it('shows in the app off home, and goes back to the page before', () => {
    pretendAndroidApp();
    const router = renderHeaderAt(['/', '/live', '/football']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/live');
  });

  it('with no page behind (a deep link), it goes home', () => {
    pretendAndroidApp();
    const router = renderHeaderAt(['/football']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('is not there on home in the app', () => {
    pretendAndroidApp();
    renderHeaderAt(['/']);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('is not there on the web', () => {
    renderHeaderAt(['/', '/live']);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('navigation visibility from the real mode', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );

  it('the web is neither the app nor omni', () => {
    const { result } = renderHook(() => useNavigationContext(), { wrapper });
    expect(result.current).toMatchObject({ isApp: false, isOmni: false });
  });

  it('the app and omni mode come from the shell', () => {
    pretendAndroidApp();
    const { result } = renderHook(() => useNavigationContext(), { wrapper });
    expect(result.current).toMatchObject({ isApp: true, isOmni: false });
    act(() => useShellState.setState({ omni: true }));
    expect(result.current).toMatchObject({ isApp: true, isOmni: true });
  });

  it('casino links are removed in the app, whatever their flags say', () => {
    const remoteCasino: NavigationItem = {
      key: 'slots',
      label: 'Slots',
      icon: null,
      type: 'link',
      action: '/casinov2/slots/',
      hasBadge: false,
      customCss: null,
      specialId: null,
      visibility: {},
    };
    const items = [...FALLBACK_NAVIGATION.header.main, remoteCasino];
    const ctx = { loggedIn: true, isApp: false, isOmni: false, isStaging: false, inSportZone: true };
    expect(
      visibleItems(items, ctx)
        .filter(isCasinoLink)
        .map((item) => item.key),
    ).toEqual(['casino', 'slots']);
    expect(visibleItems(items, { ...ctx, isApp: true }).filter(isCasinoLink)).toEqual([]);
    expect(
      visibleItems(FALLBACK_NAVIGATION.footer.dropdown, { ...ctx, isApp: true }).map((i) => i.key),
    ).not.toContain('casino');
  });

  it('in the app the header has no casino link', async () => {
    pretendAndroidApp();
    renderHeaderAt(['/']);
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Casino' })).toBeNull();
  });

  it('on the web the header keeps its casino link', async () => {
    renderHeaderAt(['/']);
    expect(await screen.findByRole('link', { name: 'Casino' })).toBeTruthy();
  });
});

describe('the network modal follows the mode’s source', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));

  it("on the web, the browser's offline and online events show and hide it", () => {
    render(<NetworkModal />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("in the app, the device's Network plugin shows and hides it; the web view's events only until it answers", () => {
    pretendAndroidApp();
    render(<NetworkModal />);
    act(() => setOnline(false));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => useShellState.setState({ online: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => useShellState.setState({ online: false }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => useShellState.setState({ online: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => setOnline(true));
  });
});
