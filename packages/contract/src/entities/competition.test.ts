import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { Competition, CompetitionSummary } from './competition';

describe('Competition', () => {
  it('accepts a competition with region and its events', () => {
    expect(Competition.parse(examples.competition).events).toHaveLength(1);
  });
  it('the summary drops the events', () => {
    expect(CompetitionSummary.parse(examples.competition)).not.toHaveProperty('events');
  });
  it('rejects a missing region name', () => {
    const { region_name: _region, ...withoutRegion } = examples.competition;
    expect(Competition.safeParse(withoutRegion).success).toBe(false);
  });
  it('rejects a missing id', () => {
    const { id: _id, ...withoutId } = examples.competition;
    expect(Competition.safeParse(withoutId).success).toBe(false);
  });
});
