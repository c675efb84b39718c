/**
 * The chat service's HTTP calls (start or resume a session, the proactive notifications) and the one
 * catalogue call 'Add to slip' needs. Answers are checked against the contract before use.
 */
import {
  ChatNotificationsResponse,
  type ChatStartBody,
  ChatStartResponse,
  type getChatNotifications,
  type SelectionDetail,
  type startChat,
  type ValidateSelectionsResponse,
  type validateSelections,
} from '@touchline/contract';
import { apiGet, apiRequest } from '@/shared/api/client';
import type { ApiContext } from '@/shared/api/requests';

const START: (typeof startChat)['path'] = '/chat/start';
const NOTIFICATIONS: (typeof getChatNotifications)['path'] = '/chat/notifications';
const VALIDATE: (typeof validateSelections)['path'] = '/v1/betslip/validate-selections';

/** POST /chat/start: the session id and its stored messages (the login token goes as the client sends it). */
export async function startChatSession(body: ChatStartBody): Promise<ChatStartResponse> {
  return ChatStartResponse.parse(await apiRequest<unknown>(START, {}, { method: 'POST', body }));
}

/** GET /chat/notifications: the logged-in bettor's proactive prompts. */
export async function fetchChatNotifications(ctx: ApiContext, signal?: AbortSignal) {
  const answer = await apiGet<unknown>(
    NOTIFICATIONS,
    { lang: ctx.lang, country: ctx.country, bookmaker: ctx.bookmaker },
    signal,
  );
  return ChatNotificationsResponse.parse(answer).notifications;
}

/** The event, market and outcome of an outcome id, when it can still be bet on; null otherwise. */
export async function selectionFor(ctx: ApiContext, outcomeId: string): Promise<SelectionDetail | null> {
  const answer = await apiGet<ValidateSelectionsResponse>(VALIDATE, {
    bookmaker: ctx.bookmaker,
    lang: ctx.lang,
    selections: outcomeId,
  });
  return answer.data.find((detail) => detail.outcome.id === outcomeId) ?? null;
}
