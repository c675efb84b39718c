import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('./', import.meta.url);
const sources = () =>
  readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the public surface is named in one place', () => {
  it('no module re-exports another wholesale: index.ts lists every export by name', () => {
    const wholesale = sources().filter((file) =>
      /^\s*export\s+(type\s+)?\*/m.test(readFileSync(new URL(file, SRC), 'utf8')),
    );
    expect(wholesale).toEqual([]);
  });
});

describe('the package runs unchanged in the browser', () => {
  it('imports nothing of Node: no node: modules and no Buffer or process', () => {
    const nodeOnly = sources().filter((file) =>
      /from ['"]node:|\bBuffer\b|\bprocess\./.test(readFileSync(new URL(file, SRC), 'utf8')),
    );
    expect(nodeOnly).toEqual([]);
  });
});
