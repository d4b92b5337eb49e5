/**
 * Rust benchmark corpora: crates of Debian's librust-*-dev packages under /usr/share/cargo/registry
 * (installed by `npm run bench:setup`; nobody here wrote them), each copied into a temp repository
 * as it ships (Cargo.toml, src/, build.rs; tests, benches and examples left out), ground truth from
 * syn (bench/rust-oracle/src/bin/ground-truth.rs, no code shared with the retriever), and stubbing
 * a target in place with `todo!()`.
 *
 * The sets, declared in writing (2026-12-02, issue 25) before any `bench:retrieval --lang rust` run:
 * - Population: RUST_POPULATION below, the crate directories of the registry after bench:setup
 *   with >= 5 source files (.rs outside tests/, benches/, examples/), less the platform-binding
 *   crates (winapi*, linux-raw-sys, libc: generated FFI tables) and compiler_builtins (intrinsics
 *   wrapped in macros): 63 crates.
 * - Tuning: anyhow, regex, itertools, clap (read while the Rust front end and its tests were
 *   written, or installed for them). Rust retrieval rules may be diagnosed and tuned on these only.
 * - Held out: from the rest, by size stratum (source files counted when the set is drawn: small
 *   < 30, medium 30-60, large > 60), two per stratum, drawn with mulberry32 seed 25 from each
 *   stratum in alphabetical order; run once, blind, with no Rust tuning in between.
 * Held out 2 (declared 2026-12-02, session 9, issue 25, before any run on it; the first set and the
 * tuning set are tuning data from now on):
 * - From RUST_POPULATION less every crate of an earlier benchmark set that ran dycoder retrieval
 *   (RUST_EARLIER_SETS: tuning, held out, the bench:validate-gorust sets, bench:e2e's tokio).
 * - Strata as above (< 30, 30-60, > 60 source files), drawn with mulberry32 seed 2612 from each stratum
 *   in alphabetical order: three small (small crates are the likeliest to hold no target), two medium,
 *   two large (the large stratum holds one crate after the exclusions). A crate with no target is
 *   reported, not replaced. Run once, blind (`--lang rust --set heldout2`), no Rust tuning after this.
 * Held out 3 (declared 2026-12-02 ~16:35 UTC, session 10, issue 25, before any run on it and before this
 * session's Rust retrieval changes were tried on any of its crates; held out 2 is tuning data from now on):
 * - Population: every crate directory under /usr/share/cargo/registry after bench:setup, which from this
 *   session also installs RUST_HELD_OUT3_PACKAGES (20 librust-*-dev packages of widely used crates not
 *   installed before, listed by name without reading their code, and whatever crates they depend on),
 *   with >= 5 source files (as rustSourceFiles counts them), less the platform bindings (winapi*,
 *   linux-raw-sys, libc) and compiler_builtins as before, less every crate of any earlier Rust set
 *   (RUST_TUNING, RUST_EARLIER_SETS, held out 2, and bench:validate-brace's Rust sets 1 and 2:
 *   RUST_VALIDATE_USED).
 * - Strata as before (< 30, 30-60, > 60 source files), drawn with mulberry32 seed 3125 from each stratum
 *   in alphabetical order: three small, two medium, two large. A crate with no target is reported, not
 *   replaced. The draw's result is frozen in RUST_HELD_OUT3 (printed by `tsx bench/support/rust-corpus.ts
 *   heldout3` at declaration), so crates another session installs later cannot move it.
 *   Run once, blind (`--lang rust --set heldout3`).
 * Held out 4 (declared 2026-12-05, session 11, issue 25, committed before any run on it and before this session's
 * Rust retrieval changes were tried on any of its crates; held out 3 and bench:validate-brace's third Rust set are
 * tuning data from now on):
 * - Population: every crate directory under /usr/share/cargo/registry after bench:setup (no package added for this
 *   set), >= 5 source files, less the platform bindings and compiler_builtins, less every crate of any earlier Rust
 *   set (as for held out 3, plus held out 3 itself and bench:validate-brace's third Rust set, VALIDATE3_RUST).
 * - Strata as before (< 30, 30-60, > 60 source files), drawn with mulberry32 seed 1125 from each stratum in
 *   alphabetical order: three small, two medium, two large; a crate with no target is reported, not replaced. The
 *   draw is frozen in RUST_HELD_OUT4 (printed by `tsx bench/support/rust-corpus.ts heldout4` at declaration).
 *   Run once, blind (`--lang rust --set heldout4`), dycoder and file-refs at 2,000 / 6,000 / 12,000 tokens.
 * Held out 5 (declared 2026-12-05, session 13, issue 25, committed before any run on it and before this session's
 * Rust retrieval A/B (groupSections) was tried on any of its crates; held out 4 is tuning data from now on):
 * - Population: every crate directory under /usr/share/cargo/registry after bench:setup (no package added for this
 *   set), >= 5 source files, less the platform bindings and compiler_builtins as before and, new, every `*-sys` crate
 *   (generated FFI declarations: web-sys alone has 1,507 files), less every crate whose NAME (any version) is in an
 *   earlier Rust set: tuning, held out 1-4, bench:validate-brace's Rust sets 1-5 (VALIDATE4_RUST and VALIDATE5_RUST
 *   included, so no crate of an answer-check set is drawn either), e2e's tokio.
 * - Strata as before (< 30, 30-60, > 60 source files), drawn with mulberry32 seed 1305 from each stratum in
 *   alphabetical order: three small, two medium, two large; a crate with no target is reported, not replaced. The
 *   draw is frozen in RUST_HELD_OUT5 (printed by `tsx bench/support/rust-corpus.ts heldout5` at declaration).
 *   Run once, blind (`--lang rust --set heldout5`), dycoder and file-refs at 2,000 / 6,000 / 12,000 tokens.
 *
 * Held out 6 (declared 2026-12-06 ~00:40 UTC, session 14, issue 25, committed before any run on it; held out 5 is
 * tuning data from now on, rustTuningAll()):
 * - Population: every crate directory under /usr/share/cargo/registry as installed at declaration, >= 5 source
 *   files, less the platform bindings, compiler_builtins and every `*-sys` crate as for held out 5, less every crate
 *   whose NAME (any version) is in an earlier Rust set: tuning, held out 1-5, bench:validate-brace's Rust sets 1-6
 *   (VALIDATE6_RUST included) and its Rust held out 7, declared by another session (branch s14-checks-rust, c2e58c9,
 *   VALIDATE7_RUST_NAMES), e2e's tokio.
 * - Strata as before (< 30, 30-60, > 60 source files), drawn with mulberry32 seed 1406 from each stratum in
 *   alphabetical order: FOUR small (tiny crates often have no target; a crate with no target is reported, not
 *   replaced), two medium, two large. Frozen in RUST_HELD_OUT6 (printed by `tsx bench/support/rust-corpus.ts heldout6`).
 *   Disclosures: every crate but crossbeam-queue is in a population listed by bench:validate-brace's Rust sets 3-7
 *   (rend: 3-5; error-chain, pango: 7; env_logger: 3-7; zvariant, glib: 6-7; ring: 4-7), never drawn there; no
 *   crate of the set was read before the draw.
 *   Run once, blind (`--lang rust --set heldout6`), dycoder and file-refs at 2,000 / 6,000 / 12,000 tokens.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetSchema, type BenchTarget } from './recall.js';
import type { Corpus } from './corpus.js';
import { mulberry32 } from './mulberry32.js';
import { VALIDATE3_RUST } from './validate-brace-sets3.js';
import { VALIDATE4_RUST } from './validate-rust-sets4.js';
import { VALIDATE5_RUST } from './validate-rust-sets5.js';
import { VALIDATE6_RUST } from './validate-rust-sets6.js';

export const REGISTRY = '/usr/share/cargo/registry';
const ORACLE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'rust-oracle');
const TRUTH = join(ORACLE_DIR, 'target', 'release', 'ground-truth');

export const RUST_POPULATION = [
  'errno-0.2.8', 'lock_api-0.4.9', 'memoffset-0.6.5', 'once_cell-1.17.0', 'syn-mid-0.5.0', 'unicase-2.6.0', 'os_pipe-1.1.1',
  'ppv-lite86-0.2.16', 'proc-macro-hack-0.5.19', 'rand_core-0.6.3', 'socket2-0.4.4', 'proc-macro-error-1.0.3',
  'unicode-segmentation-1.9.0', 'uniquote-3.0.0', 'cc-1.0.73', 'crc32fast-1.3.2', 'heck-0.4.0', 'proc-macro2-1.0.47',
  'quote-1.0.21', 'log-0.4.17', 'tracing-0.1.37', 'bumpalo-3.12.0', 'miniz_oxide-0.6.2', 'spin-0.9.5', 'erased-serde-0.3.23',
  'anyhow-1.0.69', 'tiny-keccak-2.0.2', 'parking_lot-0.12.1', 'clap_derive-4.0.21', 'tracing-core-0.1.30', 'valuable-0.1.0',
  'ahash-0.7.6', 'crossbeam-epoch-0.9.13', 'os_str_bytes-6.0.0', 'crossbeam-channel-0.5.6', 'crossbeam-utils-0.8.12',
  'io-lifetimes-0.7.2', 'indexmap-1.9.2', 'parking_lot_core-0.9.3', 'value-bag-1.0.0-alpha.9', 'hashbrown-0.12.3',
  'bytes-1.2.1', 'serde_derive-1.0.152', 'flate2-1.0.25', 'serde-1.0.152', 'sval-1.0.0-alpha.5', 'getrandom-0.2.8',
  'regex-1.7.1', 'rand-0.8.5', 'rayon-core-1.10.1', 'memchr-2.5.0', 'regex-syntax-0.6.27', 'backtrace-0.3.67',
  'petgraph-0.6.2', 'gimli-0.27.0', 'itertools-0.10.3', 'syn-1.0.107', 'mio-0.8.4', 'object-0.30.0', 'clap-4.0.32',
  'rayon-1.6.1', 'rustix-0.35.12', 'tokio-1.24.2',
];
export const RUST_TUNING = ['anyhow-1.0.69', 'regex-1.7.1', 'itertools-0.10.3', 'clap-4.0.32'];
/** Crates of the earlier sets that ran dycoder retrieval: held out (first), validate-gorust, e2e; with RUST_TUNING. */
export const RUST_EARLIER_SETS = [
  'proc-macro-hack-0.5.19', 'syn-mid-0.5.0', 'petgraph-0.6.2', 'regex-syntax-0.6.27', 'rayon-1.6.1', 'object-0.30.0',
  'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'hashbrown-0.12.3', 'tokio-1.24.2',
];

/** Installed for held out 3 (scripts/setup-test-deps.sh under DYCODER_BENCH_DEPS=1). */
export const RUST_HELD_OUT3_PACKAGES = [
  'librust-nix-dev', 'librust-chrono-dev', 'librust-nom-dev', 'librust-serde-json-dev', 'librust-time-dev', 'librust-hyper-dev',
  'librust-toml-edit-dev', 'librust-aho-corasick-dev', 'librust-bstr-dev', 'librust-url-dev', 'librust-h2-dev',
  'librust-futures-util-dev', 'librust-tracing-subscriber-dev', 'librust-num-bigint-dev', 'librust-regex-automata-dev',
  'librust-toml-dev', 'librust-semver-dev', 'librust-walkdir-dev', 'librust-globset-dev', 'librust-ignore-dev',
];
/** bench:validate-brace's Rust sets 1 and 2 (validate-brace-sets.ts), used before held out 3. */
export const RUST_VALIDATE_USED = [
  'either-1.6.1', 'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'regex-1.7.1', 'petgraph-0.6.2', 'anyhow-1.0.69', 'itertools-0.10.3',
  'hashbrown-0.12.3', 'sval-1.0.0-alpha.5', 'os_str_bytes-6.0.0', 'serde-1.0.152', 'compiler_builtins-0.1.70', 'syn-1.0.107',
  'gimli-0.27.0', 'tokio-1.24.2', 'rustix-0.35.12',
];
/** The held-out 3 draw, frozen at declaration (rustHeldOut3Draw() printed it; see the header). */
export const RUST_HELD_OUT3: readonly string[] = [
  'rkyv_derive-0.7.39', 'proc-macro2-1.0.47', 'ansi_term-0.12.1', 'time-0.3.9', 'backtrace-0.3.67', 'libm-0.2.1', 'futures-util-0.3.21',
];

/** The held-out 4 draw, frozen at declaration (rustHeldOut4Draw() printed it; see the header). */
export const RUST_HELD_OUT4: readonly string[] = [
  'iana-time-zone-0.1.53', 'crc32fast-1.3.2', 'unicode-normalization-0.1.22', 'h2-0.3.13', 'mio-0.8.4', 'hyper-0.14.19', 'nix-0.26.1',
];

/** The held-out 5 draw, frozen at declaration (rustHeldOut5Draw() printed it; see the header). */
export const RUST_HELD_OUT5: readonly string[] = [
  'polling-2.2.0', 'parking_lot_core-0.9.3', 'string_cache-0.8.4', 'ttf-parser-0.15.2', 'memchr-2.5.0', 'plotters-0.3.4', 'rustls-0.20.8',
];

const SKIPPED_DIRS = new Set(['tests', 'benches', 'examples', 'target', '.git']);

/** The crate's source files (relative paths): .rs files outside tests/, benches/ and examples/. */
export function rustSourceFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir === '' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory() && !SKIPPED_DIRS.has(e.name) && !e.name.startsWith('.')) out.push(...rustSourceFiles(root, rel));
    else if (!e.isDirectory() && e.name.endsWith('.rs')) out.push(rel);
  }
  return out;
}

/** `counts[i]` crates of size stratum i (< 30, 30-60, > 60 source files) of `rest`, drawn with `seed`. */
function drawByStratum(rest: string[], seed: number, counts: readonly number[]): string[] {
  const size = new Map(rest.map((p) => [p, rustSourceFiles(join(REGISTRY, p)).length]));
  const n = (p: string): number => size.get(p) ?? 0;
  const strata = [rest.filter((p) => n(p) < 30), rest.filter((p) => n(p) >= 30 && n(p) <= 60), rest.filter((p) => n(p) > 60)];
  const random = mulberry32(seed);
  return strata.flatMap((s, i) => {
    const pool = [...s];
    const picked: string[] = [];
    while (picked.length < (counts[i] ?? 0) && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return picked;
  });
}

/** The held-out set, drawn by the rule above. */
export function rustHeldOut(): string[] {
  return drawByStratum(RUST_POPULATION.filter((p) => !RUST_TUNING.includes(p)).sort(), 25, [2, 2, 2]);
}

/** Held out 2, drawn by the rule above from the population less every earlier set. */
export function rustHeldOut2(): string[] {
  const used = new Set([...RUST_TUNING, ...RUST_EARLIER_SETS]);
  return drawByStratum(RUST_POPULATION.filter((p) => !used.has(p)).sort(), 2612, [3, 2, 2]);
}

/** Held out 3, drawn by the rule above from the registry as installed now (use RUST_HELD_OUT3, the frozen draw). */
export function rustHeldOut3Draw(): string[] {
  const used = new Set([...RUST_TUNING, ...RUST_EARLIER_SETS, ...rustHeldOut2(), ...RUST_VALIDATE_USED]);
  const excluded = (c: string): boolean => /^(winapi|linux-raw-sys-|libc-|compiler_builtins-)/.test(c);
  const pool = readdirSync(REGISTRY).filter((c) => !used.has(c) && !excluded(c) && rustSourceFiles(join(REGISTRY, c)).length >= 5);
  return drawByStratum(pool.sort(), 3125, [3, 2, 2]);
}

/** Held out 4, drawn by the rule above from the registry as installed now (use RUST_HELD_OUT4, the frozen draw). */
export function rustHeldOut4Draw(): string[] {
  const used = new Set([...RUST_TUNING, ...RUST_EARLIER_SETS, ...rustHeldOut2(), ...RUST_VALIDATE_USED, ...RUST_HELD_OUT3, ...VALIDATE3_RUST]);
  const excluded = (c: string): boolean => /^(winapi|linux-raw-sys-|libc-|compiler_builtins-)/.test(c);
  const pool = readdirSync(REGISTRY).filter((c) => !used.has(c) && !excluded(c) && rustSourceFiles(join(REGISTRY, c)).length >= 5);
  return drawByStratum(pool.sort(), 1125, [3, 2, 2]);
}

/** Held out 5, drawn by the rule above from the registry as installed now (use RUST_HELD_OUT5, the frozen draw). */
export function rustHeldOut5Draw(): string[] {
  const nameOf = (c: string): string => c.replace(/-\d+\.\d+\.\d+.*$/, '');
  const used = [...RUST_TUNING, ...RUST_EARLIER_SETS, ...rustHeldOut2(), ...RUST_VALIDATE_USED, ...RUST_HELD_OUT3, ...VALIDATE3_RUST, ...RUST_HELD_OUT4, ...VALIDATE4_RUST, ...VALIDATE5_RUST];
  const usedNames = new Set(used.map(nameOf));
  const excluded = (c: string): boolean => /^(winapi|linux-raw-sys-|libc-|compiler_builtins-)/.test(c) || nameOf(c).endsWith('-sys');
  const pool = readdirSync(REGISTRY).filter((c) => !usedNames.has(nameOf(c)) && !excluded(c) && rustSourceFiles(join(REGISTRY, c)).length >= 5);
  return drawByStratum(pool.sort(), 1305, [3, 2, 2]);
}

/**
 * bench:validate-brace's Rust held out 7 (session 14, declared by another session on branch s14-checks-rust at
 * c2e58c9 before this set): its crates are left out of held out 6's population too (copied here, not imported,
 * since that file is on another branch).
 */
export const VALIDATE7_RUST_NAMES = ['clap_derive', 'rustls-native-certs', 'jobserver', 'atk', 'image', 'quinn-proto', 'gtk', 'rav1e'] as const;

/** The held-out 6 draw, frozen at declaration (rustHeldOut6Draw() printed it; see the header). */
export const RUST_HELD_OUT6: readonly string[] = [
  'rend-0.4.0', 'error-chain-0.12.4', 'crossbeam-queue-0.3.8', 'env_logger-0.7.1', 'zvariant-2.10.0', 'pango-0.14.8', 'glib-0.14.8', 'ring-0.16.20',
];

/** Held out 6, drawn by the rule in the header from the registry as installed now (use RUST_HELD_OUT6, the frozen draw). */
export function rustHeldOut6Draw(): string[] {
  const nameOf = (c: string): string => c.replace(/-\d+\.\d+\.\d+.*$/, '');
  const used = [
    ...RUST_TUNING, ...RUST_EARLIER_SETS, ...rustHeldOut2(), ...RUST_VALIDATE_USED, ...RUST_HELD_OUT3, ...VALIDATE3_RUST, ...RUST_HELD_OUT4,
    ...VALIDATE4_RUST, ...VALIDATE5_RUST, ...RUST_HELD_OUT5, ...VALIDATE6_RUST,
  ];
  const usedNames = new Set([...used.map(nameOf), ...VALIDATE7_RUST_NAMES]);
  const excluded = (c: string): boolean => /^(winapi|linux-raw-sys-|libc-|compiler_builtins-)/.test(c) || nameOf(c).endsWith('-sys');
  const pool = readdirSync(REGISTRY).filter((c) => !usedNames.has(nameOf(c)) && !excluded(c) && rustSourceFiles(join(REGISTRY, c)).length >= 5);
  return drawByStratum(pool.sort(), 1406, [4, 2, 2]);
}

/** Every crate Rust retrieval may be tuned on now: the tuning set and held out 1-5 (session 14: held out 6 is the blind set). */
export function rustTuningAll(): string[] {
  return [...RUST_TUNING, ...rustHeldOut(), ...rustHeldOut2(), ...RUST_HELD_OUT3, ...RUST_HELD_OUT4, ...RUST_HELD_OUT5];
}

export function rustPackagesOf(set: string): string[] {
  if (set === 'heldout6') return [...RUST_HELD_OUT6];
  if (set === 'heldout5') return [...RUST_HELD_OUT5];
  if (set === 'heldout4') return [...RUST_HELD_OUT4];
  if (set === 'tuning') return [...RUST_TUNING];
  if (set === 'heldout3') return [...RUST_HELD_OUT3];
  if (set === 'heldout2') return rustHeldOut2();
  return rustHeldOut();
}

function groundTruthBinary(): string {
  if (!existsSync(TRUTH)) {
    console.error('building the syn ground truth (Debian cargo, offline; a few minutes the first time)…');
    execFileSync('/usr/bin/cargo', ['build', '--release', '--offline', '--bin', 'ground-truth'], { cwd: ORACLE_DIR, stdio: 'inherit', env: { ...process.env, RUSTC: '/usr/bin/rustc' }, timeout: 1_800_000 });
  }
  return TRUTH;
}

export function prepareRustCorpus(pkg: string, seed: number, count: number): Corpus {
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-rs-${pkg}-`));
  const src = join(REGISTRY, pkg);
  cpSync(src, root, { recursive: true, dereference: true, filter: (path) => !path.slice(src.length).split('/').some((part) => SKIPPED_DIRS.has(part)) });
  const files = rustSourceFiles(root);
  const out = execFileSync(groundTruthBinary(), [root, ...files], { maxBuffer: 1 << 28, timeout: 600_000 }).toString('utf8');
  const candidates = out.split('\n').filter((l) => l.trim() !== '').map((l) => targetSchema.parse(JSON.parse(l)));
  const random = mulberry32(seed);
  const pool = [...candidates];
  const picked: BenchTarget[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return {
    root, pkg, candidates: candidates.length,
    targets: picked.sort((a, b) => a.file.localeCompare(b.file) || a.defLine - b.defLine),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Replaces the target's body lines (inside the braces) with `todo!()`; returns a restorer. */
export function stubRustTarget(root: string, target: BenchTarget): () => void {
  const path = join(root, ...target.file.split('/'));
  const original = readFileSync(path, 'utf8');
  const lines = original.split('\n');
  lines.splice(target.bodyStart - 1, target.bodyEnd - target.bodyStart + 1, `${target.indent}todo!()`);
  writeFileSync(path, lines.join('\n'));
  return () => writeFileSync(path, original);
}

if (process.argv[1]?.endsWith('rust-corpus.ts') && process.argv[2] === 'heldout3') console.log(JSON.stringify(rustHeldOut3Draw()));
if (process.argv[1]?.endsWith('rust-corpus.ts') && process.argv[2] === 'heldout4') console.log(JSON.stringify(rustHeldOut4Draw()));
if (process.argv[1]?.endsWith('rust-corpus.ts') && process.argv[2] === 'heldout5') console.log(JSON.stringify(rustHeldOut5Draw()));
if (process.argv[1]?.endsWith('rust-corpus.ts') && process.argv[2] === 'heldout6') console.log(JSON.stringify(rustHeldOut6Draw()));

export const RUST_NOTES = `
## How this is measured (Rust)
- Corpora: crates of Debian's librust-*-dev packages (/usr/share/cargo/registry, \`npm run bench:setup\`; nobody here
  wrote them), each copied to a temp repository as it ships (tests/, benches/, examples/ left out).
- Sets, declared in bench/support/rust-corpus.ts before any run: tuning = anyhow, regex, itertools, clap; held out = two
  per size stratum (source .rs files < 30, 30-60, > 60) drawn with seed 25 from the rest of a written population of 63
  crates (\`--lang rust\` runs the held-out set; \`--lang rust --set tuning\` the tuning set).
- Targets and ground truth: bench/rust-oracle/src/bin/ground-truth.rs, with syn 1.0 (Debian librust-syn-dev), no code
  shared with the retriever. Free functions and methods (impl and trait default bodies) in the crate's source files whose
  block body has >= 3 statements, braces on lines of their own, and >= 2 dependencies, taken in a seeded random order
  (seed 7). A dependency is a function, method or type (struct, enum, union, trait, type alias) the crate defines that
  the body names and that resolves to exactly one definition: a path \`f(..)\`, \`m::f(..)\`, \`T::f(..)\` or
  \`Self::f(..)\`, a method call on \`self\` inside an impl of T (T's inherent or trait method, else the crate's only
  method of that name on a trait T implements), and type names in the body (struct literals, patterns, casts,
  annotations, turbofish); a name the file imports from another crate (\`use std::..::Name\`) or a generic parameter
  does not count, nor the target itself.
- The body (the lines inside its braces) is replaced by \`todo!()\`.
- Lenient: the dependency's declaration line is in the context, in a section of its own file; strict: its first body
  line (first statement, field, variant or item) follows.
`;
