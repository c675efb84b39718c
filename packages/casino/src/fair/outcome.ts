/**
 * From seeds to numbers. A round's randomness is the stream of HMAC-SHA256 blocks
 * HMAC(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, ...; each
 * 32-byte block gives eight floats in [0, 1) from four bytes each, so a game that needs more than eight
 * numbers moves on to the next cursor. A float is the four bytes read as a base-256 fraction
 * (b0/256 + b1/256^2 + b2/256^3 + b3/256^4), i.e. a 32-bit big-endian integer over 2^32: exact in a
 * double, identical in every JavaScript engine.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_BLOCK = 32 / BYTES_PER_FLOAT;

/** The message of one block. */
export const outcomeMessage = (clientSeed: string, nonce: number, cursor: number): string =>
  `${clientSeed}:${nonce}:${cursor}`;

/** The 32 bytes of one block: HMAC-SHA256 keyed by the server seed. */
export function outcomeBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(outcomeMessage(clientSeed, nonce, cursor)));
}

/** The float in [0, 1) made of the four bytes at `offset`. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  const value =
    (bytes[offset] ?? 0) * 2 ** 24 +
    (bytes[offset + 1] ?? 0) * 2 ** 16 +
    (bytes[offset + 2] ?? 0) * 2 ** 8 +
    (bytes[offset + 3] ?? 0);
  return value / 2 ** 32;
}

/** The first `count` floats of a round, taking as many blocks (cursors) as they need. */
export function outcomeFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  return seedPair(serverSeed, clientSeed).floats(nonce, count);
}

/** An outcome index in [0, n): the float scaled and rounded down, as the industry's schemes do. */
export const floatToIndex = (float: number, n: number): number => Math.floor(float * n);

/**
 * One seed pair's generator, for the server and for simulations that play many rounds under the same
 * seeds: the HMAC key's inner and outer states are computed once, and each block starts from a copy of
 * them. It gives the same bytes as `outcomeBytes`.
 */
export interface SeedPairRandom {
  /** The 32 bytes of the block at `cursor` of round `nonce`. */
  block(nonce: number, cursor: number): Uint8Array;
  /** The float at `index` (from 0) of round `nonce`: float 8c + i is the i-th of cursor c's block. */
  float(nonce: number, index: number): number;
  /** The first `count` floats of round `nonce`. */
  floats(nonce: number, count: number): number[];
}

export function seedPair(serverSeed: string, clientSeed: string): SeedPairRandom {
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  const work = hmac.create(sha256, utf8ToBytes(serverSeed));
  const encoder = new TextEncoder();
  // A client seed is at most 64 characters (4 bytes each in UTF-8) and a nonce and cursor at most 16 digits each.
  const message = new Uint8Array(4 * clientSeed.length + 40);
  const out = new Uint8Array(32);
  // The block in `out`, so that reading its floats one by one hashes it once.
  let lastNonce = -1;
  let lastCursor = -1;
  const block = (nonce: number, cursor: number): Uint8Array => {
    if (nonce === lastNonce && cursor === lastCursor) return out;
    const text = outcomeMessage(clientSeed, nonce, cursor);
    const { read, written } = encoder.encodeInto(text, message);
    if (read !== text.length) throw new RangeError('the outcome message does not fit its buffer');
    keyed._cloneInto(work);
    work.update(message.subarray(0, written));
    work.digestInto(out);
    lastNonce = nonce;
    lastCursor = cursor;
    return out;
  };
  const float = (nonce: number, index: number): number =>
    bytesToFloat(
      block(nonce, Math.floor(index / FLOATS_PER_BLOCK)),
      (index % FLOATS_PER_BLOCK) * BYTES_PER_FLOAT,
    );
  return {
    block: (nonce, cursor) => block(nonce, cursor).slice(),
    float,
    floats: (nonce, count) => Array.from({ length: count }, (_, index) => float(nonce, index)),
  };
}
