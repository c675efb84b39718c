import { describe, expect, it } from 'vitest';
import { systemOptions } from '../returns/system';
import { restoreSlipState, slipReducer } from './reducer';
import {
  initialSlipState,
  SLIP_EXPIRY_MS,
  type SlipState,
  SYSTEM_HARD_LIMIT,
  SYSTEM_STYLE_LIMIT,
} from './state';
import { add, deepFreeze, HOUR, processing, run, sel, sels, slipWith, T0, ticket } from './test-fixtures';

const setType = (betType: SlipState['betType'], now = T0) =>
  ({ type: 'SET_BET_TYPE', betType, now }) as const;
const remove = (outcomeId: string, now = T0) => ({ type: 'REMOVE_SELECTION', outcomeId, now }) as const;

describe('bet type: one selection forces single', () => {
  it('a first selection makes a single', () => {
    expect(slipWith([sel('a')]).betType).toBe('single');
  });

  it('removing down to one selection goes back to single', () => {
    const combi = slipWith([sel('a'), sel('b')]);
    expect(combi.betType).toBe('combi');
    expect(slipReducer(combi, remove('b')).betType).toBe('single');
  });

  it('removing the last selection leaves an empty single', () => {
    const state = run([remove('a')], slipWith([sel('a')]));
    expect(state.selections).toEqual([]);
    expect(state.betType).toBe('single');
  });
});

describe('bet type: adding a second selection to a single switches to combi', () => {
  it('switches when the two selections come from different events', () => {
    expect(slipWith([sel('a'), sel('b')]).betType).toBe('combi');
  });

  it('stays single when the two selections share an event', () => {
    expect(slipWith([sel('a', { eventId: 'e1' }), sel('b', { eventId: 'e1' })]).betType).toBe('single');
  });

  it('only the second selection switches: a third added to chosen singles stays single', () => {
    const singles = slipReducer(slipWith([sel('a'), sel('b')]), setType('single'));
    expect(slipReducer(singles, add(sel('c'))).betType).toBe('single');
  });

  it('adding to a combi keeps it combi even from an event already in it', () => {
    const state = slipWith([sel('a', { eventId: 'e1' }), sel('b'), sel('c', { eventId: 'e1' })]);
    expect(state.betType).toBe('combi');
  });

  it('the same outcome is never added twice', () => {
    const one = slipWith([sel('a')]);
    expect(slipReducer(one, add(sel('a')))).toBe(one);
  });
});

describe('bet type: combi needs at least 2 selections', () => {
  it('choosing combi with one selection is refused', () => {
    const one = slipWith([sel('a')]);
    expect(slipReducer(one, setType('combi'))).toBe(one);
  });

  it('choosing combi with two is accepted, even from one event (then flagged CANNOT_COMBINE)', () => {
    const state = slipReducer(
      slipWith([sel('a', { eventId: 'e1' }), sel('b', { eventId: 'e1' })]),
      setType('combi'),
    );
    expect(state.betType).toBe('combi');
    expect(state.selections.map((s) => s.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE']);
  });
});

describe('bet type: system needs at least 3 selections, else single', () => {
  it('choosing system with 2 selections falls back to single', () => {
    const combi = slipWith(sels(2));
    expect(slipReducer(combi, setType('system')).betType).toBe('single');
  });

  it('a system of 3 losing a selection falls back to single, not combi', () => {
    const system = slipReducer(slipWith(sels(3)), setType('system'));
    expect(system.betType).toBe('system');
    expect(slipReducer(system, remove('o3')).betType).toBe('single');
  });
});

describe('bet type: system styling limit 16 and hard block above 20', () => {
  it('adding a 17th selection while in system falls back to single', () => {
    const system = slipReducer(slipWith(sels(SYSTEM_STYLE_LIMIT)), setType('system'));
    expect(system.betType).toBe('system');
    const grown = slipReducer(system, add(sel('extra')));
    expect(grown.betType).toBe('single');
    expect(grown.systemOptions).toEqual([]);
    expect(grown.systemType).toBeNull();
  });

  it('choosing system with more than 20 selections is refused and single is chosen', () => {
    const combi = slipWith(sels(SYSTEM_HARD_LIMIT + 1));
    expect(combi.betType).toBe('combi');
    expect(slipReducer(combi, setType('system')).betType).toBe('single');
  });

  it.each([17, 18, 19, 20])(
    'choosing system with %i selections is allowed: 16 is only a styling limit',
    (n) => {
      const state = slipReducer(slipWith(sels(n)), setType('system'));
      expect(state.betType).toBe('system');
      expect(state.systemOptions).toHaveLength(n - 2);
    },
  );

  it('a system chosen above 16 holds until the selections change, then falls back to single', () => {
    const system = slipReducer(slipWith(sels(18)), setType('system'));
    const repriced = slipReducer(system, {
      type: 'UPDATE_PRICES',
      updates: [{ outcomeId: 'o1', odds: 3 }],
      now: T0,
    });
    expect(repriced.betType).toBe('system');
    expect(slipReducer(repriced, remove('o1')).betType).toBe('single');
  });

  it('a system chosen above 16 that shrinks to 16 by a removal stays system', () => {
    const system = slipReducer(slipWith(sels(17)), setType('system'));
    const shrunk = slipReducer(system, remove('o17'));
    expect(shrunk.betType).toBe('system');
    expect(shrunk.systemOptions).toEqual(systemOptions(16));
  });
});

describe('bet type: choosing system recomputes the options and preselects the first', () => {
  it('offers sizes 2..n-1 and preselects System 2/n', () => {
    const state = slipReducer(slipWith(sels(5)), setType('system'));
    expect(state.systemOptions).toEqual(systemOptions(5));
    expect(state.systemType).toBe('system_2/5');
  });

  it('choosing system clears the free bet', () => {
    const withFreeBet = slipReducer(slipWith(sels(3)), {
      type: 'CHOOSE_FREE_BET',
      freeBetId: 'fb1',
      now: T0,
    });
    expect(withFreeBet.freeBetId).toBe('fb1');
    expect(slipReducer(withFreeBet, setType('system')).freeBetId).toBeNull();
  });

  it('choosing system when already in system changes nothing', () => {
    const system = slipReducer(slipReducer(slipWith(sels(4)), setType('system')), {
      type: 'SET_SYSTEM_TYPE',
      systemType: 'system_3/4',
      now: T0,
    });
    expect(slipReducer(system, setType('system'))).toBe(system);
  });

  it('re-choosing system after leaving it preselects the first option again', () => {
    const system = run(
      [setType('system'), { type: 'SET_SYSTEM_TYPE', systemType: 'system_3/4', now: T0 }, setType('combi')],
      slipWith(sels(4)),
    );
    expect(system.systemOptions).toEqual([]);
    expect(slipReducer(system, setType('system')).systemType).toBe('system_2/4');
  });

  it('options follow the selections while in system, keeping the chosen size when still offered', () => {
    const system = run(
      [setType('system'), { type: 'SET_SYSTEM_TYPE', systemType: 'system_3/4', now: T0 }],
      slipWith(sels(4)),
    );
    const grown = slipReducer(system, add(sel('o5')));
    expect(grown.systemOptions).toEqual(systemOptions(5));
    expect(grown.systemType).toBe('system_3/5');
  });

  it('when the chosen size is no longer offered the first option is preselected', () => {
    const system = run(
      [setType('system'), { type: 'SET_SYSTEM_TYPE', systemType: 'system_4/5', now: T0 }],
      slipWith(sels(5)),
    );
    const shrunk = slipReducer(system, remove('o5'));
    expect(shrunk.systemOptions).toEqual(systemOptions(4));
    expect(shrunk.systemType).toBe('system_2/4');
  });

  it('a system type is chosen only among the offered options and only in system', () => {
    const system = slipReducer(slipWith(sels(4)), setType('system'));
    expect(slipReducer(system, { type: 'SET_SYSTEM_TYPE', systemType: 'system_4/4', now: T0 })).toBe(system);
    const combi = slipWith(sels(4));
    expect(slipReducer(combi, { type: 'SET_SYSTEM_TYPE', systemType: 'system_2/4', now: T0 })).toBe(combi);
  });
});

describe('bet type: adding a selection when processing is completed empties the slip first', () => {
  it('starts a fresh slip with only the new selection and processing off', () => {
    const completed = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(slipWith([sel('a'), sel('b')]), [ticket(10, { bet_type: 'combi' })]),
    );
    expect(completed.processingStatus).toBe('completed');
    const next = slipReducer(completed, add(sel('c')));
    expect(next.selections.map((s) => s.outcome.id)).toEqual(['c']);
    expect(next.processingStatus).toBe('off');
    expect(next.tickets).toEqual([]);
    expect(next.betType).toBe('single');
  });

  it('a toggle while completed also starts a fresh slip, even on a selection already in it', () => {
    const completed = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(slipWith([sel('a'), sel('b')])),
    );
    const next = slipReducer(completed, { type: 'TOGGLE_SELECTION', selection: sel('a'), now: T0 });
    expect(next.selections.map((s) => s.outcome.id)).toEqual(['a']);
    expect(next.processingStatus).toBe('off');
  });
});

describe('bet type: clearing resets bet type to single', () => {
  it('CLEAR empties selections and stakes and resets single, keeping the slip open', () => {
    const state = run(
      [
        { type: 'SHOW' },
        setType('system'),
        { type: 'SET_STAKE', betType: 'system', stake: 5, now: T0 },
        { type: 'CLEAR', now: T0 },
      ],
      slipWith(sels(3)),
    );
    expect(state.selections).toEqual([]);
    expect(state.betType).toBe('single');
    expect(state.stakeSystem).toBeNull();
    expect(state.stakes).toEqual({});
    expect(state.visible).toBe(true);
  });
});

describe('bet type: a single stake set is copied to each added outcome', () => {
  it('copies the last single stake to the new outcome', () => {
    const state = run(
      [{ type: 'SET_STAKE', betType: 'single', outcomeId: 'a', stake: 7.5, now: T0 }, add(sel('b'))],
      slipWith([sel('a')]),
    );
    expect(state.stakes).toEqual({ a: 7.5, b: 7.5 });
    expect(state.selections.map((s) => s.stake)).toEqual([7.5, 7.5]);
  });

  it('without a single stake the new outcome has none', () => {
    expect(slipWith([sel('a'), sel('b')]).stakes).toEqual({});
  });

  it('a stake carried by the added selection wins over the copied one', () => {
    const state = run(
      [
        { type: 'SET_STAKE', betType: 'single', outcomeId: 'a', stake: 5, now: T0 },
        add({ ...sel('b'), stake: 3 }),
      ],
      slipWith([sel('a')]),
    );
    expect(state.stakes).toEqual({ a: 5, b: 3 });
  });

  it('a single stake without an outcome applies to every single', () => {
    const singles = run([setType('single')], slipWith(sels(3)));
    const state = slipReducer(singles, { type: 'SET_STAKE', betType: 'single', stake: 4, now: T0 });
    expect(state.stakes).toEqual({ o1: 4, o2: 4, o3: 4 });
    expect(state.stakeSingle).toBe(4);
  });

  it('a negative or non-finite stake is refused', () => {
    const one = slipWith([sel('a')]);
    for (const stake of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(slipReducer(one, { type: 'SET_STAKE', betType: 'single', outcomeId: 'a', stake, now: T0 })).toBe(
        one,
      );
    }
  });

  it('a stake for a bet type other than the current one is refused', () => {
    const one = slipWith([sel('a')]);
    expect(slipReducer(one, { type: 'SET_STAKE', betType: 'combi', stake: 5, now: T0 })).toBe(one);
  });
});

describe('the betslip is cleared when last updated more than 24 hours ago', () => {
  const slip = slipWith([sel('a')]);

  it('EXPIRE_CHECK keeps a slip updated exactly 24 hours ago', () => {
    expect(slipReducer(slip, { type: 'EXPIRE_CHECK', now: T0 + SLIP_EXPIRY_MS })).toBe(slip);
  });

  it('EXPIRE_CHECK clears a slip updated more than 24 hours ago', () => {
    const now = T0 + SLIP_EXPIRY_MS + 1;
    const expired = slipReducer(slip, { type: 'EXPIRE_CHECK', now });
    expect(expired.selections).toEqual([]);
    expect(expired.updatedAt).toBe(now);
  });

  it('any event carrying now clears a stale slip before it applies', () => {
    const later = T0 + 25 * HOUR;
    expect(slipReducer(slip, add(sel('b'), later)).selections.map((s) => s.outcome.id)).toEqual(['b']);
    expect(slipReducer(slip, { type: 'UPDATE_PRICES', updates: [], now: later }).selections).toEqual([]);
  });

  it('an empty stale slip is left as it is', () => {
    const empty = initialSlipState(T0);
    expect(slipReducer(empty, { type: 'EXPIRE_CHECK', now: T0 + 48 * HOUR })).toBe(empty);
  });

  it('updatedAt moves on bettor edits, not on price refreshes', () => {
    const edited = slipReducer(slip, add(sel('b'), T0 + HOUR));
    expect(edited.updatedAt).toBe(T0 + HOUR);
    const repriced = slipReducer(edited, {
      type: 'UPDATE_PRICES',
      updates: [{ outcomeId: 'a', odds: 2.5 }],
      now: T0 + 2 * HOUR,
    });
    expect(repriced.updatedAt).toBe(T0 + HOUR);
  });

  it('a refused edit does not move updatedAt', () => {
    expect(slipReducer(slip, setType('combi', T0 + HOUR))).toBe(slip);
  });

  it('does not expire while processing', () => {
    const busy = processing(slip);
    const late = slipReducer(busy, { type: 'UPDATE_PRICES', updates: [], now: T0 + 48 * HOUR });
    expect(late).toBe(busy);
  });
});

describe('removing a selection clears the slip error', () => {
  it('clears error on removal', () => {
    const state = run([{ type: 'SET_ERROR', error: 'BALANCE_INSUFFICIENT' }], slipWith([sel('a'), sel('b')]));
    expect(state.error).toBe('BALANCE_INSUFFICIENT');
    expect(slipReducer(state, remove('a')).error).toBeNull();
  });

  it('removing an outcome not in the slip changes nothing', () => {
    const state = run([{ type: 'SET_ERROR', error: 'X' }], slipWith([sel('a')]));
    expect(slipReducer(state, remove('zzz'))).toBe(state);
  });

  it('drops the removed outcome stake', () => {
    const state = run(
      [setType('single'), { type: 'SET_STAKE', betType: 'single', stake: 5, now: T0 }, remove('a')],
      slipWith([sel('a'), sel('b')]),
    );
    expect(state.stakes).toEqual({ b: 5 });
  });
});

describe('changing a stake clears per-selection stakes', () => {
  it.each(['combi', 'system'] as const)('a %s stake clears the single stakes', (betType) => {
    const state = run(
      [
        setType('single'),
        { type: 'SET_STAKE', betType: 'single', stake: 5, now: T0 },
        setType(betType),
        { type: 'SET_STAKE', betType, stake: 3, now: T0 },
      ],
      slipWith(sels(3)),
    );
    expect(state.stakes).toEqual({});
    expect(state.selections.every((s) => s.stake === null)).toBe(true);
    expect(betType === 'combi' ? state.stakeCombi : state.stakeSystem).toBe(3);
  });
});

describe('live odds that differ from the slip odds are highlighted', () => {
  const slip = slipWith([sel('a', { odds: 2 }), sel('b', { odds: 3 })]);
  const price = (odds: number) =>
    ({ type: 'UPDATE_PRICES', updates: [{ outcomeId: 'a', odds }], now: T0 }) as const;

  it('keeps the odds the bettor saw and takes the live ones', () => {
    const state = slipReducer(slip, price(2.2));
    expect(state.selections[0]?.outcome.odds).toBe(2.2);
    expect(state.changedOdds).toEqual({ a: 2 });
  });

  it('a second move still compares with the odds first seen', () => {
    expect(run([price(2.2), price(2.4)], slip).changedOdds).toEqual({ a: 2 });
  });

  it('odds moving back to the seen price end the highlight', () => {
    expect(run([price(2.2), price(2)], slip).changedOdds).toEqual({});
  });

  it('the same odds change nothing', () => {
    expect(slipReducer(slip, price(2))).toBe(slip);
  });

  it('accepting the changes ends the highlight', () => {
    expect(run([price(2.2), { type: 'ACCEPT_ODDS_CHANGES', now: T0 }], slip).changedOdds).toEqual({});
  });

  it('refreshes suspension, display odds and combo boost flags', () => {
    const state = slipReducer(slip, {
      type: 'UPDATE_PRICES',
      updates: [
        {
          outcomeId: 'b',
          is_suspended: true,
          combo_boost_available: true,
          display_odds: { decimal: '3.00' },
        },
      ],
      now: T0,
    });
    expect(state.selections[1]?.market.is_suspended).toBe(true);
    expect(state.selections[1]?.outcome.combo_boost_available).toBe(true);
    expect(state.selections[1]?.outcome.display_odds).toEqual({ decimal: '3.00' });
    expect(state.selections[0]).toBe(slip.selections[0]);
  });

  it('ignores unreadable odds and unknown outcomes', () => {
    const updates = [
      { outcomeId: 'a', odds: Number.NaN },
      { outcomeId: 'zzz', odds: 5 },
    ];
    expect(slipReducer(slip, { type: 'UPDATE_PRICES', updates, now: T0 })).toBe(slip);
  });

  it('removing a selection drops its highlight', () => {
    expect(run([price(2.2), remove('a')], slip).changedOdds).toEqual({});
  });
});

describe('each-way', () => {
  const ew = { ewPlace: 3, ewPrice: 4 };

  it('a single toggles each-way on a selection whose market pays more than 1 place', () => {
    const state = slipReducer(slipWith([sel('a', ew)]), { type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 });
    expect(state.selections[0]?.outcome.is_each_way).toBe(true);
    const off = slipReducer(state, { type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 });
    expect(off.selections[0]?.outcome.is_each_way).toBe(false);
  });

  it('a single cannot go each-way on a market paying 1 place or none', () => {
    const one = slipWith([sel('a', { ewPlace: 1 })]);
    expect(slipReducer(one, { type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 })).toBe(one);
  });

  it('an added selection claiming each-way on a market without places is corrected', () => {
    const selection = sel('a');
    const state = slipWith([{ ...selection, outcome: { ...selection.outcome, is_each_way: true } }]);
    expect(state.selections[0]?.outcome.is_each_way).toBe(false);
  });

  it('combi toggles each-way only when every selection pays places', () => {
    const combi = slipWith([sel('a', ew), sel('b', ew)]);
    expect(slipReducer(combi, { type: 'TOGGLE_EACH_WAY', now: T0 }).eachWay).toBe(true);
    const mixed = slipWith([sel('a', ew), sel('b')]);
    expect(slipReducer(mixed, { type: 'TOGGLE_EACH_WAY', now: T0 })).toBe(mixed);
  });

  it('the slip-level toggle does not exist for single', () => {
    const single = slipWith([sel('a', ew)]);
    expect(slipReducer(single, { type: 'TOGGLE_EACH_WAY', now: T0 })).toBe(single);
  });

  it('the per-selection checkbox does not exist for combi', () => {
    const combi = slipWith([sel('a', ew), sel('b', ew)]);
    expect(slipReducer(combi, { type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 })).toBe(combi);
  });

  it('combi each-way goes when a selection without places joins', () => {
    const state = run(
      [{ type: 'TOGGLE_EACH_WAY', now: T0 }, add(sel('c'))],
      slipWith([sel('a', ew), sel('b', ew)]),
    );
    expect(state.eachWay).toBe(false);
  });
});

describe('selection error flags are recomputed after every change', () => {
  it('CANNOT_COMBINE appears in combi for two selections of one event and goes when one is removed', () => {
    const combi = slipWith([sel('a', { eventId: 'e1' }), sel('b'), sel('c', { eventId: 'e1' })]);
    expect(combi.selections.map((s) => s.error)).toEqual(['CANNOT_COMBINE', null, 'CANNOT_COMBINE']);
    expect(slipReducer(combi, remove('c')).selections.map((s) => s.error)).toEqual([null, null]);
  });

  it('switching to single clears the flags', () => {
    const combi = slipWith([sel('a', { eventId: 'e1' }), sel('b'), sel('c', { eventId: 'e1' })]);
    expect(slipReducer(combi, setType('single')).selections.map((s) => s.error)).toEqual([null, null, null]);
  });

  it('FORECAST_TRICAST_CANNOT_BE_COMBINED flags a forecast in a combi', () => {
    const combi = slipWith([sel('a', { marketType: 'forecast' }), sel('b')]);
    expect(combi.selections.map((s) => s.error)).toEqual(['FORECAST_TRICAST_CANNOT_BE_COMBINED', null]);
  });
});

describe('processing: off, processing after a successful calculate, completed when all tickets are placed', () => {
  const slip = slipWith([sel('a')]);

  it('a successful calculate starts processing with pending tickets and clears the slip error', () => {
    const state = processing(run([{ type: 'SET_ERROR', error: 'X' }], slip), [ticket(10), ticket(5)]);
    expect(state.processingStatus).toBe('processing');
    expect(state.tickets.map((t) => t.status)).toEqual([null, null]);
    expect(state.error).toBeNull();
  });

  it('a calculate with no ticket, or on an empty slip, is ignored', () => {
    expect(processing(slip, [])).toBe(slip);
    const empty = initialSlipState(T0);
    expect(processing(empty)).toBe(empty);
  });

  it('completes once every ticket has a status', () => {
    const busy = processing(slip, [ticket(10), ticket(5)]);
    const half = slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED', uuid: 'u1' });
    expect(half.processingStatus).toBe('processing');
    const done = slipReducer(half, { type: 'TICKET_RESULT', index: 1, status: 'CONNECTION_ERROR' });
    expect(done.processingStatus).toBe('completed');
    expect(done.tickets.map((t) => [t.uuid, t.status, t.error])).toEqual([
      ['u1', 'PROCESSED', false],
      [null, 'CONNECTION_ERROR', true],
    ]);
  });

  it('a second result for a ticket or an unknown index is ignored', () => {
    const busy = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(slip, [ticket(), ticket()]),
    );
    expect(slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'SERVER_ERROR' })).toBe(busy);
    expect(slipReducer(busy, { type: 'TICKET_RESULT', index: 7, status: 'PROCESSED' })).toBe(busy);
  });

  it('a calculated price accepts moved odds', () => {
    const moved = slipReducer(slip, {
      type: 'UPDATE_PRICES',
      updates: [{ outcomeId: 'a', odds: 3 }],
      now: T0,
    });
    expect(processing(moved).changedOdds).toEqual({});
  });
});

describe('processing: Retain selections closes the panel; Clear all clears and closes the slip', () => {
  const completed = run(
    [
      { type: 'SHOW' },
      { type: 'SET_STAKE', betType: 'combi', stake: 4, now: T0 },
      { type: 'CALCULATED', tickets: [ticket(4)], now: T0 },
      { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' },
    ],
    slipWith([sel('a'), sel('b')]),
  );

  it('Retain selections keeps selections and resets processing', () => {
    const state = slipReducer(completed, { type: 'RETAIN_SELECTIONS', now: T0 });
    expect(state.processingStatus).toBe('off');
    expect(state.tickets).toEqual([]);
    expect(state.selections).toBe(completed.selections);
    expect(state.visible).toBe(true);
  });

  it('Clear all clears selections and stakes, resets single and closes the slip', () => {
    const state = slipReducer(completed, { type: 'CLEAR_ALL', now: T0 });
    expect(state.selections).toEqual([]);
    expect(state.stakeCombi).toBeNull();
    expect(state.betType).toBe('single');
    expect(state.visible).toBe(false);
    expect(state.processingStatus).toBe('off');
  });

  it('the panel actions do nothing outside completed', () => {
    const off = slipWith([sel('a')]);
    expect(slipReducer(off, { type: 'RETAIN_SELECTIONS', now: T0 })).toBe(off);
    expect(slipReducer(off, { type: 'CLEAR_ALL', now: T0 })).toBe(off);
  });
});

describe('free bet and boost token are mutually exclusive', () => {
  const single = slipWith([sel('a')]);

  it('choosing a boost token clears the free bet', () => {
    const state = run(
      [
        { type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 },
        { type: 'CHOOSE_BOOST_TOKEN', boostTokenId: 'bt', now: T0 },
      ],
      single,
    );
    expect([state.freeBetId, state.boostTokenId]).toEqual([null, 'bt']);
  });

  it('choosing a free bet clears the boost token', () => {
    const state = run(
      [
        { type: 'CHOOSE_BOOST_TOKEN', boostTokenId: 'bt', now: T0 },
        { type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 },
      ],
      single,
    );
    expect([state.freeBetId, state.boostTokenId]).toEqual(['fb', null]);
  });

  it('choosing null removes the choice', () => {
    const state = run(
      [
        { type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 },
        { type: 'CHOOSE_FREE_BET', freeBetId: null, now: T0 },
      ],
      single,
    );
    expect(state.freeBetId).toBeNull();
  });
});

describe('the free-bet choice resets after a bet attempt', () => {
  const withFreeBet = run([{ type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 }], slipWith([sel('a')]));

  it('is kept while the tickets are processing, then reset on completion', () => {
    const busy = processing(withFreeBet);
    expect(busy.freeBetId).toBe('fb');
    expect(
      slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'SERVER_ERROR' }).freeBetId,
    ).toBeNull();
  });

  it('RESET_AFTER_ATTEMPT resets it after a failed calculate', () => {
    const failed = run([{ type: 'SET_ERROR', error: 'Oops' }, { type: 'RESET_AFTER_ATTEMPT' }], withFreeBet);
    expect(failed.freeBetId).toBeNull();
    expect(failed.error).toBe('Oops');
  });
});

describe('free-bet selector and boost token shapes', () => {
  const ew = { ewPlace: 3, ewPrice: 4 };
  const choose = { type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 } as const;
  const boost = { type: 'CHOOSE_BOOST_TOKEN', boostTokenId: 'bt', now: T0 } as const;

  it('a free bet is refused for system, several singles and each-way', () => {
    const system = slipReducer(slipWith(sels(3)), setType('system'));
    expect(slipReducer(system, choose)).toBe(system);
    const singles = slipReducer(slipWith(sels(2)), setType('single'));
    expect(slipReducer(singles, choose)).toBe(singles);
    const ewSingle = run([{ type: 'TOGGLE_EACH_WAY', outcomeId: 'a', now: T0 }], slipWith([sel('a', ew)]));
    expect(slipReducer(ewSingle, choose)).toBe(ewSingle);
    const ewCombi = run([{ type: 'TOGGLE_EACH_WAY', now: T0 }], slipWith([sel('a', ew), sel('b', ew)]));
    expect(slipReducer(ewCombi, choose)).toBe(ewCombi);
  });

  it('a free bet goes when the slip stops admitting it', () => {
    const state = run([choose, { type: 'TOGGLE_EACH_WAY', now: T0 }], slipWith([sel('a', ew), sel('b', ew)]));
    expect(state.eachWay).toBe(true);
    expect(state.freeBetId).toBeNull();
  });

  it('a boost token needs a single with one selection, no starting price, no forecast/tricast', () => {
    for (const slip of [
      slipWith(sels(2)),
      slipWith([sel('a', { startingPrice: true })]),
      slipWith([sel('a', { marketType: 'tricast' })]),
    ]) {
      expect(slipReducer(slip, boost)).toBe(slip);
    }
  });

  it('a boost token goes when a second selection joins', () => {
    const state = run([boost, add(sel('b'))], slipWith([sel('a')]));
    expect(state.boostTokenId).toBeNull();
  });
});

describe('close and clear are ignored during processing', () => {
  const busy = processing(run([{ type: 'SHOW' }], slipWith([sel('a')])));

  it.each([
    { type: 'HIDE' },
    { type: 'CLEAR', now: T0 },
    { type: 'CLEAR_ALL', now: T0 },
    { type: 'REMOVE_SELECTION', outcomeId: 'a', now: T0 },
    { type: 'ADD_SELECTION', selection: sel('b'), now: T0 },
  ] as const)('$type is ignored', (event) => {
    expect(slipReducer(busy, event)).toBe(busy);
  });

  it('closing works again once completed', () => {
    const done = slipReducer(busy, { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' });
    expect(slipReducer(done, { type: 'HIDE' }).visible).toBe(false);
  });
});

describe('default stake 10, or the last used stake when above 10', () => {
  it('starts at 10', () => {
    expect(initialSlipState(T0).stakeDefault).toBe(10);
  });

  it('a placed bet records its stake; above 10 it becomes the default', () => {
    const placed = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(slipWith([sel('a')]), [ticket(25)]),
    );
    expect(placed.lastUsedStake).toBe(25);
    expect(placed.stakeDefault).toBe(25);
  });

  it('a stake of 10 or less is recorded but the default stays 10', () => {
    const placed = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(slipWith([sel('a')]), [ticket(4)]),
    );
    expect(placed.lastUsedStake).toBe(4);
    expect(placed.stakeDefault).toBe(10);
  });

  it('a failed ticket or a free bet does not count as a used stake', () => {
    const failed = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'BALANCE_INSUFFICIENT' }],
      processing(slipWith([sel('a')]), [ticket(25)]),
    );
    expect(failed.lastUsedStake).toBeNull();
    const free = run(
      [{ type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' }],
      processing(run([{ type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 }], slipWith([sel('a')])), [
        ticket(25),
      ]),
    );
    expect(free.lastUsedStake).toBeNull();
  });

  it('clearing the slip keeps the last used stake', () => {
    const placed = run(
      [
        { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' },
        { type: 'CLEAR_ALL', now: T0 },
      ],
      processing(slipWith([sel('a')]), [ticket(25)]),
    );
    expect(placed.stakeDefault).toBe(25);
  });
});

describe('error catalogue', () => {
  it('SET_ERROR holds a slip error such as BALANCE_INSUFFICIENT and clears with null', () => {
    const state = run([{ type: 'SET_ERROR', error: 'BALANCE_INSUFFICIENT' }], slipWith([sel('a')]));
    expect(state.error).toBe('BALANCE_INSUFFICIENT');
    expect(slipReducer(state, { type: 'SET_ERROR', error: null }).error).toBeNull();
  });

  it('a ticket error keeps the server message, return, tax and error_meta', () => {
    const state = run(
      [
        {
          type: 'TICKET_RESULT',
          index: 0,
          status: 'Stake too high',
          potential_return: null,
          tax: 1.5,
          error_meta: { max_stake: '100' },
        },
      ],
      processing(slipWith([sel('a')])),
    );
    expect(state.tickets[0]).toMatchObject({
      status: 'Stake too high',
      error: true,
      tax: 1.5,
      error_meta: { max_stake: '100' },
    });
  });
});

describe('betslip state: the reducer contract', () => {
  it('never mutates its input', () => {
    const frozen = deepFreeze(slipWith([sel('a', { ewPlace: 3 }), sel('b', { ewPlace: 3 })]));
    expect(() =>
      run(
        [
          add(sel('c')),
          remove('a'),
          setType('single'),
          { type: 'SET_STAKE', betType: 'single', stake: 3, now: T0 },
          { type: 'UPDATE_PRICES', updates: [{ outcomeId: 'b', odds: 9, is_suspended: true }], now: T0 },
          { type: 'TOGGLE_EACH_WAY', outcomeId: 'b', now: T0 },
          { type: 'CALCULATED', tickets: [ticket()], now: T0 },
          { type: 'TICKET_RESULT', index: 0, status: 'PROCESSED' },
        ],
        frozen,
      ),
    ).not.toThrow();
  });

  it('returns the same object when nothing changes', () => {
    const slip = run([{ type: 'SHOW' }], slipWith([sel('a')]));
    expect(slipReducer(slip, { type: 'SHOW' })).toBe(slip);
    expect(slipReducer(slip, add(sel('a')))).toBe(slip);
    expect(slipReducer(slip, { type: 'SET_ERROR', error: null })).toBe(slip);
  });

  it('the state survives a JSON round trip', () => {
    const state = run(
      [
        setType('system'),
        { type: 'SET_STAKE', betType: 'system', stake: 2, now: T0 },
        { type: 'CALCULATED', tickets: [ticket(2)], now: T0 },
      ],
      slipWith(sels(4)),
    );
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('SHOW opens the slip and HIDE closes it', () => {
    const shown = slipReducer(initialSlipState(T0), { type: 'SHOW' });
    expect(shown.visible).toBe(true);
    expect(slipReducer(shown, { type: 'HIDE' }).visible).toBe(false);
  });
});

describe('persisted locally: restoring a saved slip', () => {
  it('a saved slip comes back as it was', () => {
    const saved = JSON.parse(JSON.stringify(slipWith([sel('a'), sel('b')])));
    expect(restoreSlipState(saved, T0 + HOUR)).toBe(saved);
  });

  it('a slip saved more than 24 hours ago comes back empty', () => {
    const saved = slipWith([sel('a')]);
    expect(restoreSlipState(saved, T0 + 25 * HOUR).selections).toEqual([]);
  });

  it('an attempt interrupted by a reload is dropped so the slip is usable again', () => {
    const saved = processing(
      run([{ type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 }], slipWith([sel('a')])),
    );
    const restored = restoreSlipState(saved, T0 + HOUR);
    expect(restored.processingStatus).toBe('off');
    expect(restored.tickets).toEqual([]);
    expect(restored.freeBetId).toBeNull();
    expect(restored.selections).toEqual(saved.selections);
  });

  it('missing fields take their defaults and the rules are re-applied', () => {
    const restored = restoreSlipState(
      { selections: [sel('a'), sel('b')], betType: 'system', updatedAt: T0 },
      T0,
    );
    expect(restored.betType).toBe('single');
    expect(restored.stakeDefault).toBe(10);
    expect(restored.selections.map((s) => s.stake)).toEqual([null, null]);
  });
});
