import { fireEvent, render, screen } from '@testing-library/react';
import type { Banner, GlobalResponse } from '@touchline/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { DISMISSED_BANNERS_KEY } from './dismissal';
import { MessageBanner } from './message-banner';
import { textsReady } from './texts';

const content = vi.hoisted(() => ({ banners: [] as Banner[] }));
vi.mock('@/shared/content/global-content', () => ({
  useGlobalContent: () => ({ data: { banners: content.banners } as unknown as GlobalResponse }),
}));

const banner = (extra: Partial<Banner> = {}): Banner => ({
  id: 'b1',
  visible: true,
  message: '<p>Boosted odds all weekend</p>',
  ctas: [],
  dismissable: true,
  type: 'warning',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function show() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <MessageBanner />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('message banner', () => {
  beforeAll(() => textsReady);
  beforeEach(() => {
    localStorage.clear();
    content.banners = [];
    useAccountFrame.setState({ request: null });
  });

  it('shows the chosen banner with its type in words and a dismiss button', () => {
    content.banners = [banner()];
    show();
    const region = screen.getByRole('region', { name: 'Message' });
    expect(region.textContent).toContain('Warning:');
    expect(region.textContent).toContain('Boosted odds all weekend');
    expect(region.dataset.bannerType).toBe('warning');
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeTruthy();
  });

  it('remembers a dismissal by id and version: hidden after a remount, back when the banner changes', () => {
    content.banners = [banner()];
    const first = show();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('region', { name: 'Message' })).toBeNull();
    expect(localStorage.getItem(DISMISSED_BANNERS_KEY)).toContain('b1@2026-11-01T10:00:00.000Z');
    first.unmount();
    show().unmount();
    expect(screen.queryByRole('region', { name: 'Message' })).toBeNull();
    content.banners = [banner({ updatedAt: '2026-11-05T10:00:00.000Z' })];
    show();
    expect(screen.getByRole('region', { name: 'Message' })).toBeTruthy();
  });

  it('has no dismiss button when the operator made it permanent', () => {
    content.banners = [banner({ dismissable: false })];
    show();
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).toBeNull();
  });

  it('an internal link call to action moves within the app', () => {
    content.banners = [
      banner({ ctas: [{ type: 'link', destination: 'internal', url: '/promotions', text: 'See offers' }] }),
    ];
    show();
    fireEvent.click(screen.getByRole('link', { name: 'See offers' }));
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
  });

  it('an external link call to action opens a new tab without access to the page', () => {
    content.banners = [
      banner({
        ctas: [{ type: 'link', destination: 'external', url: 'https://example.com/rules', text: 'Rules' }],
      }),
    ];
    show();
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link.getAttribute('href')).toBe('https://example.com/rules');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('a global-frame call to action opens that page of the account frame', () => {
    content.banners = [
      banner({
        ctas: [
          { type: 'global-frame', destination: 'open_page', url: '/cashier/deposit', text: 'Deposit now' },
        ],
      }),
    ];
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(useAccountFrame.getState().request?.path).toBe('/cashier/deposit');
  });

  it('leaves out a call to action whose address does not fit its kind', () => {
    content.banners = [
      banner({
        ctas: [
          { type: 'link', destination: 'internal', url: '//evil.example/x', text: 'Other host' },
          { type: 'link', destination: 'external', url: 'javascript:alert(1)', text: 'Script' },
          {
            type: 'global-frame',
            destination: 'open_page',
            url: 'https://evil.example',
            text: 'Frame elsewhere',
          },
        ],
      }),
    ];
    show();
    expect(screen.queryByText('Other host')).toBeNull();
    expect(screen.queryByText('Script')).toBeNull();
    expect(screen.queryByText('Frame elsewhere')).toBeNull();
  });

  it('a site link inside the message moves within the app', () => {
    content.banners = [banner({ message: 'Read <a href="/help">the help</a>' })];
    show();
    fireEvent.click(screen.getByRole('link', { name: 'the help' }));
    expect(screen.getByTestId('where').textContent).toBe('/help');
  });
});
