import type { Banner } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { dedupeBanners, dismissalKey, selectBanner } from './select';

const banner = (id: string, message: string, extra: Partial<Banner> = {}): Banner => ({
  id,
  visible: true,
  message,
  ctas: [],
  dismissable: true,
  type: 'info',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const plain = (message: string) => message.replace(/<[^>]*>/g, '');
const none = new Set<string>();

describe('message banner selection', () => {
  it('keeps identical messages once and moves the repeated ones to the front', () => {
    const list = [banner('a', 'One'), banner('b', 'Two'), banner('c', 'One'), banner('d', 'Three')];
    expect(dedupeBanners(list).map((b) => b.id)).toEqual(['a', 'b', 'd']);
    const repeatedLater = [banner('a', 'One'), banner('b', 'Two'), banner('c', 'Two')];
    expect(dedupeBanners(repeatedLater).map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('shows only the first visible banner whose message has text', () => {
    const list = [
      banner('hidden', 'Hidden', { visible: false }),
      banner('blank', '   '),
      banner('empty-markup', '<p> </p>'),
      banner('first', 'First'),
      banner('second', 'Second'),
    ];
    expect(selectBanner(list, { dismissed: none, textOf: plain })?.id).toBe('first');
  });

  it('a repeated message wins over the one listed before it', () => {
    const list = [banner('a', 'Once'), banner('b', 'Twice'), banner('c', 'Twice')];
    expect(selectBanner(list, { dismissed: none, textOf: plain })?.id).toBe('b');
  });

  it('skips a dismissed banner until its content changes, and never skips one that cannot be dismissed', () => {
    const first = banner('a', 'First');
    const dismissed = new Set([dismissalKey(first)]);
    const list = [first, banner('b', 'Second')];
    expect(selectBanner(list, { dismissed, textOf: plain })?.id).toBe('b');
    const edited = { ...first, updatedAt: '2026-11-02T10:00:00.000Z' };
    expect(selectBanner([edited], { dismissed, textOf: plain })?.id).toBe('a');
    const fixed = { ...first, dismissable: false };
    expect(selectBanner([fixed], { dismissed, textOf: plain })?.id).toBe('a');
  });

  it('shows nothing without banners', () => {
    expect(selectBanner([], { dismissed: none, textOf: plain })).toBeNull();
  });
});
