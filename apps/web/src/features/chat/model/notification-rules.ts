/**
 * Where and when the notification bubble shows. Apart from the widget's other rules: the first load
 * decides with these whether to load the bubble at all.
 */
import type { Language } from '@touchline/contract';

/** A closed notification stays hidden this long. */
export const NOTIFICATION_HIDE_MS = 3_600_000;

/**
 * The brands the notification bubble shows on: the international English-language site (the US site,
 * the one without a home market of its own, in English), the Irish site to visitors in Ireland, and
 * every site on staging.
 */
export const INTERNATIONAL_BOOKMAKER = 'touchline_us';
export const IRISH_BOOKMAKER = 'touchline_ie';

export interface NotificationPlace {
  bookmaker: string;
  lang: Language;
  /** The visitor's country (IP details); null while unknown. */
  visitorCountry: string | null;
  staging: boolean;
}

export function notificationsOffered(place: NotificationPlace): boolean {
  if (place.staging) return true;
  if (place.bookmaker === INTERNATIONAL_BOOKMAKER && place.lang === 'en') return true;
  return place.bookmaker === IRISH_BOOKMAKER && place.visitorCountry === 'IE';
}

/** Whether a notification closed at `closedAt` (ms; null: never) is still hidden at `now`. */
export const notificationHidden = (closedAt: number | null, now: number): boolean =>
  closedAt !== null && now - closedAt < NOTIFICATION_HIDE_MS && now >= closedAt;
