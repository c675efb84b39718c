import { describe, expect, it } from 'vitest';
import { COMBO_BOOST_HINT, comboBoostNoticeVisible } from './combo-boost-notice';

describe('combo boost: a notice shows in combi when none yields a boost', () => {
  it('shows in combi with no boost', () => {
    expect(comboBoostNoticeVisible({ betType: 'combi', eachWay: false, boostPercentage: 0 })).toBe(true);
    expect(comboBoostNoticeVisible({ betType: 'combi', eachWay: false, boostPercentage: Number.NaN })).toBe(
      true,
    );
  });

  it('hidden once a boost applies', () => {
    expect(comboBoostNoticeVisible({ betType: 'combi', eachWay: false, boostPercentage: 5 })).toBe(false);
  });

  it('only combi, not each-way', () => {
    expect(comboBoostNoticeVisible({ betType: 'single', eachWay: false, boostPercentage: 0 })).toBe(false);
    expect(comboBoostNoticeVisible({ betType: 'system', eachWay: false, boostPercentage: 0 })).toBe(false);
    expect(comboBoostNoticeVisible({ betType: 'combi', eachWay: true, boostPercentage: 0 })).toBe(false);
  });

  it('hidden when combo boost is switched off', () => {
    expect(
      comboBoostNoticeVisible({ betType: 'combi', eachWay: false, boostPercentage: 0, enabled: false }),
    ).toBe(false);
  });

  it('hint text is the spec text', () => {
    expect(COMBO_BOOST_HINT).toBe('Add more lines to your accumulator to receive a Combo Boost bonus!');
  });
});
