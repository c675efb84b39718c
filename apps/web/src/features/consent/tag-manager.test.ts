import { describe, expect, it, vi } from 'vitest';
import { createTagManager, type TagHost } from './tag-manager';

function setup(consentPolicy: boolean, containerId: string | null = null) {
  const host: TagHost = {};
  const loadScript = vi.fn();
  const manager = createTagManager({ host, consentPolicy, containerId, loadScript, now: () => 1000 });
  const events = () => (host.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
  return { host, loadScript, manager, events };
}

describe('tag manager under a consent policy', () => {
  it('has no dataLayer and loads nothing before the bettor chooses; events wait', () => {
    const { host, loadScript, manager } = setup(true, 'GTM-ABC123');
    manager.push({ event: 'page_view', page_path: '/' });
    manager.push({ event: 'registration_abandoned' });
    expect(host.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
    expect(manager.started()).toBe(false);
  });

  it('starts with analytics consent: analytics events go, marketing ones are dropped', () => {
    const { manager, events, loadScript } = setup(true, 'GTM-ABC123');
    manager.push({ event: 'page_view', page_path: '/' });
    manager.push({ event: 'offer_seen', consent: 'marketing' });
    manager.setConsent({ analytics: true, marketing: false });
    manager.push({ event: 'registration_abandoned' });
    manager.push({ event: 'campaign_click', consent: 'marketing' });
    expect(events()).toEqual(['gtm.js', 'consent_update', 'page_view', 'registration_abandoned']);
    expect(loadScript).toHaveBeenCalledWith('GTM-ABC123');
  });

  it('with marketing consent only, only marketing events go, without their category field', () => {
    const { manager, host } = setup(true);
    manager.setConsent({ analytics: false, marketing: true });
    manager.push({ event: 'page_view' });
    manager.push({ event: 'campaign_click', consent: 'marketing', id: 7 });
    expect(host.dataLayer?.slice(2)).toEqual([{ event: 'campaign_click', id: 7 }]);
  });

  it('necessary only starts nothing at all and drops what waited', () => {
    const { manager, host, loadScript } = setup(true, 'GTM-ABC123');
    manager.push({ event: 'page_view' });
    manager.setConsent({ analytics: false, marketing: false });
    manager.push({ event: 'page_view' });
    expect(host.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('a withdrawn consent stops the events of that category', () => {
    const { manager, events } = setup(true);
    manager.setConsent({ analytics: true, marketing: true });
    manager.setConsent({ analytics: false, marketing: true });
    manager.push({ event: 'page_view' });
    expect(events()).toEqual(['gtm.js', 'consent_update', 'consent_update']);
  });

  it('without a container, events stay in the dataLayer and no script is asked for', () => {
    const { manager, loadScript, events } = setup(true, null);
    manager.setConsent({ analytics: true, marketing: true });
    manager.push({ event: 'page_view' });
    expect(loadScript).not.toHaveBeenCalled();
    expect(events()).toContain('page_view');
  });
});

describe('tag manager without a consent policy', () => {
  it('starts at once and lets every event through', () => {
    const { manager, events } = setup(false);
    manager.push({ event: 'page_view' });
    manager.push({ event: 'campaign_click', consent: 'marketing' });
    expect(events()).toEqual(['gtm.js', 'consent_update', 'page_view', 'campaign_click']);
  });
});
