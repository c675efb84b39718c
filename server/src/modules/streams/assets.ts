import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * server/assets, found by walking up from this file so it works from src (tsx, vitest) and from the
 * bundled dist/main.js alike.
 */
export function assetsRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'assets');
    if (existsSync(join(candidate, 'streams', 'demo', 'index.m3u8'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('server assets folder (assets/streams/demo) not found');
}
