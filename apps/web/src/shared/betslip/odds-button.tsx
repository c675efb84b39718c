/**
 * A price the bettor can tap: the outcome in the chosen odds format, an up/down flash when the
 * price moves, a lock when the market is suspended, pressed when the selection is in the slip.
 */

import { formatOdds, handicapOutcomeName } from '@touchline/betting';
import type { Event, Market, Outcome } from '@touchline/contract';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { after, cancel } from '@/shared/platform/timers';
import { useSettings } from '@/shared/preferences';
import { Icon } from '@/shared/ui/icon';
import styles from './odds-button.module.css';
import { slipSelectionOf } from './selection';
import { useInSlip, useSlip } from './store';

/** How long a price change stays highlighted. */
export const FLASH_MS = 2500;

interface OddsButtonProps {
  event: Pick<Event, 'id' | 'name' | 'status'>;
  market: Market;
  outcome: Outcome;
  /** Visible label; the outcome name when absent. */
  label?: string | null;
  /** Hides the label (list rows with column headers). */
  compact?: boolean;
  /** stacked: label above the price (list rows); inline: name left, price right (market lists). */
  layout?: 'stacked' | 'inline';
  /** Adds the selection each-way (a race card's each-way switch); only where the market pays places. */
  eachWay?: boolean;
}

function OddsButtonView({
  event,
  market,
  outcome,
  label,
  compact = false,
  layout = 'inline',
  eachWay = false,
}: OddsButtonProps) {
  const { t } = useTranslation();
  const format = useSettings((state) => state.oddsFormat);
  const selected = useInSlip(outcome.id);
  const toggle = useSlip((state) => state.toggle);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  const previous = useRef(outcome.odds);

  useEffect(() => {
    const before = previous.current;
    previous.current = outcome.odds;
    if (before === outcome.odds || before <= 0 || outcome.odds <= 0) return;
    setFlash(outcome.odds > before ? 'up' : 'down');
    const timer = after(FLASH_MS, () => setFlash(null));
    return () => cancel(timer);
  }, [outcome.odds]);

  const locked = market.is_suspended || event.status === 'suspended' || outcome.odds <= 1;
  const price = outcome.display_odds[format] || formatOdds(outcome.odds, format);
  const name = handicapOutcomeName(label ?? outcome.name);
  const className = [
    styles.button,
    selected ? styles.selected : '',
    flash === 'up' ? styles.up : '',
    flash === 'down' ? styles.down : '',
    locked ? styles.locked : '',
    compact ? styles.compact : '',
    layout === 'stacked' ? styles.stacked : '',
  ].join(' ');

  if (locked) {
    return (
      <span
        className={className}
        role="img"
        aria-label={`${name}: ${t('odds.suspended')}`}
        data-testid="odds-locked"
      >
        {compact ? null : <span className={styles.label}>{name}</span>}
        <Icon name="lock" size={14} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      // Whether it is in the slip is its pressed state: a name saying 'in bet slip' would also answer to
      // the slip's own 'Bet Slip' controls.
      aria-label={t('odds.addToSlip', { outcome: name, odds: price })}
      data-odds={outcome.odds}
      data-outcome-id={outcome.id}
      data-flash={flash ?? undefined}
      onClick={() => toggle(slipSelectionOf(event, market, outcome, eachWay))}
    >
      {compact ? null : <span className={styles.label}>{name}</span>}
      <span className={styles.price} data-testid="price">
        {flash === 'up' ? <Icon name="caretUp" size={12} className={styles.arrowUp} /> : null}
        {flash === 'down' ? <Icon name="caretDown" size={12} className={styles.arrowDown} /> : null}
        {price}
      </span>
    </button>
  );
}

export const OddsButton = memo(OddsButtonView);
