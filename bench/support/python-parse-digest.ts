/**
 * Exactness check for a change to the Python front end: parses every .py file under the given directories with
 * ROOT/src/core/languages/python/parse-module.ts and prints a digest of every ParsedModule (JSON) per directory
 * and over all. Run it on a `git archive` copy of main and on the branch: the digests must be equal.
 *
 *   node --import tsx bench/support/python-parse-digest.ts ROOT DIR...
 */
// Parses every .py file under the given dirs with parsePython; prints one digest of all results and per-dir counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
const root = process.argv[2]!;
const { parsePython } = (await import(`${root}/src/core/languages/python/parse-module.ts`)) as { parsePython: (source: string) => unknown };
const dirs = process.argv.slice(3);
const walk = (d: string, out: string[]): string[] => { for (const e of readdirSync(d).sort()) { const p = join(d, e); const s = statSync(p); if (s.isDirectory()) walk(p, out); else if (p.endsWith('.py')) out.push(p); } return out; };
const all = createHash('sha256');
let n = 0, chars = 0;
for (const d of dirs) {
  const h = createHash('sha256');
  for (const f of walk(d, [])) {
    const src = readFileSync(f, 'utf8');
    const j = JSON.stringify(parsePython(src), (_k: string, v: unknown): unknown => (v instanceof Set ? [...v] : v instanceof Map ? [...v] : v));
    h.update(f + '\0' + j); all.update(f + '\0' + j); n++; chars += src.length;
  }
  console.log(d, h.digest('hex').slice(0, 12));
}
console.log('files', n, 'chars', chars, 'all', all.digest('hex').slice(0, 16));
