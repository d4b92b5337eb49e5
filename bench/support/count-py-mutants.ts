/**
 * Dev tool: `tsx bench/support/count-py-mutants.ts <set> <kind> [perPackage] [seed] [--older MODULE] [--no-star-rule-before]`
 * — how many mutants of one kind bench:validate's Python generator makes on a set now, and how many an older
 * generator made on the same targets: `--older` names a copy of an older mutants.ts (path relative to this folder),
 * `--no-star-rule-before` the current generator without session 18's star rule (a needed-import mutant whose name a
 * star import of the file still binds is not wrong: bench/support/py-star-binds.py). Prints the targets whose mutant
 * changed. Tuning / no-longer-blind sets only: it prints the targets.
 */
import { mutantsOf } from './mutants.js';
import { openPython, pythonValidate } from './validate-python.js';

const args = process.argv.slice(2);
const olderAt = args.indexOf('--older');
const olderPath = olderAt === -1 ? undefined : args[olderAt + 1];
const noStarBefore = args.includes('--no-star-rule-before');
const [setArg, kind, perArg, seedArg] = args.filter((a, i) => !a.startsWith('--') && (olderAt === -1 || i !== olderAt + 1));
const sets: Readonly<Record<string, readonly string[] | undefined>> = pythonValidate.sets;
const packages = setArg === undefined ? undefined : sets[setArg];
if (packages === undefined || kind === undefined) throw new Error(`usage: count-py-mutants.ts <set> <kind> [perPackage] [seed] [--older MODULE] [--no-star-rule-before]; sets: ${Object.keys(sets).join(', ')}`);
const older = olderPath === undefined ? mutantsOf : ((await import(olderPath)) as { mutantsOf: typeof mutantsOf }).mutantsOf;
const per = Number(perArg ?? 20);
const seed = Number(seedArg ?? 22);

function mutantsIn(pkg: string, starRule: boolean, generate: typeof mutantsOf): Map<string, string> {
  const run = openPython(pkg, seed, per, starRule, generate);
  try {
    const out = new Map<string, string>();
    for (const c of run.cases) if (c.kind === kind) out.set(`${c.target.file}:${c.target.qualname}`, `${c.name}: ${c.first === c.repair ? '(body unchanged)' : c.first.split('\n').find((l, i) => l !== c.repair.split('\n')[i])?.trim() ?? ''}`);
    return out;
  } finally {
    run.dispose();
  }
}

let before = 0;
let after = 0;
for (const pkg of packages) {
  const old = mutantsIn(pkg, !noStarBefore, older);
  const now = mutantsIn(pkg, true, mutantsOf);
  before += old.size;
  after += now.size;
  for (const [t, m] of old) if (now.get(t) !== m) console.log(`${pkg} ${t}: before \`${m}\`; now ${now.has(t) ? `\`${now.get(t)}\`` : 'none'}`);
  for (const [t, m] of now) if (!old.has(t)) console.log(`${pkg} ${t}: before none; now \`${m}\``);
}
console.log(`${setArg} ${kind}: before ${before}, now ${after}`);
