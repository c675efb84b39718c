/**
 * The mini-game's frame: the Lucky Wheel's address on the games origin, and which messages from it
 * the page believes. Pure, so the rules are tested without a browser.
 */
import { type CasinoMode, GameToPageMessage } from '@touchline/contract';

export const MINI_GAME = 'lucky-wheel' as const;

export interface MiniGameAddress {
  /** The games origin (GET /v1/casino/lobby's games_origin). */
  gamesOrigin: string;
  mode: CasinoMode;
  lang: string;
  theme: 'dark' | 'light';
  bookmaker: string;
  currency: string;
  /** The real-money session token (POST /v1/casino/sessions); null in demo mode. */
  token: string | null;
}

/**
 * The Lucky Wheel's address in its compact layout. Real money: the session token rides in the
 * fragment (never sent to a server, so never logged). Demo: play money in the bettor's currency; the
 * game opens its own demo session.
 */
export function miniGameUrl(address: MiniGameAddress): string {
  const url = new URL(`/${MINI_GAME}`, originOf(address.gamesOrigin) ?? address.gamesOrigin);
  const query = url.searchParams;
  if (address.mode === 'demo') {
    query.set('mode', 'demo');
    query.set('currency', address.currency);
  }
  query.set('lang', address.lang);
  query.set('theme', address.theme);
  query.set('bookmaker', address.bookmaker);
  query.set('embed', 'mini');
  if (address.mode === 'real' && address.token) url.hash = `session=${encodeURIComponent(address.token)}`;
  return url.toString();
}

/** The origin of an address (scheme, host, port), or null when it is not an http(s) address. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A message the page acts on: sent by this frame's window, from the games origin, in one of the
 * contract's shapes. Anything else (another frame, another origin, a malformed body) is null.
 */
export function gameMessageOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  gamesOrigin: string,
  frame: MessageEventSource | null,
): GameToPageMessage | null {
  const expected = originOf(gamesOrigin);
  if (expected === null || event.origin !== expected) return null;
  if (frame === null || event.source !== frame) return null;
  const parsed = GameToPageMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
