/**
 * A fresh idempotency key for one bet attempt. randomUUID needs a secure context; plain http on a LAN
 * address is not one, so random bytes are the fallback.
 */
export function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
