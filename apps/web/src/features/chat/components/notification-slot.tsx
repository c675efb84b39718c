/**
 * Whether the notification bubble is due: the brands and visitors it is offered to, and not within the
 * hour after it was closed. Loaded only for a logged-in bettor, with the bubble itself.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { useIpDetails } from '@/shared/api/ip-details';
import { isLanguage } from '@/shared/i18n/languages';
import { now } from '@/shared/platform/timers';
import { notificationHidden, notificationsOffered } from '../model/notification-rules';
import { notificationClosedAt } from '../persist';
import { ChatNotifications } from './chat-notification';

/** Staging builds show the notification on every brand. */
const STAGING = import.meta.env.MODE === 'staging';

export function NotificationSlot({ onAsk }: { onAsk: (question: string) => void }) {
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
