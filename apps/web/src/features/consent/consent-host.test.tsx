import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushTagEvent } from '@/shared/platform/tag-events';
import { ConsentHost, CookieSettingsLink } from './consent-host';
import { CONSENT_KEY, readConsent, useConsent } from './consent-store';
import { textsReady } from './texts';

const brand = vi.hoisted(() => ({ consent_policy: true, tag_manager_id: null as string | null }));
vi.mock('@/shared/api/config', () => ({ useConfig: () => ({ data: { brand } }) }));

const layer = () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer;

function show() {
  return render(
    <MemoryRouter>
      <ConsentHost />
      <ul>
        <CookieSettingsLink />
      </ul>
    </MemoryRouter>,
  );
}

describe('cookie choices and the tag manager', () => {
  beforeAll(() => textsReady);
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: clears the test's cookie
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    delete (window as { dataLayer?: unknown }).dataLayer;
    useConsent.setState({ choice: null, settingsOpen: false });
    brand.consent_policy = true;
  });

  it('asks on a first visit with a bar whose buttons are named by their text, and no switch until asked', async () => {
    show();
    const bar = await screen.findByRole('dialog', { name: 'Your cookie choices' });
    expect(bar.getAttribute('aria-modal')).toBe('false');
    for (const name of ['Manage choices', 'Necessary only', 'Accept all']) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('opens every category from the bar, and closing them leaves the bar asking', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage choices' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cookie choices' });
    expect(within(dialog).getByRole('switch', { name: 'Necessary' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Save choices' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage choices' })).toBeTruthy();
    expect(readConsent()).toBeNull();
  });

  it('keeps the dataLayer away until a choice, then forwards the frame events it allows', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage choices' }));
    act(() => pushTagEvent({ event: 'registration_abandoned' }));
    expect(layer()).toBeUndefined();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
    expect(document.cookie).toContain('cookie_consent=a1m0');
    act(() => pushTagEvent({ event: 'campaign_click', consent: 'marketing' }));
    expect(layer()?.map((entry) => entry.event)).toEqual([
      'gtm.js',
      'consent_update',
      'registration_abandoned',
    ]);
  });

  it('accept all from the bar closes it and allows every category', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
  });

  it('necessary only leaves no dataLayer at all', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    act(() => pushTagEvent({ event: 'registration_abandoned' }));
    expect(layer()).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}')).toMatchObject({
      analytics: false,
      marketing: false,
    });
  });

  it('opens again from the footer with the choice as it stands, and closes unchanged', async () => {
    useConsent.setState({ choice: { analytics: true, marketing: false, at: 1 } });
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Your cookie choices' });
    expect(screen.getByRole('switch', { name: 'Analytics' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a consent policy asks nothing, offers no settings entry and starts the dataLayer at once', () => {
    brand.consent_policy = false;
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    act(() => pushTagEvent({ event: 'registration_abandoned' }));
    expect(layer()?.map((entry) => entry.event)).toContain('registration_abandoned');
  });
});
