/**
 * A quick guard against false rejections (issue 22): the original bodies of a Python validate set's targets
 * (the same seeded draw bench:validate makes), each checked with the modules Python's scopeFiles asks for over
 * three rounds and with every module of the package read (no retrieval, no model), printing each original
 * the check rejects (either view) or warns about (all modules read):
 * `tsx bench/support/py-originals-scope-check.ts <set> [perPackage] [seed] [--only a,b]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import { python } from '../../src/core/languages/python/language.js';
import { validateImplementation } from '../../src/core/generate/validate.js';
import { pythonValidate } from './validate-python.js';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? undefined : new Set(args[onlyAt + 1]!.split(','));
const positional = args.filter((a, i) => !a.startsWith('--') && (onlyAt === -1 || i !== onlyAt + 1));
const set = positional[0];
const sets: Readonly<Record<string, readonly string[] | undefined>> = pythonValidate.sets;
const packages = set === undefined ? undefined : sets[set];
if (set === undefined || packages === undefined) throw new Error(`usage: py-originals-scope-check.ts <set> [perPackage] [seed]; sets: ${Object.keys(pythonValidate.sets).join(', ')}`);
const perPackage = Number(positional[1] ?? 20);
const seed = Number(positional[2] ?? 22);

function pyFiles(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(root, join(dir, e.name)) : e.name.endsWith('.py') ? [relative(root, join(dir, e.name))] : []));
}

let checked = 0;
let flagged = 0;
for (const pkg of packages) {
  if (only && !only.has(pkg)) continue;
  const run = pythonValidate.open(pkg, seed, perPackage);
  try {
    const files = pyFiles(run.root, run.root);
    const all = new Map(files.map((f) => [f, readFileSync(join(run.root, f), 'utf8')] as const));
    for (const c of run.cases) {
      if (c.kind !== 'original') continue;
      const file = c.target.file;
      const source = readFileSync(join(run.root, file), 'utf8');
      const parsed = parsePython(source);
      const target = parsed.definitions.find((d) => d.qualname === c.target.qualname);
      const stub = findStubs(source, parsed).find((s) => s.qualname === c.target.qualname);
      if (!target || !stub) continue;
      const scoped = new Map<string, string>();
      for (let round = 0; round < 3; round++) {
        const fresh = (python.generation.scopeFiles?.(file, files, source, scoped) ?? []).filter((f) => !scoped.has(f));
        if (fresh.length === 0) break;
        for (const f of fresh) {
          // A dependency's module (`(dependencies)/python/tornado/web.py`): read from Debian's tree, as `--deps` does.
          const dep = /^\(dependencies\)\/python\/(.+)$/.exec(f)?.[1];
          const path = dep === undefined ? undefined : join('/usr/lib/python3/dist-packages', dep);
          scoped.set(f, path === undefined ? all.get(f) ?? '' : existsSync(path) ? readFileSync(path, 'utf8') : '');
        }
      }
      const others = new Map([...all].filter(([f]) => f !== file));
      checked++;
      for (const [label, readFiles] of [['scope', scoped], ['all', others]] as const) {
        const r = validateImplementation({ source, parsed, target, stub, body: c.repair, file, readFiles });
        // This harness splices the body without the pipeline's placement (a decorated or multi-line header):
        // that one finding is the harness's, not the check's (bench:validate accepts those originals).
        r.errors = r.errors.filter((e) => !e.startsWith('Part of the body ended up outside the function'));
        // The scope view lacks the modules retrieval reads (a star import's): its warnings are expected noise.
        if (r.errors.length + (label === 'all' ? r.warnings.length : 0) === 0) continue;
        flagged++;
        console.log(`${pkg} ${file}:${c.target.qualname} [${label}] errors ${JSON.stringify(r.errors)} warnings ${JSON.stringify(r.warnings)}`);
      }
    }
  } finally {
    run.dispose();
  }
}
console.log(`${set}: ${checked} originals checked, ${flagged} findings`);
