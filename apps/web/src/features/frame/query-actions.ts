/**
 * Query parameters a link can carry into the sportsbook (a login token, the cashier, help,
 * registration, password reset, logout, the safe-gambling tools). Each is read once and stripped from
 * the address. Pure: the frame host carries the plans out.
 */
import { FRAME_KEYS, NOW_KEYS } from './query-keys';

/** Delay before the safe-gambling tools open for a logged-in bettor. */
export const SAFE_GAMBLING_DELAY_MS = 3500;
export const SAFE_GAMBLING_PATH = '/account/safe-gambling-tools';

export type QueryAction =
  /** Exchange a one-time token for a session. */
  | { kind: 'login_with_token'; token: string }
  /** Open an account page in the frame. */
  | { kind: 'open'; path: string }
  | { kind: 'go_home' }
  | { kind: 'log_out' }
  /** Navigate inside the sportsbook after a delay (logged-in only). */
  | { kind: 'navigate_later'; path: string; delayMs: number; needsUser: true }
  /** Keep search engines off this address. */
  | { kind: 'noindex' };

export interface QueryPlan {
  /** Run at once: they need no frame. */
  now: QueryAction[];
  /** Run once the account site is ready. */
  onReady: QueryAction[];
  /** The address without the keys read. */
  stripped: string;
}

/** A token or page segment from a link: letters, digits and - _ . only. */
const segment = (value: string | null): string | null =>
  value !== null && /^[A-Za-z0-9._-]{1,200}$/.test(value) ? value : null;

/** Plans the query actions of an address (pathname and search of the current page). */
export function planQueryActions(pathname: string, search: string, lang: string): QueryPlan {
  const query = new URLSearchParams(search);
  const now: QueryAction[] = [];
  const onReady: QueryAction[] = [];
  const read = new Set<string>();
  const take = (key: string): string | null => {
    if (!query.has(key)) return null;
    read.add(key);
    return query.get(key) ?? '';
  };

  if (pathname.includes('pnp-return')) {
    // The pay-and-play return hands a login token back, then the bettor goes home.
    const token = segment(take('token'));
    if (token) now.push({ kind: 'login_with_token', token });
    now.push({ kind: 'go_home' });
  }
  const loginToken = segment(take('login_with_token'));
  if (loginToken) now.push({ kind: 'login_with_token', token: loginToken });
  if (take('log_out') !== null) now.push({ kind: 'log_out' }, { kind: 'go_home' });
  if (take('open_account') === 'safe-gambling-tools') {
    now.push({
      kind: 'navigate_later',
      path: SAFE_GAMBLING_PATH,
      delayMs: SAFE_GAMBLING_DELAY_MS,
      needsUser: true,
    });
  }

  const cashier = take('cashier');
  if (cashier !== null) onReady.push({ kind: 'open', path: `/cashier/${segment(cashier) ?? 'deposit'}` });
  const help = take('help');
  if (help !== null) onReady.push({ kind: 'open', path: segment(help) ? `/help/${help}` : '/help' });
  const register = take('register');
  const registrationToken = segment(take('registration_token'));
  if (register !== null) {
    now.push({ kind: 'noindex' });
    onReady.push({
      kind: 'open',
      path: registrationToken ? `/registration-with-token/${registrationToken}` : '/registration',
    });
  }
  // Pay-and-play registration is offered only in Finnish. The account site has no bank-identification
  // flow, so it opens the registration every other bettor gets.
  if (take('pnp-register') !== null && lang === 'fi') onReady.push({ kind: 'open', path: '/registration' });
  for (const [key, page] of [
    ['reset_password', '/reset-password'],
    ['reset_password_compromised', '/reset-password-compromised'],
  ] as const) {
    const token = segment(take(key));
    if (token) onReady.push({ kind: 'open', path: `${page}/${token}` });
    if (read.has(key)) now.push({ kind: 'go_home' });
  }

  for (const key of [...NOW_KEYS, ...FRAME_KEYS, ...(pathname.includes('pnp-return') ? ['token'] : [])]) {
    if (read.has(key)) query.delete(key);
  }
  const rest = query.toString();
  const goesHome = now.some((action) => action.kind === 'go_home');
  return {
    now: dedupeHome(now),
    onReady,
    stripped: `${goesHome ? '/' : pathname}${rest ? `?${rest}` : ''}`,
  };
}

/** One go_home at most, last, so the other actions run on the current page first. */
function dedupeHome(actions: QueryAction[]): QueryAction[] {
  const rest = actions.filter((action) => action.kind !== 'go_home');
  return rest.length === actions.length ? rest : [...rest, { kind: 'go_home' }];
}
