import { describe, expect, it } from 'vitest';
import { parseSlipAction } from './slip-action';

describe('query action changeStake or addToSlip', () => {
  it('addToSlip with selection and selections separated by |', () => {
    expect(parseSlipAction('action=addToSlip&selection=9&selections=1|2||3|1&type=combi&stake=5')).toEqual({
      action: 'addToSlip',
      stake: 5,
      type: 'combi',
      selections: ['9', '1', '2', '3'],
    });
  });

  it('changeStake with stake and type', () => {
    expect(parseSlipAction('action=changeStake&stake=12.345&type=batch')).toEqual({
      action: 'changeStake',
      stake: 12.34,
      type: 'batch',
      selections: [],
    });
  });

  it('accepts every type: batch, single, combi, system; anything else is no type', () => {
    for (const type of ['batch', 'single', 'combi', 'system']) {
      expect(parseSlipAction(`action=changeStake&stake=1&type=${type}`)?.type).toBe(type);
    }
    expect(parseSlipAction('action=changeStake&stake=1&type=accumulator')?.type).toBeNull();
    expect(parseSlipAction('action=changeStake&stake=1')?.type).toBeNull();
  });

  it('reads a %7C-encoded separator and a record query', () => {
    expect(parseSlipAction('action=addToSlip&selections=1%7C2')?.selections).toEqual(['1', '2']);
    expect(parseSlipAction({ action: 'addToSlip', selection: '4' })?.selections).toEqual(['4']);
  });

  it('ignores unknown or missing actions', () => {
    expect(parseSlipAction('')).toBeNull();
    expect(parseSlipAction('action=removeFromSlip&selection=1')).toBeNull();
    expect(parseSlipAction('selection=1')).toBeNull();
  });

  it('ignores a changeStake without a usable stake and an addToSlip without selections', () => {
    expect(parseSlipAction('action=changeStake')).toBeNull();
    expect(parseSlipAction('action=changeStake&stake=10.')).toBeNull();
    expect(parseSlipAction('action=addToSlip&stake=10')).toBeNull();
    expect(parseSlipAction('action=addToSlip&selections=||')).toBeNull();
  });

  it('an addToSlip stake follows the URL stake rules', () => {
    expect(parseSlipAction('action=addToSlip&selection=1&stake=3.')?.stake).toBeNull();
    expect(parseSlipAction('action=addToSlip&selection=1&stake=3.999')?.stake).toBe(3.99);
  });
});
