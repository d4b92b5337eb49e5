/**
 * Dev tool (issue 22, session 17): `tsx bench/support/rust-mutant-cargo-check.ts CRATE SET` — rustc's view of the counted
 * mutants of one crate: bench:validate-brace's Rust target loop of SET's parameters (drawn targets, then the continuation),
 * each mutant put in place in a scratch copy of the crate and `cargo check --offline --lib` run against Debian's registry
 * (CARGO_HOME with a directory source for /usr/share/cargo/registry, as debcargo builds). The original crate is checked
 * first (no oracle when it does not build). A mutant that compiles is no wrong answer. Tuning / no-longer-blind sets only.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import { braceMutants } from './mutants-brace.js';
import { requiredArgsOf } from './required-args.js';
import { disposePrepared, drawOrder, prepare, STUB_LINE, targetsOf } from './validate-brace-corpus.js';
import { HELD_OUT9_RUST } from './validate-rust-sets9.js';
import { HELD_OUT10_RUST } from './validate-rust-sets10.js';
import { HELD_OUT11_RUST } from './validate-rust-sets11.js';

const [crate, set = 'held-out9-rust'] = process.argv.slice(2);
if (crate === undefined) throw new Error('usage: rust-mutant-cargo-check.ts CRATE [held-out9-rust|held-out10-rust|held-out11-rust]');
const params = { 'held-out9-rust': HELD_OUT9_RUST, 'held-out10-rust': HELD_OUT10_RUST, 'held-out11-rust': HELD_OUT11_RUST }[set];
if (params === undefined) throw new Error(`unknown set ${set}`);
const { perPackage, members: MEMBERS, imports: IMPORTS, arity: ARITY } = params;
const home = join(tmpdir(), 'dycoder-cargo-home');
mkdirSync(home, { recursive: true });
writeFileSync(join(home, 'config.toml'), '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n[net]\noffline = true\n');
const scratch = join(tmpdir(), `dycoder-cargo-check-${crate}`);
rmSync(scratch, { recursive: true, force: true });
cpSync(join('/usr/share/cargo/registry', crate), scratch, { recursive: true });
const check = (): { ok: boolean; first: string } => {
  try {
    execFileSync('cargo', ['check', '--offline', '--lib', '--quiet'], { cwd: scratch, timeout: 900_000, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CARGO_HOME: home, CARGO_TARGET_DIR: `${scratch}.target` } });
    return { ok: true, first: '' };
  } catch (error) {
    const err = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return { ok: false, first: err.split('\n').find((l) => l.startsWith('error')) ?? err.slice(0, 200) };
  }
};
const base = check();
console.log(`${crate}: original crate ${base.ok ? 'builds' : `does not build (${base.first}): no oracle`}`);
if (!base.ok) process.exit(0);
const p = prepare('rust', crate);
const tally = new Map<string, number>();
try {
  const drawn = targetsOf(p, perPackage, 22).map((t) => ({ ...t, further: false }));
  const further = drawOrder(p, 22).slice(perPackage).map((t) => ({ ...t, further: true }));
  let [members, imports, arities] = [0, 0, 0];
  for (const t of [...drawn, ...further]) {
    if (t.further && imports >= IMPORTS && members >= MEMBERS && arities >= ARITY) break;
    const path = join(scratch, ...t.file.split('/'));
    const original = readFileSync(path, 'utf8');
    const lines = original.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (!def) continue;
    for (const m of braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs: (d) => requiredArgsOf('rust', d), packageFunctions: [] })) {
      if (m.kind === 'original') continue;
      if (t.further && !((m.kind === 'needed-import' && imports < IMPORTS) || (m.kind === 'wrong-member' && members < MEMBERS) || (m.kind === 'wrong-arity' && arities < ARITY))) continue;
      if (m.kind === 'needed-import') imports++;
      if (m.kind === 'wrong-member') members++;
      if (m.kind === 'wrong-arity') arities++;
      const fileLines = (m.fileText ?? stubbed).split('\n');
      const at = fileLines.findIndex((l, i) => i >= t.from - 3 && l === `${indent}${STUB_LINE.rust}`);
      writeFileSync(path, [...fileLines.slice(0, at), m.body, ...fileLines.slice(at + 1)].join('\n'));
      const r = check();
      writeFileSync(path, original);
      const key = `${m.kind} ${r.ok ? 'COMPILES' : 'refused'}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      console.log(`${t.file}:${def.qualname} ${m.kind} ${m.name}: ${r.ok ? 'cargo check ACCEPTS it' : `refused: ${r.first.slice(0, 160)}`}`);
    }
  }
} finally {
  disposePrepared(p);
  rmSync(scratch, { recursive: true, force: true });
}
console.log(JSON.stringify(Object.fromEntries([...tally].sort())));
