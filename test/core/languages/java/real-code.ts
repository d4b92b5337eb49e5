/**
 * Real Java sources from Debian: the JDK's own, in openjdk-17-source's src.zip (installed by
 * scripts/setup-test-deps.sh), read with `unzip`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SRC_ZIP = '/usr/lib/jvm/openjdk-17/lib/src.zip';

/** One file of src.zip (`java.base/java/util/ArrayList.java`). */
export function readJdk(path: string): string {
  return execFileSync('unzip', ['-p', SRC_ZIP, path], { maxBuffer: 1 << 26, timeout: 60_000 }).toString('utf8');
}

/** Files of src.zip extracted into a temporary folder (removed at exit): their absolute paths. */
export function extractJdk(paths: readonly string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-jdk-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  execFileSync('unzip', ['-q', SRC_ZIP, ...paths, '-d', dir], { timeout: 60_000 });
  return paths.map((p) => join(dir, p));
}
