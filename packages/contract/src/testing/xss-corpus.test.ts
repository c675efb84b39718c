import { describe, expect, it } from 'vitest';
import { XSS_CORPUS, XSS_PAYLOAD_COUNT, XSS_TRAP } from './xss-corpus';

describe('the XSS corpus', () => {
  it('holds over a hundred payloads, each calling the trap with its own number', () => {
    const all = [...XSS_CORPUS.html, ...XSS_CORPUS.markdown, ...XSS_CORPUS.text];
    expect(all).toHaveLength(XSS_PAYLOAD_COUNT);
    expect(XSS_PAYLOAD_COUNT).toBeGreaterThanOrEqual(100);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((payload) => payload.includes('(') && payload.length > 8)).toBe(true);
    expect(XSS_CORPUS.html[0]).toContain(`${XSS_TRAP}(1)`);
  });
});
