/**
 * Accounts and sessions. `authPlugin` decorates `app.auth` (the one AuthService) and installs the hook
 * that puts the caller's session on each request (http/auth.ts); `authRoutesPlugin` serves /auth/*.
 * They are two plugins because every route registered after the hook is authenticated by it, the
 * catalogue's among them, while the /auth calls come later in the API's order.
 */
import fp from 'fastify-plugin';
import { installAuth } from '../../http/auth';
import { authRoutes } from './routes';
import { AuthService } from './service';

export { corsOptions, isAllowedOrigin } from './cors';
export { verifyPassword } from './passwords';
export {
  type AccountOpeningStep,
  type Authenticated,
  AuthService,
  brandOfUser,
  type Claimed,
  type ClientInfo,
  type LogoutStep,
  type NewAccount,
  SESSION_IDLE_MS,
  type SessionCheck,
  type UserRow,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions of the app: log in, check a session, open an account. */
    auth: AuthService;
  }
}

export const authPlugin = fp(
  async (app) => {
    const auth = new AuthService(app.ctx, app.mailer);
    app.decorate('auth', auth);
    installAuth(app, auth);
  },
  { name: 'auth', dependencies: ['context', 'mail'] },
);

export const authRoutesPlugin = fp(
  async (app) => {
    await app.register(authRoutes);
  },
  { name: 'auth-routes', dependencies: ['context', 'auth'] },
);
