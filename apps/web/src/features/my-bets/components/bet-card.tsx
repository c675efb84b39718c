/**
 * One placed bet: its type, status, legs (event, market, outcome, odds; the live score of an open leg,
 * the result of a settled one), stake, potential return or what it paid, the cash-out button while an
 * offer stands, and the share button.
 */
import { handicapOutcomeName } from '@touchline/betting';
import type { PlacedBet, SelectionDetail } from '@touchline/contract';
import { useId, useState } from 'react';
import { usePhaseText } from '@/shared/events';
import { Icon } from '@/shared/ui/icon';
import { shareLink } from '../api';
import type { Formats } from '../format';
import type { MyBetsText } from '../i18n';
import styles from '../my-bets.module.css';

/** 'single', 'Combi', or 'System 2/3' from the bet's type. */
export function betTypeText(bet: PlacedBet, t: MyBetsText): string {
  if (bet.bet_type === 'system') {
    return t('bets.system', { name: bet.system_type?.replace(/^system_/, '') ?? '' });
  }
  return t(`bets.${bet.bet_type}`);
}

function LiveScore({ detail, t }: { detail: SelectionDetail | undefined; t: MyBetsText }) {
  const phaseText = usePhaseText();
  if (detail?.event.status !== 'live') return null;
  const stats = detail.event.stats;
  const scored = stats && stats.home_scores !== null && stats.away_scores !== null;
  return (
    <span className={styles.live}>
      <span className={styles.liveBadge}>{t('bets.live')}</span>
      {scored ? (
        <span className={styles.score}>
          {t('bets.score', { home: stats.home_scores ?? 0, away: stats.away_scores ?? 0 })}
        </span>
      ) : null}
      {stats?.time ? <span className={styles.clock}>{phaseText(stats.time)}</span> : null}
    </span>
  );
}

function ShareBet({ betId, t }: { betId: string; t: MyBetsText }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [link, setLink] = useState<string | null>(null);
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.secondary}
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          shareLink(betId).then(
            (url) => {
              setLink(url);
              setState('idle');
              // Copying is a convenience: the link stays on screen when the clipboard refuses.
              navigator.clipboard?.writeText(url).catch((error: unknown) => {
                console.warn('clipboard refused the share link', error);
              });
            },
            () => setState('failed'),
          );
        }}
      >
        <Icon name="star" size={14} />
        {t('bets.share')}
      </button>
      {link ? (
        <output className={styles.shareLink}>
          {t('bets.shareReady')} <a href={link}>{link}</a>
        </output>
      ) : null}
      {state === 'failed' ? <p className={styles.error}>{t('bets.shareFailed')}</p> : null}
    </div>
  );
}

interface BetCardProps {
  bet: PlacedBet;
  live: ReadonlyMap<string, SelectionDetail>;
  f: Formats;
  t: MyBetsText;
  onCashout: (bet: PlacedBet) => void;
}

export function BetCard({ bet, live, f, t, onCashout }: BetCardProps) {
  const headingId = useId();
  // The price the server accepted: a bet builder's correlated odds are not the product of its legs.
  const odds = bet.odds;
  const open = bet.status === 'open';
  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={bet.status}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {betTypeText(bet, t)}
          {bet.each_way ? <span className={styles.tag}>{t('bets.eachWay')}</span> : null}
          {bet.freebet_id ? <span className={styles.tag}>{t('bets.freeBet')}</span> : null}
        </h2>
        <span className={styles.status} data-status={bet.status}>
          {t(`bets.status.${bet.status}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.selections.map((leg) => (
          <li key={leg.outcome_id} className={styles.leg}>
            <div className={styles.legMain}>
              <span className={styles.outcome}>{handicapOutcomeName(leg.outcome_name)}</span>
              <span className={styles.market}>{leg.market_name}</span>
              <span className={styles.event}>{leg.event_name}</span>
              {open && leg.result === 'pending' ? (
                <LiveScore detail={live.get(leg.outcome_id)} t={t} />
              ) : null}
            </div>
            <div className={styles.legSide}>
              <span className={styles.odds}>{f.odds(leg.odds)}</span>
              {/* A cashed-out bet no longer waits for its legs. */}
              {leg.result === 'pending' && bet.status === 'cashed_out' ? null : (
                <span className={styles.result} data-result={leg.result}>
                  {t(`bets.result.${leg.result}`)}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd>{f.money(bet.stake)}</dd>
        </div>
        {odds !== null ? (
          <div>
            <dt>{t('bets.odds')}</dt>
            <dd>{f.odds(odds)}</dd>
          </div>
        ) : null}
        {bet.payout !== null ? (
          <div>
            <dt>{t('bets.returned')}</dt>
            <dd className={bet.payout > 0 ? styles.paid : undefined}>{f.money(bet.payout)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('bets.potentialReturn')}</dt>
            <dd>{bet.potential_return === null ? '-' : f.money(bet.potential_return)}</dd>
          </div>
        )}
      </dl>
      {open && bet.cashout_amount !== null ? (
        <button type="button" className={styles.cashout} onClick={() => onCashout(bet)}>
          {t('cashout.button', { amount: f.money(bet.cashout_amount) })}
        </button>
      ) : null}
      <footer className={styles.cardFoot}>
        <span className={styles.meta}>
          {t('bets.placedAt', { date: f.date(bet.placed_at) })} ·{' '}
          {t('bets.receipt', { id: bet.uuid.slice(0, 8) })}
        </span>
        <ShareBet betId={bet.uuid} t={t} />
      </footer>
    </article>
  );
}
