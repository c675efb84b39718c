/**
 * Slip deep links on any sportsbook page:
 * LineID / LineID[n] selections with bettype and stake; action=changeStake or addToSlip with type,
 * stake, selection and selections. The ids are checked with the server (validate-selections) and what
 * is valid goes into the slip. The caller strips the handled keys from the address.
 */
import {
  type BetType,
  HANDLED_QUERY_PARAMS,
  isSelectionQueryKey,
  parseSlipAction,
  parseSlipLink,
  type SlipAction,
  type SlipLink,
  stripHandledQueryParams,
} from '@touchline/betting';
import type { SelectionDetail } from '@touchline/contract';
import type { ApiContext } from '@/shared/api/requests';
import { type SlipCommand, slipSelectionOf } from '@/shared/betslip';
import { reportDepositReturn } from '@/shared/betslip/deposit-return';
import { validSelections } from '../api/betshare';

/** Query keys a slip link reads besides the LineID keys. */
const LINK_KEYS = ['bettype', 'stake'];
/** The quick-deposit return: handled by the placement, stripped like the others. */
export const DEPOSIT_RETURN_KEYS = ['success', 'request_id'] as const;

/** The query left once the slip took what it reads. */
export function strippedQuery(search: string): string {
  const rest = stripHandledQueryParams(
    search,
    (key) =>
      isSelectionQueryKey(key) ||
      LINK_KEYS.includes(key) ||
      HANDLED_QUERY_PARAMS.includes(key) ||
      (DEPOSIT_RETURN_KEYS as readonly string[]).includes(key),
  );
  const query = new URLSearchParams(rest).toString();
  return query ? `?${query}` : '';
}

const actionBetType = (action: SlipAction): BetType | null =>
  action.type === null || action.type === 'batch' ? null : action.type;

/** The slip commands a link and an action ask for, given the selections the server knows. */
export function slipCommands(
  link: SlipLink | null,
  action: SlipAction | null,
  details: readonly SelectionDetail[],
): SlipCommand[] {
  const commands: SlipCommand[] = details.map((d) => ({
    type: 'ADD_SELECTION',
    selection: slipSelectionOf(d.event, d.market, d.outcome),
  }));
  const betType = link && details.length > 0 ? link.betType : action ? actionBetType(action) : null;
  if (betType && details.length > 1) commands.push({ type: 'SET_BET_TYPE', betType });
  const stake = link?.stake ?? action?.stake ?? null;
  if (stake !== null) {
    const type = betType ?? (details.length > 1 ? 'combi' : 'single');
    // A system stake is per line; single applies to every selection.
    commands.push(
      type === 'single'
        ? { type: 'SET_STAKE', betType: 'single', stake }
        : { type: 'SET_STAKE', betType: type, stake },
    );
  }
  return commands;
}

/** Reads the page's query and fills the slip; returns whether anything was added or changed. */
export async function applySlipQuery(
  ctx: ApiContext,
  search: string,
  dispatch: (command: SlipCommand) => void,
): Promise<boolean> {
  const query = new URLSearchParams(search);
  const requestId = query.get('request_id');
  // Back from the cashier: the slip (once on screen) places the bet if the request matches.
  if (requestId) reportDepositReturn(requestId, query.get('success') === 'true');
  const link = parseSlipLink(search);
  const action = parseSlipAction(search);
  if (!link && !action) return requestId !== null;
  const ids = [...(link?.selections ?? []), ...(action?.selections ?? [])];
  const details = ids.length > 0 ? await validSelections(ctx, ids) : [];
  const commands = slipCommands(link, action, details);
  for (const command of commands) dispatch(command);
  return commands.length > 0;
}
