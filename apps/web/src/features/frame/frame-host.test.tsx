import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FrameHost from './frame-host';

const ACCOUNT_ORIGIN = 'http://account.test:8081';

vi.mock('@/shared/api/config', () => ({
  useConfig: () => ({
    data: {
      brand: { global_iframe: `${ACCOUNT_ORIGIN}/` },
      operator: { login_enabled: true, account_v2_enabled: false },
    },
  }),
}));

/** The window's `message` listeners: added minus removed. */
function countMessageListeners() {
  let live = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  const added = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') live += 1;
    add(type, listener, options);
  });
  const removed = vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') live -= 1;
    remove(type, listener, options);
  });
  return {
    live: () => live,
    restore: () => {
      added.mockRestore();
      removed.mockRestore();
    },
  };
}

/** A sibling that suspends on its first render: React throws that whole render away and renders again. */
function suspendingOnce() {
  let ready = false;
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = () => {
      ready = true;
      done();
    };
  });
  function Sibling() {
    if (!ready) throw promise;
    return null;
  }
  return { Sibling, resolve };
}

describe('account frame host', () => {
  let listeners: ReturnType<typeof countMessageListeners>;
  beforeEach(() => {
    listeners = countMessageListeners();
  });
  afterEach(() => listeners.restore());

  it('listens to the account site once, even when a render of it was thrown away, and stops on unmount', async () => {
    const { Sibling, resolve } = suspendingOnce();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Suspense fallback={null}>
              <FrameHost />
              <Sibling />
            </Suspense>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const view = render(<RouterProvider router={router} />);
    expect(view.container.querySelector('iframe')).toBeNull();
    await act(async () => resolve());
    expect(view.container.querySelector('iframe')).not.toBeNull();
    expect(listeners.live()).toBe(1);
    view.unmount();
    expect(listeners.live()).toBe(0);
  });
});
