/**
 * After a deploy, a tab opened earlier still names the previous build's files; the server no longer has
 * them, so the next page or dialog it loads fails. The cure is to load the page again (the new
 * index.html names the new files), once: if the files are still missing right after that reload, the
 * page shows its error with a retry button instead of reloading forever.
 */
import { isOnline, onOnlineChange, reloadPage } from './page';
import { readSessionText, writeSessionText } from './storage';
import { now } from './timers';

/** sessionStorage key holding when this tab last reloaded itself for a missing file. */
export const CHUNK_RELOAD_KEY = 'touchline.chunkReloadAt';
/** A second missing file within this time of the last self-reload is not a stale tab: no reload. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Messages browsers and Vite give when a module or its stylesheet cannot be fetched. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|module script.*MIME type/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

let reloading = false;

/** True once the page has asked for a reload: what is on screen is about to go. */
export const isReloading = (): boolean => reloading;

/** Whether a missing file may still reload the page: not if this tab did so within the guard time. */
export function mayReloadForMissingChunk(): boolean {
  // Offline, the reload waits for the network (reloadForMissingChunk) and is not a stale tab's.
  if (reloading || !isOnline()) return true;
  const last = Number(readSessionText(CHUNK_RELOAD_KEY));
  return !(Number.isFinite(last) && last > 0 && now() - last < CHUNK_RELOAD_GUARD_MS);
}

/**
 * Reloads the page unless this tab already did so within the guard time; says whether it reloads.
 * A file that failed while the browser is offline is no sign of a new build: the network is down, and a
 * reload now would only swap the page for the browser's offline page. The page stays (the network modal
 * covers it) and reloads once the network is back, since a lazily loaded part keeps its failed load.
 */
export function reloadForMissingChunk(): boolean {
  if (reloading) return true;
  if (!isOnline()) {
    reloading = true;
    const stop = onOnlineChange((online) => {
      if (!online) return;
      stop();
      reloadPage();
    });
    return true;
  }
  if (!mayReloadForMissingChunk()) return false;
  writeSessionText(CHUNK_RELOAD_KEY, String(now()));
  reloading = true;
  reloadPage();
  return true;
}

/**
 * Vite announces a failed preload of a lazily loaded file with a cancelable `vite:preloadError` window
 * event; cancelling it (when the page reloads) keeps the error from reaching the page.
 */
export function listenForStaleChunks(): () => void {
  const handle = (event: Event) => {
    if (reloadForMissingChunk()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', handle);
  return () => window.removeEventListener('vite:preloadError', handle);
}

/** Forgets the reload state (tests start each case as a fresh page). */
export function resetStaleChunkState(): void {
  reloading = false;
}
