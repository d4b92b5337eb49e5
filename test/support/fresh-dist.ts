/**
 * dist/ as `npm run build` leaves it, for tests that run the built worker or server (what
 * `npm start` / `npm run worker` and the Docker image run). CI builds just before the tests
 * (.ci/run), so there dist is reused; anywhere else a missing or stale dist (a src/ file newer
 * than its output) is rebuilt once, so the tests never run yesterday's code.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

function tsSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsSources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function mtimeMs(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The src/ files whose dist/ output is missing or older than they are (relative to `root`). */
export function staleDistSources(root: string): string[] {
  const src = join(root, 'src');
  return tsSources(src).filter((file) => {
    const out = mtimeMs(join(root, 'dist', relative(src, file).replace(/\.ts$/, '.js')));
    return out === undefined || out < (mtimeMs(file) ?? Infinity);
  });
}

/**
 * Builds when dist/ is missing or stale; true when it built. Test files run in parallel on larger
 * machines, so one build at a time: a lock directory (mkdir is atomic), the others wait for it
 * (up to 240 s), then take the lock and find dist fresh.
 */
export function ensureFreshDist(root: string = process.cwd()): boolean {
  if (staleDistSources(root).length === 0) return false;
  const lock = join(tmpdir(), `dycoder-build-lock-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} stayed for 240 s: remove it if no build is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (staleDistSources(root).length === 0) return false;
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  const left = staleDistSources(root);
  if (left.length > 0) throw new Error(`npm run build left dist/ older than ${left.slice(0, 3).join(', ')}`);
  return true;
}
