/**
 * Where a quick deposit sends the bettor back: the sportsbook page that opened the cashier (its
 * `backUrl`), with success=true and the request id added, so that page places the waiting bet. Only a
 * page of the sportsbook that frames this site is accepted: any other address is ignored, so the
 * cashier can never be used to send someone to a site of an attacker's choosing.
 */

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The backUrl when it is an http(s) page on the sportsbook's own origin; otherwise null. */
export function safeBackUrl(raw: string | null, sportsbookOrigin: string | null): URL | null {
  if (!raw || !sportsbookOrigin) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin === sportsbookOrigin ? url : null;
}

/** A request id as the sportsbook makes them (letters, digits, - and _); null otherwise. */
export function safeRequestId(raw: string | null): string | null {
  return raw !== null && REQUEST_ID.test(raw) ? raw : null;
}

/** The address to return to after a successful deposit of this request. */
export function returnAddress(back: URL, requestId: string): string {
  const url = new URL(back.href);
  url.searchParams.set('success', 'true');
  url.searchParams.set('request_id', requestId);
  return url.href;
}
