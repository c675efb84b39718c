import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/db';
import { ChatRateLimits } from './rate-limit';

describe('chat rate limits', () => {
  it('counts per bettor and per address, in memory without Redis', async () => {
    const limits = new ChatRateLimits(undefined, { perBettor: 2, perAddress: 3, guestPerAddressHourly: 5 });
    expect(await limits.question('user:1', '10.0.0.1')).toBe(true);
    expect(await limits.question('user:1', '10.0.0.1')).toBe(true);
    expect(await limits.question('user:1', '10.0.0.2')).toBe(false);
    // Another bettor behind the first address reaches the address limit.
    expect(await limits.question('user:2', '10.0.0.1')).toBe(true);
    expect(await limits.question('user:3', '10.0.0.1')).toBe(false);
  });

  it("caps an address's guest questions over all its sessions", async () => {
    const limits = new ChatRateLimits(undefined, {
      perBettor: 10,
      perAddress: 100,
      guestPerAddressHourly: 4,
    });
    for (let i = 0; i < 4; i += 1) expect(await limits.guestQuestion('10.0.0.9')).toBe(true);
    expect(await limits.guestQuestion('10.0.0.9')).toBe(false);
    expect(await limits.guestQuestion('10.0.0.10')).toBe(true);
  });

  describe.skipIf(!TEST_REDIS_URL)('with Redis', () => {
    const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
    afterAll(async () => {
      await redis?.quit();
    });

    it('counts once across server processes sharing one Redis', async () => {
      const a = new ChatRateLimits(redis, { perBettor: 3, perAddress: 100, guestPerAddressHourly: 100 });
      const b = new ChatRateLimits(redis, { perBettor: 3, perAddress: 100, guestPerAddressHourly: 100 });
      const bettor = `user:${randomUUID()}`;
      const address = `test-${randomUUID()}`;
      expect(await a.question(bettor, address)).toBe(true);
      expect(await b.question(bettor, address)).toBe(true);
      expect(await a.question(bettor, address)).toBe(true);
      expect(await b.question(bettor, address)).toBe(false);
    });
  });
});
