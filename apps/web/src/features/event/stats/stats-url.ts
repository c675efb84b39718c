/** The stats page address of an event ("iframe of a stats page with event_id and lang"). */
import type { Language } from '@touchline/contract';

/** Fills `{event_id}` and `{lang}` of a brand's stats URL template, each URL-encoded. */
export function statsUrl(template: string, eventId: string, lang: Language): string {
  return template
    .replaceAll('{event_id}', encodeURIComponent(eventId))
    .replaceAll('{lang}', encodeURIComponent(lang));
}
