/** The tips carousel's rules: when it shows, how it advances, which bullets it offers. */

/** Tips are fetched this long after the carousel mounts (not on phones, which have no carousel). */
export const TIPS_FETCH_DELAY_MS = 300;
/** The carousel moves to the next tip this often. */
export const AUTO_ADVANCE_MS = 5000;
/** After the pointer leaves, auto-advance resumes this much later. */
export const RESUME_AFTER_HOVER_MS = 7000;
/** Bullets shown at most: a window that follows the current tip. */
export const BULLETS = 3;

/** Hidden when there are no tips or the slip holds two or more selections. */
export const tipsShown = (tips: number, slipSelections: number): boolean => tips > 0 && slipSelections < 2;

export const nextIndex = (index: number, total: number): number => (total === 0 ? 0 : (index + 1) % total);

/** The tips the bullets stand for: up to three around the current one, within the list. */
export function bulletWindow(index: number, total: number, size = BULLETS): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(0, index - Math.floor(count / 2)), total - count);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A tile offers its price only when the odds are above 1; otherwise (and not negative) it shows a lock. */
export const isLocked = (odds: number): boolean => !(odds > 1) && !(odds < 0);

/**
 * When a tip's match starts, as its card shows it ('Wed 05:00'): the weekday in the bettor's language,
 * in the brand's region and the time zone of the settings.
 */
export function tipStartText(startsAt: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
}
