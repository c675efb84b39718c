/** Runs the session's refreshes while a bettor is logged in. */
import { useEffect } from 'react';
import { startSessionUpkeep, useIsLoggedIn } from '@/shared/session';

export function useSessionUpkeep(): void {
  const loggedIn = useIsLoggedIn();
  useEffect(() => (loggedIn ? startSessionUpkeep() : undefined), [loggedIn]);
}
