import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetBuilderLink,
  buildBetBuilderLink,
  parseBetBuilderLink,
  parseDeepLink,
} from './bet-builder-link';

describe('bet builder link needs an eventid, otherwise it is ignored', () => {
  it('ignored without an eventid', () => {
    expect(parseBetBuilderLink('LineID[0]=1&LineID[1]=2')).toBeNull();
    expect(parseBetBuilderLink('eventid=&LineID=1')).toBeNull();
    expect(parseBetBuilderLink('eventId=5&LineID=1')).toBeNull();
  });

  it('reads the event, selections and stake', () => {
    expect(parseBetBuilderLink('eventid=77&LineID[0]=1&LineID[1]=2&stake=3')).toEqual({
      eventId: '77',
      selections: ['1', '2'],
      stake: 3,
    });
    expect(parseBetBuilderLink('eventid=77')).toEqual({ eventId: '77', selections: [], stake: null });
  });

  it('an eventid makes the link a bet-builder link; LineID alone a slip link', () => {
    expect(parseDeepLink('eventid=77&LineID=1')?.kind).toBe('betbuilder');
    expect(parseDeepLink('LineID=1')?.kind).toBe('slip');
    expect(parseDeepLink('foo=bar')).toBeNull();
  });
});

describe('bet builder Copy Deep Link', () => {
  it('writes the event first', () => {
    expect(buildBetBuilderLink({ eventId: '77', selections: ['1', '2'], stake: 5 })).toBe(
      'eventid=77&LineID[0]=1&LineID[1]=2&stake=5',
    );
  });

  it('property: parse(build(link)) equals link', () => {
    const id = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
      .filter((s) => s.trim() === s && s !== '');
    const link = fc.record({
      eventId: id,
      selections: fc.uniqueArray(id, { maxLength: 10 }),
      stake: fc.option(fc.integer({ min: 1, max: 1_000_000 }).map((c) => c / 100)),
    });
    fc.assert(
      fc.property(link, (original: BetBuilderLink) => {
        expect(parseBetBuilderLink(buildBetBuilderLink(original))).toEqual(original);
      }),
    );
  });
});
