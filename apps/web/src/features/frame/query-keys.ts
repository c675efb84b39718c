/**
 * The query keys a link can carry into the sportsbook, apart from their plans: the first screen only
 * needs to know whether an address carries any, to load the account frame at once.
 */

/** Keys whose action opens a page of the account site. */
export const FRAME_KEYS = [
  'cashier',
  'help',
  'register',
  'registration_token',
  'pnp-register',
  'reset_password',
  'reset_password_compromised',
] as const;

/** Keys whose action runs at once, without the frame. */
export const NOW_KEYS = ['login_with_token', 'log_out', 'open_account'] as const;

/**
 * True when an address may carry a query action. It may say yes to a key whose value the plan then
 * refuses (the frame only loads a little sooner), never no to an action.
 */
export function hasQueryActions(location: { pathname: string; search: string }): boolean {
  if (location.pathname.includes('pnp-return')) return true;
  const query = new URLSearchParams(location.search);
  return [...NOW_KEYS, ...FRAME_KEYS].some((key) => query.has(key));
}
