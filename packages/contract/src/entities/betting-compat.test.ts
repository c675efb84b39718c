import type {
  BoostToken as BettingBoostToken,
  ComboBoostConfig as BettingComboBoostConfig,
  FreeBet as BettingFreeBet,
  SlipSelection,
} from '@touchline/betting';
import { describe, expectTypeOf, it } from 'vitest';
import type { BetslipSelection, SelectionDetail } from './betslip';
import type { AcceptOdds, AcceptOddsWire, OddsFormat } from './common';
import type { BoostToken, ComboBoostConfig, FreeBet } from './rewards';

describe('wire entities feed the rules of betting unchanged', () => {
  it('free bet, boost token and combo boost config fit the betting types', () => {
    expectTypeOf<FreeBet>().toExtend<BettingFreeBet>();
    expectTypeOf<BoostToken>().toExtend<BettingBoostToken>();
    expectTypeOf<ComboBoostConfig>().toExtend<BettingComboBoostConfig>();
  });
  it('a server selection and a slip selection fit the slip', () => {
    expectTypeOf<SelectionDetail>().toExtend<SlipSelection>();
    expectTypeOf<BetslipSelection>().toExtend<SlipSelection>();
  });
  it('odds formats and accept-odds values are the same unions', () => {
    expectTypeOf<OddsFormat>().toEqualTypeOf<import('@touchline/betting').OddsFormat>();
    expectTypeOf<AcceptOdds>().toEqualTypeOf<import('@touchline/betting').AcceptOdds>();
    expectTypeOf<AcceptOddsWire>().toEqualTypeOf<import('@touchline/betting').AcceptOddsWire>();
  });
});
