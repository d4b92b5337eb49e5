/**
 * Dev tool: `tsx bench/support/diagnose-rust-checks.ts PKG [--per-package N] [--seed S] [--originals] [QUALNAME...]` — runs the Rust
 * answer check directly (no retrieval, no model) on the bench:validate-brace targets of a crate and their mutants, with
 * every file of the crate read, and prints each answer's errors/warnings/imports: why a mutant is missed or an
 * original flagged. The bench's figures come from bench/validate-brace.ts (the job reads what retrieval and
 * scopeFiles read: this tool's "whole crate read" is the upper bound of what the check can see).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition } from '../../src/core/languages/types.js';
import { braceMutants } from './mutants-brace.js';
import { requiredArgsOf } from './required-args.js';
import { disposePrepared, prepare, STUB_LINE, targetsOf } from './validate-brace-corpus.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'per-package': { type: 'string', default: '10' }, seed: { type: 'string', default: '22' }, all: { type: 'boolean', default: false }, originals: { type: 'boolean', default: false }, show: { type: 'boolean', default: false }, 'own-line': { type: 'boolean', default: false } } });
const [pkg, ...only] = positionals;
if (pkg === undefined) throw new Error('usage: diagnose-rust-checks.ts PKG [--per-package N] [QUALNAME...]');

/** Parameters a function takes (self counted), from its signature (bench/validate-brace.ts's rule, required-args.ts). */
const requiredArgs = (def: Definition): number | undefined => requiredArgsOf('rust', def);

const p = prepare('rust', pkg);
try {
  const texts = new Map<string, string>(p.files.map((f) => [f, readFileSync(join(p.root, f), 'utf8')]));
  texts.set('Cargo.toml', readFileSync(join(p.root, 'Cargo.toml'), 'utf8'));
  const repoFiles = [...texts.keys()];
  const tally = new Map<string, number>();
  for (const t of targetsOf(p, Number(values['per-package']), Number(values.seed), values['own-line'] ? 'own-line-too' : 'same-line')) {
    if (only.length > 0 && !only.includes(t.def.qualname)) continue;
    const text = texts.get(t.file)!;
    const lines = text.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
    const lang = languageFor(t.file);
    const parsed = lang.parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (!def) continue;
    for (const m of braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs, packageFunctions: [] }).filter((x) => !values.originals || x.kind === 'original')) {
      const fileText = m.fileText ?? stubbed;
      const mparsed = m.fileText === undefined ? parsed : lang.parse(fileText, t.file);
      const stub = lang.findStubs(fileText, t.file, mparsed).find((s) => s.defLine === def.range.start);
      const mdef = mparsed.definitions.find((d) => d.qualname === def.qualname && d.range.start === def.range.start);
      if (stub === undefined || mdef === undefined) continue;
      const readFiles = new Map(texts);
      readFiles.set(t.file, fileText);
      const r = lang.generation.validate({ source: fileText, parsed: mparsed, target: mdef, stub, body: m.body, file: t.file, readFiles, repoFiles });
      const imported = r.imports.some((i) => i.names.includes(m.name));
      const outcome = m.kind === 'original'
        ? (!r.ok ? 'REJECTED' : r.warnings.length > 0 ? 'FLAGGED' : r.imports.length > 0 ? 'IMPORTS' : 'clean')
        : (!r.ok || (m.kind === 'needed-import' && imported) ? 'caught' : r.warnings.length > 0 ? 'FLAGGED' : 'MISSED');
      tally.set(`${m.kind} ${outcome}`, (tally.get(`${m.kind} ${outcome}`) ?? 0) + 1);
      if (!values.all && (outcome === 'clean' || outcome === 'caught')) continue;
      console.log(`${t.file}:${def.qualname} ${m.kind} ${m.name} ${outcome}: ${[...r.errors, ...r.warnings, ...r.imports.map((i) => i.text)].join(' | ').slice(0, 400)}`);
      // --show: the mutant's lines that differ from the original body.
      if (values.show) {
        const was = new Set(body.split('\n'));
        for (const l of m.body.split('\n').filter((x) => !was.has(x))) console.log(`    | ${l.trim()}`);
      }
    }
  }
  console.log(JSON.stringify(Object.fromEntries([...tally].sort())));
} finally {
  disposePrepared(p);
}
