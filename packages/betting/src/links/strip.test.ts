import { describe, expect, it } from 'vitest';
import { isSelectionQueryKey } from './slip-link';
import { HANDLED_QUERY_PARAMS, stripHandledQueryParams } from './strip';

describe('query parameters are stripped from the URL after use', () => {
  it('lists the parameters of the spec', () => {
    expect([...HANDLED_QUERY_PARAMS].sort()).toEqual(
      [
        'action',
        'cashier',
        'chatbot',
        'help',
        'login_with_token',
        'pnp-register',
        'register',
        'registration_token',
        'reset_password',
        'reset_password_compromised',
        'selection',
        'selections',
        'stake',
        'type',
      ].sort(),
    );
  });

  it('removes handled keys and keeps the rest in order', () => {
    const query =
      '?lang=en&action=addToSlip&selection=1&mode=outrights&chatbot=reset&mode=x&login_with_token=t';
    expect(stripHandledQueryParams(query)).toEqual([
      ['lang', 'en'],
      ['mode', 'outrights'],
      ['mode', 'x'],
    ]);
  });

  it('takes a key list or a predicate', () => {
    const query = 'LineID[0]=1&LineID=2&bettype=combi&lang=en';
    expect(stripHandledQueryParams(query, ['bettype'])).toEqual([
      ['LineID[0]', '1'],
      ['LineID', '2'],
      ['lang', 'en'],
    ]);
    expect(stripHandledQueryParams(query, (key) => isSelectionQueryKey(key) || key === 'bettype')).toEqual([
      ['lang', 'en'],
    ]);
  });

  it('accepts a record query; nothing handled leaves nothing out', () => {
    expect(stripHandledQueryParams({ help: 'x', a: ['1', '2'] })).toEqual([
      ['a', '1'],
      ['a', '2'],
    ]);
    expect(stripHandledQueryParams('')).toEqual([]);
  });
});
