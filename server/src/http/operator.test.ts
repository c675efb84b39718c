import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { operatorCredentials, operatorOf, sameSecret } from './operator';

const ALL = 'a-token-for-every-brand-0123456789abcdef';
const IE = 'a-token-for-the-irish-brand-0123456789ab';

describe('operator tokens', () => {
  it('OPERATOR_TOKENS reads bookmaker:token pairs and refuses a short token without repeating it', () => {
    const config = loadConfig({ OPERATOR_TOKENS: ` touchline_ie:${IE} , touchline_gb:${ALL}x ` });
    expect(config.OPERATOR_TOKENS).toEqual({ touchline_ie: IE, touchline_gb: `${ALL}x` });
    expect(loadConfig({}).OPERATOR_TOKENS).toEqual({});
    for (const bad of ['touchline_ie:short-secret', `:${IE}`, `Touchline IE:${IE}`, IE]) {
      let message = '';
      try {
        loadConfig({ OPERATOR_TOKENS: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/OPERATOR_TOKENS: expected 'bookmaker:token' pairs/);
      expect(message).not.toContain('short-secret');
      expect(message).not.toContain(IE);
    }
  });

  it('a bearer token names its operator: every brand, or one brand', () => {
    const credentials = operatorCredentials({ OPERATOR_TOKEN: ALL, OPERATOR_TOKENS: { touchline_ie: IE } });
    expect(operatorOf(`Bearer ${ALL}`, credentials)).toEqual({ name: 'operator', bookmaker: null });
    expect(operatorOf(`bearer ${IE}`, credentials)).toEqual({
      name: 'operator:touchline_ie',
      bookmaker: 'touchline_ie',
    });
    for (const header of [undefined, '', ALL, `Bearer ${ALL}x`, `Bearer ${IE.slice(1)}`, `Basic ${IE}`]) {
      expect(operatorOf(header, credentials)).toBeNull();
    }
    expect(operatorCredentials({ OPERATOR_TOKENS: {} })).toEqual([]);
  });

  it('compares secrets of any length', () => {
    expect(sameSecret(ALL, ALL)).toBe(true);
    expect(sameSecret(`${ALL}x`, ALL)).toBe(false);
    expect(sameSecret('', ALL)).toBe(false);
  });
});
