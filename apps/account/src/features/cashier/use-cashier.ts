/** A cashier request (deposit or withdrawal) and what follows a completed one. */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CashierResponse,
  cashierDeposit,
  cashierWithdraw,
  type PlayerDetailsResponse,
} from '@touchline/contract';
import { callApi, newIdempotencyKey } from '@/shared/api/client';
import { useBridge } from '@/shared/frame/bridge-context';
import { useSessionStore } from '@/shared/session/store';

export function useCashierRequest(direction: 'deposit' | 'withdrawal') {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; card?: string }): Promise<CashierResponse> =>
      callApi(direction === 'deposit' ? cashierDeposit : cashierWithdraw, {
        body: { amount: input.amount, method: 'demo_card', ...(input.card ? { card: input.card } : {}) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (answer) => {
      // The sportsbook shows the new balance at once (balance_update), and so does this site.
      bridge.send({ event: 'balance_update', details: { cash: answer.balance.cash } });
      const token = useSessionStore.getState().token;
      queryClient.setQueryData<PlayerDetailsResponse>(['player-details', token], (current) =>
        current ? { ...current, balance: answer.balance } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['cashier'] });
    },
  });
}
