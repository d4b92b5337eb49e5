/**
 * bench:validate-brace's TWENTY-SECOND held-out set for Rust (`--set held-out22-rust`), DECLARED IN WRITING 2026-12-07 22:33 UTC
 * (session 29, task T3, issue 22), committed before any draw from it and before any run of the answer checks on any of its
 * crates. Held out 1-21 are tuning data (held out 21's logs were read only as far as its documented misses).
 *
 * Population: held out 21's rule with the scan moved: Debian's `librust-<crate>-dev` packages of every size (bookworm main,
 * frozen in rust-debian-crates-2026-12-06.json with held out 12's exclusions) as rustPopulation17() takes them plus the large
 * rows (> 5000 KB) of that file, MINUS every package whose bare crate name occurs as `name-<digit>.<digit>` in a file tracked
 * under bench/, test/, src/, docs/ or scripts/ at commit 8b00b83 (main at session 29's start; *.log and *.json left out; lines
 * naming more than 12 such names do not count), MINUS every `librust-<name>-dev` package named anywhere in those files at
 * 8b00b83 (held out 1-21's crates, held out 21's draw log of every candidate looked at, the tests' fixtures, the setup
 * scripts' lists), and NEW in this set, MINUS THEIR FAMILIES: a package whose bare name's first `-` segment (`rand` of
 * `rand-isaac`, `sval` of `sval-derive`) equals the first segment of any name excluded above.
 * Strata by Installed-Size: small < 100 KB, medium 100-499 KB, large >= 500 KB. One mulberry32(2922) shuffles each stratum
 * (alphabetical first, strata in turn) into a draw order. A candidate's .deb is fetched (`apt-get download`, no install) and is
 * ELIGIBLE when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`).
 *
 * Quotas per crate (as held out 21): SEVEN drawn targets (seed 22, `own-line-too`), every mutant of theirs; past them, further
 * targets in the same draw order with only wrong-member, wrong-arity and hallucinated-helper mutants until the crate has 5 / 3 / 3
 * of them, looking at most 80 further targets; and needed-import mutants until the crate has SIX, looking at most 300 further.
 * Part A (every kind): candidates taken round robin across the strata (small's 1st, medium's 1st, large's 1st, small's 2nd,
 * ...): at least FOUR per stratum (12 crates), then more in the same round robin until the bench's OWN GENERATOR
 * (bench/support/mutants-brace.ts with the quotas above; the loop of validate-brace.ts, simulated from the source alone) makes
 * >= 36 hallucinated-helper AND >= 36 wrong-member mutants over Part A (30 wanted each, 6 spare for answers the scripted
 * model's connection does not run), or Part A has 21 crates. Why: held out 21's twelve crates gave helper 30 and member 31,
 * right at the issue's n; n >= 30 per kind is asked for.
 * Part B (needed import only, as held out 21): after Part A, the NEXT eligible candidates in the same round robin, each an
 * import-only crate (its first 300 targets in draw order, only the needed-import mutant, until SIX), added until the
 * generator's needed-import mutants over Parts A and B reach 26 (20 wanted, 6 spare), or Part B has 12 crates.
 * Why this is no biased pick: which crates are taken and when drawing stops depends only on the draw order and the mutant
 * generator's output from the crate's source (computed at draw time from the extracted .deb, before any answer check runs on
 * it); no crate is kept or skipped for what the checks do on it: sequential sampling on n, not on outcomes. The per-crate
 * quotas bound one crate's weight.
 * Run: `--deps debian`, `nice -n 5`, one crate per shard, AT MOST 3 shards at a time (a runner that starts the next shard when
 * one ends, Part A's crates first in draw order, then Part B's; it saves the PIDs it starts and stops only those), starting
 * ~00:00 UTC, CUT-OFF 00:25 UTC: a shard not started by then is reported as not run, one still running at 00:25 is stopped
 * (its printed rows count, the rest "not run"). No second draw, no second run; the counts of the one run are the blind
 * figure, every failure reported as it came, with the 1-minute loads.
 * The draw's result is VALIDATE22_RUST below (written after `--draw` printed it, before any install or run on it).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import { stratumOrders } from './brace-draw.js';
import { braceMutants } from './mutants-brace.js';
import { linesAtCommit } from './named-at-commit.js';
import { requiredArgsOf } from './required-args.js';
import { drawOrder, STUB_LINE, type Prepared } from './validate-brace-corpus.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation17 } from './validate-rust-sets17.js';

const SCAN_COMMIT = '8b00b83';
const POPULATION_FILE = new URL('./rust-debian-crates-2026-12-06.json', import.meta.url);

type Row = readonly [pkg: string, version: string, kb: number];

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');
const family = (name: string): string => name.split('-')[0]!;

/** Held out 21's population rule, with what SCAN_COMMIT names left out, and their families. */
export function rustPopulation22(): Row[] {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const packages = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, 'librust-[a-z0-9.+-]+-dev')) {
    for (const m of line.matchAll(/librust-[a-z0-9.+-]+?-dev\b/g)) packages.add(m[0]);
  }
  const families = new Set([...named, ...[...packages].map(bare)].map(family));
  const large = (JSON.parse(readFileSync(POPULATION_FILE, 'utf8')) as Row[]).filter(([, , kb]) => kb > 5000);
  return [...rustPopulation17(), ...large].filter(([pkg]) => !named.has(bare(pkg)) && !packages.has(pkg) && !families.has(family(bare(pkg))));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder22 = (): string[][] => stratumOrders(rustPopulation22(), ([, , kb]) => kb, STRATA, 2922);

/** The set's parameters (per-crate quotas and caps as held out 21; Part A's and Part B's stopping rules). */
export const HELD_OUT22_RUST = { perPackage: 7, members: 5, imports: 6, arity: 3, helpers: 3, further: 80, importFurther: 300, partAMin: 4, partAMax: 21, wantHelpers: 36, wantMembers: 36, wantImports: 26, partBMax: 12 } as const;

/** Where crateOfDeb (validate-rust-sets12.ts) keeps the fetched .debs. */
const DEBS = '/var/cache/dycoder-bench/rust-debs';

/** The crate of a fetched .deb extracted to a temporary folder, as prepare() lays a crate out (src/ only). */
function extractCrate(pkg: string, folder: string): Prepared {
  const deb = readdirSync(DEBS).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  if (deb === undefined) throw new Error(`${pkg}: no .deb in ${DEBS}`);
  const out = mkdtempSync(join(tmpdir(), 'dycoder-draw22-'));
  execFileSync('dpkg-deb', ['-x', join(DEBS, deb), out], { timeout: 120_000 });
  const root = join(out, 'usr', 'share', 'cargo', 'registry', folder);
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : []));
  mkdirSync(join(root, 'src'), { recursive: true });
  return { root, files: walk(join(root, 'src')).map((f) => relative(root, f)) };
}

export interface KindCounts { original: number; helper: number; member: number; arity: number; imports: number }

/**
 * The mutants validate-brace.ts's loop makes for a crate (its quotas, caps and break rule, simulated from the source alone;
 * no answer check runs). `importOnly`: Part B (no drawn targets, only the needed-import kind).
 */
export function generatorCounts(p: Prepared, importOnly: boolean, seed = 22): KindCounts {
  const H = HELD_OUT22_RUST;
  const order = drawOrder(p, seed, 'own-line-too');
  const perPackage = importOnly ? 0 : H.perPackage;
  const targets = [
    ...order.slice(0, perPackage).map((t) => ({ t, further: false, importKindOnly: false })),
    ...order.slice(perPackage, perPackage + Math.max(H.further, H.importFurther)).map((t, i) => ({ t, further: true, importKindOnly: importOnly || i >= H.further })),
  ];
  const c: KindCounts = { original: 0, helper: 0, member: 0, arity: 0, imports: 0 };
  for (const { t, further, importKindOnly } of targets) {
    if (further && c.imports >= H.imports && (importKindOnly || (c.member >= H.members && c.arity >= H.arity && c.helper >= H.helpers))) break;
    const text = readFileSync(join(p.root, t.file), 'utf8');
    const lines = text.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (!def) continue;
    for (const m of braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs: (d) => requiredArgsOf('rust', d), packageFunctions: [] })) {
      if (importKindOnly && m.kind !== 'needed-import') continue;
      if (further && !((m.kind === 'needed-import' && c.imports < H.imports) || (m.kind === 'wrong-member' && c.member < H.members) || (m.kind === 'wrong-arity' && c.arity < H.arity) || (m.kind === 'hallucinated-helper' && c.helper < H.helpers))) continue;
      if (m.kind === 'original') c.original++;
      if (m.kind === 'needed-import') c.imports++;
      if (m.kind === 'wrong-member') c.member++;
      if (m.kind === 'wrong-arity') c.arity++;
      if (m.kind === 'hallucinated-helper') c.helper++;
    }
  }
  return c;
}

export interface Drawn22 { pkg: string; folder: string; part: 'A' | 'B'; counts: KindCounts }

/** The draw (Parts A and B as declared above); `log` gets one line per candidate looked at. */
export function rustValidate22(log: (line: string) => void = () => {}): Drawn22[] {
  const H = HELD_OUT22_RUST;
  const versions = new Map(rustPopulation22().map(([pkg, version]) => [pkg, version]));
  const orders = drawOrder22();
  const next = orders.map(() => 0);
  const picked: Drawn22[] = [];
  /** The next eligible candidate of stratum s, with the generator's counts for it. */
  const take = (s: number, part: 'A' | 'B'): Drawn22 | undefined => {
    const order = orders[s]!;
    while (next[s]! < order.length) {
      const pkg = order[next[s]!++]!;
      const c = crateOfDeb(pkg, versions.get(pkg));
      const ok = c !== undefined && c.rs >= 4 && c.rs <= 400;
      if (!ok) {
        log(`${pkg}: ${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files skipped`);
        continue;
      }
      const p = extractCrate(pkg, c.folder);
      let counts: KindCounts;
      try {
        counts = generatorCounts(p, part === 'B');
      } finally {
        rmSync(p.root.split('/usr/share/')[0]!, { recursive: true, force: true });
      }
      log(`${pkg}: ${c.folder} ${c.rs} .rs files TAKEN part ${part}, generator: ${JSON.stringify(counts)}`);
      return { pkg, folder: c.folder, part, counts };
    }
    log(`stratum ${s + 1}: draw order exhausted`);
    return undefined;
  };
  const sum = (k: keyof KindCounts): number => picked.reduce((a, d) => a + d.counts[k], 0);
  const left = (): boolean => next.some((k, i) => k < orders[i]!.length);
  let s = 0;
  let a = 0;
  for (; left() && a < H.partAMax && (a < H.partAMin * orders.length || sum('helper') < H.wantHelpers || sum('member') < H.wantMembers); s = (s + 1) % orders.length) {
    const d = take(s, 'A');
    if (!d) continue;
    picked.push(d);
    a++;
    log(`part A: ${a} crates, generator in all: helper ${sum('helper')}, member ${sum('member')}, arity ${sum('arity')}, needed import ${sum('imports')}, original ${sum('original')}`);
  }
  let b = 0;
  for (; left() && b < H.partBMax && sum('imports') < H.wantImports; s = (s + 1) % orders.length) {
    const d = take(s, 'B');
    if (!d) continue;
    picked.push(d);
    b++;
    log(`part B: ${b} crates, generator's needed imports in all ${sum('imports')}`);
  }
  return picked;
}

/**
 * The draw's result (2026-12-07 22:32:32-22:38:14 UTC, printed by `--draw` before any install or run; its log is
 * bench/results/validate-rust-heldout22-draw-s29-t3.txt): registry folders, Part A (twelve, round robin small, medium, large;
 * the generator's helper 37 and member 42 after the twelfth, so no more) then Part B (import-only, round robin; needed imports
 * 18 after Part A, 26 after six). Generator over all: original 81, helper 37, member 42, arity 36, needed import 26.
 */
export const VALIDATE22_RUST: readonly string[] = [
  'streaming-stats-0.2.3', 'postgres-types-0.2.4', 'pyo3-0.17.3', 'gir-format-check-0.1.1', 'pyo3-build-config-0.17.3', 'blake3-1.3.1', 'remove_dir_all-0.7.0', 'curl-0.4.44', 'rsass-0.27.0', 'byte-unit-4.0.13', 'half-1.6.0', 'tui-0.19.0',
  'termsize-0.1.6', 'failure-0.1.7', 'ripasso-0.6.1', 'unsigned-varint-0.5.1', 'lewton-0.10.2', 'educe-0.4.19',
];
/** Part B: the import-only crates (only needed-import mutants, targets in draw order, at most 300 looked at). */
export const VALIDATE22_RUST_PART_B: readonly string[] = ['termsize-0.1.6', 'failure-0.1.7', 'ripasso-0.6.1', 'unsigned-varint-0.5.1', 'lewton-0.10.2', 'educe-0.4.19'];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE22_RUST_PACKAGES: readonly string[] = [
  'librust-streaming-stats-dev', 'librust-postgres-types-dev', 'librust-pyo3-dev', 'librust-gir-format-check-dev', 'librust-pyo3-build-config-dev', 'librust-blake3-dev', 'librust-remove-dir-all-dev', 'librust-curl-dev', 'librust-rsass-dev', 'librust-byte-unit-dev', 'librust-half-dev', 'librust-tui-dev',
  'librust-termsize-dev', 'librust-failure-dev', 'librust-ripasso-dev', 'librust-unsigned-varint-dev', 'librust-lewton-dev', 'librust-educe-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets22.ts')) {
  const pop = rustPopulation22();
  console.log(JSON.stringify({ population: pop.length, strata: drawOrder22().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate22((l) => console.log(l))));
}
