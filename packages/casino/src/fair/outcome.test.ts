import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, outcomeBytes, outcomeFloats, seedPair } from './outcome';
import { newClientSeed, newServerSeed, serverSeedHash, serverSeedSchema } from './seeds';

// Vectors computed independently of this package (Python's hmac and hashlib).
const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';
const CLIENT_SEED = 'bettor-seed';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the server seed commitment', () => {
  it('is the SHA-256 of the seed text in lower-case hex', () => {
    expect(serverSeedHash(SERVER_SEED)).toBe(
      'b3e5e6ee8c038e35dadc3d0afa34afed6a07d699f01567ee972c7619fdaf2c50',
    );
  });

  it('matches an independent SHA-256 and changes with any change of the seed (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const seed = hex(bytes);
        const flipped = (seed[0] === '0' ? '1' : '0') + seed.slice(1);
        return (
          serverSeedHash(seed) === createHash('sha256').update(seed).digest('hex') &&
          serverSeedHash(flipped) !== serverSeedHash(seed)
        );
      }),
    );
  });
});

describe('new seeds', () => {
  it('a server seed is 32 random bytes in hex, never the same twice', () => {
    const seeds = Array.from({ length: 100 }, newServerSeed);
    for (const seed of seeds) expect(serverSeedSchema.safeParse(seed).success).toBe(true);
    expect(new Set(seeds).size).toBe(100);
  });

  it('a client seed is 16 random bytes in hex', () => {
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientSeed()).not.toBe(newClientSeed());
  });
});

describe('outcome bytes', () => {
  it('are HMAC-SHA256 keyed by the server seed over client seed, nonce and cursor (known answers)', () => {
    expect(hex(outcomeBytes(SERVER_SEED, CLIENT_SEED, 0, 0))).toBe(
      'becc0f1c6896867b1a91f91b54b25dc64fefcf28ff707d8f89196e5de8b9cfca',
    );
    expect(hex(outcomeBytes(SERVER_SEED, CLIENT_SEED, 3, 1))).toBe(
      '72d25cd714d368cad14271bd9dadb88a76890b3ff72666bd1fae61fb8d1460a0',
    );
  });

  it('match an independent HMAC, and the seed pair generator gives the same bytes (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1, maxLength: 64, unit: 'grapheme' }).filter((seed) => !seed.includes(':')),
        fc.nat(),
        fc.nat({ max: 5 }),
        (bytes, clientSeed, nonce, cursor) => {
          const serverSeed = hex(bytes);
          const expected = createHmac('sha256', serverSeed)
            .update(`${clientSeed}:${nonce}:${cursor}`)
            .digest('hex');
          return (
            hex(outcomeBytes(serverSeed, clientSeed, nonce, cursor)) === expected &&
            hex(seedPair(serverSeed, clientSeed).block(nonce, cursor)) === expected
          );
        },
      ),
    );
  });
});

describe('outcome floats', () => {
  it('read four bytes big-endian over 2^32 (known answers)', () => {
    expect(outcomeFloats(SERVER_SEED, CLIENT_SEED, 0, 3)).toEqual([
      0.7453011935576797, 0.40854683401994407, 0.10378987225703895,
    ]);
  });

  it('stay in [0, 1) at the extremes', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe((2 ** 32 - 1) / 2 ** 32);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBeLessThan(1);
  });

  it('take eight floats from a block and go on to the next cursor for more', () => {
    const floats = outcomeFloats(SERVER_SEED, CLIENT_SEED, 3, 10);
    expect(floats).toHaveLength(10);
    const second = outcomeBytes(SERVER_SEED, CLIENT_SEED, 3, 1);
    expect(floats[8]).toBe(bytesToFloat(second, 0));
    expect(floats[9]).toBe(bytesToFloat(second, 4));
    expect(floats.slice(0, 8)).toEqual(outcomeFloats(SERVER_SEED, CLIENT_SEED, 3, 8));
  });

  it('differ from nonce to nonce and from client seed to client seed', () => {
    const [a] = outcomeFloats(SERVER_SEED, CLIENT_SEED, 0, 1);
    expect(outcomeFloats(SERVER_SEED, CLIENT_SEED, 1, 1)[0]).not.toBe(a);
    expect(outcomeFloats(SERVER_SEED, 'another', 0, 1)[0]).not.toBe(a);
  });
});
