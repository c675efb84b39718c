/**
 * The slip as the screen shows it: the slip store, the bettor's rewards, the brand's combo boost, the
 * bettor and their balance of this visit, the settings and the running attempt, turned into one view by
 * the betting package's slipView. The panel's sections only render what it says.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type BoostToken,
  type FreeBet,
  type QuoteInput,
  type SlipRewards,
  type SlipView,
  slipQuoteInput,
  slipView,
} from '@touchline/betting';
import type { Currency } from '@touchline/contract';
import { useMemo } from 'react';
import { currentBrand } from '@/brands/current-brand';
import { configQuery } from '@/shared/api/config';
import { useApiContext } from '@/shared/api/context';
import { useSlip } from '@/shared/betslip';
import { boostTokensQuery, freeBetsQuery } from '@/shared/betslip/api/get-rewards';
import { useSettings } from '@/shared/preferences';
import { useSession } from '@/shared/session';
import { isBusy } from './placement/machine';
import { usePlacement } from './placement/runner';

export interface SlipScreen {
  view: SlipView;
  /** The chosen free bet and boost token and the combo boost, for the placement to price with. */
  quoteInput: QuoteInput;
  /** When the free bets last failed to load (ms), or 0 while they load fine (or nobody is logged in). */
  freeBetsFailedAt: number;
  currency: Currency;
}

const NO_FREE_BETS: readonly FreeBet[] = [];
const NO_BOOST_TOKENS: readonly BoostToken[] = [];

export function useRewards() {
  const token = useSession((state) => state.token);
  const freeBets = useQuery(freeBetsQuery(currentBrand.bookmaker, token));
  const boostTokens = useQuery(boostTokensQuery(currentBrand.bookmaker, token));
  return { freeBets, boostTokens };
}

export function useSlipView(): SlipScreen {
  const slip = useSlip((state) => state.slip);
  const config = useQuery(configQuery(useApiContext()));
  const { freeBets, boostTokens } = useRewards();
  const placement = usePlacement((state) => state.state);
  const serverErrors = usePlacement((state) => state.selectionErrors);
  const acceptOdds = useSettings((state) => state.acceptOdds);
  const user = useSession((state) => state.user);
  // The balance restored from an earlier visit decides nothing: only one the server sent on this one.
  const fresh = useSession((state) => state.balanceAt > 0);

  const rewards = useMemo<SlipRewards>(
    () => ({
      freeBets: freeBets.data ?? NO_FREE_BETS,
      boostTokens: boostTokens.data?.boost_tokens ?? NO_BOOST_TOKENS,
      comboBoost: config.data?.combo_boost ?? null,
    }),
    [freeBets.data, boostTokens.data, config.data],
  );
  const { freeBetId, boostTokenId } = slip;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the chosen ids name the rewards
  const quoteInput = useMemo(() => slipQuoteInput(slip, rewards), [freeBetId, boostTokenId, rewards]);
  const view = useMemo(
    () =>
      slipView(slip, {
        ...rewards,
        bettor: user ? { funds: fresh ? { balance: user.balance, bonus: user.bonus } : null } : null,
        acceptOdds,
        placing: isBusy(placement),
        awaitingDeposit: placement.status === 'awaiting_deposit' ? placement.amount : null,
        serverErrors,
      }),
    [slip, rewards, user, fresh, acceptOdds, placement, serverErrors],
  );
  return {
    view,
    quoteInput,
    freeBetsFailedAt: user && freeBets.isError ? freeBets.errorUpdatedAt : 0,
    currency: user?.currency ?? currentBrand.currency,
  };
}
