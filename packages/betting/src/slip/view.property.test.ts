import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AcceptOdds, BoostToken, FreeBet } from '../types';
import { slipQuote } from './quote';
import { slipReducer } from './reducer';
import { initialSlipState, type SlipState } from './state';
import { events } from './test-arbitraries';
import { deepFreeze, T0 } from './test-fixtures';
import { type SlipFunds, type SlipViewContext, slipQuoteInput, slipView } from './view';

const slip: fc.Arbitrary<SlipState> = events.map((sequence) =>
  sequence.reduce(slipReducer, initialSlipState(T0)),
);

const funds: fc.Arbitrary<SlipFunds> = fc.record({
  balance: fc.oneof(fc.constantFrom(0, 1, 999, 1000, 1001), fc.integer({ min: 0, max: 2_000_000 })),
  bonus: fc.constantFrom(0, 0, 500, -100),
});

const freeBet: fc.Arbitrary<FreeBet> = fc.record({
  id: fc.constantFrom('fb1', 'fb2', 'fb3'),
  name: fc.constant('Free bet'),
  amount: fc.constant(500),
  amount_remaining: fc.constantFrom(0, 250, 500),
  conditions: fc.constantFrom(null, { min_odds: 1.5 }, { min_odds: 4 }),
});

const boostToken: fc.Arbitrary<BoostToken> = fc.record({
  id: fc.constantFrom('bt1', 'bt2'),
  template: fc.record({
    name: fc.constant('Boost'),
    percentage: fc.constantFrom(10, 50),
    max_winnings: fc.constantFrom(500, 100_000),
  }),
});

const context: fc.Arbitrary<SlipViewContext> = fc.record({
  bettor: fc.oneof(fc.constant(null), fc.record({ funds: fc.option(funds, { nil: null }) })),
  acceptOdds: fc.constantFrom<AcceptOdds>('all', 'higher', 'none'),
  placing: fc.boolean(),
  awaitingDeposit: fc.constantFrom(null, 700),
  serverErrors: fc.constantFrom<Readonly<Record<string, string>>>(
    {},
    { o1: 'CANNOT_COMBINE' },
    { o2: 'MARKET_CLOSED' },
  ),
  freeBets: fc.array(freeBet, { maxLength: 3 }),
  boostTokens: fc.array(boostToken, { maxLength: 2 }),
  comboBoost: fc.constantFrom(null, { percent_steps: [0, 0, 5, 10], winnings_calc_mode: 'gross' as const }),
});

const RUNS = { numRuns: 300 };

describe('slipView holds for any slip and any bettor (property)', () => {
  it('is pure: the same input gives the same view, and the input is never changed', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const frozen = deepFreeze(structuredClone(state));
        expect(slipView(frozen, deepFreeze(structuredClone(ctx)))).toEqual(slipView(state, ctx));
      }),
      RUNS,
    );
  });

  it('a slip blocked by its selections shows no return, no boost, and cannot be placed', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const view = slipView(state, ctx);
        const blocked = view.lines.some((line) => line.error !== null || line.suspended);
        if (blocked) {
          expect(view.potentialReturn).toBeNull();
          expect(view.comboBoost).toBeNull();
          expect(view.boostTokenExtra).toBeNull();
          // Moved prices are accepted first (which places nothing); otherwise the button is disabled.
          if (view.button.press.kind === 'accept-odds') expect(view.button.state).toBe('accept-changed-odds');
          else expect(view.button.disabled).toBe(true);
        }
        if (view.potentialReturn !== null) expect(blocked).toBe(false);
      }),
      RUNS,
    );
  });

  it('the button is disabled exactly while busy or blocked', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const { button } = slipView(state, ctx);
        expect(button.disabled).toBe(button.busy || button.blockedBy !== null);
        expect(button.busy).toBe(ctx.placing || state.processingStatus === 'processing');
        if (button.busy) expect(button.state).toBe('loading');
      }),
      RUNS,
    );
  });

  it("without this visit's balance the button is the one a bettor with ample funds sees", () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const unknown = slipView(state, { ...ctx, bettor: { funds: null } });
        const ample = slipView(state, { ...ctx, bettor: { funds: { balance: 10 ** 12, bonus: 0 } } });
        expect(unknown.button.state).not.toBe('top-up-and-bet');
        expect(unknown.button.state).toBe(ample.button.state);
        expect(unknown.button.disabled).toBe(ample.button.disabled);
      }),
      RUNS,
    );
  });

  it('Top-up & Bet shows exactly when fresh funds fall short and no free bet pays; it asks for the gap', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const view = slipView(state, ctx);
        const known = ctx.bettor?.funds ?? null;
        const { button } = view;
        if (button.state === 'top-up-and-bet') {
          expect(known).not.toBeNull();
          expect(state.freeBetId).toBeNull();
          const have = (known?.balance ?? 0) + Math.max(0, known?.bonus ?? 0);
          expect(have).toBeLessThan(view.totalStake);
          expect(button.press.kind).toBe('top-up');
          if (button.press.kind === 'top-up') {
            expect(button.press.amount).toBeGreaterThanOrEqual(1);
            expect(button.press.amount + have).toBeGreaterThanOrEqual(view.totalStake);
          }
        }
        if (ctx.bettor === null) expect(['log-in', 'accept-odds']).toContain(button.press.kind);
      }),
      RUNS,
    );
  });

  it('money is integer minor units and matches the quote the placement sends', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const view = slipView(state, ctx);
        const quote = slipQuote(state, slipQuoteInput(state, ctx));
        expect(Number.isInteger(view.totalStake)).toBe(true);
        expect(view.totalStake).toBe(Math.round(quote.totalStake * 100));
        if (view.potentialReturn !== null) {
          expect(Number.isInteger(view.potentialReturn)).toBe(true);
          expect(view.potentialReturn).toBe(Math.round((quote.potentialReturn ?? Number.NaN) * 100));
        }
      }),
      RUNS,
    );
  });

  it('lines follow the selections; a guest is offered no free bet and no boost token', () => {
    fc.assert(
      fc.property(slip, context, (state, ctx) => {
        const view = slipView(state, ctx);
        expect(view.count).toBe(state.selections.length);
        expect(view.lines.map((l) => l.selection.outcome.id)).toEqual(
          state.selections.map((s) => s.outcome.id),
        );
        expect(view.stage === 'result').toBe(state.processingStatus !== 'off');
        if (ctx.bettor === null) {
          expect(view.freeBets).toBeNull();
          expect(view.boostTokens).toBeNull();
        }
        expect(view.system !== null).toBe(state.betType === 'system');
        expect(view.combined !== null).toBe(state.betType !== 'single');
      }),
      RUNS,
    );
  });
});
