/** Highest count a badge spells out; above it shows '99+'. */
export const BADGE_MAX = 99;

/**
 * Text of a count badge: nothing (null) at 0 or below, since
 * badges show only above zero; '99+' above 99; the whole number otherwise.
 */
export function badgeText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || Number.isNaN(count) || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
