/**
 * A fresh random id (idempotency keys, attempts, deposit request ids). randomUUID needs a secure
 * context; plain http on a LAN address is not one, so random bytes are the fallback.
 */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
