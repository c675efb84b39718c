/**
 * The page's calls to its own server (same origin): price the selections, store the ticket. Answers are
 * checked against the contract, so a changed server shows the error note instead of a broken slip.
 */
import {
  type BetBuilderTicket,
  type BuilderPageData,
  calculateBetBuilder,
  createCallClient,
  storeBetBuilderTicket,
} from '@touchline/contract';

export interface BuilderApi {
  calculate(
    selections: readonly string[],
    precannedId: string | null,
    signal: AbortSignal,
  ): Promise<BetBuilderTicket>;
  storeTicket(selections: readonly string[], precannedId: string | null): Promise<string>;
}

export function httpBuilderApi(page: Pick<BuilderPageData, 'bookmaker' | 'lang' | 'eventId'>): BuilderApi {
  const client = createCallClient();
  const common = { bookmaker: page.bookmaker, lang: page.lang, event_id: page.eventId };
  return {
    async calculate(selections, precannedId, signal) {
      const body = { ...common, selections: [...selections], precanned_id: precannedId };
      return (await client.call(calculateBetBuilder, { body, signal })).ticket;
    },
    async storeTicket(selections, precannedId) {
      const body = { ...common, selections: [...selections], precanned_id: precannedId };
      return (await client.call(storeBetBuilderTicket, { body })).betslip_id;
    },
  };
}
