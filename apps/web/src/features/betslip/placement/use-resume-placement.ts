/**
 * What carries an attempt on after the bettor left the slip: back from the cashier, a successful
 * top-up with this slip's request id places the bet; back from logging in, the slip is the bettor's to
 * place again.
 */
import { useEffect } from 'react';
import { takeDepositReturn, useDepositReturn } from '@/shared/betslip/deposit-return';
import { useSession } from '@/shared/session';
import { depositReturned, type PlacementDeps, usePlacement } from './runner';

export function useResumePlacement(deps: PlacementDeps): void {
  const returned = useDepositReturn((state) => state.pending);
  useEffect(() => {
    if (!returned) return;
    const taken = takeDepositReturn();
    if (taken) depositReturned(deps, taken.requestId, taken.success);
  }, [returned, deps]);

  const awaitingLogin = usePlacement((state) => state.state.status === 'awaiting_login');
  const loggedIn = useSession((state) => state.user !== null);
  useEffect(() => {
    if (awaitingLogin && loggedIn) usePlacement.getState().send({ type: 'LOGIN_FINISHED' });
  }, [awaitingLogin, loggedIn]);
}
