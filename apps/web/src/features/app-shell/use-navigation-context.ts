/** The context the visibility flags are judged in. */
import { useAppMode } from '@/shared/native/platform';
import { useIsLoggedIn } from '@/shared/session';
import type { NavigationContext } from './navigation';

export function useNavigationContext(): NavigationContext {
  const loggedIn = useIsLoggedIn();
  // The app and omni mode come from the shell; the sportsbook is always the sport zone.
  return {
    loggedIn,
    ...useAppMode(),
    isStaging: import.meta.env.MODE === 'staging',
    inSportZone: true,
  };
}
