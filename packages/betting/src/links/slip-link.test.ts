import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetType } from '../types';
import type { SearchParamsLike } from './query';
import { buildSlipLink, isSelectionQueryKey, parseSlipLink, type SlipLink } from './slip-link';

// The package has no DOM or Node types; the runtime still has URLSearchParams.
const { URLSearchParams: RealSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init: string) => SearchParamsLike;
};

describe('only query keys LineID or LineID[n] become selections', () => {
  it('accepts LineID and LineID[n] exactly', () => {
    for (const key of ['LineID', 'LineID[0]', 'LineID[12]']) expect(isSelectionQueryKey(key)).toBe(true);
    for (const key of [
      'lineid',
      'LineId',
      'LineID[]',
      'LineID[a]',
      'LineID[1]x',
      'xLineID',
      'LineIDs',
      'LineID[-1]',
    ]) {
      expect(isSelectionQueryKey(key)).toBe(false);
    }
  });

  it('reads selections in link order without duplicates or blanks', () => {
    const link = parseSlipLink('LineID[1]=b&foo=x&LineID[0]=a&LineID=c&LineID[2]=a&LineID[3]=&lineid=z');
    expect(link?.selections).toEqual(['b', 'a', 'c']);
  });

  it('none means nothing happens', () => {
    expect(parseSlipLink('')).toBeNull();
    expect(parseSlipLink('stake=10&bettype=combi')).toBeNull();
    expect(parseSlipLink('LineID=')).toBeNull();
    expect(parseSlipLink({})).toBeNull();
  });

  it('accepts a router record with repeated keys', () => {
    expect(parseSlipLink({ LineID: ['1', '2'], 'LineID[5]': '3', other: undefined })?.selections).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('decodes encoded brackets', () => {
    expect(parseSlipLink('LineID%5B0%5D=1&LineID%5B1%5D=2')?.selections).toEqual(['1', '2']);
  });
});

describe('bet type of a link: bettype query with several selections, else combi; one gives single', () => {
  it('one selection gives single whatever bettype says', () => {
    expect(parseSlipLink('LineID=1&bettype=system')?.betType).toBe('single');
  });

  it('several selections use bettype', () => {
    expect(parseSlipLink('LineID[0]=1&LineID[1]=2&bettype=single')?.betType).toBe('single');
    expect(parseSlipLink('LineID[0]=1&LineID[1]=2&LineID[2]=3&bettype=system')?.betType).toBe('system');
    expect(parseSlipLink('LineID[0]=1&LineID[1]=2&bettype=COMBI')?.betType).toBe('combi');
  });

  it('several selections without a known bettype give combi', () => {
    expect(parseSlipLink('LineID[0]=1&LineID[1]=2')?.betType).toBe('combi');
    expect(parseSlipLink('LineID[0]=1&LineID[1]=2&bettype=betbuilder')?.betType).toBe('combi');
  });
});

describe('URL-prefilled stake in a slip link', () => {
  it('reads the stake query', () => {
    expect(parseSlipLink('LineID=1&stake=2.999')?.stake).toBe(2.99);
    expect(parseSlipLink('LineID=1&stake=10.')?.stake).toBeNull();
    expect(parseSlipLink('LineID=1')?.stake).toBeNull();
  });
});

describe('Copy Deep Link builds a link the parser reads back', () => {
  it('writes readable keys', () => {
    expect(buildSlipLink({ selections: ['1', '2'], betType: 'system', stake: 2.5 })).toBe(
      'LineID[0]=1&LineID[1]=2&bettype=system&stake=2.5',
    );
    expect(buildSlipLink({ selections: ['1'], betType: 'single', stake: null }, 'https://x.test/')).toBe(
      'https://x.test/?LineID[0]=1',
    );
    expect(buildSlipLink({ selections: ['a b&c'] }, 'https://x.test/?lang=en')).toBe(
      'https://x.test/?lang=en&LineID[0]=a%20b%26c',
    );
  });

  it('leaves out stakes that cannot be a URL stake', () => {
    expect(buildSlipLink({ selections: ['1'], stake: 0 })).toBe('LineID[0]=1');
    expect(buildSlipLink({ selections: ['1'], stake: Number.NaN })).toBe('LineID[0]=1');
    expect(buildSlipLink({ selections: ['1'], stake: 0.001 })).toBe('LineID[0]=1');
    expect(buildSlipLink({ selections: ['1'], stake: 1.239 })).toBe('LineID[0]=1&stake=1.23');
  });

  it('property: parse(build(link)) equals link', () => {
    const id = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() === s && s !== '');
    const link = fc
      .record({
        selections: fc.uniqueArray(id, { minLength: 1, maxLength: 20 }),
        betType: fc.constantFrom<BetType>('single', 'combi', 'system'),
        stake: fc.option(fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100)),
      })
      .map((l): SlipLink => ({ ...l, betType: l.selections.length === 1 ? 'single' : l.betType }));
    fc.assert(
      fc.property(link, (original) => {
        const built = buildSlipLink(original, 'https://book.test/');
        const query = built.slice(built.indexOf('?') + 1);
        expect(parseSlipLink(query)).toEqual(original);
        expect(parseSlipLink(new RealSearchParams(query))).toEqual(original);
      }),
    );
  });
});
