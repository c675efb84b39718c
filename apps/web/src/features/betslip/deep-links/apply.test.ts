import { parseSlipAction, parseSlipLink } from '@touchline/betting';
import type { SelectionDetail } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { slipCommands, strippedQuery } from './apply';

const detail = (id: string, eventId = `e${id}`) =>
  ({
    event: { id: eventId, name: `Event ${id}` },
    market: { id: `m${id}`, type: '1x2', name: 'Match', is_suspended: false, ew_place: null, ew_price: null },
    outcome: {
      id,
      market_id: `m${id}`,
      name: `Outcome ${id}`,
      odds: 2,
      display_odds: { decimal: '2.00' },
      is_each_way: false,
      has_ew: false,
      place_odds: null,
      is_starting_price: false,
      combo_boost_available: true,
      items: null,
    },
  }) as unknown as SelectionDetail;

describe('slip query parameters are stripped from the address after use', () => {
  it('removes LineID keys, bettype, stake, action and its fields, and the cashier return', () => {
    expect(
      strippedQuery(
        '?LineID[0]=1&LineID%5B1%5D=2&bettype=combi&stake=5&lang=en&action=addToSlip&selection=3',
      ),
    ).toBe('?lang=en');
    expect(strippedQuery('?success=true&request_id=r1')).toBe('');
  });
});

describe('deep links fill the slip', () => {
  it('LineID[0..2] with action=addToSlip gives a combi of the valid selections', () => {
    const search = '?LineID[0]=1&LineID[1]=2&LineID[2]=3&action=addToSlip&type=combi&selections=1|2|3';
    const commands = slipCommands(parseSlipLink(search), parseSlipAction(search), [
      detail('1'),
      detail('2'),
      detail('3'),
    ]);
    expect(commands.filter((c) => c.type === 'ADD_SELECTION')).toHaveLength(3);
    expect(commands).toContainEqual({ type: 'SET_BET_TYPE', betType: 'combi' });
  });

  it('a link stake with a trailing dot is discarded; extra decimals are truncated', () => {
    expect(
      slipCommands(parseSlipLink('LineID=1&stake=10.'), null, [detail('1')]).some(
        (c) => c.type === 'SET_STAKE',
      ),
    ).toBe(false);
    expect(slipCommands(parseSlipLink('LineID=1&stake=2.999'), null, [detail('1')])).toContainEqual({
      type: 'SET_STAKE',
      betType: 'single',
      stake: 2.99,
    });
  });

  it('changeStake sets the stake of the requested type without selections', () => {
    expect(slipCommands(null, parseSlipAction('action=changeStake&stake=7&type=system'), [])).toEqual([
      { type: 'SET_STAKE', betType: 'system', stake: 7 },
    ]);
  });

  it('ids the server does not know add nothing', () => {
    expect(slipCommands(parseSlipLink('LineID=404'), null, [])).toEqual([]);
  });
});
