/**
 * Seeds of the provably fair scheme, and how they rotate.
 *
 * A bettor plays under a seed pair: the casino's server seed, kept secret while it is in use, and the
 * bettor's client seed, which the bettor may choose. Each round under the pair takes the next nonce
 * (0, 1, 2, ...). Before the first round the casino shows `serverSeedHash(serverSeed)`: a commitment it
 * cannot change afterwards, so it cannot pick the outcomes once it knows the bets.
 *
 * Rotation: when the bettor asks for a new pair (or changes the client seed), the casino reveals the
 * server seed in use, commits to the next one by showing its hash, and the nonce starts again at 0. A
 * round can be verified once its server seed is revealed: hash the seed and compare with the commitment
 * shown before play, then recompute the outcome from the seeds and the nonce. A seed is never used again
 * after it has been revealed.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';

/** 32 random bytes, as 64 lower-case hex digits. The HMAC key is this text itself (its UTF-8 bytes). */
export const serverSeedSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a server seed is 64 lower-case hex digits');
/** The bettor's own seed: any text of 1 to 64 characters without a colon (the colon separates the message). */
export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^:]*$/, 'a client seed has no colon');
/** The round's place in the seed pair's sequence, from 0. */
export const nonceSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** SHA-256 of a server seed, 64 lower-case hex digits. */
export const serverSeedHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a seed hash is 64 lower-case hex digits');

/** The commitment shown before play: SHA-256 of the server seed's text, in lower-case hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Random bytes as lower-case hex, from the platform's cryptographic generator (Node and browsers alike). */
function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return bytesToHex(buffer);
}

/** A fresh server seed: 32 bytes from a cryptographically secure generator. */
export const newServerSeed = (): string => randomHex(32);

/** A default client seed for a bettor who has not chosen one: 16 random bytes. */
export const newClientSeed = (): string => randomHex(16);
