/**
 * The Bet AI widget: a panel 24rem wide and tall at the bottom right of a wide screen, a sheet on a phone.
 * Title, three starter questions, the conversation with its 'Me' and 'Bet AI' labels, the answer as it
 * streams in (a loader until its first words), the action buttons under each answer, and the question
 * field. Every text of the assistant is shown as text, never as HTML, and cut at the first triple backtick.
 */
import type { Language } from '@touchline/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { openAccountFrame } from '@/shared/account-frame';
import { useApiContext } from '@/shared/api/context';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { isLanguage } from '@/shared/i18n/languages';
import { useSettings } from '@/shared/preferences';
import { useSession } from '@/shared/session';
import { chatSession } from '../model/instance';
import { canSend, cutAnswer, GUEST_MESSAGE_LIMIT, guestBlocked, MAX_QUESTION_LENGTH } from '../model/rules';
import type { ChatSession } from '../model/session';
import styles from './chat-widget.module.css';
import { MessageActions } from './message-actions';

const STARTERS = ['chat.starters.first', 'chat.starters.second', 'chat.starters.third'] as const;

export interface ChatWidgetProps {
  onClose: () => void;
  /** A question to send once the session and socket are ready (a notification's call to action). */
  pendingQuestion: string | null;
  onPendingTaken: () => void;
  /** The session to show; the page's own unless a test hands one in. */
  session?: ChatSession;
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5 14 9l6.5 2-6.5 2-2 6.5-2-6.5L3.5 11 10 9zm7 12 .9 2.6 2.6.9-2.6.9L19 21.5l-.9-2.6-2.6-.9 2.6-.9z"
      />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 20.5V14l9-2-9-2V3.5L22 12z" />
    </svg>
  );
}

export function ChatWidget({
  onClose,
  pendingQuestion,
  onPendingTaken,
  session = chatSession,
}: ChatWidgetProps) {
  const { t, i18n } = useTranslation();
  const ctx = useApiContext();
  const token = useSession((state) => state.token);
  const loggedIn = useSession((state) => state.user !== null);
  const tz = useSettings((state) => state.timezone);
  const view = useStore(session.store);
  const phone = !useMediaQuery('(min-width: 800px)');
  const [text, setText] = useState('');
  const titleId = useId();
  const inputId = useId();
  const promptId = useId();
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  // Start or resume the session for this bettor and language; a login or language change starts it again.
  useEffect(() => {
    session.ensure({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country, token, tz });
  }, [session, ctx.bookmaker, ctx.lang, ctx.country, token, tz]);

  useEffect(() => {
    if (!pendingQuestion) return;
    onPendingTaken();
    void session.ask(pendingQuestion, { suggested: true });
  }, [pendingQuestion, onPendingTaken, session]);

  // Focus goes to the question field on opening (on a phone to the sheet, so the keyboard does not hide
  // the starters) and back where it was on closing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the widget opens
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (phone ? root.current : input.current)?.focus();
    return () => previous?.focus();
  }, []);

  // The newest words stay in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the conversation grows
  useEffect(() => {
    const node = body.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [view.messages.length, view.streaming, view.loading]);

  const blocked = guestBlocked(loggedIn, view.sentAsGuest) || (view.loginRequired && !loggedIn);
  const sendable = canSend(text) && !blocked && !view.loading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    const question = text;
    setText('');
    void session.ask(question).then((sent) => {
      if (!sent) setText((current) => current || question);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // A phone's sheet covers the page: leaving for another page closes it.
  const onNavigate = () => {
    if (phone) onClose();
  };

  const showStarters = view.messages.length === 0 && !view.loading && !blocked;

  return (
    <section
      ref={root}
      className={styles.widget}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="chat-widget"
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <SparkIcon />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('chat.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('chat.close')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
            />
          </svg>
        </button>
      </header>
      <div ref={body} className={styles.body}>
        {showStarters ? (
          <div className={styles.intro}>
            <p className={styles.welcome}>{t('chat.welcome')}</p>
            <p className={styles.tryAsking}>{t('chat.tryAsking')}</p>
            <ul className={styles.starters}>
              {STARTERS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.starter}
                    onClick={() => void session.ask(t(key), { suggested: true })}
                  >
                    {t(key)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div role="log" aria-label={t('chat.conversation')} aria-busy={view.loading}>
          <ol className={styles.messages}>
            {view.messages.map((message, index) => {
              const mine = message.role === 'user';
              const shown = mine ? message.message : cutAnswer(message.message);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is replaced whole, never reordered
                <li key={index} className={mine ? styles.mine : styles.theirs}>
                  <span className={styles.role}>{mine ? t('chat.me') : t('chat.assistant')}</span>
                  <p className={styles.bubble}>{shown}</p>
                  {mine ? null : <MessageActions message={message} lang={lang} onNavigate={onNavigate} />}
                </li>
              );
            })}
            {view.loading ? (
              <li className={styles.theirs}>
                <span className={styles.role}>{t('chat.assistant')}</span>
                {view.streaming ? (
                  <p className={`${styles.bubble} ${styles.streaming}`}>{cutAnswer(view.streaming)}</p>
                ) : (
                  <p className={`${styles.bubble} ${styles.loader}`} data-testid="chat-loader">
                    <span className={styles.dot} />
                    <span className={styles.dot} />
                    <span className={styles.dot} />
                    <span className="visually-hidden">{t('chat.typing')}</span>
                  </p>
                )}
              </li>
            ) : null}
          </ol>
        </div>
      </div>
      {blocked ? (
        <div className={styles.prompt} id={promptId}>
          <p>{t('chat.loginPrompt.text', { limit: GUEST_MESSAGE_LIMIT })}</p>
          <button type="button" className={styles.login} onClick={() => openAccountFrame('/login')}>
            {t('chat.loginPrompt.login')}
          </button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.inputLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chat.placeholder')}
          maxLength={MAX_QUESTION_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={blocked ? promptId : undefined}
        />
        <button type="submit" className={styles.send} disabled={!sendable}>
          <SendIcon />
          <span>{t('chat.send')}</span>
        </button>
      </form>
    </section>
  );
}
