/** Bet AI chat service HTTP calls. */
import { z } from 'zod';
import { ChatMessage, ChatNotification } from '../entities/chat';
import { commonQueryFields, defineCall } from './define';

const MODULE = 'chat';

export const ChatUuid = z.uuid().describe('Chat session id');

export const ChatStartBody = z.object({
  ...commonQueryFields,
  uuid: ChatUuid.nullable().describe('Previous session to resume; null for a new one'),
  tz: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("The bettor's IANA time zone ('tonight' is theirs); the brand's when absent or unknown"),
});
export type ChatStartBody = z.infer<typeof ChatStartBody>;

export const ChatStartResponse = z.object({ uuid: ChatUuid, messages: z.array(ChatMessage) });
export type ChatStartResponse = z.infer<typeof ChatStartResponse>;

export const startChat = defineCall({
  method: 'POST',
  path: '/chat/start',
  module: MODULE,
  summary: 'Start or resume a chat session',
  auth: 'optional',
  body: ChatStartBody,
  response: ChatStartResponse,
});

export const ChatNotificationsQuery = z.object(commonQueryFields);
export type ChatNotificationsQuery = z.infer<typeof ChatNotificationsQuery>;

export const ChatNotificationsResponse = z.object({ notifications: z.array(ChatNotification) });
export type ChatNotificationsResponse = z.infer<typeof ChatNotificationsResponse>;

export const getChatNotifications = defineCall({
  method: 'GET',
  path: '/chat/notifications',
  module: MODULE,
  summary: 'Proactive chat prompts for the logged-in user',
  auth: 'required',
  querystring: ChatNotificationsQuery,
  response: ChatNotificationsResponse,
});

export const chatCalls = { startChat, getChatNotifications } as const;
