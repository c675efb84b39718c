/** Test-only tickets for the builder tests. */
import type { BetBuilderTicket } from '@touchline/contract';

export function ticketOf(
  ids: readonly string[],
  odds: number,
  error: string | null = null,
): BetBuilderTicket {
  return {
    name: 'Bet Builder',
    odds,
    display_odds: { decimal: odds.toFixed(2), fractional: '-', american: '-' },
    selections: ids.map((id) => ({
      id,
      description: `Outcome ${id}`,
      description_translated: null,
      error: odds === 0 && ids.length > 1 ? 'CANNOT_COMBINE' : error,
      outcome: { id, odds: 2, is_each_way: false },
    })),
  };
}
