/**
 * The 'Create YourBet' frame's address and the check of what it posts. A message counts only when it
 * comes from the builder page's origin (and, when known, from that frame's window), is a string, and
 * is the JSON of `{ betslip_id }`: everything else (other frames, other origins, objects) is dropped.
 */
import { type Language, readBetBuilderMessage, type Theme } from '@touchline/contract';

/** The builder page the server serves next to the API. */
export const BUILDER_FRAME_PATH = '/betbuilder/frame';

export function builderFrameUrl(
  base: string,
  input: { eventId: string; lang: Language; bookmaker: string; theme: Theme },
): URL {
  const url = new URL(BUILDER_FRAME_PATH, base);
  url.search = new URLSearchParams({
    event_id: input.eventId,
    lang: input.lang,
    bookmaker: input.bookmaker,
    theme: input.theme,
  }).toString();
  return url;
}

export interface FrameMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

/** The betslip id of a message from the builder frame, or null when the message is not one. */
export function betslipIdFrom(
  message: FrameMessage,
  frame: { origin: string; window: unknown | null },
): string | null {
  if (message.origin !== frame.origin) return null;
  if (frame.window !== null && message.source !== frame.window) return null;
  return readBetBuilderMessage(message.data);
}
