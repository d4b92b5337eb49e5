/**
 * Dev tool: `tsx bench/support/count-arity-mutants.ts SET PER_PACKAGE MEMBERS IMPORTS ARITY` — bench:validate-brace's
 * Rust target loop (the drawn targets, then the continuation in the draw's order until MEMBERS / IMPORTS / ARITY mutants
 * per crate) without the checks, run twice: with the arity rule of session 17 (required-args.ts: the parameter list past
 * the generics, `->` no closing `>`) and with the older one (the first `(` past `fn`). Prints the counted arity mutants of
 * each and every target where they differ. Tuning / no-longer-blind sets only: it prints the targets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import { braceMutants } from './mutants-brace.js';
import { requiredArgsOf } from './required-args.js';
import { disposePrepared, drawOrder, packagesOf, prepare, STUB_LINE, targetsOf } from './validate-brace-corpus.js';

const [set, perArg, membersArg, importsArg, arityArg] = process.argv.slice(2);
if (set === undefined) throw new Error('usage: count-arity-mutants.ts SET PER_PACKAGE MEMBERS IMPORTS ARITY');
const PER = Number(perArg ?? '20');
const [MEMBERS, IMPORTS, ARITY] = [membersArg, importsArg, arityArg].map((x) => Number(x ?? '0')) as [number, number, number];

/** The counted arity mutants of one crate under one rule, keyed by target, with the call they cut. */
function arityMutants(pkg: string, legacy: boolean): Map<string, string> {
  const p = prepare('rust', pkg);
  const out = new Map<string, string>();
  try {
    const drawn = targetsOf(p, PER, 22).map((t) => ({ ...t, further: false }));
    const further = MEMBERS + IMPORTS + ARITY > 0 ? drawOrder(p, 22).slice(PER).map((t) => ({ ...t, further: true })) : [];
    let [members, imports, arities] = [0, 0, 0];
    for (const t of [...drawn, ...further]) {
      if (t.further && imports >= IMPORTS && members >= MEMBERS && arities >= ARITY) break;
      const lines = readFileSync(join(p.root, ...t.file.split('/')), 'utf8').split('\n');
      const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
      const body = lines.slice(t.from - 1, t.to).join('\n');
      const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
      const parsed = languageFor(t.file).parse(stubbed, t.file);
      const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
      if (!def) continue;
      for (const m of braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs: (d) => requiredArgsOf('rust', d, legacy), packageFunctions: [] })) {
        if (t.further && !((m.kind === 'needed-import' && imports < IMPORTS) || (m.kind === 'wrong-member' && members < MEMBERS) || (m.kind === 'wrong-arity' && arities < ARITY))) continue;
        if (m.kind === 'needed-import') imports++;
        if (m.kind === 'wrong-member') members++;
        if (m.kind === 'wrong-arity') {
          arities++;
          out.set(`${t.file}:${def.qualname}`, m.name);
        }
      }
    }
  } finally {
    disposePrepared(p);
  }
  return out;
}

let [now, before] = [0, 0];
for (const pkg of packagesOf('rust', set)) {
  const a = arityMutants(pkg, false);
  const b = arityMutants(pkg, true);
  now += a.size;
  before += b.size;
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    if (a.get(k) !== b.get(k)) console.log(`${pkg} ${k}: older rule ${b.get(k) ?? 'none'}, now ${a.get(k) ?? 'none'}`);
  }
}
console.log(`rust ${set}: counted arity mutants now ${now}, with the older rule ${before}`);
