import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountSiteConfig, isSportsbookOrigin } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { accountSiteConfig } from './account-site-config';
import { loadConfig } from './config';
import { buildAccountSite } from './static-sites';

describe('the account site configuration', () => {
  it('points at the API on the host the browser used, at the API port, when no public URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '9100' });
    const served = accountSiteConfig(config, { protocol: 'http', hostname: '127.0.0.1' });
    expect(served.api_url).toBe('http://127.0.0.1:9100');
    expect(served.allow_local).toBe(true);
    expect(isSportsbookOrigin(served, 'http://127.0.0.1:9100')).toBe(true);
  });

  it('in production takes the public URL and allows only it and the brand sites', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sport.example.org/' });
    const served = accountSiteConfig(config, { protocol: 'https', hostname: 'global.example.org' });
    expect(served.api_url).toBe('https://sport.example.org');
    expect(isSportsbookOrigin(served, 'https://sport.example.org')).toBe(true);
    expect(isSportsbookOrigin(served, 'https://sport.ie.touchline.example')).toBe(true);
    expect(isSportsbookOrigin(served, 'http://localhost:8080')).toBe(false);
    expect(isSportsbookOrigin(served, 'https://attacker.example')).toBe(false);
  });

  it('is served uncached by the account site', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tl-account-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Account</title>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildAccountSite({ config, dist });
    const res = await app.inject({
      method: 'GET',
      url: '/site-config.json',
      headers: { host: 'localhost:8081' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(AccountSiteConfig.parse(res.json()).api_url).toBe('http://localhost:8080');
    await app.close();
  });
});
