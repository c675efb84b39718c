import { describe, expect, it } from 'vitest';
import { Broadcast } from '../../realtime/broadcast';
import { manualClock } from '../auth/testing';
import { CONTENT_CACHE_TTL_MS, ContentStore } from './store';

/** A loader that counts its loads and answers the count. */
const counter = () => {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
};

describe('content store', () => {
  it('loads a kind once and reads it again after a change, here and in every store of the process', async () => {
    const broadcast = new Broadcast();
    const clock = manualClock();
    const mine = new ContentStore(clock, broadcast);
    const other = new ContentStore(clock, broadcast);
    const banners = counter();
    const seo = counter();
    expect(await mine.read('banner', banners.load)).toBe(1);
    expect(await mine.read('banner', banners.load)).toBe(1);
    expect(await other.read('banner', banners.load)).toBe(2);
    expect(await mine.read('seo', seo.load)).toBe(1);
    mine.changed('banner');
    expect(await mine.read('banner', banners.load)).toBe(3);
    expect(await other.read('banner', banners.load)).toBe(4);
    // Another kind is kept.
    expect(await mine.read('seo', seo.load)).toBe(1);
  });

  it('reads a kind again once its time to live is over, and after a failed load', async () => {
    const clock = manualClock();
    const store = new ContentStore(clock, new Broadcast());
    const banners = counter();
    await store.read('banner', banners.load);
    clock.advance(CONTENT_CACHE_TTL_MS - 1);
    expect(await store.read('banner', banners.load)).toBe(1);
    clock.advance(1);
    expect(await store.read('banner', banners.load)).toBe(2);
    await expect(store.read('seo', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.read('seo', async () => 'up')).toBe('up');
  });

  it('does not keep a load that was under way when the kind changed', async () => {
    const store = new ContentStore(manualClock(), new Broadcast());
    let finish: (value: string) => void = () => {};
    const slow = store.read('banner', () => new Promise<string>((resolve) => (finish = resolve)));
    store.changed('banner');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await store.read('banner', async () => 'after the change')).toBe('after the change');
  });
});
