import type { BetType } from '../types';

/** Minimum default stake for single, combi and system. */
export const DEFAULT_STAKE = 10;

/**
 * The stake a slip starts from: 10, or the last used stake when that is higher
 * ("Minimum default stake 10 ... if the last used stake is above 10 it is used").
 */
export function defaultStake(lastUsedStake?: number | null): number {
  return typeof lastUsedStake === 'number' && Number.isFinite(lastUsedStake) && lastUsedStake > DEFAULT_STAKE
    ? lastUsedStake
    : DEFAULT_STAKE;
}

export type SlipStakes = Record<BetType, number>;

export interface InitialStakesInput {
  /** Current single, combi and system stakes (missing or null means unset). */
  stakes?: Partial<Record<BetType, number | null>> | null;
  lastUsedStake?: number | null;
  /** Stake from the URL (see parseUrlStake); when present it is used as is for every bet type. */
  urlStake?: number | null;
}

/**
 * The single, combi and system stakes a slip opens with: a URL
 * stake wins; otherwise each stake lower than 10, or unset, becomes the default stake (10, or the
 * last used stake when above 10), and a stake of 10 or more is kept.
 */
export function initialStakes({ stakes, lastUsedStake, urlStake }: InitialStakesInput = {}): SlipStakes {
  const fallback = defaultStake(lastUsedStake);
  const hasUrlStake = typeof urlStake === 'number' && Number.isFinite(urlStake) && urlStake > 0;
  const pick = (type: BetType): number => {
    if (hasUrlStake) return urlStake;
    const current = stakes?.[type];
    return typeof current === 'number' && Number.isFinite(current) && current >= DEFAULT_STAKE
      ? current
      : fallback;
  };
  return { single: pick('single'), combi: pick('combi'), system: pick('system') };
}
