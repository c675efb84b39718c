/**
 * Bet AI chat socket: the client asks with a
 * question, the answer streams in deltas until finish_reason is 'stop'; message_list replaces
 * the history.
 */
import { z } from 'zod';
import { ChatUuid } from '../api/chat';
import { ChatMessage } from '../entities/chat';
import { Bookmaker } from '../entities/common';
import { ProtocolVersion } from './protocol';

export const CHAT_NAMESPACE = '/chat';

/**
 * How a widget connects to the chat namespace (Socket.IO `auth`): the brand, the session it started with
 * POST /chat/start, and the login token when logged in. The server binds the socket to that session and
 * refuses it when the session belongs to someone else.
 */
export const ChatHandshake = z.object({
  v: ProtocolVersion,
  bookmaker: Bookmaker,
  uuid: ChatUuid,
  jwt: z.string().min(1).max(4096).optional().describe('The login token; absent for a guest'),
});
export type ChatHandshake = z.infer<typeof ChatHandshake>;

export const ChatQuestion = z.object({
  v: ProtocolVersion,
  type: z.literal('question'),
  uuid: ChatUuid,
  question: z.string().trim().min(1, 'an empty message is not sent').max(2000),
});
export type ChatQuestion = z.infer<typeof ChatQuestion>;

export const ChatClientMessage = z.discriminatedUnion('type', [ChatQuestion]);
export type ChatClientMessage = z.infer<typeof ChatClientMessage>;

export const ChatDelta = z.object({
  v: ProtocolVersion,
  type: z.literal('delta'),
  uuid: ChatUuid,
  delta: z.object({ content: z.string() }),
  finish_reason: z.enum(['stop', 'length', 'error']).nullable().describe('null while streaming'),
});
export type ChatDelta = z.infer<typeof ChatDelta>;

export const ChatMessageList = z.object({
  v: ProtocolVersion,
  type: z.literal('message_list'),
  uuid: ChatUuid,
  messages: z.array(ChatMessage),
});
export type ChatMessageList = z.infer<typeof ChatMessageList>;

/** Named chat_error: 'error' is too close to the socket's own error events. */
export const ChatError = z.object({
  v: ProtocolVersion,
  type: z.literal('chat_error'),
  code: z
    .enum(['LOGIN_REQUIRED', 'SESSION_UNKNOWN', 'RATE_LIMITED', 'SERVER_ERROR', 'INVALID_QUESTION'])
    .describe(
      'INVALID_QUESTION: empty once control characters are removed, or longer than the question limit',
    ),
  message: z.string(),
});
export type ChatError = z.infer<typeof ChatError>;

export const ChatServerMessage = z.discriminatedUnion('type', [ChatDelta, ChatMessageList, ChatError]);
export type ChatServerMessage = z.infer<typeof ChatServerMessage>;

/** Typed Socket.IO maps of the chat namespace; every message travels under its `type`. */
export interface ChatClientToServerEvents {
  question: (message: z.input<typeof ChatQuestion>) => void;
}

export interface ChatServerToClientEvents {
  delta: (message: ChatDelta) => void;
  message_list: (message: ChatMessageList) => void;
  chat_error: (message: ChatError) => void;
}
