import { parseUrlStake } from '../validation/url-stake';
import { firstValue, type QueryInput, uniqueIds } from './query';

export type SlipActionName = 'changeStake' | 'addToSlip';
/** Values of the type query of a slip action. */
export type SlipActionType = 'batch' | 'single' | 'combi' | 'system';
export const SLIP_ACTION_TYPES: readonly SlipActionType[] = ['batch', 'single', 'combi', 'system'];
/** Separator of the ids in the selections query. */
export const SELECTIONS_SEPARATOR = '|';

export type SlipAction =
  | { action: 'changeStake'; stake: number; type: SlipActionType | null; selections: string[] }
  | { action: 'addToSlip'; stake: number | null; type: SlipActionType | null; selections: string[] };

const ACTIONS: readonly SlipActionName[] = ['changeStake', 'addToSlip'];

/**
 * Reads a slip action from the query: action changeStake or addToSlip, with stake (parseUrlStake), type
 * (batch, single, combi, system; anything else gives null), selection and selections (ids separated by |).
 * Null when there is no known action, when changeStake has no stake, or when addToSlip has no selection.
 */
export function parseSlipAction(query: QueryInput): SlipAction | null {
  const name = firstValue(query, 'action')?.toLowerCase();
  const action = ACTIONS.find((a) => a.toLowerCase() === name);
  if (!action) return null;
  const typeText = firstValue(query, 'type')?.toLowerCase();
  const type = SLIP_ACTION_TYPES.find((t) => t === typeText) ?? null;
  const stake = parseUrlStake(firstValue(query, 'stake'));
  const selections = uniqueIds([
    firstValue(query, 'selection') ?? '',
    ...(firstValue(query, 'selections') ?? '').split(SELECTIONS_SEPARATOR),
  ]);
  if (action === 'changeStake') return stake === null ? null : { action, stake, type, selections };
  return selections.length === 0 ? null : { action, stake, type, selections };
}
