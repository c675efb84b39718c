/**
 * The first-load part of the app-install banner: the cheap check that decides whether its code is
 * fetched at all (not dismissed in the last 30 days; the layout adds the phone width). Everything
 * else, the app and browser checks included, waits in the lazy chunk: inside the app the chunk comes
 * from the app's own files and renders nothing, which costs less than carrying that check in the
 * first load of every web visit.
 */
import { readText } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';

/** Native app banner dismissal 30 days. */
export const DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When the banner was last dismissed (ms since the epoch), in localStorage. dismissal.ts writes the
 * same key; it is not imported from here because every export of this file ships in the first load.
 */
const DISMISSED_AT_KEY = 'app_banner_dismissed_at';

/**
 * Whether the banner's code should load: not dismissed less than 30 days ago (nothing stored reads as
 * dismissed at the epoch; written as 'not less than' so an unreadable time, NaN, reads as none).
 */
export const appBannerWanted = (): boolean => !(now() - +(readText(DISMISSED_AT_KEY) as string) < DISMISS_MS);
