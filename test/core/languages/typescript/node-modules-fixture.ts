/**
 * A `node_modules` folder written from a table of package files (path under node_modules → text), in a fresh temporary
 * directory, for the tests of the checks that read installed packages' types; `remove` deletes the directory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function writeNodeModules(prefix: string, packages: Readonly<Record<string, string>>): { nodeModules: string; remove: () => void } {
  const nodeModules = join(mkdtempSync(join(tmpdir(), prefix)), 'node_modules');
  for (const [path, text] of Object.entries(packages)) {
    mkdirSync(dirname(join(nodeModules, path)), { recursive: true });
    writeFileSync(join(nodeModules, path), text);
  }
  return { nodeModules, remove: () => rmSync(dirname(nodeModules), { recursive: true, force: true }) };
}
