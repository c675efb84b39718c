import { describe, expect, it } from 'vitest';
import { ownPagePath } from './machine';

const ORIGIN = 'https://sport.ie.touchline.example';

describe('the cashier sends the bettor back only to a page of this sportsbook', () => {
  it('takes the path, query and hash of a page on its own origin', () => {
    expect(ownPagePath(`${ORIGIN}/football?success=true&request_id=r1`, ORIGIN)).toBe(
      '/football?success=true&request_id=r1',
    );
  });

  it('ignores any other origin', () => {
    expect(ownPagePath('https://evil.example/?success=true', ORIGIN)).toBeNull();
    expect(ownPagePath('//evil.example/', ORIGIN)).toBeNull();
    expect(ownPagePath('http://sport.ie.touchline.example/', ORIGIN)).toBeNull();
  });
});
