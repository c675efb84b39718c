import { type QueryInput, queryEntries } from './query';

/**
 * Query parameters the sportsbook page reads and then removes from the address.
 */
export const HANDLED_QUERY_PARAMS: readonly string[] = [
  'login_with_token',
  'cashier',
  'help',
  'register',
  'registration_token',
  'pnp-register',
  'reset_password',
  'reset_password_compromised',
  'chatbot',
  'action',
  'stake',
  'type',
  'selection',
  'selections',
];

/**
 * The query pairs left once the page has handled its parameters, in order; `new URLSearchParams(result)`
 * rebuilds the address. Keys are matched exactly, or by a predicate (e.g. isSelectionQueryKey for deep
 * links).
 */
export function stripHandledQueryParams(
  query: QueryInput,
  keys: readonly string[] | ((key: string) => boolean) = HANDLED_QUERY_PARAMS,
): [string, string][] {
  const handled = typeof keys === 'function' ? keys : (key: string) => keys.includes(key);
  return queryEntries(query).filter(([key]) => !handled(key));
}
