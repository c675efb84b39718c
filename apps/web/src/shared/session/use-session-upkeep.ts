/** Runs the session's refreshes while a bettor is logged in, from the app's first screen on. */
import { useEffect } from 'react';
import { useIsLoggedIn } from './session-store';
import { startSessionUpkeep } from './upkeep';

export function useSessionUpkeep(): void {
  const loggedIn = useIsLoggedIn();
  useEffect(() => (loggedIn ? startSessionUpkeep() : undefined), [loggedIn]);
}
