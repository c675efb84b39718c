import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { i18next } from '@/shared/i18n/i18n';
import { explainLimitRefusal } from './refusals';

const t = i18next.t.bind(i18next);

describe('safe-gambling refusals in words', () => {
  it('a deposit over a limit names the limit, what remains and when more is available', () => {
    const error = new ApiError(409, 'over', 'DEPOSIT_LIMIT_EXCEEDED', null, {
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      deposit_limit: {
        period: 'day',
        limit: 10_000,
        remaining: 2_500,
        resets_at: '2026-03-01T10:00:00.000Z',
        currency: 'EUR',
      },
    });
    const text = explainLimitRefusal(error, t, 'en-IE');
    expect(text).toContain('daily deposit limit of €100.00');
    expect(text).toContain('€25.00 more now');
    expect(text).toContain('2026');
  });

  it('a login during a time-out or self-exclusion says until when', () => {
    const until = { until: '2026-03-02T09:30:00.000Z' };
    expect(explainLimitRefusal(new ApiError(403, 'x', 'TIMED_OUT', null, until), t, 'en-IE')).toMatch(
      /^You are taking a time-out until .*2026.*\. You cannot log in before then\.$/,
    );
    expect(explainLimitRefusal(new ApiError(403, 'x', 'SELF_EXCLUDED', null, until), t, 'en-IE')).toMatch(
      /^You have excluded yourself until /,
    );
  });

  it('leaves other errors to the caller', () => {
    expect(explainLimitRefusal(new ApiError(403, 'suspended', null), t, 'en')).toBeNull();
    expect(explainLimitRefusal(new Error('boom'), t, 'en')).toBeNull();
    expect(
      explainLimitRefusal(new ApiError(409, 'x', 'DEPOSIT_LIMIT_EXCEEDED', null, {}), t, 'en'),
    ).toBeNull();
  });
});
