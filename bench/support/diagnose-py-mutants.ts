/**
 * Prints the Python mutants bench:validate would make for a package's targets (kind, target, the name the
 * mutation is about; with `--body`, the mutant body or the removed import line), without running the pipeline:
 * `tsx bench/support/diagnose-py-mutants.ts <pkg> [perPackage] [seed] [--body]`.
 */
import { pythonValidate } from './validate-python.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showBody = process.argv.includes('--body');
const pkg = args[0];
if (pkg === undefined) throw new Error('usage: diagnose-py-mutants.ts <pkg> [perPackage] [seed] [--body]');
const run = pythonValidate.open(pkg, Number(args[2] ?? 22), Number(args[1] ?? 8));
try {
  for (const c of run.cases) {
    console.log(`${c.kind}${c.label !== undefined ? ` (${c.label})` : ''}\t${c.target.file}:${c.target.qualname}\t${c.name}`);
    if (showBody && c.kind !== 'original' && c.kind !== 'needed-import') console.log(c.first.split('\n').map((l) => `    | ${l}`).join('\n'));
  }
} finally {
  run.dispose();
}
