import { describe, expect, it } from 'vitest';
import { slipReducer } from './reducer';
import {
  canChooseBoostToken,
  canChooseFreeBet,
  eachWayAvailability,
  selectionErrors,
  sharesEvent,
  tabState,
} from './rules';
import { SYSTEM_HARD_LIMIT, SYSTEM_MIN, SYSTEM_STYLE_LIMIT } from './state';
import { run, sel, sels, slipWith, T0 } from './test-fixtures';

describe('system bet limits', () => {
  it('min 3 selections, styling limit 16, hard block above 20', () => {
    expect([SYSTEM_MIN, SYSTEM_STYLE_LIMIT, SYSTEM_HARD_LIMIT]).toEqual([3, 16, 20]);
  });
});

describe('selection error flags', () => {
  const twins = [sel('a', { eventId: 'e1' }), sel('b'), sel('c', { eventId: 'e1' })];

  it.each(['combi', 'system'] as const)(
    'CANNOT_COMBINE flags every selection sharing an event in %s',
    (betType) => {
      expect(selectionErrors(twins, betType)).toEqual(['CANNOT_COMBINE', null, 'CANNOT_COMBINE']);
    },
  );

  it('single has no combination flags', () => {
    expect(selectionErrors(twins, 'single')).toEqual([null, null, null]);
  });

  it.each(['forecast', 'tricast', 'Forecast'])(
    'FORECAST_TRICAST_CANNOT_BE_COMBINED flags a %s market',
    (type) => {
      expect(selectionErrors([sel('a', { marketType: type }), sel('b')], 'combi')).toEqual([
        'FORECAST_TRICAST_CANNOT_BE_COMBINED',
        null,
      ]);
      expect(selectionErrors([sel('a', { marketType: type }), sel('b')], 'single')).toEqual([null, null]);
    },
  );

  it('a forecast sharing an event reports the forecast flag', () => {
    const selections = [sel('a', { eventId: 'e1', marketType: 'forecast' }), sel('b', { eventId: 'e1' })];
    expect(selectionErrors(selections, 'system')).toEqual([
      'FORECAST_TRICAST_CANNOT_BE_COMBINED',
      'CANNOT_COMBINE',
    ]);
  });

  it('sharesEvent tells whether two selections come from one event', () => {
    expect(sharesEvent(twins)).toBe(true);
    expect(sharesEvent(sels(4))).toBe(false);
    expect(sharesEvent([])).toBe(false);
  });
});

describe('bet type: the combi and system tabs look disabled', () => {
  const disabled = (state: ReturnType<typeof slipWith>) => {
    const tabs = tabState(state);
    return [tabs.single.disabled, tabs.combi.disabled, tabs.system.disabled];
  };

  it('with one selection combi and system look disabled', () => {
    expect(disabled(slipWith([sel('a')]))).toEqual([false, true, true]);
  });

  it('with two selections only system looks disabled', () => {
    expect(disabled(slipWith(sels(2)))).toEqual([false, false, true]);
  });

  it('with 3 to 16 selections from distinct events none looks disabled', () => {
    expect(disabled(slipWith(sels(3)))).toEqual([false, false, false]);
    expect(disabled(slipWith(sels(16)))).toEqual([false, false, false]);
  });

  it('over 16 selections system looks disabled', () => {
    expect(disabled(slipWith(sels(17)))).toEqual([false, false, true]);
  });

  it('two selections from one event make combi and system look disabled', () => {
    expect(disabled(slipWith([sel('a', { eventId: 'e1' }), sel('b'), sel('c', { eventId: 'e1' })]))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('marks the active tab', () => {
    const tabs = tabState(slipWith(sels(2)));
    expect([tabs.single.active, tabs.combi.active, tabs.system.active]).toEqual([false, true, false]);
  });
});

describe('each-way availability', () => {
  const ew = { ewPlace: 3, ewPrice: 4 };

  it('single: a checkbox only on selections whose market pays more than 1 place', () => {
    const singles = slipReducer(slipWith([sel('a', ew), sel('b', { ewPlace: 1 }), sel('c')]), {
      type: 'SET_BET_TYPE',
      betType: 'single',
      now: T0,
    });
    expect(eachWayAvailability(singles)).toEqual({ perSelection: ['a'], slipToggle: false });
  });

  it('combi/system: one toggle only when every selection pays places', () => {
    expect(eachWayAvailability(slipWith([sel('a', ew), sel('b', ew)]))).toEqual({
      perSelection: [],
      slipToggle: true,
    });
    expect(eachWayAvailability(slipWith([sel('a', ew), sel('b', { ewPlace: 1 })])).slipToggle).toBe(false);
  });
});

describe('free-bet and boost-token shapes', () => {
  it('a free bet fits a combi or a single with one selection', () => {
    expect(canChooseFreeBet(slipWith([sel('a')]))).toBe(true);
    expect(canChooseFreeBet(slipWith(sels(2)))).toBe(true);
    expect(canChooseFreeBet(slipWith([]))).toBe(false);
    const system = slipReducer(slipWith(sels(3)), { type: 'SET_BET_TYPE', betType: 'system', now: T0 });
    expect(canChooseFreeBet(system)).toBe(false);
  });

  it('a boost token fits only a plain single with one selection', () => {
    expect(canChooseBoostToken(slipWith([sel('a')]))).toBe(true);
    expect(canChooseBoostToken(slipWith(sels(2)))).toBe(false);
    const ewSingle = run(
      [{ type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 }],
      slipWith([sel('a', { ewPlace: 3, ewPrice: 4 })]),
    );
    expect(canChooseBoostToken(ewSingle)).toBe(false);
  });
});
