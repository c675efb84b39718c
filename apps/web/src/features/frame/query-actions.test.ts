import { describe, expect, it } from 'vitest';
import { planQueryActions, SAFE_GAMBLING_DELAY_MS } from './query-actions';

describe('query actions', () => {
  it('login_with_token logs in at once and is stripped, other keys stay', () => {
    const plan = planQueryActions('/football', '?login_with_token=abc_123&utm=x', 'en');
    expect(plan.now).toEqual([{ kind: 'login_with_token', token: 'abc_123' }]);
    expect(plan.onReady).toEqual([]);
    expect(plan.stripped).toBe('/football?utm=x');
  });

  it('cashier and help open their frame pages once the account site is ready', () => {
    const plan = planQueryActions('/', '?cashier=withdraw&help=contact-us', 'en');
    expect(plan.onReady).toEqual([
      { kind: 'open', path: '/cashier/withdraw' },
      { kind: 'open', path: '/help/contact-us' },
    ]);
    expect(plan.stripped).toBe('/');
    expect(planQueryActions('/', '?cashier&help', 'en').onReady).toEqual([
      { kind: 'open', path: '/cashier/deposit' },
      { kind: 'open', path: '/help' },
    ]);
  });

  it('register opens registration (with its token when given) and adds noindex', () => {
    expect(planQueryActions('/', '?register', 'en')).toMatchObject({
      now: [{ kind: 'noindex' }],
      onReady: [{ kind: 'open', path: '/registration' }],
    });
    const withToken = planQueryActions('/', '?register=1&registration_token=t0k3n', 'en');
    expect(withToken.onReady).toEqual([{ kind: 'open', path: '/registration-with-token/t0k3n' }]);
    expect(withToken.stripped).toBe('/');
  });

  it('pnp-register opens the registration, and only in Finnish', () => {
    expect(planQueryActions('/', '?pnp-register', 'fi').onReady).toEqual([
      { kind: 'open', path: '/registration' },
    ]);
    expect(planQueryActions('/', '?pnp-register', 'en').onReady).toHaveLength(0);
    expect(planQueryActions('/', '?pnp-register', 'en').stripped).toBe('/');
  });

  it('reset_password and reset_password_compromised open the reset page and go home', () => {
    const plan = planQueryActions('/live', '?reset_password=r3set', 'en');
    expect(plan.onReady).toEqual([{ kind: 'open', path: '/reset-password/r3set' }]);
    expect(plan.now).toEqual([{ kind: 'go_home' }]);
    expect(plan.stripped).toBe('/');
    expect(planQueryActions('/', '?reset_password_compromised=abc', 'en').onReady).toEqual([
      { kind: 'open', path: '/reset-password-compromised/abc' },
    ]);
  });

  it('log_out signs out and goes home', () => {
    const plan = planQueryActions('/live', '?log_out=1', 'en');
    expect(plan.now).toEqual([{ kind: 'log_out' }, { kind: 'go_home' }]);
    expect(plan.stripped).toBe('/');
  });

  it('open_account=safe-gambling-tools opens the tools after 3.5 s for a logged-in bettor', () => {
    const plan = planQueryActions('/', '?open_account=safe-gambling-tools', 'en');
    expect(plan.now).toEqual([
      {
        kind: 'navigate_later',
        path: '/account/safe-gambling-tools',
        delayMs: SAFE_GAMBLING_DELAY_MS,
        needsUser: true,
      },
    ]);
  });

  it('a pnp-return path reads its token and goes home', () => {
    const plan = planQueryActions('/pnp-return', '?token=zz9&x=1', 'en');
    expect(plan.now).toEqual([{ kind: 'login_with_token', token: 'zz9' }, { kind: 'go_home' }]);
    expect(plan.stripped).toBe('/?x=1');
  });

  it('a token with characters a token never has is ignored (and still stripped)', () => {
    const plan = planQueryActions('/', '?login_with_token=<script>&reset_password=../../x', 'en');
    expect(plan.now).toEqual([{ kind: 'go_home' }]);
    expect(plan.onReady).toEqual([]);
    expect(plan.stripped).toBe('/');
  });

  it('an address without actions plans nothing and stays as it is', () => {
    expect(planQueryActions('/football', '?utm=1', 'en')).toEqual({
      now: [],
      onReady: [],
      stripped: '/football?utm=1',
    });
  });
});
