/**
 * `tsx bench/support/py-member-dynamic.ts --set heldout22 [--per-package 20] [--seed 22] [--deps DIR] [--only a,b] LOG...`: held out
 * 22's declared "wrong-member, checkable" rate (bench/support/validate-draw-22-py.ts), beside the headline wrong-member
 * row, never instead of it. Regenerates each package's cases as bench:validate does (same corpus, seed and mutants; no
 * answer check), labels each wrong-member case `dynamic` when its receiver's class answers attributes dynamically
 * (py-class-dynamic.py: a `__getattr__` / `__getattribute__` of the class or a base CPython's ast follows inside the
 * package or the dependency tree) and `checkable` otherwise, then reads the run's verbose logs (LOG...: lines
 * `Python <pkg> <file>:<qualname> wrong-member <outcome> ...`) and tallies outcomes per label, the cases of a target in
 * the order both list them. A log case the regeneration does not list is counted `unmatched`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mutantsOf } from './mutants.js';
import { openPython, pythonValidate } from './validate-python.js';

const DYNAMIC_SCRIPT = fileURLToPath(new URL('./py-class-dynamic.py', import.meta.url));
const { values, positionals } = parseArgs({
  options: { set: { type: 'string', default: 'heldout22' }, 'per-package': { type: 'string', default: '20' }, seed: { type: 'string', default: '22' }, deps: { type: 'string', default: '/usr/lib/python3/dist-packages' }, only: { type: 'string' } },
  allowPositionals: true,
});
const sets = pythonValidate.sets as Readonly<Record<string, readonly string[] | undefined>>;
const packages = (sets[values.set] ?? []).filter((p) => values.only === undefined || values.only.split(',').includes(p));
if (packages.length === 0) throw new Error(`no Python set named ${values.set}`);

/** Per target (`pkg file:qualname`), the labels of its wrong-member cases in the order bench:validate yields them. */
const labels = new Map<string, string[]>();
for (const pkg of packages) {
  const receivers: (string | undefined)[] = [];
  const generate: typeof mutantsOf = (...args) => {
    const out = mutantsOf(...args);
    for (const m of out) if (m.kind === 'wrong-member') receivers.push(m.receiverClass);
    return out;
  };
  const run = openPython(pkg, Number(values.seed), Number(values['per-package']), true, generate, values.deps);
  try {
    const dynamic = new Set(Object.keys(JSON.parse(execFileSync('python3', [DYNAMIC_SCRIPT, run.root, pkg, values.deps], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as Record<string, boolean>));
    for (const c of run.cases) {
      if (c.kind !== 'wrong-member') continue;
      const recv = receivers.shift();
      const key = `${pkg} ${c.target.file}:${c.target.qualname}`;
      labels.set(key, [...(labels.get(key) ?? []), recv !== undefined && dynamic.has(`${c.target.file}:${recv}`) ? 'dynamic' : 'checkable']);
    }
  } finally {
    run.dispose();
  }
}

const LINE = /^Python (\S+) (\S+) wrong-member (rejected|flagged|missed)\b/;
const tally = new Map<string, Record<'rejected' | 'flagged' | 'missed', number>>();
const used = new Map<string, number>();
for (const log of positionals) {
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const key = `${m[1]} ${m[2]}`;
    const i = used.get(key) ?? 0;
    used.set(key, i + 1);
    const label = labels.get(key)?.[i] ?? 'unmatched';
    const t = tally.get(label) ?? { rejected: 0, flagged: 0, missed: 0 };
    t[m[3] as 'rejected' | 'flagged' | 'missed']++;
    tally.set(label, t);
    console.log(`${label}\t${line.slice(0, 160)}`);
  }
}
const pct = (k: number, n: number): string => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)}%`);
console.log('\n| wrong-member | n | rejected | flagged only | missed |\n|---|---:|---:|---:|---:|');
for (const [label, t] of tally) {
  const n = t.rejected + t.flagged + t.missed;
  console.log(`| ${label} | ${n} | ${t.rejected} (${pct(t.rejected, n)}) | ${t.flagged} | ${t.missed} |`);
}
