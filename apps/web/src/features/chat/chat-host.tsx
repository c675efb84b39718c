/**
 * Where the chat lives in the page: the widget when it is open and the notification bubble when one is
 * due, both only when the configuration turns the chatbot on. Loaded when the page first needs it (an
 * opening, a logged-in bettor, a reset link); the widget, its socket and its texts load later still.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '@/shared/api/config';
import { withTexts } from '@/shared/i18n/i18n';
import { onSignOut, useIsLoggedIn } from '@/shared/session';
import { clearChat } from './persist';
import { applyAddressReset, withoutResetParam } from './reset';
import { resetAskedOnLoad } from './reset-flag';

// A logout clears the conversation and its session id, whether or not the chat was opened.
onSignOut(clearChat);
// The reset link this page was opened with, once.
if (resetAskedOnLoad) applyAddressReset('?chatbot=reset');

const ChatWidget = lazy(
  withTexts(
    () => import('./components/chat-widget').then((m) => ({ default: m.ChatWidget })),
    () => import('./texts'),
  ),
);

const NotificationSlot = lazy(
  withTexts(
    () => import('./components/notification-slot').then((m) => ({ default: m.NotificationSlot })),
    () => import('./texts'),
  ),
);

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
