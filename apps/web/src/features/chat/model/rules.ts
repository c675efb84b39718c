/**
 * The rules of the Bet AI widget, as pure functions: when sending is allowed, how an answer is cut, which
 * action buttons a message earns and the guest limit (where and when the notification shows is in
 * notification-rules.ts, which the first load carries).
 */
import type { ChatMessage, Language } from '@touchline/contract';

export {
  INTERNATIONAL_BOOKMAKER,
  IRISH_BOOKMAKER,
  NOTIFICATION_HIDE_MS,
  type NotificationPlace,
  notificationHidden,
  notificationsOffered,
} from './notification-rules';

/** A guest may send this many messages; then sending is blocked until they log in. */
export const GUEST_MESSAGE_LIMIT = 3;
/** Sending turns active once the trimmed text is longer than this. */
export const MIN_QUESTION_LENGTH = 3;
/** The longest question the chat socket accepts. */
export const MAX_QUESTION_LENGTH = 2000;
/** Waiting for the session and socket before a suggested question: tries, and the pause between them. */
export const SOCKET_WAIT_TRIES = 20;
export const SOCKET_WAIT_INTERVAL_MS = 500;

/** The marker an answer is cut at: the first code fence, and everything after it, is never shown. */
const FENCE = '```';

/** The question as it is sent: trimmed; null when it must not be sent (empty, whitespace, too short). */
export function sendableQuestion(text: string): string | null {
  const question = text.trim();
  if (question.length <= MIN_QUESTION_LENGTH) return null;
  return question.slice(0, MAX_QUESTION_LENGTH);
}

export const canSend = (text: string): boolean => sendableQuestion(text) !== null;

/** An answer as shown: up to the first triple backtick. */
export function cutAnswer(text: string): string {
  const at = text.indexOf(FENCE);
  return (at === -1 ? text : text.slice(0, at)).trimEnd();
}

const hasDigit = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /\d/.test(value);

/**
 * How the assistant starts an answer it cannot give, per language. An answer starting with one of these
 * offers customer service. Compared without case, after leading spaces.
 */
export const APOLOGY_PREFIXES: Readonly<Record<Language, readonly string[]>> = {
  en: ["I'm sorry", 'I am sorry', 'Sorry'],
  es: ['Lo siento', 'Lo sentimos', 'Disculpa'],
  de: ['Es tut mir leid', 'Tut mir leid', 'Entschuldigung', 'Das kann ich leider', 'Leider'],
  fr: ['Je suis désolé', 'Désolé', 'Désolée'],
  ro: ['Îmi pare rău', 'Ne pare rău', 'Scuze'],
  ja: ['申し訳', 'すみません', 'ごめんなさい'],
  fi: ['Valitettavasti', 'Pahoittelut', 'Anteeksi'],
  pt: ['Desculpe', 'Lamento', 'Sinto muito'],
  el: ['Λυπάμαι', 'Συγγνώμη', 'Δυστυχώς'],
};

export function startsWithApology(message: string, lang: Language): boolean {
  const text = message.trimStart().toLocaleLowerCase(lang);
  return APOLOGY_PREFIXES[lang].some((prefix) => text.startsWith(prefix.toLocaleLowerCase(lang)));
}

export type ChatActionKind =
  | 'addToSlip'
  | 'viewMarkets'
  | 'contactSupport'
  | 'faqs'
  | 'responsibleGaming'
  | 'casino';

export type ChatAction =
  | { kind: 'addToSlip'; outcomeId: string }
  | { kind: 'viewMarkets'; eventId: string }
  | { kind: 'contactSupport' | 'faqs' | 'responsibleGaming' | 'casino' };

/** Where the widget runs: casino links are removed in the native app. */
export interface ActionPlace {
  isApp: boolean;
}

/**
 * The action buttons under a message, in the order they show; none under the bettor's own messages, and
 * no casino link in the app.
 */
export function actionsFor(
  message: ChatMessage,
  lang: Language,
  place: ActionPlace = { isApp: false },
): ChatAction[] {
  if (message.role !== 'assistant') return [];
  const extra = message.extra;
  const tags = extra?.tags ?? [];
  const actions: ChatAction[] = [];
  if (hasDigit(extra?.outcome_id)) actions.push({ kind: 'addToSlip', outcomeId: extra.outcome_id });
  if (hasDigit(extra?.event_id)) actions.push({ kind: 'viewMarkets', eventId: extra.event_id });
  if (
    startsWithApology(message.message, lang) ||
    extra?.status === 'responsible_gaming' ||
    tags.includes('customer_service')
  ) {
    actions.push({ kind: 'contactSupport' });
  }
  if (tags.includes('faq')) actions.push({ kind: 'faqs' });
  if (tags.includes('responsible_gaming')) actions.push({ kind: 'responsibleGaming' });
  if (tags.includes('casino') && !place.isApp) actions.push({ kind: 'casino' });
  return actions;
}

/** Where the link actions lead in the app. */
export const ACTION_LINKS = {
  contactSupport: '/help/contact-us',
  faqs: '/help/my-account/faqs',
  responsibleGaming: '/help/responsible-gambling',
  casino: '/casinov2/',
} as const;

/** Whether a guest has used up the messages they may send without logging in. */
export const guestBlocked = (loggedIn: boolean, sentAsGuest: number): boolean =>
  !loggedIn && sentAsGuest >= GUEST_MESSAGE_LIMIT;
