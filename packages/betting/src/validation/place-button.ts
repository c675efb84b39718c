export type PlaceButtonState = 'loading' | 'place' | 'top-up-and-bet' | 'accept-changed-odds';

/** English labels of the place-bet button; the loading state shows a spinner. */
export const PLACE_BUTTON_LABELS: Readonly<Record<Exclude<PlaceButtonState, 'loading'>, string>> = {
  place: 'Place Bet',
  'top-up-and-bet': 'Top-up & Bet',
  'accept-changed-odds': 'Accept changed odds',
};

/** Translation keys of the place-bet button labels; the English text is PLACE_BUTTON_LABELS. */
export const PLACE_BUTTON_LABEL_KEYS = {
  place: 'betslip.place_bet',
  'top-up-and-bet': 'betslip.top_up_and_bet',
  'accept-changed-odds': 'betslip.accept_changed_odds',
} as const satisfies Readonly<Record<Exclude<PlaceButtonState, 'loading'>, string>>;

export interface PlaceButtonInput {
  loading: boolean;
  /** Cash balance, same unit as totalStake; null when nobody is logged in (placing then asks for a login). */
  balance: number | null;
  /** Active playthrough balance, counted with the cash balance. */
  playthroughBalance?: number | null;
  totalStake: number;
  /** A free bet pays the stake, so the balance does not need to cover it. */
  freeBetUsed: boolean;
  /** See oddsChangedAgainstSetting. */
  oddsChangedAgainstSetting: boolean;
}

const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The place-bet button: a spinner while loading; 'Accept changed odds'
 * when odds changed against the accept-odds setting; 'Top-up & Bet' when the balance (with
 * playthrough) is below the stake and no free bet pays it; otherwise 'Place Bet'. A guest has no balance
 * to compare, so a guest sees 'Place Bet', which asks for a login first.
 */
export function placeButtonState(input: PlaceButtonInput): PlaceButtonState {
  if (input.loading) return 'loading';
  if (input.oddsChangedAgainstSetting) return 'accept-changed-odds';
  if (input.balance === null) return 'place';
  const funds = finite(input.balance) + Math.max(0, finite(input.playthroughBalance));
  if (!input.freeBetUsed && funds < finite(input.totalStake)) return 'top-up-and-bet';
  return 'place';
}

/**
 * What Top-up & Bet asks the cashier for: what the total stake needs beyond the funds (cash plus
 * playthrough), in minor units, and at least 1.
 */
export function topUpAmount(totalStakeMinor: number, fundsMinor: number): number {
  return Math.max(1, Math.round(finite(totalStakeMinor)) - Math.max(0, finite(fundsMinor)));
}
