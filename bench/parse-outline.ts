/**
 * What parsePythonOutline (the answer checks' scan of a mixin's users) saves against parsePython on real files, in one
 * process, alternating round by round: every `.py` file of the given directories (default: Debian's rich).
 *
 *   node --import tsx bench/parse-outline.ts [--rounds N] [DIR ...]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parsePython, parsePythonOutline } from '../src/core/languages/python/parse-module.js';

const { values, positionals } = parseArgs({ options: { rounds: { type: 'string', default: '5' } }, allowPositionals: true });
const dirs = positionals.length > 0 ? positionals : ['/usr/lib/python3/dist-packages/rich'];
const pyFiles = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? pyFiles(join(dir, n)) : n.endsWith('.py') ? [join(dir, n)] : []));
const texts = dirs.flatMap(pyFiles).map((f) => readFileSync(f, 'utf8'));
const cpu = (f: (t: string) => unknown): number => {
  const t0 = process.cpuUsage();
  for (const t of texts) f(t);
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / 1000;
};
const whole: number[] = [];
const outline: number[] = [];
for (let r = 0; r <= Number(values.rounds); r++) {
  const a = cpu(parsePython);
  const b = cpu(parsePythonOutline);
  if (r > 0) {
    whole.push(a);
    outline.push(b);
  }
}
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
console.log(`${texts.length} files, ${(texts.reduce((n, t) => n + t.length, 0) / 1e6).toFixed(2)}M chars; CPU ms per round (median of ${whole.length}): parsePython ${median(whole).toFixed(0)}, parsePythonOutline ${median(outline).toFixed(0)}, ratio ${(median(outline) / median(whole)).toFixed(2)}`);
