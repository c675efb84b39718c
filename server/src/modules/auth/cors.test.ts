import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { isAllowedOrigin } from './cors';

describe('the account site on its own origin calls the API', () => {
  const dev = loadConfig({ NODE_ENV: 'development' });
  const prod = loadConfig({ NODE_ENV: 'production', ACCOUNT_URL: 'https://account.example.org' });

  it('allows the account site, the brand sites over https, and localhost outside production', () => {
    expect(isAllowedOrigin(dev, 'http://localhost:8081')).toBe(true);
    expect(isAllowedOrigin(dev, 'http://127.0.0.1:5173')).toBe(true);
    expect(isAllowedOrigin(prod, 'https://account.example.org')).toBe(true);
    expect(isAllowedOrigin(prod, 'https://global.ie.touchline.example')).toBe(true);
  });

  it('refuses other origins, plain http brand sites, and localhost in production', () => {
    expect(isAllowedOrigin(prod, 'http://localhost:8081')).toBe(false);
    expect(isAllowedOrigin(prod, 'http://sport.ie.touchline.example')).toBe(false);
    expect(isAllowedOrigin(prod, 'https://evil.example')).toBe(false);
    expect(isAllowedOrigin(prod, 'https://ie.touchline.example.evil.example')).toBe(false);
    expect(isAllowedOrigin(prod, 'not a url')).toBe(false);
  });
});
