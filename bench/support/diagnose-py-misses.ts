/**
 * Why the wrong-member (or wrong-arity) mutants a bench:validate log lists as missed pass (issue 22 diagnosis):
 * for each `Python <pkg> <file>:<qualname> <kind> missed` line of the logs given, the mutant is made again as
 * bench:validate makes it and checked three ways — no other module read, the modules scopeFiles asks for over three
 * rounds, every module of the package read — printing the target class's header and each check's findings:
 * `tsx bench/support/diagnose-py-misses.ts <kind> <perPackage> <log>...`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import { python } from '../../src/core/languages/python/language.js';
import { validateImplementation } from '../../src/core/generate/validate.js';
import { pythonValidate } from './validate-python.js';

const [kind = 'wrong-member', perPackage = '20', ...logs] = process.argv.slice(2);
const wanted = new Map<string, Set<string>>();
for (const log of logs) {
  for (const m of readFileSync(log, 'utf8').matchAll(new RegExp(`^Python (\\S+) (\\S+) ${kind} (missed|flagged)`, 'gm'))) {
    const set = wanted.get(m[1]!) ?? new Set<string>();
    set.add(m[2]!);
    wanted.set(m[1]!, set);
  }
}
function pyFiles(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(root, join(dir, e.name)) : e.name.endsWith('.py') ? [relative(root, join(dir, e.name))] : []));
}
for (const [pkg, targets] of wanted) {
  const run = pythonValidate.open(pkg, 22, Number(perPackage));
  try {
    const files = pyFiles(run.root, join(run.root, pkg));
    for (const c of run.cases) {
      const key = `${c.target.file}:${c.target.qualname}`;
      if (c.kind !== kind || !targets.has(key)) continue;
      const source = readFileSync(join(run.root, c.target.file), 'utf8');
      const parsed = parsePython(source);
      const target = parsed.definitions.find((d) => d.qualname === c.target.qualname)!;
      const stub = findStubs(source, parsed).find((s) => s.qualname === c.target.qualname)!;
      const cls = parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class');
      const changed = c.first.split('\n').find((l) => l.includes(c.name)) ?? '';
      console.log(`\n== ${pkg} ${key} [${cls?.signature.split('\n')[0] ?? 'no class'}]\n   mutant line: ${changed.trim()}`);
      const check = (readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body: c.first, file: c.target.file, readFiles });
      const scoped = new Map<string, string>();
      for (let round = 0; round < 3; round++) {
        const fresh = (python.generation.scopeFiles?.(c.target.file, files, source, scoped) ?? []).filter((f) => !scoped.has(f));
        if (fresh.length === 0) break;
        for (const f of fresh) {
          // A dependency's module (`(dependencies)/python/traitlets/config.py`): read from Debian's tree, as `--deps` does.
          const dep = /^\(dependencies\)\/python\/(.+)$/.exec(f)?.[1];
          const path = dep === undefined ? join(run.root, f) : join('/usr/lib/python3/dist-packages', dep);
          if (existsSync(path)) scoped.set(f, readFileSync(path, 'utf8'));
        }
      }
      const all = new Map(files.filter((f) => f !== c.target.file).map((f) => [f, readFileSync(join(run.root, f), 'utf8')] as const));
      console.log(`   scopeFiles read: ${[...scoped.keys()].join(', ')}`);
      for (const [label, read] of [['none', new Map<string, string>()], ['scopeFiles', scoped], ['all', all]] as const) {
        const r = check(read);
        console.log(`   ${label}: errors ${JSON.stringify(r.errors).slice(0, 300)} warnings ${JSON.stringify(r.warnings).slice(0, 200)}`);
      }
    }
  } finally {
    run.dispose();
  }
}
