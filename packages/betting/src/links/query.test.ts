import { describe, expect, it } from 'vitest';
import { type QueryInput, queryEntries, type SearchParamsLike } from './query';

// The package has no DOM or Node types; the runtime still has URLSearchParams.
const { URLSearchParams: RealSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init: string) => SearchParamsLike;
};

describe('query parameters read on the sportsbook page', () => {
  it('reads a query string like URLSearchParams does', () => {
    const text = '?LineID%5B0%5D=1&a=x+y&a=%7C&empty=&flag&bad=%E0%A4%A';
    expect(queryEntries(text)).toEqual([
      ['LineID[0]', '1'],
      ['a', 'x y'],
      ['a', '|'],
      ['empty', ''],
      ['flag', ''],
      ['bad', '%E0%A4%A'],
    ]);
    expect(queryEntries(new RealSearchParams(text.replace('&bad=%E0%A4%A', '')))).toEqual(
      queryEntries(text).slice(0, 5),
    );
  });

  it('reads records with repeated keys and skips missing values', () => {
    const record: QueryInput = { a: ['1', '2'], b: '3', c: undefined, d: null };
    expect(queryEntries(record)).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', '3'],
    ]);
  });

  it('empty queries have no pairs', () => {
    expect(queryEntries('')).toEqual([]);
    expect(queryEntries('?')).toEqual([]);
    expect(queryEntries({})).toEqual([]);
  });
});
