/**
 * Dev tool: `tsx bench/support/java-mutant-oracle.ts MODULE [PER] [SEED]` — javac as the oracle of bench:validate-brace's
 * Java mutants of a JDK module: the same targets and mutants as the benchmark (validate-brace-corpus.ts, mutants-brace.ts),
 * each answer file compiled alone with `javac --patch-module MODULE=<copy>` against the running JDK's own module (openjdk 17,
 * the version of src.zip), so the rest of the module and the JDK come from the image. Prints, per kind, how many mutants
 * javac refuses, and every mutant javac ACCEPTS (a mutant that is not wrong must not be counted) and every original it
 * refuses (no oracle for that target). Run it on a set only after its blind run (it reads the set's code, not the checks).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition } from '../../src/core/languages/types.js';
import { braceMutants } from './mutants-brace.js';
import { disposePrepared, prepare, STUB_LINE, targetsOf } from './validate-brace-corpus.js';

const [mod, per = '16', seed = '22'] = process.argv.slice(2);
if (mod === undefined || !/^(java|jdk)\./.test(mod)) throw new Error('usage: MODULE (a JDK module) [PER] [SEED]');
/** As bench/validate-brace.ts's requiredArgs and javaTypeMethods (the same mutants). */
function requiredArgs(def: Definition): number | undefined {
  const sig = def.signature;
  const open = sig.indexOf('(');
  if (open === -1) return undefined;
  let depth = 0;
  let items = 0;
  let current = '';
  for (let i = open; i < sig.length; i++) {
    const c = sig[i]!;
    if ('([{<'.includes(c)) depth++;
    if (')]}>'.includes(c)) depth--;
    if (depth === 0) break;
    if (c === ',' && depth === 1) {
      if (current.trim() !== '') items++;
      current = '';
    } else if (i > open) current += c;
  }
  if (current.trim() !== '') items++;
  return sig.includes('...') ? undefined : items;
}
const p = prepare('java', mod);
const byName = new Map(p.files.map((f) => [basename(f, '.java'), f] as const));
const typeMethods = (type: string): Set<string> | undefined => {
  const f = byName.get(type);
  if (f === undefined) return undefined;
  const parsedType = languageFor(f).parse(readFileSync(join(p.root, f), 'utf8'), f);
  return new Set(parsedType.definitions.filter((d) => d.kind === 'method' && d.parent === type).map((d) => d.name));
};
const out = mkdtempSync(join(tmpdir(), 'dycoder-java-oracle-'));
const javac = (file: string): string | undefined => {
  try {
    execFileSync('javac', ['--patch-module', `${mod}=${join(p.root, mod)}`, '-XDignore.symbol.file', '-nowarn', '-proc:none', '-d', out, file], { stdio: 'pipe', timeout: 180_000 });
    return undefined;
  } catch (e) {
    const err = (e as { stderr?: Buffer }).stderr?.toString('utf8') ?? String(e);
    return err.split('\n').find((l) => l.includes('error:')) ?? err.slice(0, 200);
  }
};
const tally = new Map<string, { refused: number; accepted: number }>();
try {
  for (const t of targetsOf(p, Number(per), Number(seed))) {
    const path = join(p.root, t.file);
    const original = readFileSync(path, 'utf8');
    const lines = original.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.java}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (def === undefined) continue;
    try {
      for (const m of braceMutants({ lang: 'java', body, fileText: stubbed, parsed, target: def, requiredArgs, typeMethods })) {
        const answerLines = (m.fileText ?? stubbed).split('\n');
        const at = answerLines.findIndex((l, i) => i >= t.from - 3 && l === `${indent}${STUB_LINE.java}`);
        if (at < 0) continue;
        writeFileSync(path, [...answerLines.slice(0, at), m.body, ...answerLines.slice(at + 1)].join('\n'));
        const error = javac(path);
        const row = tally.get(m.kind) ?? { refused: 0, accepted: 0 };
        if (error === undefined) row.accepted++;
        else row.refused++;
        tally.set(m.kind, row);
        if (m.kind === 'original' ? error !== undefined : error === undefined) {
          console.log(`${mod} ${t.file}:${def.qualname} ${m.kind} (${m.name}): javac ${error === undefined ? 'ACCEPTS it' : `refuses it: ${error}`}`);
        }
      }
    } finally {
      writeFileSync(path, original);
    }
  }
} finally {
  disposePrepared(p);
  rmSync(out, { recursive: true, force: true });
}
for (const [kind, r] of tally) console.log(`${mod} ${kind}: javac refuses ${r.refused}, accepts ${r.accepted}`);
