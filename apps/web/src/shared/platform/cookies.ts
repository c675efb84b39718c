/** The one door to document.cookie. */

/** A cookie value by name, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split('; ')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index) === name) return decodeURIComponent(part.slice(index + 1));
  }
  return null;
}

export interface CookieScope {
  /** Shared with this domain and its subdomains; without it the cookie is the page host's only. */
  domain?: string;
  /** Sent over HTTPS only (browsers treat localhost as secure). */
  secure?: boolean;
}

/** Sets a cookie on path / for maxAgeSeconds, for the page host or the given domain. */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  scope: CookieScope = {},
): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one door to cookies
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${scope.domain ? `; Domain=${scope.domain}` : ''}${scope.secure ? '; Secure' : ''}`;
}
