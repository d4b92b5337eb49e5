/**
 * `tsx bench/support/ts-check-parse-cost.ts [heldout13|heldout12] [rounds]` (session 21, issue 22): the CPU the TypeScript
 * answer check spends per target, with the file's parse from the kept tree (kept-trees.ts) against a fresh parse
 * (TS_FRESH_PARSE_KEY), paired in one process: bench:validate's targets of the set (seed 22, 12 per package), each
 * target's ORIGINAL body validated after the job's own parse of the stubbed file (keepIfStubs), the two ways in
 * alternating order, `rounds` times. Verdicts must be identical; prints per-target CPU and the medians, load beside.
 */
import { loadavg } from 'node:os';
import { shuffled } from './blind-draw.js';
import { npmTargets } from './npm-targets.js';
import { NPM_VALIDATE_HELD_OUT_12, NPM_VALIDATE_HELD_OUT_13 } from './validate-sets.js';
import { prepareValidation, validateImplementation } from '../../src/core/generate/validate.js';
import { createValidationCache, type ValidationCache } from '../../src/core/generate/validation-cache.js';
import { TS_FRESH_PARSE_KEY } from '../../src/core/languages/typescript/answer/validate.js';
import { createTsLibEnv } from '../../src/core/languages/typescript/check/lib-env.js';
import { parseTypeScript } from '../../src/core/languages/typescript/index.js';
import type { CheckTarget } from '../../test/support/ts-check-targets.js';

const set = process.argv[2] === 'heldout12' ? NPM_VALIDATE_HELD_OUT_12 : NPM_VALIDATE_HELD_OUT_13;
const rounds = Number(process.argv[3] ?? '3');
const env = createTsLibEnv();
const cacheOf = async (fresh: boolean): Promise<ValidationCache> => {
  const cache = createValidationCache();
  await prepareValidation('check.ts', cache);
  cache.slot('typescript.lib', () => env);
  if (fresh) cache.slot(TS_FRESH_PARSE_KEY, () => true);
  return cache;
};
const [kept, fresh] = [await cacheOf(false), await cacheOf(true)];
const targets: CheckTarget[] = set.flatMap((p) => shuffled(npmTargets(p).map((t, i) => ({ t, name: String(i).padStart(5, '0') })), 22).slice(0, 12).map((x) => x.t));
const median = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
const run = (t: CheckTarget, cache: ValidationCache): { cpu: number; verdict: string } => {
  // The job's own parse of the stubbed file (it keeps its tree on the main thread), then the check of the original body.
  const parsed = parseTypeScript(t.source, t.file, { maxDefinitions: 5000, keepIfStubs: true });
  const a = process.cpuUsage();
  const v = validateImplementation({ source: t.source, parsed, target: t.target, stub: t.stub, body: t.body, file: t.file, readFiles: t.readFiles, cache });
  const b = process.cpuUsage(a);
  return { cpu: (b.user + b.system) / 1000, verdict: JSON.stringify(v) };
};
const load0 = loadavg()[0]!;
const perTarget: { keptMs: number; freshMs: number; chars: number }[] = [];
let differ = 0;
for (const t of targets) run(t, fresh); // warm: the read files parsed and bound in both ways' caches alike
for (const t of targets) run(t, kept);
for (const t of targets) {
  const k: number[] = [];
  const f: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [kept, fresh] : [fresh, kept];
    const [x, y] = order.map((c) => run(t, c));
    if (x!.verdict !== y!.verdict) differ += 1;
    (order[0] === kept ? k : f).push(x!.cpu);
    (order[0] === kept ? f : k).push(y!.cpu);
  }
  perTarget.push({ keptMs: median(k), freshMs: median(f), chars: t.source.length });
  console.log(`${t.file}:${t.qualname} ${t.source.length} chars: kept ${median(k).toFixed(1)} ms, fresh ${median(f).toFixed(1)} ms CPU`);
}
const ratio = median(perTarget.map((p) => p.keptMs / Math.max(p.freshMs, 0.1)));
console.log(`targets ${perTarget.length}, verdicts differing ${differ}; validation CPU median: kept ${median(perTarget.map((p) => p.keptMs)).toFixed(1)} ms, fresh ${median(perTarget.map((p) => p.freshMs)).toFixed(1)} ms; median of per-target ratios ${ratio.toFixed(3)}; load ${load0.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`);
