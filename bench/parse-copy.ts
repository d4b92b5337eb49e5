/**
 * What the light-tree copy (src/core/languages/lite-tree.ts) costs beside tree-sitter's own parse, on real files:
 * every `.py` file of the given directories (default: Debian's rich, click and django), parsed N times each way.
 *
 *   node --import tsx bench/parse-copy.ts [--rounds N] [DIR ...]
 *
 * Prints ms per round for the native parse alone, the parse with the copy (parseLite), and the copy's share.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type ParserType from 'tree-sitter';
import { parseLite } from '../src/core/languages/python/parser.js';

const require = createRequire(import.meta.url);
const TreeSitter = require('tree-sitter') as typeof ParserType;
const python = require('tree-sitter-python') as unknown;

const { values, positionals } = parseArgs({ options: { rounds: { type: 'string', default: '5' } }, allowPositionals: true });
const dirs = positionals.length > 0 ? positionals : ['rich', 'click', 'django'].map((p) => `/usr/lib/python3/dist-packages/${p}`);
function pyFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) out.push(...pyFiles(path));
    else if (name.endsWith('.py')) out.push(path);
  }
  return out;
}
const texts = dirs.flatMap(pyFiles).map((f) => readFileSync(f, 'utf8'));
const chars = texts.reduce((n, t) => n + t.length, 0);
const parser = new TreeSitter();
parser.setLanguage(python);
const CHUNK = 8192;
const nativeOnly = (text: string): unknown => parser.parse((i: number) => (i >= text.length ? null : text.slice(i, i + CHUNK)));
const time = (f: (t: string) => unknown): number => {
  const t0 = process.cpuUsage();
  for (const t of texts) f(t);
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / 1000;
};
const rounds = Number(values.rounds);
const native: number[] = [];
const lite: number[] = [];
for (let r = 0; r < rounds + 1; r++) {
  const a = time(nativeOnly);
  const b = time(parseLite);
  if (r > 0) {
    native.push(a);
    lite.push(b);
  }
}
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
console.log(`${texts.length} files, ${(chars / 1e6).toFixed(2)}M chars; CPU ms per round (median of ${rounds}): native parse ${median(native).toFixed(0)}, parse + copy ${median(lite).toFixed(0)}, copy ${(median(lite) - median(native)).toFixed(0)}`);
