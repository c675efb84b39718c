import { render, screen } from '@testing-library/react';
import type { SlipTicket } from '@touchline/betting';
import { describe, expect, it } from 'vitest';
import { ResultPanel } from './result-panel';

const placed = (overrides: Partial<SlipTicket>): SlipTicket => ({
  uuid: 'b7f9c0de-0000-4000-8000-000000000001',
  status: 'PROCESSED',
  error: false,
  stake: 10,
  total_stake: 10,
  bet_type: 'single',
  each_way: false,
  selections: [
    {
      outcome_name: 'Ashford United',
      event_name: 'Ashford United - Brookfield',
      market_name: 'Match Result',
    },
  ],
  potential_return: 25,
  tax: 0,
  error_meta: null,
  ...overrides,
});

const money = (major: number | null) => (major === null ? '-' : `€${major.toFixed(2)}`);

function show(ticket: SlipTicket) {
  render(
    <ResultPanel
      tickets={[ticket]}
      money={money}
      onRetain={() => {}}
      onClearAll={() => {}}
      onDeposit={() => {}}
      onShare={async () => ''}
    />,
  );
  return screen.getByTestId('ticket-stake').textContent;
}

describe('ResultPanel stake of a placed ticket', () => {
  it('a System 2/3 at 12.34 a line shows the 37.02 taken for its three lines', () => {
    expect(show(placed({ bet_type: 'system', stake: 12.34, total_stake: 37.02 }))).toBe('€37.02');
    expect(screen.getByText('Total stake')).toBeTruthy();
  });

  it('an each-way single of 10 shows the 20.00 taken for its win and place parts', () => {
    expect(show(placed({ each_way: true, stake: 10, total_stake: 20 }))).toBe('€20.00');
  });

  it('a plain single shows its stake', () => {
    expect(show(placed({ stake: 12.34, total_stake: 12.34 }))).toBe('€12.34');
  });
});
