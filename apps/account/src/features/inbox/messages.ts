/** The text of an inbox message in the bettor's language, from its kind and its facts (pure). */
import type { InboxMessage } from '@touchline/contract';
import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney } from '@/shared/ui/format';

export interface MessageText {
  title: string;
  body: string;
  /** Extra lines (one per changed deposit limit). */
  lines: string[];
}

export function messageText(message: InboxMessage, t: TFunction, locale: string, brand: string): MessageText {
  const title = t(`inbox.kinds.${message.kind}.title`, { brand });
  switch (message.kind) {
    case 'welcome':
      return { title, body: t('inbox.kinds.welcome.body', { username: message.params.username }), lines: [] };
    case 'deposit':
    case 'withdrawal':
    case 'bet_won': {
      const amount = formatMoney(message.params.amount, message.params.currency, locale);
      return { title, body: t(`inbox.kinds.${message.kind}.body`, { amount }), lines: [] };
    }
    case 'deposit_limit':
    case 'loss_limit': {
      const { currency, changes } = message.params;
      const limits = message.kind === 'deposit_limit' ? 'deposit' : 'loss';
      const lines = changes.map((change) => {
        const period = t(`safeGambling.${limits}.${change.period}`);
        const date = change.effective_at ? formatDateTime(change.effective_at, locale) : '';
        if (change.limit === null)
          return t(change.effective_at ? 'inbox.limits.removedLater' : 'inbox.limits.removedNow', {
            period,
            date,
          });
        const amount = formatMoney(change.limit, currency, locale);
        return t(change.effective_at ? 'inbox.limits.later' : 'inbox.limits.now', { period, amount, date });
      });
      return { title, body: t(`inbox.kinds.${message.kind}.body`), lines };
    }
  }
}
