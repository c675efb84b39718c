import { describe, expect, it } from 'vitest';
import { returnAddress, safeBackUrl, safeRequestId } from './back-url';

const SPORTSBOOK = 'https://sport.ie.touchline.example';

describe("the cashier's way back after a quick deposit", () => {
  it('accepts a page of the sportsbook that frames the site', () => {
    expect(safeBackUrl(`${SPORTSBOOK}/football/premier-league?x=1`, SPORTSBOOK)?.href).toBe(
      `${SPORTSBOOK}/football/premier-league?x=1`,
    );
  });

  it('never sends anyone elsewhere: another origin, a look-alike, a script, a relative path or no frame', () => {
    for (const url of [
      'https://evil.example/',
      'https://sport.ie.touchline.example.evil.example/',
      `${SPORTSBOOK}@evil.example/`,
      'https://user:pass@sport.ie.touchline.example/',
      'javascript:alert(1)',
      '//evil.example/',
      '/football',
      'http://sport.ie.touchline.example/',
      '',
    ]) {
      expect(safeBackUrl(url, SPORTSBOOK), url).toBeNull();
    }
    expect(safeBackUrl(`${SPORTSBOOK}/`, null)).toBeNull();
    expect(safeBackUrl(null, SPORTSBOOK)).toBeNull();
  });

  it('adds success=true and the request id to the page, keeping its own query', () => {
    const back = safeBackUrl(`${SPORTSBOOK}/live?tab=2&success=false`, SPORTSBOOK);
    if (!back) throw new Error('refused');
    expect(returnAddress(back, 'req-1')).toBe(`${SPORTSBOOK}/live?tab=2&success=true&request_id=req-1`);
  });

  it('takes request ids as the sportsbook makes them, nothing else', () => {
    expect(safeRequestId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(safeRequestId('a&b=c')).toBeNull();
    expect(safeRequestId(null)).toBeNull();
  });
});
