import { act, fireEvent, render, screen } from '@testing-library/react';
import type { GlobalResponse } from '@touchline/contract';
import { XSS_CORPUS, XSS_TRAP } from '@touchline/contract/testing';
import { hideOutside } from '@touchline/web-kit/layers';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session';
import { SafeMarkdown } from './markdown';
import { RewardsPopup } from './rewards-popup';
import { REWARDS_POPUP_SEEN_KEY } from './seen';
import { textsReady } from './texts';

const content = vi.hoisted(() => ({ popup: null as string | null }));
vi.mock('@/shared/content/global-content', () => ({
  useGlobalContent: () => ({
    data: {
      global: { data: { attributes: { rewards_popup: content.popup } } },
      banners: [],
    } as unknown as GlobalResponse,
  }),
}));

function logIn(username: string) {
  useSession.setState({
    user: { username, name: null, currency: 'EUR', balance: 0, bonus: 0 } as never,
  });
}

async function show() {
  const view = render(
    <MemoryRouter>
      <RewardsPopup />
    </MemoryRouter>,
  );
  await act(async () => {
    vi.advanceTimersByTime(1_000);
  });
  return view;
}

describe('rewards popup', () => {
  beforeAll(() => textsReady);
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    content.popup = '## Weekly boost\n\nGet a **free bet** every Friday.';
    logIn('alice');
  });
  afterEach(() => {
    vi.useRealTimers();
    useSession.setState({ user: null });
  });

  it('shows the markdown in a named dialog with a close button, once per version for a bettor', async () => {
    const first = await show();
    expect(screen.getByRole('dialog', { name: 'Your rewards' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Weekly boost' })).toBeTruthy();
    expect(screen.getByText('free bet').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    const again = await show();
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    content.popup = '## New offer';
    await show();
    expect(screen.getByRole('dialog', { name: 'Your rewards' })).toBeTruthy();
  });

  it('shows again to another bettor on the same device', async () => {
    (await show()).unmount();
    expect(JSON.parse(localStorage.getItem(REWARDS_POPUP_SEEN_KEY) ?? '{}')).toHaveProperty('alice');
    logIn('bob');
    await show();
    expect(screen.getByRole('dialog', { name: 'Your rewards' })).toBeTruthy();
  });

  it('waits while another dialog covers the page, and opens once it is gone', async () => {
    render(
      <MemoryRouter>
        <RewardsPopup />
      </MemoryRouter>,
    );
    const blocker = document.createElement('div');
    document.body.append(blocker);
    let uncover = () => {};
    await act(async () => {
      uncover = hideOutside(blocker);
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.queryByRole('dialog', { name: 'Your rewards' })).toBeNull();
    await act(async () => {
      uncover();
      blocker.remove();
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('dialog', { name: 'Your rewards' })).toBeTruthy();
  });

  it('shows nothing without text or without a bettor', async () => {
    content.popup = '   ';
    (await show()).unmount();
    expect(screen.queryByRole('dialog')).toBeNull();
    content.popup = '## Offer';
    useSession.setState({ user: null });
    await show();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('rewards markdown', () => {
  it('renders the corpus without running anything: no script, iframe, style, handler or unsafe link', async () => {
    const trap = vi.fn();
    (window as unknown as Record<string, unknown>)[XSS_TRAP] = trap;
    for (const payload of [...XSS_CORPUS.markdown, ...XSS_CORPUS.html, ...XSS_CORPUS.text]) {
      const { container, unmount } = render(
        <MemoryRouter>
          <SafeMarkdown text={payload} />
        </MemoryRouter>,
      );
      expect(container.querySelector('script, iframe, object, embed, style, [style]'), payload).toBeNull();
      for (const element of Array.from(container.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          expect(attribute.name.startsWith('on'), `${payload}: ${attribute.name}`).toBe(false);
        }
      }
      for (const link of Array.from(container.querySelectorAll('a[href], img[src]'))) {
        const address = link.getAttribute('href') ?? link.getAttribute('src') ?? '';
        expect(address, payload).toMatch(/^(https?:|mailto:|\/|#|\?|[^:]*$)/i);
      }
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(trap).not.toHaveBeenCalled();
  });

  it('opens links to other sites in a new tab with noopener and keeps site links in the app', () => {
    const { container } = render(
      <MemoryRouter>
        <SafeMarkdown text="[Rules](https://example.com/rules) and [offers](/promotions)" />
      </MemoryRouter>,
    );
    const [external, internal] = Array.from(container.querySelectorAll('a'));
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener');
    expect(internal?.getAttribute('href')).toBe('/promotions');
    expect(internal?.getAttribute('target')).toBeNull();
  });
});
