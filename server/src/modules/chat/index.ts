/**
 * Bet AI, the chat assistant: POST /chat/start and GET /chat/notifications, and the '/chat' namespace
 * of the app's Socket.IO server where questions are answered in streamed deltas. It answers from the
 * live catalogue and the asking bettor's own account through one set of tools, with the built-in
 * engine, or an OpenAI-compatible model when CHAT_LLM_URL is set. A bettor's logout ends their chat
 * sessions (through `app.auth`).
 */
import fp from 'fastify-plugin';
import { proxyTrust } from '../../http/proxy-trust';
import { chatRoutes } from './routes';
import { ChatService } from './service';
import { attachChatNamespace, closeSessions } from './socket';

export { GUEST_QUESTIONS, GUEST_RETENTION_MS } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bet AI's sessions and answers. */
    chat: ChatService;
  }
}

export const chatPlugin = fp(
  async (app) => {
    const service = new ChatService(app.ctx);
    app.decorate('chat', service);
    app.auth.onLoggedOut(async (bettor) => {
      // The logout itself has happened: a failure here is logged, never turned into a failed logout.
      try {
        closeSessions(app.io, await service.clearFor(bettor.user.id));
      } catch (error) {
        app.log.error({ err: error }, 'chat: clearing the sessions of a logout failed');
      }
    });
    attachChatNamespace(app.io, service, app.auth, app.log, proxyTrust(app.ctx.config.TRUST_PROXY));
    await app.register(chatRoutes(service));
  },
  { name: 'chat', dependencies: ['context', 'auth', 'catalog', 'realtime'] },
);
