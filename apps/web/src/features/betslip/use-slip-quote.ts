/**
 * The slip's money figures for the screen: the chosen free bet and boost token resolved from the
 * bettor's lists, the brand's combo boost from /v1/config, and the quote the betting package prices.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type BoostToken,
  type FreeBet,
  type QuoteInput,
  type SlipQuote,
  type SlipState,
  slipQuote,
  slipTotalOdds,
} from '@touchline/betting';
import { useMemo } from 'react';
import { currentBrand } from '@/brands/current-brand';
import { configQuery } from '@/shared/api/config';
import { useApiContext } from '@/shared/api/context';
import { useSlip } from '@/shared/betslip';
import { boostTokensQuery, freeBetsQuery } from '@/shared/betslip/api/get-rewards';
import { useSession } from '@/shared/session';

export interface SlipFigures {
  slip: SlipState;
  quote: SlipQuote;
  quoteInput: QuoteInput;
  freeBets: FreeBet[];
  /** When the free bets last failed to load (ms), or 0 while they load fine. */
  freeBetsFailedAt: number;
  boostTokens: BoostToken[];
  totalOdds: number | null;
  comboBoostEnabled: boolean;
}

export function useRewards() {
  const token = useSession((state) => state.token);
  const freeBets = useQuery(freeBetsQuery(currentBrand.bookmaker, token));
  const boostTokens = useQuery(boostTokensQuery(currentBrand.bookmaker, token));
  return { freeBets, boostTokens };
}

export function useSlipFigures(): SlipFigures {
  const slip = useSlip((state) => state.slip);
  const config = useQuery(configQuery(useApiContext()));
  const { freeBets, boostTokens } = useRewards();
  const comboBoost = config.data?.combo_boost ?? null;
  const freeBetList = freeBets.data ?? [];
  const tokenList = boostTokens.data?.boost_tokens ?? [];
  const quoteInput = useMemo<QuoteInput>(
    () => ({
      freeBet: freeBetList.find((f) => f.id === slip.freeBetId) ?? null,
      boostToken: tokenList.find((b) => b.id === slip.boostTokenId) ?? null,
      comboBoost,
    }),
    [freeBetList, tokenList, comboBoost, slip.freeBetId, slip.boostTokenId],
  );
  const quote = useMemo(() => slipQuote(slip, quoteInput), [slip, quoteInput]);
  return {
    slip,
    quote,
    quoteInput,
    freeBets: freeBetList,
    freeBetsFailedAt: freeBets.isError ? freeBets.errorUpdatedAt : 0,
    boostTokens: tokenList,
    totalOdds: slipTotalOdds(slip),
    comboBoostEnabled: comboBoost !== null,
  };
}
