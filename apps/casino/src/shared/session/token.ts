/**
 * The real-money session token of this tab: taken from the launch's fragment, kept in the tab's session
 * storage (so a reload plays on) and nowhere else. A new launch replaces it.
 */
import type { StudioGame } from '@touchline/contract';

const key = (game: StudioGame) => `touchline.casino.session.${game}`;

export function rememberToken(game: StudioGame, token: string): void {
  try {
    window.sessionStorage.setItem(key(game), token);
  } catch {
    // Storage refused (private mode): the token lives in memory only.
  }
}

export function rememberedToken(game: StudioGame): string | null {
  try {
    return window.sessionStorage.getItem(key(game));
  } catch {
    return null;
  }
}
