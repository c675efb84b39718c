/**
 * How often Bet AI may be asked: per bettor (the account, or the chat session of a guest) and per
 * address. With Redis every server process counts in the same place; without it, each counts in memory.
 * If Redis stops answering, the count goes on in memory rather than refusing everyone.
 */
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface ChatLimits {
  /** Questions one bettor may ask per minute. */
  perBettor: number;
  /** Questions and session starts one address may make per minute. */
  perAddress: number;
  /**
   * Guest questions one address may ask per hour over all its guest sessions, so starting session after
   * session does not stretch the three questions a guest has before logging in without end.
   */
  guestPerAddressHourly: number;
}

// Generous per address: many bettors may share one behind a carrier's or an office's NAT.
export const DEFAULT_LIMITS: ChatLimits = { perBettor: 10, perAddress: 120, guestPerAddressHourly: 30 };

function limiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration = 60,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory });
}

export class ChatRateLimits {
  readonly #bettor: RateLimiterAbstract;
  readonly #address: RateLimiterAbstract;
  readonly #guests: RateLimiterAbstract;

  constructor(redis: Redis | undefined, limits: ChatLimits = DEFAULT_LIMITS) {
    this.#bettor = limiter(redis, 'touchline:chat:bettor', limits.perBettor);
    this.#address = limiter(redis, 'touchline:chat:address', limits.perAddress);
    this.#guests = limiter(redis, 'touchline:chat:guest-address', limits.guestPerAddressHourly, 3600);
  }

  /** Counts one guest question of an address; false when its guests have asked their hour's share. */
  async guestQuestion(address: string): Promise<boolean> {
    return this.#take(this.#guests, address);
  }

  /** Counts one question; false when the bettor or the address is over its limit. */
  async question(bettorKey: string, address: string): Promise<boolean> {
    return (await this.#take(this.#address, address)) && (await this.#take(this.#bettor, bettorKey));
  }

  /** Counts one session start of an address; false when over the limit. */
  async start(address: string): Promise<boolean> {
    return this.#take(this.#address, address);
  }

  async #take(store: RateLimiterAbstract, key: string): Promise<boolean> {
    try {
      await store.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
