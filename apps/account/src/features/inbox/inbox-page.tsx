import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getInbox,
  INBOX_PAGE_SIZE,
  type InboxCounts,
  type InboxMessage,
  type InboxResponse,
  readAllInbox,
  readInboxMessage,
} from '@touchline/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { useBridge } from '@/shared/frame/bridge-context';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { formatDateTime } from '@/shared/ui/format';
import { AccountPage, Card } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import styles from '@/shared/ui/ui.module.css';
import own from './inbox.module.css';
import { messageText } from './messages';

const INBOX_KEY = ['inbox'] as const;

/**
 * The bettor's messages, newest first, twenty a page. Opening a message marks it read; every count the
 * page learns (a page loaded, a message read, all read) goes to the sportsbook for its Inbox badge.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const site = useSite();
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...INBOX_KEY, page],
    queryFn: ({ signal }) =>
      callApi(getInbox, {
        query: { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  const unread = query.data?.unread;
  const total = query.data?.total;
  useEffect(() => {
    if (unread !== undefined && total !== undefined)
      bridge.send({ event: 'inbox_count', details: { new: unread, total } });
  }, [bridge, unread, total]);

  /** Takes the counts the server answered and the messages now read into the cached page. */
  const settle = (answer: InboxCounts, read: (message: InboxMessage) => boolean) => {
    queryClient.setQueryData<InboxResponse>([...INBOX_KEY, page], (data) =>
      data
        ? {
            ...data,
            ...answer,
            messages: data.messages.map((message) => (read(message) ? { ...message, read: true } : message)),
          }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: INBOX_KEY, refetchType: 'none' });
  };
  const readOne = useMutation({
    mutationFn: (id: string) => callApi(readInboxMessage, { params: { id } }),
    onSuccess: (answer, id) => settle(answer, (message) => message.id === id),
  });
  const readAll = useMutation({
    mutationFn: () => callApi(readAllInbox, {}),
    onSuccess: (answer) => settle(answer, () => true),
  });

  const toggle = (message: InboxMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read) readOne.mutate(message.id);
  };

  const locale = useDisplayLocale();
  const data = query.data;
  const error = query.error ?? readOne.error ?? readAll.error;
  return (
    <AccountPage
      title={t('inbox.title')}
      lead={
        data && data.unread > 0 ? (
          <span role="status">{t('inbox.unreadCount', { count: data.unread })}</span>
        ) : (
          t('inbox.lead')
        )
      }
    >
      <Card>
        {error ? <ErrorAlert>{explainApiError(error, t)}</ErrorAlert> : null}
        {query.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {data && data.total === 0 ? <p className={own.empty}>{t('inbox.empty')}</p> : null}
        {data && data.unread > 0 ? (
          <div className={own.actions}>
            <Button variant="secondary" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
              {t('inbox.markAll')}
            </Button>
          </div>
        ) : null}
        {data && data.messages.length > 0 ? (
          <ul className={own.list} aria-label={t('inbox.listLabel')}>
            {data.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                expanded={open === message.id}
                onToggle={() => toggle(message)}
                locale={locale}
                brand={site.brand.name}
              />
            ))}
          </ul>
        ) : null}
        {data && data.total > INBOX_PAGE_SIZE ? (
          <Pager page={page} perPage={INBOX_PAGE_SIZE} total={data.total} onPage={setPage} />
        ) : null}
      </Card>
    </AccountPage>
  );
}

function MessageItem({
  message,
  expanded,
  onToggle,
  locale,
  brand,
}: {
  message: InboxMessage;
  expanded: boolean;
  onToggle: () => void;
  locale: string;
  brand: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = messageText(message, t, locale, brand);
  const unread = !message.read;
  return (
    <li className={unread ? `${own.item} ${own.unread}` : own.item}>
      <div className={own.head}>
        <span className={own.dot} aria-hidden="true" />
        {/* The button's name is its visible title; the date and the unread state describe it. */}
        <button
          type="button"
          className={own.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          aria-describedby={`${id}-meta`}
          onClick={onToggle}
        >
          {text.title}
        </button>
        <span id={`${id}-meta`} className={own.meta}>
          {unread ? <span className={own.badge}>{t('inbox.new')}</span> : null}
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
        </span>
      </div>
      <div id={`${id}-body`} className={own.body} hidden={!expanded}>
        <p>{text.body}</p>
        {text.lines.length > 0 ? (
          <ul className={styles.muted}>
            {text.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export default InboxPage;
