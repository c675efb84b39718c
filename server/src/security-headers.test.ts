import { describe, expect, it } from 'vitest';
import { inlineHashes, tagManagerSources } from './security-headers';

describe('the page policy', () => {
  it('allows an inline script by its hash and leaves a script with a source to script-src', () => {
    const { scripts } = inlineHashes('<script>boot()</script><script src="/a.js"></script>');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^'sha256-/);
  });

  it("adds the tag manager's script and endpoints only once a brand names a container", () => {
    expect(tagManagerSources([{ tag_manager_id: null }])).toEqual({ scripts: [], connect: [] });
    const sources = tagManagerSources([{ tag_manager_id: null }, { tag_manager_id: 'GTM-ABC123' }]);
    expect(sources.scripts).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
  });
});
