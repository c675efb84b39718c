/**
 * The bet builder page the sportsbook's 'Create YourBet' modal frames, and the one message it sends.
 *
 * The server serves the page with its data in a JSON script element (`#builder-data`): the event, its
 * builder markets with their outcomes, popular combinations and the sportsbook origin to post to. The
 * bettor picks selections, the page prices them, stores the ticket and posts its betslip id to that
 * origin only. The message travels as a string (JSON `{"betslip_id": "..."}`); the sportsbook drops
 * anything else, from any other origin, and then fetches the ticket with GET /v1/betbuilder/ticket.
 */
import { z } from 'zod';
import { Bookmaker, Id, Language } from '../entities/common';
import { WebOrigin } from './site-url';

export const BuilderPageOutcome = z.object({ id: Id, name: z.string(), odds: z.string() });
export type BuilderPageOutcome = z.infer<typeof BuilderPageOutcome>;

export const BuilderPageMarket = z.object({ name: z.string(), outcomes: z.array(BuilderPageOutcome) });
export type BuilderPageMarket = z.infer<typeof BuilderPageMarket>;

export const BuilderPagePrecanned = z.object({
  id: Id,
  name: z.string(),
  selections: z.array(Id),
  odds: z.string().describe('Combined decimal odds as shown'),
});
export type BuilderPagePrecanned = z.infer<typeof BuilderPagePrecanned>;

export const BuilderPageData = z.object({
  lang: Language,
  bookmaker: Bookmaker,
  eventId: Id,
  eventName: z.string(),
  markets: z.array(BuilderPageMarket),
  precanned: z.array(BuilderPagePrecanned),
  /** The sportsbook window's origin: the only one the betslip id is posted to. */
  targetOrigin: WebOrigin,
});
export type BuilderPageData = z.infer<typeof BuilderPageData>;

export const BetBuilderFrameMessage = z.object({ betslip_id: Id });
export type BetBuilderFrameMessage = z.infer<typeof BetBuilderFrameMessage>;

/** The message as it travels: a JSON string. */
export const encodeBetBuilderMessage = (betslipId: string): string =>
  JSON.stringify({ betslip_id: betslipId } satisfies BetBuilderFrameMessage);

/**
 * The betslip id of a message from the builder frame, or null: only a string whose JSON is exactly
 * the message's shape counts; objects, numbers and malformed JSON are dropped.
 */
export function readBetBuilderMessage(data: unknown): string | null {
  if (typeof data !== 'string' || data.length > 1000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const message = BetBuilderFrameMessage.strict().safeParse(parsed);
  return message.success ? message.data.betslip_id : null;
}
