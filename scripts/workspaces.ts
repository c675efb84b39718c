/**
 * Runs one npm script in every workspace that has it, several at a time (one per core), largest
 * workspace first, so `npm run typecheck` and `npm run build` keep every core busy instead of going
 * through the workspaces one by one. Each workspace's output is printed whole when it ends; the run
 * fails when any workspace fails.
 *
 * Usage: tsx scripts/workspaces.ts <script>
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const script = process.argv[2];
if (!script) {
  process.stderr.write('usage: tsx scripts/workspaces.ts <script>\n');
  process.exit(2);
}

interface Workspace {
  path: string;
  size: number;
}

/** Bytes of source under a folder (node_modules and build output left out): the stand-in for its work. */
function sourceSize(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += sourceSize(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) total += statSync(path).size;
  }
  return total;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
const workspaces: Workspace[] = manifest.workspaces
  .filter((path) => {
    const file = join(root, path, 'package.json');
    if (!existsSync(file)) return false;
    const scripts = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts;
    return Boolean(scripts?.[script]);
  })
  .map((path) => ({ path, size: sourceSize(join(root, path)) }))
  .sort((a, b) => b.size - a.size);

function run(workspace: Workspace): Promise<boolean> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script as string, '--workspace', workspace.path], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (exit ${code})`;
      process.stdout.write(`\n── ${script} ${workspace.path}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    });
  });
}

const queue = [...workspaces];
let failed = 0;
const lanes = Array.from(
  { length: Math.max(1, Math.min(availableParallelism(), queue.length)) },
  async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!(await run(next))) failed += 1;
    }
  },
);
await Promise.all(lanes);
if (failed > 0) {
  process.stderr.write(`\n${failed} workspace(s) failed ${script}\n`);
  process.exit(1);
}
