/**
 * The notification bubble anchored to the chat button: a proactive prompt of the chat service (a free
 * bet about to expire, a team the bettor backs playing live) with its title, message and call to action,
 * which opens the chat and asks its suggested question. Closing hides it for an hour.
 */
import { useQuery } from '@tanstack/react-query';
import type { ChatNotification } from '@touchline/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiContext } from '@/shared/api/context';
import { onResize, onScroll } from '@/shared/platform/page';
import { now } from '@/shared/platform/timers';
import { useSession } from '@/shared/session';
import { fetchChatNotifications } from '../api/chat-api';
import { storeNotificationClosedAt } from '../persist';
import styles from './chat-notification.module.css';

/** Where the bubble sits: under or above the anchor, its arrow pointing at the anchor's middle. */
export interface BubblePlace {
  top: number | null;
  bottom: number | null;
  left: number;
  arrow: number;
  below: boolean;
}

const BUBBLE_WIDTH = 320;
const GAP = 10;
const EDGE = 8;

/** The first chat entry on screen (the header's Bet Assistant, else the phone's menu button). */
export function visibleAnchor(): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-chat-anchor]')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}

/** The bubble's place for an anchor's box in a viewport; pure, so it is tested without layout. */
export function placeBubble(
  anchor: { left: number; top: number; width: number; height: number } | null,
  viewport: { width: number; height: number },
): BubblePlace {
  const width = Math.min(BUBBLE_WIDTH, viewport.width - EDGE * 2);
  if (!anchor) {
    const left = viewport.width - width - EDGE * 2;
    return { top: null, bottom: EDGE * 3, left, arrow: -1, below: false };
  }
  const middle = anchor.left + anchor.width / 2;
  const left = Math.min(Math.max(EDGE, middle - width / 2), viewport.width - width - EDGE);
  const below = anchor.top + anchor.height / 2 < viewport.height / 2;
  return below
    ? { top: anchor.top + anchor.height + GAP, bottom: null, left, arrow: middle - left, below }
    : { top: null, bottom: viewport.height - anchor.top + GAP, left, arrow: middle - left, below };
}

function usePlace(): BubblePlace {
  const measure = useCallback((): BubblePlace => {
    const anchor = visibleAnchor()?.getBoundingClientRect() ?? null;
    return placeBubble(anchor, { width: window.innerWidth, height: window.innerHeight });
  }, []);
  const [place, setPlace] = useState<BubblePlace>(measure);
  useLayoutEffect(() => {
    const update = () => setPlace(measure());
    update();
    const offResize = onResize(update);
    const offScroll = onScroll(update);
    return () => {
      offResize();
      offScroll();
    };
  }, [measure]);
  return place;
}

function Bubble({
  notification,
  onAsk,
  onDismiss,
}: {
  notification: ChatNotification;
  onAsk: (question: string) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlace();
  const titleId = useRef(`chat-notification-${notification.id}`).current;
  const cta = notification.cta_btn;
  const act = () => {
    if (notification.suggested_question) onAsk(notification.suggested_question);
    else if (cta?.url?.startsWith('/')) navigate(cta.url);
    else if (cta?.url) window.location.assign(cta.url);
    onDismiss();
  };
  const hasAction = Boolean(notification.suggested_question || cta?.url);
  return (
    <section
      className={`${styles.bubble} ${place.below ? styles.below : styles.above}`}
      style={{
        left: place.left,
        ...(place.top !== null ? { top: place.top } : {}),
        ...(place.bottom !== null ? { bottom: place.bottom } : {}),
      }}
      aria-labelledby={titleId}
      data-testid="chat-notification"
    >
      {place.arrow >= 0 ? (
        <span className={styles.arrow} style={{ left: place.arrow }} aria-hidden="true" />
      ) : null}
      <div className={styles.head}>
        <div className={styles.heading}>
          <span className={styles.from}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2.5 14 9l6.5 2-6.5 2-2 6.5-2-6.5L3.5 11 10 9zm7 12 .9 2.6 2.6.9-2.6.9L19 21.5l-.9-2.6-2.6-.9 2.6-.9z"
              />
            </svg>
            {t('chat.title')}
          </span>
          <h2 id={titleId} className={styles.title}>
            {notification.title}
          </h2>
        </div>
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={t('chat.notification.dismiss')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
            />
          </svg>
        </button>
      </div>
      <p className={styles.message}>{notification.message}</p>
      {hasAction ? (
        <button type="button" className={styles.cta} onClick={act}>
          {cta?.text || t('chat.notification.ask')}
        </button>
      ) : null}
    </section>
  );
}

export interface ChatNotificationsProps {
  /** Opens the chat and sends a suggested question. */
  onAsk: (question: string) => void;
  /** Called after the bubble is closed (the host hides it for an hour). */
  onClosed: () => void;
}

export function ChatNotifications({ onAsk, onClosed }: ChatNotificationsProps) {
  const ctx = useApiContext();
  const token = useSession((state) => state.token);
  const notifications = useQuery({
    queryKey: ['chat-notifications', ctx.bookmaker, ctx.lang, token],
    queryFn: ({ signal }) => fetchChatNotifications(ctx, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (notifications.error) console.warn('chat notifications not loaded', notifications.error);
  }, [notifications.error]);
  const first = notifications.data?.[0];
  if (!first || gone) return null;
  const dismiss = () => {
    setGone(true);
    storeNotificationClosedAt(now());
    onClosed();
  };
  return <Bubble notification={first} onAsk={onAsk} onDismiss={dismiss} />;
}
