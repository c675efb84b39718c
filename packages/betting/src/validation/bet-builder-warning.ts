/**
 * The bet builder's combination warning: a priced ticket of more than one selection whose combined
 * odds are 0 holds selections the pricing cannot combine; the bettor must remove some to go on.
 */
export function betBuilderCannotCombine(
  ticket: { odds: number; selections: readonly unknown[] } | null,
): boolean {
  return ticket !== null && ticket.selections.length > 1 && ticket.odds === 0;
}
