/**
 * Route guards: a guest on a signed-in page is sent to log in and
 * returned there afterwards (account-bets).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useIsLoggedIn } from '@/shared/session';

export function RequireUser() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/** Sign-in and registration pages send a signed-in user home. */
export function RequireGuest() {
  return useIsLoggedIn() ? <Navigate to={paths.home()} replace /> : <Outlet />;
}
