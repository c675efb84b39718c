/** The bet builder slip in the right column, shown while the builder holds a bet or its confirmation. */
import { BetBuilderSlip } from './bet-builder-slip';
import { useBuilderSlip } from './store';

export default function BetBuilderPanel() {
  const shown = useBuilderSlip(
    (state) => state.slip.selections.length > 0 || state.slip.placement.status === 'completed',
  );
  return shown ? <BetBuilderSlip /> : null;
}
