/** The page's one chat session, with the real calls, socket and toasts. */
import { i18next } from '@/shared/i18n/i18n';
import { showToast } from '@/shared/ui/toast';
import { startChatSession } from '../api/chat-api';
import { connectChatSocket } from '../api/chat-socket';
import { onChatCleared } from '../persist';
import { type ChatFailure, createChatSession } from './session';

const FAILURE_TEXTS = {
  start: 'chat.errors.start',
  send: 'chat.errors.send',
  rateLimited: 'chat.errors.rateLimited',
  server: 'chat.errors.server',
  timeout: 'chat.errors.timeout',
} as const satisfies Record<ChatFailure, string>;

export const chatSession = createChatSession({
  start: startChatSession,
  connect: connectChatSocket,
  fail: (failure) => showToast(i18next.t(FAILURE_TEXTS[failure]), 'error'),
});

onChatCleared(() => chatSession.reset());
