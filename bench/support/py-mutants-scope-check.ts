/**
 * The wrong-member and wrong-arity mutants of a Python validate set checked without the pipeline (issue 22): each
 * mutant as bench:validate makes it, checked with the modules Python's scopeFiles asks for over three rounds read
 * (no retrieval, no model; the pipeline reads those and more). Rejected = an error, flagged = a warning only, missed
 * = neither; wrong member also per closed / open label (bench/support/py-class-closure.py). A cheap re-check of a
 * set already run, not a substitute for a bench:validate figure:
 * `tsx bench/support/py-mutants-scope-check.ts <set> [perPackage] [seed] [--only a,b]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import { python } from '../../src/core/languages/python/language.js';
import { validateImplementation } from '../../src/core/generate/validate.js';
import { pythonValidate } from './validate-python.js';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? undefined : new Set(args[onlyAt + 1]!.split(','));
const positional = args.filter((a, i) => !a.startsWith('--') && (onlyAt === -1 || i !== onlyAt + 1));
const sets: Readonly<Record<string, readonly string[] | undefined>> = pythonValidate.sets;
const packages = positional[0] === undefined ? undefined : sets[positional[0]];
if (packages === undefined) throw new Error(`usage: py-mutants-scope-check.ts <set> [perPackage] [seed]; sets: ${Object.keys(sets).join(', ')}`);
const perPackage = Number(positional[1] ?? 20);
const seed = Number(positional[2] ?? 22);

function pyFiles(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(root, join(dir, e.name)) : e.name.endsWith('.py') ? [relative(root, join(dir, e.name))] : []));
}

const tally = new Map<string, { n: number; rejected: number; flagged: number; missed: number }>();
const count = (row: string, outcome: 'rejected' | 'flagged' | 'missed'): void => {
  const t = tally.get(row) ?? { n: 0, rejected: 0, flagged: 0, missed: 0 };
  t.n++;
  t[outcome]++;
  tally.set(row, t);
};
for (const pkg of packages.filter((p) => only === undefined || only.has(p))) {
  const run = pythonValidate.open(pkg, seed, perPackage);
  try {
    const files = pyFiles(run.root, join(run.root, pkg));
    for (const c of run.cases) {
      if (c.kind !== 'wrong-member' && c.kind !== 'wrong-arity') continue;
      const source = readFileSync(join(run.root, c.target.file), 'utf8');
      const parsed = parsePython(source);
      const target = parsed.definitions.find((d) => d.qualname === c.target.qualname);
      const stub = findStubs(source, parsed).find((s) => s.qualname === c.target.qualname);
      if (!target || !stub) continue;
      const scoped = new Map<string, string>();
      for (let round = 0; round < 3; round++) {
        const fresh = (python.generation.scopeFiles?.(c.target.file, files, source, scoped) ?? []).filter((f) => !scoped.has(f));
        if (fresh.length === 0) break;
        for (const f of fresh) scoped.set(f, readFileSync(join(run.root, f), 'utf8'));
      }
      const r = validateImplementation({ source, parsed, target, stub, body: c.first, file: c.target.file, readFiles: scoped });
      const outcome = r.errors.length > 0 ? 'rejected' : r.warnings.length > 0 ? 'flagged' : 'missed';
      count(c.kind, outcome);
      if (c.label !== undefined) count(`${c.kind} (${c.label})`, outcome);
      if (outcome !== 'rejected') console.log(`${pkg} ${c.target.file}:${c.target.qualname} ${c.kind}${c.label !== undefined ? ` [${c.label}]` : ''} ${outcome}`);
    }
  } finally {
    run.dispose();
  }
}
const pct = (k: number, n: number): string => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)}%`);
console.log('| Kind | n | rejected | flagged only | missed |\n|---|---:|---:|---:|---:|');
for (const [row, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${row} | ${t.n} | ${t.rejected} (${pct(t.rejected, t.n)}) | ${t.flagged} (${pct(t.flagged, t.n)}) | ${t.missed} (${pct(t.missed, t.n)}) |`);
