// Test-only generators of slip event sequences for the property tests; not exported from the package.
import fc from 'fast-check';
import type { SlipSelection, SystemOption } from '../types';
import type { BetslipEvent } from './events';
import type { TicketSelection } from './state';
import { HOUR, sel, T0 } from './test-fixtures';

// Few events for many outcomes, so that same-event pairs are common; more than 20 outcomes, so that
// the system limits are reached.
const OUTCOMES = 24;
const outcomeId = fc.integer({ min: 1, max: OUTCOMES }).map((i) => `o${i}`);

const selection: fc.Arbitrary<SlipSelection> = fc
  .record({
    id: outcomeId,
    event: fc.integer({ min: 1, max: 10 }),
    odds: fc.constantFrom(0, 1, 1.5, 2, 3.25, 10),
    marketType: fc.constantFrom('match_result', 'match_result', 'match_result', 'forecast', 'tricast'),
    ewPlace: fc.constantFrom(null, 1, 2, 3, 3, 3),
    ewPrice: fc.constantFrom(null, 4, 5),
    startingPrice: fc.boolean(),
    eachWay: fc.boolean(),
    stake: fc.constantFrom(undefined, null, 3, -2),
  })
  .map(({ id, event, eachWay, stake, ...options }) => {
    const base = sel(id, { ...options, eventId: `e${event}` });
    return {
      ...base,
      outcome: { ...base.outcome, is_each_way: eachWay },
      ...(stake === undefined ? {} : { stake }),
    };
  });

// Placeholder: sequences get their clock from clockSteps below, so that time mostly runs forward.
const now = fc.constant(T0);
const stake = fc.oneof(
  fc.constant(null),
  fc.constantFrom(0, 2.5, 10, 25, -1, Number.NaN, Number.POSITIVE_INFINITY),
);
const systemType = fc
  .tuple(fc.integer({ min: 1, max: 22 }), fc.integer({ min: 1, max: 22 }))
  .map(([k, n]): SystemOption['type'] => `system_${k}/${n}`);
const ticketStatus = fc.constantFrom(
  'PROCESSED',
  'PROCESSED',
  'SERVER_ERROR',
  'CONNECTION_ERROR',
  'Stake too high',
);

export const event: fc.Arbitrary<BetslipEvent> = fc.oneof(
  { weight: 16, arbitrary: fc.record({ type: fc.constant('ADD_SELECTION' as const), selection, now }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('REMOVE_SELECTION' as const), outcomeId, now }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('TOGGLE_SELECTION' as const), selection, now }) },
  fc.record({ type: fc.constant('CLEAR' as const), now }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('SET_BET_TYPE' as const),
      betType: fc.constantFrom('single' as const, 'combi' as const, 'system' as const),
      now,
    }),
  },
  fc.record(
    {
      type: fc.constant('SET_STAKE' as const),
      betType: fc.constant('single' as const),
      outcomeId,
      stake,
      now,
    },
    { requiredKeys: ['type', 'betType', 'stake', 'now'] },
  ),
  fc.record({
    type: fc.constant('SET_STAKE' as const),
    betType: fc.constantFrom('combi' as const, 'system' as const),
    stake,
    now,
  }),
  fc.record({ type: fc.constant('SET_SYSTEM_TYPE' as const), systemType, now }),
  fc.record(
    { type: fc.constant('TOGGLE_EACH_WAY' as const), outcomeId, now },
    { requiredKeys: ['type', 'now'] },
  ),
  fc.record({
    type: fc.constant('CHOOSE_FREE_BET' as const),
    freeBetId: fc.constantFrom(null, 'fb1', 'fb2'),
    now,
  }),
  fc.record({
    type: fc.constant('CHOOSE_BOOST_TOKEN' as const),
    boostTokenId: fc.constantFrom(null, 'bt1'),
    now,
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('UPDATE_PRICES' as const),
      updates: fc.array(
        fc.record(
          {
            outcomeId,
            odds: fc.constantFrom(0, 1.5, 2, 2.2, 3.25, Number.NaN, -1),
            is_suspended: fc.boolean(),
            combo_boost_available: fc.boolean(),
          },
          { requiredKeys: ['outcomeId'] },
        ),
        { maxLength: 4 },
      ),
      now,
    }),
  },
  fc.record({ type: fc.constant('ACCEPT_ODDS_CHANGES' as const), now }),
  fc.constant({ type: 'SHOW' as const }),
  fc.constant({ type: 'HIDE' as const }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('CALCULATED' as const),
      tickets: fc.array(
        fc.record({
          stake: fc.constantFrom(0, 5, 12, 40),
          total_stake: fc.constantFrom(0, 10, 24, 120),
          bet_type: fc.constantFrom('single', 'combi', 'system'),
          each_way: fc.boolean(),
          selections: fc.constant(null).map((): TicketSelection[] => []),
        }),
        { maxLength: 3 },
      ),
      now,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        type: fc.constant('TICKET_RESULT' as const),
        index: fc.integer({ min: -1, max: 2 }),
        status: ticketStatus,
        uuid: fc.constantFrom(null, 'u1'),
        potential_return: fc.constantFrom(null, 12.5),
        error_meta: fc.constantFrom(null, { max_stake: '100' }),
      },
      { requiredKeys: ['type', 'index', 'status'] },
    ),
  },
  fc.record({ type: fc.constant('RETAIN_SELECTIONS' as const), now }),
  fc.record({ type: fc.constant('CLEAR_ALL' as const), now }),
  fc.record({ type: fc.constant('EXPIRE_CHECK' as const), now }),
  fc.record({
    type: fc.constant('SET_ERROR' as const),
    error: fc.constantFrom(null, 'BALANCE_INSUFFICIENT'),
  }),
  fc.constant({ type: 'RESET_AFTER_ATTEMPT' as const }),
);

/**
 * Time between two events: mostly seconds to hours, sometimes past the 24 h expiry, sometimes backwards
 * (a device clock that was corrected).
 */
const clockStep = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 0, max: 2 * HOUR }) },
  { weight: 1, arbitrary: fc.integer({ min: 24 * HOUR, max: 30 * HOUR }) },
  { weight: 1, arbitrary: fc.integer({ min: -30 * HOUR, max: 0 }) },
);

function withClock(sequence: readonly (readonly [BetslipEvent, number])[]): BetslipEvent[] {
  let clock = T0;
  return sequence.map(([e, step]) => {
    clock += step;
    return 'now' in e ? { ...e, now: clock } : e;
  });
}

const randomSteps = fc.array(fc.tuple(event, clockStep), { maxLength: 150, size: 'max' });

/** A burst of additions first, so that sequences reach the system limits of 16 and 20 selections. */
const growThenRandom = fc
  .tuple(fc.array(selection, { minLength: 14, maxLength: 30 }), randomSteps)
  .map(([grow, rest]) => [
    ...grow.map((s) => [{ type: 'ADD_SELECTION' as const, selection: s, now: T0 }, 60_000] as const),
    ...rest,
  ]);

/** Random event sequences, each event stamped with a clock that mostly runs forward. */
export const events: fc.Arbitrary<BetslipEvent[]> = fc.oneof(randomSteps, growThenRandom).map(withClock);
