/**
 * The chat namespace on the app's Socket.IO server. A socket binds at its handshake to the session it
 * names, as the holder of the login token it sends (or a guest): a session of another bettor or brand,
 * or a login that is no longer valid, is refused there. Answers go to the session's room, so with the
 * Redis adapter every socket of the session, on any server process, sees them stream.
 */

import proxyAddr from '@fastify/proxy-addr';
import {
  CHAT_NAMESPACE,
  type ChatClientToServerEvents,
  type ChatError,
  ChatHandshake,
  ChatQuestion,
  type ChatServerToClientEvents,
  PROTOCOL_VERSION,
} from '@touchline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ProxyTrust } from '../../http/proxy-trust';
import type { AuthService } from '../auth';
import { brandOf, ChatRefusal, type ChatService, chatOffered } from './service';
import { textsFor } from './texts';

interface ChatSocketData {
  uuid: string;
  userId: number | null;
  /** The login token of the handshake, checked again at every question. */
  jwt: string | null;
  busy: boolean;
}

type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  ChatSocketData
>;

const roomOf = (uuid: string) => `chat:${uuid}`;

const chatError = (code: ChatError['code'], message: string): ChatError => ({
  v: PROTOCOL_VERSION,
  type: 'chat_error',
  code,
  message,
});

/** A refused handshake: the client's connect_error carries the chat_error in its data. */
const refused = (code: ChatError['code'], message: string) =>
  Object.assign(new Error(message), { data: chatError(code, message) });

export function attachChatNamespace(
  io: Server,
  service: ChatService,
  auth: AuthService,
  log: FastifyBaseLogger,
  trust: ProxyTrust,
): void {
  const namespace = io.of(CHAT_NAMESPACE);
  const en = textsFor('en').errors;

  namespace.use((raw, next) => {
    const socket = raw as unknown as ChatSocket;
    const handshake = ChatHandshake.safeParse(socket.handshake.auth);
    if (!handshake.success)
      return next(refused('SESSION_UNKNOWN', 'the handshake needs v, bookmaker and uuid'));
    const { bookmaker, uuid, jwt } = handshake.data;
    const brand = brandOf(bookmaker);
    if (!brand || !chatOffered(brand))
      return next(refused('SESSION_UNKNOWN', 'Bet AI is not offered on this site'));
    (async () => {
      const bettor = jwt ? await auth.authenticateToken(jwt) : null;
      if (jwt && !bettor) throw new ChatRefusal('LOGIN_REQUIRED', en.loginRequired);
      if (bettor && bettor.user.bookmaker !== bookmaker)
        throw new ChatRefusal('SESSION_UNKNOWN', en.sessionUnknown);
      const userId = bettor?.user.id ?? null;
      const conversation = await service.admit(uuid, bookmaker, { userId });
      socket.data = { uuid: conversation.id, userId, jwt: jwt ?? null, busy: false };
      await socket.join(roomOf(conversation.id));
    })().then(
      () => next(),
      (error: unknown) => {
        if (error instanceof ChatRefusal) return next(refused(error.code, error.message));
        log.error({ err: error }, 'chat: handshake failed');
        next(refused('SERVER_ERROR', en.server));
      },
    );
  });

  namespace.on('connection', (raw) => {
    const socket = raw as unknown as ChatSocket;
    const disconnected = new AbortController();
    socket.once('disconnect', () => disconnected.abort());
    socket.on('error', (error) => log.debug({ err: error }, 'chat socket error'));

    socket.on('question', (message: unknown) => {
      const { uuid } = socket.data;
      const parsed = ChatQuestion.safeParse(message);
      if (!parsed.success) {
        const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
        socket.emit(
          'chat_error',
          chatError(
            tooLong || parsed.error.issues.some((issue) => issue.path[0] === 'question')
              ? 'INVALID_QUESTION'
              : 'SESSION_UNKNOWN',
            tooLong || parsed.error.issues.some((issue) => issue.path[0] === 'question')
              ? en.invalidQuestion
              : 'a question needs v: 1, type: question, uuid and question',
          ),
        );
        return;
      }
      if (parsed.data.uuid !== uuid) {
        socket.emit('chat_error', chatError('SESSION_UNKNOWN', en.sessionUnknown));
        return;
      }
      if (socket.data.busy) {
        socket.emit('chat_error', chatError('RATE_LIMITED', en.rateLimited));
        return;
      }
      socket.data.busy = true;
      const room = namespace.to(roomOf(uuid));
      let streamed = false;
      // A login that has ended since the handshake (logout elsewhere, expiry, an exclusion) reads nothing more.
      const stillLoggedIn = async () => {
        const { jwt, userId } = socket.data;
        if (jwt === null) return;
        const bettor = await auth.authenticateToken(jwt);
        if (!bettor || bettor.user.id !== userId) throw new ChatRefusal('LOGIN_REQUIRED', en.loginRequired);
      };
      stillLoggedIn()
        .then(() =>
          service.ask(
            {
              uuid,
              question: parsed.data.question,
              holder: { userId: socket.data.userId },
              // The client's address as the HTTP calls see it: X-Forwarded-For only from a trusted proxy.
              address: proxyAddr(socket.request, trust),
              signal: disconnected.signal,
            },
            {
              onDelta: (content) => {
                streamed = true;
                room.emit('delta', {
                  v: PROTOCOL_VERSION,
                  type: 'delta',
                  uuid,
                  delta: { content },
                  finish_reason: null,
                });
              },
            },
          ),
        )
        .then(
          (outcome) => {
            room.emit('delta', {
              v: PROTOCOL_VERSION,
              type: 'delta',
              uuid,
              delta: { content: '' },
              finish_reason: outcome.finish,
            });
            room.emit('message_list', {
              v: PROTOCOL_VERSION,
              type: 'message_list',
              uuid,
              messages: outcome.messages,
            });
          },
          (error: unknown) => {
            if (streamed) {
              room.emit('delta', {
                v: PROTOCOL_VERSION,
                type: 'delta',
                uuid,
                delta: { content: '' },
                finish_reason: 'error',
              });
            }
            if (error instanceof ChatRefusal) {
              service.countRefusal(error.code);
              socket.emit('chat_error', chatError(error.code, error.message));
              return;
            }
            service.countRefusal('SERVER_ERROR');
            log.error({ err: error }, 'chat: answering failed');
            socket.emit('chat_error', chatError('SERVER_ERROR', en.server));
          },
        )
        .finally(() => {
          socket.data.busy = false;
        });
    });
  });
}

/** Closes every socket of the given sessions, on every server process (logout). */
export function closeSessions(io: Server, uuids: readonly string[]): void {
  if (uuids.length === 0) return;
  io.of(CHAT_NAMESPACE).in(uuids.map(roomOf)).disconnectSockets(true);
}
