/** Dismissing the banner hides it for 30 days (gate.ts reads it before the banner's code loads). */
import { writeText } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';

/** Read by gate.ts in the first load (the gate tests check the two agree). */
export const DISMISSED_AT_KEY = 'app_banner_dismissed_at';

export function dismissBanner(at: number = now()): void {
  writeText(DISMISSED_AT_KEY, String(at));
}
