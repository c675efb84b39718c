/**
 * The result of an attempt, one block per ticket: pending shows a
 * spinner and 'Please wait...'; PROCESSED shows the receipt id, the return and a share button; any other
 * status is red and translated, with its error_meta as "key: value" lines, and an insufficient balance
 * offers the deposit. Once every ticket has a status: 'Retain selections' and 'Clear all'.
 */
import { type SlipTicket, ticketOutcome } from '@touchline/betting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from '../betslip.module.css';
// This feature's texts (English at once, the page's language fetched with it).
import '../texts';

interface ResultPanelProps {
  tickets: readonly SlipTicket[];
  money: (major: number | null) => string;
  onRetain: () => void;
  onClearAll: () => void;
  onDeposit: () => void;
  onShare: (uuid: string) => Promise<string>;
}

function ShareButton({ uuid, onShare }: { uuid: string; onShare: ResultPanelProps['onShare'] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const [link, setLink] = useState<string | null>(null);
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.secondary}
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          onShare(uuid).then(
            (url) => {
              setLink(url);
              setState('done');
            },
            () => setState('failed'),
          );
        }}
      >
        <Icon name="star" size={14} />
        {t('betslip.share')}
      </button>
      {state === 'done' && link ? (
        <output className={styles.shareLink}>
          {t('betslip.shareReady')} <a href={link}>{link}</a>
        </output>
      ) : null}
      {state === 'failed' ? <p className={styles.lineError}>{t('betslip.errors.SERVER_ERROR')}</p> : null}
    </div>
  );
}

/** The ticket's total stake; a result restored from before totals were kept shows its stake. */
const takenStake = (ticket: SlipTicket): number =>
  Number.isFinite(ticket.total_stake) ? ticket.total_stake : ticket.stake;

function TicketResultView({
  ticket,
  money,
  onDeposit,
  onShare,
}: { ticket: SlipTicket } & Pick<ResultPanelProps, 'money' | 'onDeposit' | 'onShare'>) {
  const { t } = useTranslation();
  const outcome = ticketOutcome(ticket);
  const names = ticket.selections.map((s) => s.outcome_name).join(', ');
  return (
    <li className={styles.ticket} data-status={outcome}>
      <p className={styles.ticketTitle}>
        {t(`betslip.betTypes.${ticket.bet_type}`, { defaultValue: ticket.bet_type })}
        {ticket.each_way ? ` · ${t('betslip.eachWay')}` : ''}
      </p>
      <p className={styles.meta}>{names}</p>
      {outcome === 'pending' ? (
        <p className={styles.pending} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('betslip.pleaseWait')}
        </p>
      ) : null}
      {outcome === 'success' ? (
        <>
          <p className={styles.processed}>
            <Icon name="ticket" size={16} />
            {t('betslip.processed')}
          </p>
          <dl className={styles.facts}>
            <dt>{t('betslip.receipt')}</dt>
            <dd data-testid="receipt">{ticket.uuid}</dd>
            {/* What was taken: a system's lines and an each-way bet's two parts, as My Bets shows it. */}
            <dt>{t('betslip.totalStake')}</dt>
            <dd data-testid="ticket-stake">{money(takenStake(ticket))}</dd>
            <dt>{t('betslip.potentialReturn')}</dt>
            <dd data-testid="ticket-return">{money(ticket.potential_return)}</dd>
          </dl>
          {ticket.uuid ? <ShareButton uuid={ticket.uuid} onShare={onShare} /> : null}
        </>
      ) : null}
      {outcome === 'failed' ? (
        <div className={styles.failed} role="alert">
          {ticket.status === 'BALANCE_INSUFFICIENT' ? (
            <button type="button" className={styles.errorBar} onClick={onDeposit}>
              {t('betslip.insufficientFunds')}
            </button>
          ) : (
            <p className={styles.errorBar}>
              {t(`betslip.errors.${ticket.status}`, {
                defaultValue: t('betslip.errorMessage', { message: ticket.status }),
              })}
            </p>
          )}
          {ticket.error_meta ? (
            <ul className={styles.metaLines}>
              {Object.entries(ticket.error_meta).map(([key, value]) => (
                <li key={key}>
                  {t(`betslip.metaKeys.${key}`, { defaultValue: key })}: {value}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function ResultPanel({ tickets, money, onRetain, onClearAll, onDeposit, onShare }: ResultPanelProps) {
  const { t } = useTranslation();
  const completed = tickets.length > 0 && tickets.every((ticket) => ticket.status !== null);
  return (
    <section className={styles.result} aria-label={t('betslip.resultTitle')} aria-busy={!completed}>
      <ul className={styles.tickets}>
        {tickets.map((ticket, index) => (
          <TicketResultView
            // biome-ignore lint/suspicious/noArrayIndexKey: tickets keep their order within an attempt
            key={index}
            ticket={ticket}
            money={money}
            onDeposit={onDeposit}
            onShare={onShare}
          />
        ))}
      </ul>
      {completed ? (
        <div className={styles.resultActions}>
          <button type="button" className={styles.secondary} onClick={onRetain}>
            {t('betslip.retain')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClearAll}>
            {t('betslip.clear')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
