/** A cashier request (deposit or withdrawal) and what follows a completed one. */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CashierResponse,
  cashierDeposit,
  cashierWithdraw,
  type PlayerBalance,
  type PlayerDetailsResponse,
} from '@touchline/contract';
import { useCallback } from 'react';
import { callApi, newIdempotencyKey } from '@/shared/api/client';
import { useBridge } from '@/shared/frame/bridge-context';
import { useSessionStore } from '@/shared/session/store';

/** Shows a new balance on this site at once and reloads its payment and ledger pages. */
export function useBalanceChanged(): (balance: PlayerBalance) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (balance) => {
      const token = useSessionStore.getState().token;
      queryClient.setQueryData<PlayerDetailsResponse>(['player-details', token], (current) =>
        current ? { ...current, balance } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['cashier'] });
    },
    [queryClient],
  );
}

export function useCashierRequest(direction: 'deposit' | 'withdrawal') {
  const bridge = useBridge();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: (input: { amount: number; card?: string }): Promise<CashierResponse> =>
      callApi(direction === 'deposit' ? cashierDeposit : cashierWithdraw, {
        body: { amount: input.amount, method: 'demo_card', ...(input.card ? { card: input.card } : {}) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (answer) => {
      // The sportsbook shows the new balance at once (balance_update), and so does this site.
      bridge.send({ event: 'balance_update', details: { cash: answer.balance.cash } });
      balanceChanged(answer.balance);
    },
  });
}
