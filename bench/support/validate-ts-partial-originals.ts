/**
 * `tsx bench/support/validate-ts-partial-originals.ts DIR SRC [MAX_PER_FILE] [--alone]` (session 22, issue 22): the
 * ORIGINAL bodies of every function of 2-25 lines under DIR/SRC (test/support/ts-check-targets.ts targetsIn), each
 * validated in place of its stub with the files a job would read at the least (the target and the package files it
 * imports, one level) or, with `--alone`, the target file only: the most partial view a check can have, where every
 * import is unread. Prints each original that is rejected or warned about, and the totals. A tuning tool: it reads
 * only what it is given and claims nothing blind.
 */
import { prepareValidation, validateImplementation } from '../../src/core/generate/validate.js';
import { createValidationCache } from '../../src/core/generate/validation-cache.js';
import { listFiles, targetsIn } from '../../test/support/ts-check-targets.js';

const [dir, src = 'src', maxArg = '3'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (dir === undefined) throw new Error('usage: validate-ts-partial-originals.ts DIR SRC [MAX_PER_FILE] [--alone]');
const alone = process.argv.includes('--alone');
const cache = createValidationCache();
await prepareValidation('check.ts', cache);
await prepareValidation('check.js', cache);
let n = 0;
let rejected = 0;
let warned = 0;
const files = listFiles(dir, src, /\.(ts|tsx|js|mjs|cjs)$/).filter((f) => !f.endsWith('.d.ts') && !/\.(test|spec)\./.test(f));
for (const file of files) {
  let targets;
  try {
    targets = targetsIn(dir, file, Number(maxArg));
  } catch {
    continue;
  }
  for (const t of targets) {
    const readFiles = alone ? new Map([[file, t.source]]) : t.readFiles;
    const r = validateImplementation({ source: t.source, parsed: t.parsed, target: t.target, stub: t.stub, body: t.body, file, readFiles, cache });
    n++;
    if (!r.ok) rejected++;
    else if (r.warnings.length > 0) warned++;
    if (!r.ok || r.warnings.length > 0) console.log(`${r.ok ? 'warned' : 'REJECTED'} ${file}:${t.qualname}: ${[...r.errors, ...r.warnings].join(' | ').slice(0, 600)}`);
  }
}
console.log(`${dir} ${src}${alone ? ' (target file alone)' : ''}: ${n} originals, ${rejected} rejected, ${warned} warned`);
