import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('./', import.meta.url);

describe('the public surface is named in one place', () => {
  it('no module re-exports another wholesale: index.ts lists every export by name', () => {
    const wholesale = readdirSync(SRC, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /^\s*export\s+(type\s+)?\*/m.test(readFileSync(new URL(file, SRC), 'utf8')));
    expect(wholesale).toEqual([]);
  });
});
