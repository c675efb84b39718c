/** The context the visibility flags are judged in. */
import { useIsLoggedIn } from '@/shared/session';
import type { NavigationContext } from './navigation';

export function useNavigationContext(): NavigationContext {
  const loggedIn = useIsLoggedIn();
  // The web sportsbook: not the app, not omni, production, always the sport zone.
  return {
    loggedIn,
    isApp: false,
    isOmni: false,
    isStaging: import.meta.env.MODE === 'staging',
    inSportZone: true,
  };
}
