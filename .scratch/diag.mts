/**
 * Dev tool: `tsx bench/support/diagnose-rust-mutants.ts PKG [QUALNAME...]` — the bench:validate-brace Rust targets
 * of a crate (10 per package, seed 22) and their mutants' bodies (or the import line removed), to read a miss.
 * Tuning / no-longer-blind crates only (the held-out 4 set is refused until its blind run is done).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageFor } from '../src/core/languages/index.js';
import type { Definition } from '../src/core/languages/types.js';
import { braceMutants } from '../bench/support/mutants-brace.js';
import { requiredArgsOf } from '../bench/support/required-args.js';
import { disposePrepared, prepare, STUB_LINE, targetsOf } from '../bench/support/validate-brace-corpus.js';

const [pkg, ...only] = process.argv.slice(2);
if (pkg === undefined) throw new Error('usage: diagnose-rust-mutants.ts PKG [QUALNAME...]');
const requiredArgs = (def: Definition): number | undefined => requiredArgsOf('rust', def);
const p = prepare('rust', pkg);
try {
  for (const t of targetsOf(p, 400, 22, "own-line-too")) {
    if (only.length > 0 && !only.includes(t.def.qualname)) continue;
    const text = readFileSync(join(p.root, t.file), 'utf8');
    const lines = text.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (!def) continue;
    console.log(`=== ${t.file}:${def.qualname} (line ${t.from})`);
    for (const m of braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs, packageFunctions: [] })) {
      if (m.kind === 'original') continue;
      if (m.kind === 'needed-import') {
        const removed = stubbed.split('\n').filter((l, i) => l !== (m.fileText ?? '').split('\n')[i]);
        console.log(`--- ${m.kind} ${m.name}: removed ${JSON.stringify(removed)}`);
      } else {
        const changed = m.body.split('\n').filter((l, i) => l !== body.split('\n')[i]);
        console.log(`--- ${m.kind} ${m.name}:\n${changed.join('\n')}`);
      }
    }
  }
} finally {
  disposePrepared(p);
}
