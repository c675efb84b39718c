export { type SessionUser, useIsLoggedIn, useSession } from './store';
