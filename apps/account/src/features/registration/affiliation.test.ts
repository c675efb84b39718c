import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliationFromCookies } from './affiliation';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name] ?? null;

describe('registration: the affiliate cookies go with the new account', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the four affiliate cookies into the affiliation', () => {
    expect(
      affiliationFromCookies(
        jar({
          idaffiliation: 'Spring Promo',
          click_id: 'ag-17',
          'affiliate_customs[bonuscode]': 'WELCOME50',
          'affiliate_customs[click_id]': 'ag-17',
          other: 'x',
        }),
      ),
    ).toEqual({
      idaffiliation: 'Spring Promo',
      click_id: 'ag-17',
      bonuscode: 'WELCOME50',
      custom_click_id: 'ag-17',
    });
  });

  it('is undefined without affiliate cookies, and leaves out a cookie that is no affiliate value', () => {
    expect(affiliationFromCookies(jar({}))).toBeUndefined();
    expect(affiliationFromCookies(jar({ idaffiliation: '<b>x</b>', click_id: 'ok' }))).toEqual({
      click_id: 'ok',
    });
    expect(affiliationFromCookies(jar({ idaffiliation: 'x'.repeat(129) }))).toBeUndefined();
  });

  it('reads document.cookie, decoding what the sportsbook encoded', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      'theme=dark; idaffiliation=Spring%20Promo; affiliate_customs[bonuscode]=B1; click_id=%E0%A4%A',
    );
    expect(affiliationFromCookies()).toEqual({ idaffiliation: 'Spring Promo', bonuscode: 'B1' });
  });
});
