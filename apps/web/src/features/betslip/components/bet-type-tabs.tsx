import type { BetType, TabLook } from '@touchline/betting';
import { type KeyboardEvent, useRef } from 'react';
import styles from '../betslip.module.css';

const BET_TYPES: readonly BetType[] = ['single', 'combi', 'system'];

interface BetTypeTabsProps {
  /** What the tabs choose, for assistive technology ('Bet type'). */
  label: string;
  tabs: Record<BetType, TabLook>;
  names: (type: BetType) => string;
  onChoose: (type: BetType) => void;
}

/**
 * Single / Combi / System as a tab list: the chosen type is the selected tab. A tab the selections do
 * not allow looks unavailable but can still be chosen (the slip then says why it cannot be placed), so
 * it is never disabled. One tab is in the Tab order; the arrow keys, Home and End move between them and
 * choose, as in any tab list.
 */
export function BetTypeTabs({ label, tabs, names, onChoose }: BetTypeTabsProps) {
  const refs = useRef<Partial<Record<BetType, HTMLButtonElement | null>>>({});
  const chosen = BET_TYPES.find((type) => tabs[type].active) ?? 'single';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: BetType) => {
    const at = BET_TYPES.indexOf(from);
    const last = BET_TYPES.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const type = BET_TYPES[to] as BetType;
    onChoose(type);
    refs.current[type]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {BET_TYPES.map((type) => (
        <button
          key={type}
          ref={(element) => {
            refs.current[type] = element;
          }}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tabs[type].active}
          tabIndex={type === chosen ? 0 : -1}
          data-disabled={tabs[type].disabled || undefined}
          onClick={() => onChoose(type)}
          onKeyDown={(event) => onKeyDown(event, type)}
        >
          {names(type)}
        </button>
      ))}
    </div>
  );
}
