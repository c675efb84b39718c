import { describe, expect, it } from 'vitest';
import { planQueryActions } from './query-actions';
import { hasQueryActions } from './query-keys';

describe('an address with a query action loads the account frame at once', () => {
  it('says yes for every address the plan acts on', () => {
    for (const [pathname, search] of [
      ['/', '?cashier=deposit'],
      ['/', '?help'],
      ['/', '?register&registration_token=abc'],
      ['/', '?reset_password=tok'],
      ['/', '?reset_password_compromised=tok'],
      ['/', '?login_with_token=tok'],
      ['/', '?log_out'],
      ['/', '?open_account=safe-gambling-tools'],
      ['/pnp-return', '?token=tok'],
    ] as const) {
      const plan = planQueryActions(pathname, search, 'fi');
      expect(plan.now.length + plan.onReady.length).toBeGreaterThan(0);
      expect(hasQueryActions({ pathname, search })).toBe(true);
    }
  });

  it('says no for an address without any of the keys', () => {
    expect(hasQueryActions({ pathname: '/', search: '' })).toBe(false);
    expect(hasQueryActions({ pathname: '/sports/football', search: '?tab=today&chatbot=reset' })).toBe(false);
  });
});
