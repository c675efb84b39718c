/** The one door to document.cookie on the account site. */

/** A cookie value by name, or null (a value that is not valid percent-encoding reads as written). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split('; ')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index) === name) {
      const raw = part.slice(index + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}
