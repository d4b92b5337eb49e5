/**
 * Dev tool: `tsx bench/support/count-needed-import-mutants.ts LANG SET PER_PACKAGE [GENERATOR_MODULE]` — how many
 * needed-import mutants bench:validate-brace's generator makes on a set (the same targets: seed 22), and with
 * GENERATOR_MODULE (a copy of an older mutants-brace.ts, path relative to this folder) how many the older one made,
 * which of them the current one no longer makes and why (the dropped import's name is read outside the body).
 * Tuning / no-longer-blind sets only: it prints the targets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import { braceMutants, codeOnly } from './mutants-brace.js';
import { disposePrepared, packagesOf, prepare, STUB_LINE, targetsOf, type BraceLang } from './validate-brace-corpus.js';

const [langArg, set, perArg, generator] = process.argv.slice(2);
if (langArg !== 'go' && langArg !== 'rust' && langArg !== 'java') throw new Error('usage: count-needed-import-mutants.ts go|rust|java SET PER_PACKAGE [GENERATOR_MODULE]');
const LANG: BraceLang = langArg;
const older = generator === undefined ? undefined : ((await import(generator)) as { braceMutants: typeof braceMutants }).braceMutants;
let now = 0;
let before = 0;
let removed = 0;
let targets = 0;
for (const pkg of packagesOf(LANG, set ?? 'held-out')) {
  const p = prepare(LANG, pkg);
  try {
    for (const t of targetsOf(p, Number(perArg ?? '10'), 22)) {
      const lines = readFileSync(join(p.root, ...t.file.split('/')), 'utf8').split('\n');
      const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
      const body = lines.slice(t.from - 1, t.to).join('\n');
      const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE[LANG]}`, ...lines.slice(t.to)].join('\n');
      const parsed = languageFor(t.file).parse(stubbed, t.file);
      const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
      if (!def) continue;
      targets++;
      const input = { lang: LANG, body, fileText: stubbed, parsed, target: def, requiredArgs: () => undefined, packageFunctions: [] };
      const mine = braceMutants(input).find((m) => m.kind === 'needed-import');
      const theirs = older?.(input).find((m) => m.kind === 'needed-import');
      if (mine) now++;
      if (theirs) before++;
      if (theirs && theirs.fileText !== mine?.fileText) {
        removed++;
        const rest = codeOnly(stubbed, LANG).split('\n').filter((l) => new RegExp(`(?<![\\w.:])${theirs.name}\\b`).test(l)).length;
        console.log(`${pkg} ${t.file}:${def.qualname}: older dropped \`${theirs.name}\` (${rest} line(s) of the stubbed file read it, its import's included)${mine ? `; now \`${mine.name}\`` : '; now none'}`);
      }
    }
  } finally {
    disposePrepared(p);
  }
}
console.log(`${LANG} ${set}: ${targets} targets; needed-import mutants now ${now}${older ? `, older generator ${before}, changed ${removed}` : ''}`);
