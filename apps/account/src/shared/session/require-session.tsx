import type { ReactNode } from 'react';
import { useSessionStore } from './store';

/**
 * Shows a page only to a logged-in bettor; otherwise `login` (the login form, from the app layer) in
 * its place, so the bettor lands back on the page they asked for.
 */
export function RequireSession({ children, login }: { children: ReactNode; login: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  return <>{token ? children : login}</>;
}
