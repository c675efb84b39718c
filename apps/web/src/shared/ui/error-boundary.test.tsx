import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/shared/platform/page';
import { CHUNK_RELOAD_KEY, listenForStaleChunks, resetStaleChunkState } from '@/shared/platform/stale-chunk';
import { ErrorBoundary } from './error-boundary';

vi.mock('@/shared/platform/page', async (original) => ({
  ...(await original<typeof import('@/shared/platform/page')>()),
  reloadPage: vi.fn(),
}));

const MESSAGE = 'This page could not be shown. Try again: your bet slip is kept.';

/** A lazily loaded component whose file the server no longer has (the message Chromium gives). */
const missingFile = () =>
  lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/live-x1.js')),
  );

function renderLazy(Page: ReturnType<typeof missingFile>) {
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetStaleChunkState();
  vi.mocked(reloadPage).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('a part of the page that fails to render', () => {
  it('reloads the page once when a lazily loaded file is missing, showing a skeleton meanwhile', async () => {
    renderLazy(missingFile());
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('shows the translated error with a retry button when the file is still missing after that reload', async () => {
    // The tab reloaded itself a moment ago: a second missing file must not reload it again.
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    renderLazy(missingFile());
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('renders the part again on retry when the error was not a missing file', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('bad data');
      return <p>page content</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(MESSAGE);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('page content')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('clears the error when the route changes', () => {
    function Page({ broken }: { broken: boolean }) {
      if (broken) throw new Error('bad data');
      return <p>next page</p>;
    }
    const { rerender } = render(
      <ErrorBoundary resetKey="/live">
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/football">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
  });

  it('uses the given fallback for side panels', () => {
    function Panel(): never {
      throw new Error('bad data');
    }
    render(
      <ErrorBoundary fallback={() => <p>panel hidden</p>}>
        <Panel />
      </ErrorBoundary>,
    );
    expect(screen.getByText('panel hidden')).toBeTruthy();
  });
});

describe('a failed preload announced by Vite', () => {
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    return event;
  };

  it('reloads the page once and keeps the error from the page; a second failure right after is left to the page', () => {
    const stop = listenForStaleChunks();
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // The reloaded page starts with fresh module state but the same tab storage.
    resetStaleChunkState();
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a file that fails while the browser is offline', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('never reloads while offline: the part waits as a skeleton and the page reloads once the network is back', async () => {
    const offline = goOffline();
    renderLazy(missingFile());
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    // Not taken for a stale tab: no reload is recorded against the guard.
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    offline.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload from the page without reloading while offline', () => {
    goOffline();
    const stop = listenForStaleChunks();
    const event = new Event('vite:preloadError', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
      window.dispatchEvent(new Event('offline'));
    });
    expect(event.defaultPrevented).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
    stop();
  });
});
