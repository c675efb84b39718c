import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { DEFAULT_TIMEZONE, PlayerBalance, Settings, User } from './user';

describe('User: balance x 100, currency default EUR', () => {
  it('accepts a user', () => {
    expect(User.parse(examples.user)).toEqual(examples.user);
  });
  it('defaults the currency to EUR', () => {
    const { currency: _currency, ...withoutCurrency } = examples.user;
    expect(User.parse(withoutCurrency).currency).toBe('EUR');
  });
  it('rejects a negative balance and an unknown currency', () => {
    expect(User.safeParse({ ...examples.user, balance: -1 }).success).toBe(false);
    expect(User.safeParse({ ...examples.user, currency: 'USD' }).success).toBe(false);
  });
  it('rejects a missing id', () => {
    const { id: _id, ...withoutId } = examples.user;
    expect(User.safeParse(withoutId).success).toBe(false);
  });
  it('balances are minor units', () => {
    expect(PlayerBalance.safeParse(examples.balance).success).toBe(true);
    expect(PlayerBalance.safeParse({ ...examples.balance, cash: 125.5 }).success).toBe(false);
  });
});

describe('Settings defaults', () => {
  it('defaults to decimal odds, accept all, London time', () => {
    expect(Settings.parse({})).toEqual({
      oddsFormat: 'decimal',
      acceptOdds: 'all',
      timezone: DEFAULT_TIMEZONE,
      comboBoost: null,
      operator: null,
    });
    expect(DEFAULT_TIMEZONE).toBe('Europe/London');
  });
  it('rejects an unknown odds format or accept-odds value', () => {
    expect(Settings.safeParse({ oddsFormat: 'hongkong' }).success).toBe(false);
    expect(Settings.safeParse({ acceptOdds: 'ACCEPT_ANY' }).success).toBe(false);
  });
});
