import { describe, expect, it } from 'vitest';
import { changeLimit, effectiveLimit, exclusionEnd, lossWindowUse, windowUse } from './service';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 31, 9, 30);

describe('deposit limit changes', () => {
  it('a first limit applies at once', () => {
    expect(changeLimit({ amount: null, pending: null }, 5_000, NOW)).toEqual({
      amount: 5_000,
      pending: null,
    });
  });
  it('a lower limit applies at once and drops a waiting raise', () => {
    const current = { amount: 5_000, pending: { amount: 9_000, at: new Date(NOW + HOUR) } };
    expect(changeLimit(current, 4_000, NOW)).toEqual({ amount: 4_000, pending: null });
  });
  it('a raise waits 24 hours; asking again for it keeps its first time', () => {
    const raised = changeLimit({ amount: 5_000, pending: null }, 9_000, NOW);
    expect(raised).toEqual({ amount: 5_000, pending: { amount: 9_000, at: new Date(NOW + 24 * HOUR) } });
    expect(changeLimit(raised, 9_000, NOW + HOUR)).toBe(raised);
  });
  it('a removal waits 24 hours; removing nothing is nothing', () => {
    expect(changeLimit({ amount: 5_000, pending: null }, null, NOW)).toEqual({
      amount: 5_000,
      pending: { amount: null, at: new Date(NOW + 24 * HOUR) },
    });
    expect(changeLimit({ amount: null, pending: null }, null, NOW)).toEqual({ amount: null, pending: null });
  });
  it('a waiting change is in force once its time has come', () => {
    const row = {
      userId: 1,
      period: 'day' as const,
      amount: 5_000,
      pendingAmount: 9_000,
      pendingAt: new Date(NOW),
      updatedAt: new Date(NOW - 24 * HOUR),
    };
    expect(effectiveLimit(row, NOW - 1)).toEqual({
      amount: 5_000,
      pending: { amount: 9_000, at: new Date(NOW) },
    });
    expect(effectiveLimit(row, NOW)).toEqual({ amount: 9_000, pending: null });
  });
});

describe('rolling deposit windows', () => {
  const deposits = [
    { amount: 1_000, createdAt: new Date(NOW - 8 * 24 * HOUR) },
    { amount: 2_000, createdAt: new Date(NOW - 30 * HOUR) },
    { amount: 3_000, createdAt: new Date(NOW - 2 * HOUR) },
  ];
  it('counts the deposits of the last 24 hours, 7 days and 30 days', () => {
    expect(windowUse(deposits, 'day', NOW)).toEqual({ used: 3_000, resetsAt: new Date(NOW + 22 * HOUR) });
    expect(windowUse(deposits, 'week', NOW).used).toBe(5_000);
    expect(windowUse(deposits, 'month', NOW).used).toBe(6_000);
    expect(windowUse([], 'day', NOW)).toEqual({ used: 0, resetsAt: null });
  });
});

describe('exclusion lengths', () => {
  it('time-outs run for hours and days, self-exclusions for calendar months and years', () => {
    const at = new Date(NOW);
    expect(exclusionEnd('24h', at).getTime()).toBe(NOW + 24 * HOUR);
    expect(exclusionEnd('42d', at).getTime()).toBe(NOW + 42 * 24 * HOUR);
    expect(exclusionEnd('6m', at).toISOString()).toBe('2026-07-31T09:30:00.000Z');
    expect(exclusionEnd('1y', new Date(Date.UTC(2028, 1, 29))).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(exclusionEnd('5y', at).toISOString()).toBe('2031-01-31T09:30:00.000Z');
  });
});

describe('rolling net-loss windows', () => {
  const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR);
  it('counts stakes less returns, never below zero, and grows back when a net loss leaves the window', () => {
    const entries = [
      { amount: -2_000, createdAt: at(30) },
      { amount: -1_000, createdAt: at(20) },
      { amount: 400, createdAt: at(20) },
      { amount: -500, createdAt: at(2) },
    ];
    expect(lossWindowUse(entries, 'day', NOW)).toEqual({ used: 1_100, resetsAt: new Date(NOW + 4 * HOUR) });
    expect(lossWindowUse(entries, 'week', NOW)).toEqual({ used: 3_100, resetsAt: at(30 - 7 * 24) });
    expect(lossWindowUse([{ amount: 5_000, createdAt: at(1) }], 'day', NOW)).toEqual({
      used: 0,
      resetsAt: null,
    });
  });
  it('a win at the start of the window delays the reset until a loss leaves it', () => {
    const entries = [
      { amount: 300, createdAt: at(10) },
      { amount: -1_000, createdAt: at(5) },
    ];
    expect(lossWindowUse(entries, 'day', NOW)).toEqual({ used: 700, resetsAt: new Date(NOW + 19 * HOUR) });
  });
});
