/**
 * `npm run bench:ts-check` — the TypeScript/JavaScript answer check (issue 22) on real functions:
 * each function of the packages below is stubbed in place, then its ORIGINAL body (must be accepted
 * with no warning) and mechanical mutants of it (test/support/ts-check-targets.ts: a hallucinated
 * helper, a wrong member on `this`, an import taken out of the file, one argument too many, Python
 * written as TypeScript, a wrong return type) go through validateImplementation with the files such
 * a job reads (the target's file and the package files it imports). Reports per set and mutant kind:
 * rejected, import added, missed; and the time per check (wall and CPU; the load average beside
 * it), against one grammar parse of the file measured in the same run (the baseline: the
 * first gate's main cost, which is what validation cost before). Writes bench/results/ts-check.md.
 *
 * TUNING set (the escapes in src/core/languages/typescript/check were fitted on it): openai/src,
 * zod/src/v4/core, bullmq/dist/esm/classes, probot/lib.
 * HELD-OUT set, declared before its first run and never tuned on: zod/src/v4/classic, zod/src/v3,
 * ioredis/built, pino/lib, @octokit/webhooks/dist-src. Since session 8 both sets are tuning (their misses
 * were studied); the held-out TypeScript/JavaScript numbers are bench:validate's (bench/support/validate-sets.ts).
 * Session 8 changed the mutants (the wrong member is one the body reads) and the read files (a JavaScript
 * target's declaration file beside it); this benchmark was not re-run after that.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareValidation, validateImplementation } from '../src/core/generate/validate.js';
import { parseTypeScript } from '../src/core/languages/typescript/index.js';
import { createValidationCache } from '../src/core/generate/validation-cache.js';
import { TS_REFERENCE_CHECK_KEY } from '../src/core/languages/typescript/answer/validate.js';
import { createTsLibEnv } from '../src/core/languages/typescript/check/lib-env.js';
import { listFiles, mutantsOf, targetsIn, type CheckTarget, type MutantKind } from '../test/support/ts-check-targets.js';

const NM = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'results', 'ts-check.md');
/** One function per file, at most MAX_FILES files per package folder (files in path order): the check runs 7 times per function. */
const PER_FILE = 1;
const MAX_FILES = 30;

type BenchSet = { name: string; parts: [pkg: string, dir: string, pattern: RegExp][] };
const SETS: BenchSet[] = [
  { name: 'tuning', parts: [['openai', 'src', /\.ts$/], ['zod', 'src/v4/core', /\.ts$/], ['bullmq', 'dist/esm/classes', /\.js$/], ['probot', 'lib', /\.js$/]] },
  {
    name: 'held-out',
    parts: [['zod', 'src/v4/classic', /\.ts$/], ['zod', 'src/v3', /\.ts$/], ['ioredis', 'built', /\.js$/], ['pino', 'lib', /\.js$/], ['@octokit/webhooks', 'dist-src', /\.js$/]],
  },
];
const KINDS: MutantKind[] = ['hallucinated-helper', 'wrong-member', 'needed-import', 'wrong-arity', 'python-as-ts', 'wrong-return-type'];

// Two caches: the check as it runs (the declaration holding the body, parsed read files shared
// between checks) and the REFERENCE (the whole file, each check parsing what it reads: the check
// before session 9). Both run on every answer, in alternating order, sharing one parsed standard library;
// their verdicts must be identical.
const cache = createValidationCache();
const reference = createValidationCache();
const env = createTsLibEnv();
for (const c of [cache, reference]) {
  // The TypeScript compiler check is loaded on demand, as implementTarget does before validating.
  await prepareValidation('check.ts', c);
  c.slot('typescript.lib', () => env);
}
reference.slot(TS_REFERENCE_CHECK_KEY, () => true);
let flip = false;
const differ: string[] = [];
const percentile = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

function timed(t: CheckTarget, body: string, source: string, c: typeof cache) {
  const parsed = source === t.source ? t.parsed : parseTypeScript(source, t.file);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const v = validateImplementation({ source, parsed, target: t.target, stub: t.stub, body, file: t.file, readFiles: t.readFiles, cache: c });
  const cpu = process.cpuUsage(cpu0);
  return { v, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const allCpu = { now: 0, reference: 0 };
function check(t: CheckTarget, body: string, source = t.source) {
  flip = !flip;
  const first = timed(t, body, source, flip ? cache : reference);
  const second = timed(t, body, source, flip ? reference : cache);
  const [now, ref] = flip ? [first, second] : [second, first];
  allCpu.now += now.cpuMs;
  allCpu.reference += ref.cpuMs;
  const verdict = (x: typeof now): string => JSON.stringify([x.v.ok, x.v.errors, x.v.warnings, x.v.imports]);
  if (verdict(now) !== verdict(ref)) differ.push(`${t.file} ${t.qualname}: now ${verdict(now).slice(0, 300)} / reference ${verdict(ref).slice(0, 300)}`);
  return { ...now, refCpuMs: ref.cpuMs };
}

/** The baseline: the first gate's main cost, one grammar parse of the file with the body in place. */
function grammarParse(t: CheckTarget): number {
  const cpu0 = process.cpuUsage();
  parseTypeScript(t.original.text, t.file);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000;
}

const lines: string[] = [`# bench:ts-check — ${new Date().toISOString()}`, '', `Load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores).`, ''];
const w0 = performance.now();

// `npm run bench:ts-check -- tuning` runs one set.
for (const set of SETS.filter((s) => process.argv[2] === undefined || s.name === process.argv[2])) {
  const times: number[] = [];
  const cpus: number[] = [];
  const refCpus: number[] = [];
  const baseline: number[] = [];
  let originals = 0;
  let rejected = 0;
  let warned = 0;
  const falses: string[] = [];
  const table = new Map(KINDS.map((k) => [k, { total: 0, rejected: 0, imported: 0, missed: 0 }]));
  const misses: string[] = [];
  for (const [pkg, dir, pattern] of set.parts) {
    const root = join(NM, pkg);
    for (const file of listFiles(root, dir, pattern).filter((f) => !f.endsWith('.d.ts')).slice(0, MAX_FILES)) {
      for (const t of targetsIn(root, file, PER_FILE)) {
        originals++;
        baseline.push(grammarParse(t));
        const o = check(t, t.body);
        times.push(o.ms);
        cpus.push(o.cpuMs);
        refCpus.push(o.refCpuMs);
        if (!o.v.ok) {
          rejected++;
          falses.push(`${pkg}/${t.file} ${t.qualname}: ${o.v.errors.join(' ')}`);
        } else if (o.v.warnings.length > 0) {
          warned++;
          falses.push(`${pkg}/${t.file} ${t.qualname} (warning): ${o.v.warnings.join(' ')}`);
        }
        for (const m of mutantsOf(t)) {
          const row = table.get(m.kind)!;
          row.total++;
          const r = check(t, m.body, m.source ?? t.source);
          if (m.kind === 'needed-import' && r.v.ok && r.v.imports.some((i) => i.names.includes(m.importName!))) row.imported++;
          else if (!r.v.ok) row.rejected++;
          else {
            row.missed++;
            if (misses.length < 12) misses.push(`${m.kind} ${pkg}/${t.file} ${t.qualname}`);
          }
        }
      }
    }
  }
  lines.push(`## ${set.name} (${set.parts.map(([p, d]) => `${p}/${d}`).join(', ')})`, '');
  lines.push(`Original bodies: ${originals}; rejected ${rejected}, warned ${warned}.`, '');
  lines.push('| mutant | total | rejected | import added | missed | caught |', '|---|---|---|---|---|---|');
  for (const [k, r] of table) lines.push(`| ${k} | ${r.total} | ${r.rejected} | ${r.imported} | ${r.missed} | ${r.total ? ((100 * (r.rejected + r.imported)) / r.total).toFixed(1) : '-'}% |`);
  lines.push('', '| per check (original body) | median | p95 |', '|---|---|---|');
  lines.push(`| wall ms (type check on) | ${percentile(times, 0.5).toFixed(0)} | ${percentile(times, 0.95).toFixed(0)} |`);
  lines.push(`| CPU ms (type check on) | ${percentile(cpus, 0.5).toFixed(0)} | ${percentile(cpus, 0.95).toFixed(0)} |`);
  lines.push(`| CPU ms (reference: whole file, no shared parses) | ${percentile(refCpus, 0.5).toFixed(0)} | ${percentile(refCpus, 0.95).toFixed(0)} |`);
  lines.push(`| CPU ms (baseline: one grammar parse of the file) | ${percentile(baseline, 0.5).toFixed(0)} | ${percentile(baseline, 0.95).toFixed(0)} |`);
  lines.push('', `First check of the set: ${times[0]?.toFixed(0)} ms wall (the standard library is parsed before the run).`, '');
  if (falses.length > 0) lines.push('Originals rejected or warned:', '', ...falses.map((f) => `- ${f}`), '');
  if (misses.length > 0) lines.push('Missed mutants (first 12):', '', ...misses.map((f) => `- ${f}`), '');
}
lines.push(
  `All checks (originals and mutants): ${(allCpu.now / 1000).toFixed(1)} CPU-s, reference ${(allCpu.reference / 1000).toFixed(1)} CPU-s (ratio ${(allCpu.reference / Math.max(1, allCpu.now)).toFixed(2)}).`,
  `Verdicts differing between the check and the reference: ${differ.length}.`,
  ...differ.slice(0, 20).map((d) => `- ${d}`),
  '',
);
lines.push(`Load average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}; total ${((performance.now() - w0) / 1000).toFixed(0)} s.`);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
