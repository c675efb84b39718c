/**
 * The page's side of an attempt: the slip store, the bettor's settings and language, and what follows
 * an attempt (balance, free bets and boost tokens asked again; a bet placed from a share reported).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteInput } from '@touchline/betting';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiContextFor } from '@/shared/api/requests';
import { useSlip } from '@/shared/betslip';
import { REWARDS_KEY } from '@/shared/betslip/api/get-rewards';
import { newId } from '@/shared/platform/ids';
import { useSettings } from '@/shared/preferences';
import { refreshBalance, refreshBoostTokens, refreshFreeBets, refreshOpenBets } from '@/shared/session';
import { fetchCurrentSelections } from '../api/current-selections';
import { reportPlacedFromShare } from '../deep-links/bet-share-tracking';
import type { PlacementDeps } from './runner';

export function usePlacementDeps(quoteInput: QuoteInput): PlacementDeps {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const latest = useRef(quoteInput);
  latest.current = quoteInput;
  const language = useRef(i18n.language);
  language.current = i18n.language;
  return useMemo<PlacementDeps>(
    () => ({
      slip: () => useSlip.getState().slip,
      dispatch: (command) => useSlip.getState().dispatch(command),
      ctx: () => apiContextFor(language.current),
      acceptOdds: () => useSettings.getState().acceptOdds,
      quoteInput: () => latest.current,
      newId,
      afterAttempt(placed) {
        void client.invalidateQueries({ queryKey: [REWARDS_KEY] });
        void refreshBalance();
        void refreshFreeBets();
        void refreshBoostTokens();
        if (placed.length > 0) void refreshOpenBets();
        const ctx = apiContextFor(language.current);
        for (const bet of placed) {
          reportPlacedFromShare(
            ctx,
            bet.uuid,
            bet.ticket.selections.map((s) => s.outcome_id),
          );
        }
      },
      refreshPrices() {
        const ids = useSlip.getState().slip.selections.map((s) => s.outcome.id);
        fetchCurrentSelections(apiContextFor(language.current), ids).then(
          (updates) => useSlip.getState().dispatch({ type: 'UPDATE_PRICES', updates }),
          () => undefined,
        );
      },
    }),
    [client],
  );
}
