import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { BoostToken, ComboBoostConfig, FreeBet, OperatorSettings, Playthrough } from './rewards';

describe('Free bet: amounts in minor units', () => {
  it('accepts a free bet with a minimum odds condition', () => {
    expect(FreeBet.parse(examples.freeBet).conditions?.min_odds).toBe(1.5);
  });
  it('accepts a free bet without conditions', () => {
    expect(FreeBet.safeParse({ ...examples.freeBet, conditions: null }).success).toBe(true);
  });
  it('rejects a negative remaining amount', () => {
    expect(FreeBet.safeParse({ ...examples.freeBet, amount_remaining: -1 }).success).toBe(false);
  });
  it('rejects an amount in major units with decimals', () => {
    expect(FreeBet.safeParse({ ...examples.freeBet, amount: 5.5 }).success).toBe(false);
  });
  it('rejects a missing id', () => {
    const { id: _id, ...withoutId } = examples.freeBet;
    expect(FreeBet.safeParse(withoutId).success).toBe(false);
  });
});

describe('Boost token', () => {
  it('accepts a token template', () => {
    expect(BoostToken.parse(examples.boostToken).template.percentage).toBe(25);
  });
  it('rejects a zero or negative percentage', () => {
    const template = { ...examples.boostToken.template, percentage: 0 };
    expect(BoostToken.safeParse({ ...examples.boostToken, template }).success).toBe(false);
  });
  it('rejects a negative max winnings', () => {
    const template = { ...examples.boostToken.template, max_winnings: -100 };
    expect(BoostToken.safeParse({ ...examples.boostToken, template }).success).toBe(false);
  });
});

describe('Combo boost config', () => {
  it('accepts percent steps and a gross or net mode', () => {
    expect(ComboBoostConfig.parse(examples.comboBoost).winnings_calc_mode).toBe('net');
    expect(ComboBoostConfig.safeParse({ ...examples.comboBoost, winnings_calc_mode: 'gross' }).success).toBe(
      true,
    );
  });
  it('rejects another mode and negative steps', () => {
    expect(ComboBoostConfig.safeParse({ ...examples.comboBoost, winnings_calc_mode: 'total' }).success).toBe(
      false,
    );
    expect(ComboBoostConfig.safeParse({ ...examples.comboBoost, percent_steps: [0, -5] }).success).toBe(
      false,
    );
  });
});

describe('Playthrough and operator settings', () => {
  it('accepts a playthrough in minor units', () => {
    expect(Playthrough.parse(examples.playthrough).playthrough_total_required).toBe(10000);
  });
  it('rejects a negative remaining turnover', () => {
    expect(Playthrough.safeParse({ ...examples.playthrough, playthrough_remaining: -1 }).success).toBe(false);
  });
  it('operator settings need playthrough_enabled', () => {
    const { playthrough_enabled: _flag, ...rest } = examples.operator;
    expect(OperatorSettings.safeParse(examples.operator).success).toBe(true);
    expect(OperatorSettings.safeParse(rest).success).toBe(false);
  });
});
