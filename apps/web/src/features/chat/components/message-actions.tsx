/**
 * The buttons under an assistant's message: Add to slip puts the outcome into the real slip (its event and
 * market fetched as any deep link's are), View markets opens the match page, and the help, safe-gambling
 * and casino links lead to those places of the app (the native app has no casino link).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, Language } from '@touchline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiContext } from '@/shared/api/context';
import { slipSelectionOf, useSlip } from '@/shared/betslip';
import { marketsQuery } from '@/shared/catalog';
import { useAppMode } from '@/shared/native/platform';
import { eventHref } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { selectionFor } from '../api/chat-api';
import { ACTION_LINKS, actionsFor, type ChatAction } from '../model/rules';
import styles from './chat-widget.module.css';

const LINK_TEXT = {
  contactSupport: 'chat.actions.contactSupport',
  faqs: 'chat.actions.faqs',
  responsibleGaming: 'chat.actions.responsibleGaming',
  casino: 'chat.actions.casino',
} as const;

function AddToSlip({ outcomeId }: { outcomeId: string }) {
  const { t } = useTranslation();
  const ctx = useApiContext();
  const inSlip = useSlip((state) => state.slip.selections.some((s) => s.outcome.id === outcomeId));
  const dispatch = useSlip((state) => state.dispatch);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const detail = await selectionFor(ctx, outcomeId);
      if (!detail) {
        showToast(t('chat.errors.selection'), 'error');
        return;
      }
      dispatch({
        type: 'ADD_SELECTION',
        selection: slipSelectionOf(detail.event, detail.market, detail.outcome),
      });
      // The slip asks to be seen: a phone opens its sheet, a wide screen has it in view.
      dispatch({ type: 'SHOW' });
    } catch (error) {
      console.warn('selection not added from the chat', error);
      showToast(t('chat.errors.selection'), 'error');
    } finally {
      setBusy(false);
    }
  };
  if (inSlip) {
    return (
      <button type="button" className={`${styles.action} ${styles.actionDone}`} disabled>
        {t('chat.actions.inSlip')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.action} ${styles.actionPrimary}`}
      onClick={() => void add()}
      disabled={busy}
      aria-busy={busy}
    >
      {t('chat.actions.addToSlip')}
    </button>
  );
}

function ViewMarkets({ eventId, onNavigate }: { eventId: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const ctx = useApiContext();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const answer = await client.fetchQuery(marketsQuery(ctx, eventId));
      navigate(eventHref(answer.event));
      onNavigate();
    } catch (error) {
      console.warn('match page not opened from the chat', error);
      showToast(t('chat.errors.event'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.action}
      onClick={() => void open()}
      disabled={busy}
      aria-busy={busy}
    >
      {t('chat.actions.viewMarkets')}
    </button>
  );
}

function ActionControl({ action, onNavigate }: { action: ChatAction; onNavigate: () => void }) {
  const { t } = useTranslation();
  switch (action.kind) {
    case 'addToSlip':
      return <AddToSlip outcomeId={action.outcomeId} />;
    case 'viewMarkets':
      return <ViewMarkets eventId={action.eventId} onNavigate={onNavigate} />;
    case 'casino':
      // The casino is another site of the brand: the page moves there.
      return (
        <a className={styles.action} href={ACTION_LINKS.casino}>
          {t(LINK_TEXT.casino)}
        </a>
      );
    default:
      return (
        <Link className={styles.action} to={ACTION_LINKS[action.kind]} onClick={onNavigate}>
          {t(LINK_TEXT[action.kind])}
        </Link>
      );
  }
}

export function MessageActions({
  message,
  lang,
  onNavigate,
}: {
  message: ChatMessage;
  lang: Language;
  onNavigate: () => void;
}) {
  const { isApp } = useAppMode();
  const actions = actionsFor(message, lang, { isApp });
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <ActionControl key={action.kind} action={action} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
