/** The slip's selections, one line each, with their prices, errors and (for singles) stakes. */
import type { SlipLineView } from '@touchline/betting';
import type { SlipCommand } from '@/shared/betslip';
import styles from '../betslip.module.css';
import { SelectionLine } from './selection-line';

interface SelectionListProps {
  lines: readonly SlipLineView[];
  single: boolean;
  currencySymbol: string;
  locked: boolean;
  send: (command: SlipCommand) => void;
}

export function SelectionList({ lines, single, currencySymbol, locked, send }: SelectionListProps) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const outcomeId = line.selection.outcome.id;
        return (
          <SelectionLine
            key={outcomeId}
            line={line}
            single={single}
            currencySymbol={currencySymbol}
            locked={locked}
            onRemove={() => send({ type: 'REMOVE_SELECTION', outcomeId })}
            onStake={(stake) => send({ type: 'SET_STAKE', betType: 'single', outcomeId, stake })}
            onToggleEachWay={() => send({ type: 'TOGGLE_EACH_WAY', outcomeId })}
          />
        );
      })}
    </ul>
  );
}
