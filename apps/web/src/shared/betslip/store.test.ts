import type { SlipSelection } from '@touchline/betting';
import { beforeEach, describe, expect, it } from 'vitest';
import { BETSLIP_KEY, useSlip } from './store';

const selection = (id: string, eventId: string): SlipSelection => ({
  event: { id: eventId, name: 'A v B' },
  market: { id: `m${id}`, type: '1x2', is_suspended: false },
  outcome: { id, market_id: `m${id}`, odds: 2 },
});

beforeEach(() => {
  localStorage.clear();
  useSlip.getState().dispatch({ type: 'CLEAR' });
});

describe('an odds button click adds the selection to the slip store', () => {
  it('toggles a selection in and out and persists it', () => {
    useSlip.getState().toggle(selection('o1', 'e1'));
    expect(useSlip.getState().slip.selections).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(BETSLIP_KEY) ?? '{}').selections).toHaveLength(1);
    useSlip.getState().toggle(selection('o1', 'e1'));
    expect(useSlip.getState().slip.selections).toHaveLength(0);
  });
  it('a second selection of another event switches single to combi', () => {
    useSlip.getState().toggle(selection('o1', 'e1'));
    useSlip.getState().toggle(selection('o2', 'e2'));
    expect(useSlip.getState().slip.betType).toBe('combi');
  });
});
