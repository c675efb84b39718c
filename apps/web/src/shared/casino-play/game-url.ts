/**
 * Where a game is launched: its page on the games origin. A real-money game carries its session token
 * in the fragment, which the browser never sends to a server (so no log holds it); the game removes it
 * from its address and sends it in a header. A demo game opens its own play-money session.
 */
import type { Currency, Language, StudioGame } from '@touchline/contract';

export interface GameLaunch {
  gamesOrigin: string;
  slug: StudioGame;
  lang: Language;
  theme: 'dark' | 'light';
  bookmaker: string;
  /** 'mini': the compact layout of the mini-game panel over the sportsbook. */
  embed?: 'mini';
}

function common(url: URL, launch: GameLaunch): string {
  url.searchParams.set('lang', launch.lang);
  url.searchParams.set('theme', launch.theme);
  url.searchParams.set('bookmaker', launch.bookmaker);
  if (launch.embed) url.searchParams.set('embed', launch.embed);
  return url.toString();
}

export function realGameUrl(launch: GameLaunch, token: string): string {
  const url = new URL(`/${launch.slug}`, launch.gamesOrigin);
  url.hash = `session=${encodeURIComponent(token)}`;
  return common(url, launch);
}

export function demoGameUrl(launch: GameLaunch, currency: Currency): string {
  const url = new URL(`/${launch.slug}`, launch.gamesOrigin);
  url.searchParams.set('mode', 'demo');
  url.searchParams.set('currency', currency);
  return common(url, launch);
}

/** The origin (scheme, host, port) of an absolute http(s) address; null for anything else. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
