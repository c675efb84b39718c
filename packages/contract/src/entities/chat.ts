/** Bet AI chat message and notification. */
import { z } from 'zod';
import { Href, Id } from './common';

export const ChatRole = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRole>;

export const ChatMessage = z.object({
  role: ChatRole,
  message: z.string(),
  extra: z
    .object({
      tags: z.array(z.string()).describe('e.g. casino, faq, responsible_gaming, customer_service'),
      status: z.string().nullable().describe('e.g. responsible_gaming'),
      event_id: Id.nullable().describe('"View markets" shows only when it contains a digit'),
      outcome_id: Id.nullable().describe('"Add to slip" shows only when it contains a digit'),
    })
    .nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatNotification = z.object({
  id: Id,
  title: z.string(),
  message: z.string(),
  cta_btn: z.object({ text: z.string(), url: Href.nullable() }).nullable(),
  suggested_question: z.string().nullable().describe('Sent to the chat when the call-to-action is used'),
});
export type ChatNotification = z.infer<typeof ChatNotification>;
