/**
 * The string encoding every frame and app message travels in: JSON, or base64 (or base64url) JSON.
 * Receivers accept strings only; anything else is dropped before it is read.
 */

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** base64 (or base64url) to UTF-8 text; null when it is not base64. */
const decodeBase64 = (text: string): string | null => {
  const compact = text.trim();
  if (compact.length === 0 || !BASE64.test(compact)) return null;
  try {
    const binary = atob(compact.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Only strings count: JSON first, else base64 JSON. Undefined for anything else. */
export const decodeStringMessage = (data: unknown): unknown => {
  if (typeof data !== 'string') return undefined;
  const direct = parseJson(data);
  if (direct !== undefined) return direct;
  const decoded = decodeBase64(data);
  return decoded === null ? undefined : parseJson(decoded);
};

/** A value as JSON text, or as base64 of its UTF-8 JSON. */
export const encodeStringMessage = (value: unknown, encoding: 'json' | 'base64' = 'json'): string => {
  const json = JSON.stringify(value);
  if (encoding === 'json') return json;
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
