/** The time zone before the bettor picks one; its own module so the first load skips the zone list. */
export const DEFAULT_TIMEZONE = 'Europe/London';
