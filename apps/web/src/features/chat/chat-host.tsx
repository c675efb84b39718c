/**
 * Where the chat lives in the page: the widget when it is open and the notification bubble when one is
 * due, both only when the configuration turns the chatbot on. This file is all the first load carries of
 * the chat: the widget, its socket and its texts load on demand.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { useConfig } from '@/shared/api/config';
import { useIpDetails } from '@/shared/api/ip-details';
import { withTexts } from '@/shared/i18n/i18n';
import { isLanguage } from '@/shared/i18n/languages';
import { now } from '@/shared/platform/timers';
import { onSignOut, useIsLoggedIn } from '@/shared/session';
import { notificationHidden, notificationsOffered } from './model/rules';
import { notificationClosedAt } from './persist';
import { withoutResetParam } from './reset';
import { clearChat } from './signals';

// A logout clears the conversation and its session id, whether or not the chat was opened.
onSignOut(clearChat);

const ChatWidget = lazy(
  withTexts(
    () => import('./components/chat-widget').then((m) => ({ default: m.ChatWidget })),
    () => import('./texts'),
  ),
);

const ChatNotifications = lazy(
  withTexts(
    () => import('./components/chat-notification').then((m) => ({ default: m.ChatNotifications })),
    () => import('./texts'),
  ),
);

/** Staging builds show the notification on every brand. */
const STAGING = import.meta.env.MODE === 'staging';

function NotificationSlot({ onAsk }: { onAsk: (question: string) => void }) {
  const { i18n } = useTranslation();
  const visitor = useIpDetails();
  const [closedAt, setClosedAt] = useState(notificationClosedAt);
  const offered = notificationsOffered({
    bookmaker: currentBrand.bookmaker,
    lang: isLanguage(i18n.language) ? i18n.language : 'en',
    visitorCountry: visitor?.country ?? null,
    staging: STAGING,
  });
  if (!offered || notificationHidden(closedAt, now())) return null;
  return <ChatNotifications onAsk={onAsk} onClosed={() => setClosedAt(notificationClosedAt())} />;
}

export interface ChatHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChatHost({ open, onOpenChange }: ChatHostProps) {
  const enabled = useConfig().data?.operator.chatbot_enabled === true;
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  // `?chatbot=reset` was applied as the page loaded; the address loses it.
  useEffect(() => {
    const rest = withoutResetParam(location.search);
    if (rest !== null)
      navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!enabled && open) onOpenChange(false);
  }, [enabled, open, onOpenChange]);

  const ask = useCallback(
    (question: string) => {
      setPending(question);
      onOpenChange(true);
    },
    [onOpenChange],
  );
  const taken = useCallback(() => setPending(null), []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      {open ? (
        <ChatWidget onClose={close} pendingQuestion={pending} onPendingTaken={taken} />
      ) : loggedIn ? (
        <NotificationSlot onAsk={ask} />
      ) : null}
    </Suspense>
  );
}
