/**
 * Dev tool: `tsx bench/support/count-py-needed-import-mutants.ts <set> [perPackage] [seed]` — how many needed-import
 * mutants bench:validate's Python generator makes on a set with and without session 18's star rule (a mutant whose
 * name a star import of the file still binds is not wrong: bench/support/py-star-binds.py), and which ones the rule
 * drops or replaces. Tuning / no-longer-blind sets only: it prints the targets.
 */
import { openPython, pythonValidate } from './validate-python.js';

const [setArg, perArg, seedArg] = process.argv.slice(2);
const sets: Readonly<Record<string, readonly string[] | undefined>> = pythonValidate.sets;
const packages = setArg === undefined ? undefined : sets[setArg];
if (packages === undefined) throw new Error(`usage: count-py-needed-import-mutants.ts <set> [perPackage] [seed]; sets: ${Object.keys(sets).join(', ')}`);
const per = Number(perArg ?? 20);
const seed = Number(seedArg ?? 22);

function neededImports(pkg: string, starRule: boolean): Map<string, string> {
  const run = openPython(pkg, seed, per, starRule);
  try {
    const out = new Map<string, string>();
    for (const c of run.cases) if (c.kind === 'needed-import') out.set(`${c.target.file}:${c.target.qualname}`, c.name);
    return out;
  } finally {
    run.dispose();
  }
}

let before = 0;
let after = 0;
for (const pkg of packages) {
  const old = neededImports(pkg, false);
  const now = neededImports(pkg, true);
  before += old.size;
  after += now.size;
  for (const [t, name] of old) if (now.get(t) !== name) console.log(`${pkg} ${t}: \`${name}\` is still bound by a star import${now.has(t) ? `; now \`${now.get(t)}\`` : '; now none'}`);
}
console.log(`${setArg}: needed-import mutants without the star rule ${before}, with it ${after}`);
