/**
 * bench:validate-brace's TWENTY-FIRST held-out set for Rust (`--set held-out21-rust`), DECLARED IN WRITING 2026-12-07 19:27 UTC
 * (session 28, task T3, issue 22), committed before any draw from it and any run of the answer checks on any of its crates, and
 * before held out 20's run logs were read in this session. Held out 1-20 are tuning data.
 *
 * Population: held out 20's rule with the scan moved: Debian's `librust-<crate>-dev` packages of every size (bookworm main, frozen
 * in rust-debian-crates-2026-12-06.json with held out 12's exclusions) as rustPopulation20() takes them, MINUS every package
 * whose bare crate name occurs as `name-<digit>.<digit>` in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit
 * df084fc (main when this set was declared, session 28's start; *.log and *.json left out; lines naming more than 12 such names
 * do not count), MINUS every `librust-<name>-dev` package named anywhere in those files at df084fc: held out 1-20's crates
 * (held out 20's eighteen among them), the tests' fixtures, every earlier draw's log of packages looked at (held out 20's
 * bench/results/validate-rust-heldout20-draw-s27-t3.txt among them) and setup-test-deps.sh's lists. Exclusion is by name, as
 * before (a family member not named, e.g. a parent crate of a named one, can still be drawn; the draw log says so if it is).
 * Strata by Installed-Size: small < 100 KB, medium 100-499 KB, large >= 500 KB. One mulberry32(2821) shuffles each stratum
 * (alphabetical first, strata in turn) into a draw order. A candidate's .deb is fetched (`apt-get download`, no install) and is
 * ELIGIBLE when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`).
 *
 * Part A (every kind): the first FOUR eligible candidates of each stratum (12 crates). Targets: held out 20's rule
 * (`own-line-too`), SEVEN per crate (seed 22); past them, further targets in the same draw order with only wrong-member,
 * wrong-arity and hallucinated-helper mutants until the crate has 5 / 3 / 3 of them, looking at most 80 further targets; and
 * needed-import mutants until the crate has SIX, looking at most 300 further targets for that kind alone.
 * Part B (needed import only; why: held out 20 gave 8 needed imports from 18 crates with a quota of 10 and a cap of 80, held
 * out 19 14 from 12; a needed-import mutant exists only where a `use crate::..` line is read by the target's body alone, so
 * a few crates give most and more crates of every kind would not fit the run's 30 minutes at <= 3 processes): after Part A,
 * the NEXT eligible candidates in the draw orders, round robin across the strata (small's 5th, medium's 5th, large's 5th,
 * small's 6th, ...), each an import-only crate: its targets in draw order (seed 22, `own-line-too`, at most 300), ONLY the
 * needed-import mutant, until the crate has SIX. Crates are added to Part B until the count of needed-import mutants the
 * bench's OWN GENERATOR makes (bench/support/mutants-brace.ts, with the quotas and caps above, over Parts A and B) reaches
 * 26 (20 wanted, 6 spare for answers the scripted model's connection does not run), or Part B has 12 crates.
 * Why this is no biased pick: which crates are taken, and when drawing stops, depends only on the draw order and on the
 * mutant generator's output from the crate's source (computed at draw time from the extracted .deb, before any answer check
 * runs on it); no crate is skipped or kept for what the checks do on it. It is sequential sampling on n, not on outcomes; the
 * per-crate cap of six bounds how much one crate's layout weighs (held out 19: tera gave 7 of 14).
 * Run: `--deps debian`, `nice -n 5`, one crate per shard, AT MOST 3 shards at a time (a runner that starts the next shard when
 * one ends; Part A's crates first, in draw order, then Part B's), starting ~20:45 UTC, CUT-OFF 21:15 UTC: a shard not started
 * by then is reported as not run, one still running at 21:15 is stopped (its printed rows count, the rest "not run").
 * No second draw; the counts of the one run are the blind figure, every failure reported as it came, with the 1-minute loads.
 * The draw's result is VALIDATE21_RUST below (written after `--draw` printed it, before any run on it).
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

const SCAN_COMMIT = 'df084fc';
const POPULATION_FILE = new URL('./rust-debian-crates-2026-12-06.json', import.meta.url);

type Row = readonly [pkg: string, version: string, kb: number];

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 20's population rule, with what SCAN_COMMIT names left out. */
export function rustPopulation21(): Row[] {
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
  const large = (JSON.parse(readFileSync(POPULATION_FILE, 'utf8')) as Row[]).filter(([, , kb]) => kb > 5000);
  return [...rustPopulation17(), ...large].filter(([pkg]) => !named.has(bare(pkg)) && !packages.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder21 = (): string[][] => stratumOrders(rustPopulation21(), ([, , kb]) => kb, STRATA, 2821);

/** The set's parameters (Part A's quotas and caps; `importFurther`: how far the needed-import kind alone looks; Part B's rule). */
export const HELD_OUT21_RUST = { perPackage: 7, members: 5, imports: 6, arity: 3, helpers: 3, further: 80, importFurther: 300, partA: 4, wantImports: 26, partBMax: 12 } as const;

/** Where crateOfDeb (validate-rust-sets12.ts) keeps the fetched .debs. */
const DEBS = '/var/cache/dycoder-bench/rust-debs';

/** The crate of a fetched .deb extracted to a temporary folder, as prepare() lays a crate out (src/ only). */
function extractCrate(pkg: string, folder: string): Prepared {
  const deb = readdirSync(DEBS).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  if (deb === undefined) throw new Error(`${pkg}: no .deb in ${DEBS}`);
  const out = mkdtempSync(join(tmpdir(), 'dycoder-draw21-'));
  execFileSync('dpkg-deb', ['-x', join(DEBS, deb), out], { timeout: 120_000 });
  const root = join(out, 'usr', 'share', 'cargo', 'registry', folder);
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : []));
  mkdirSync(join(root, 'src'), { recursive: true });
  return { root, files: walk(join(root, 'src')).map((f) => relative(root, f)) };
}

/**
 * The needed-import mutants the bench's generator makes for a crate (the bench's own loop over the draw order: the first
 * `perPackage` targets and then `importFurther` more, at most `quota`), from the source alone; no answer check runs.
 */
export function importMutantCount(p: Prepared, quota: number, looked: number, seed = 22): number {
  let n = 0;
  for (const t of drawOrder(p, seed, 'own-line-too').slice(0, looked)) {
    if (n >= quota) break;
    const text = readFileSync(join(p.root, t.file), 'utf8');
    const lines = text.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.rust}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
    if (!def) continue;
    if (braceMutants({ lang: 'rust', body, fileText: stubbed, parsed, target: def, requiredArgs: (d) => requiredArgsOf('rust', d), packageFunctions: [] }).some((m) => m.kind === 'needed-import')) n++;
  }
  return n;
}

export interface Drawn21 { pkg: string; folder: string; part: 'A' | 'B'; imports: number }

/** The draw (Parts A and B as declared above); `log` gets one line per candidate looked at. */
export function rustValidate21(log: (line: string) => void = () => {}): Drawn21[] {
  const H = HELD_OUT21_RUST;
  const versions = new Map(rustPopulation21().map(([pkg, version]) => [pkg, version]));
  const orders = drawOrder21();
  const next = orders.map(() => 0);
  const picked: Drawn21[] = [];
  /** The next eligible candidate of stratum s (and how many needed imports the generator makes for it). */
  const take = (s: number, part: 'A' | 'B'): Drawn21 | undefined => {
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
      let imports: number;
      try {
        imports = importMutantCount(p, H.imports, part === 'A' ? H.perPackage + H.importFurther : H.importFurther);
      } finally {
        rmSync(p.root.split('/usr/share/')[0]!, { recursive: true, force: true });
      }
      log(`${pkg}: ${c.folder} ${c.rs} .rs files TAKEN part ${part}, generator's needed imports ${imports}`);
      return { pkg, folder: c.folder, part, imports };
    }
    log(`stratum ${s + 1}: draw order exhausted`);
    return undefined;
  };
  for (let s = 0; s < orders.length; s++) {
    for (let i = 0; i < H.partA; i++) {
      const d = take(s, 'A');
      if (d) picked.push(d);
    }
  }
  let total = picked.reduce((a, d) => a + d.imports, 0);
  log(`part A: ${picked.length} crates, generator's needed imports ${total}`);
  let b = 0;
  for (let s = 0; total < H.wantImports && b < H.partBMax && next.some((k, i) => k < orders[i]!.length); s = (s + 1) % orders.length) {
    const d = take(s, 'B');
    if (!d) continue;
    picked.push(d);
    b++;
    total += d.imports;
    log(`part B: ${b} crates, generator's needed imports in all ${total}`);
  }
  return picked;
}

/**
 * The draw's result (2026-12-07 19:26:58-19:31:32 UTC, printed by `--draw` before any install or run; its log is
 * bench/results/validate-rust-heldout21-draw-s28-t3.txt): registry folders, Part A (four per stratum in draw order: small,
 * medium, large; the generator's needed imports 16) then Part B (import-only, round robin; 26 in all after four crates).
 */
export const VALIDATE21_RUST: readonly string[] = [
  'uncased-0.9.6', 'rand_isaac-0.3.0', 'sval_derive-1.0.0-alpha.5', 'box_drawing-0.1.2', 'bytemuck-1.12.1', 'rand_xoshiro-0.6.0', 'clap_complete-4.0.7', 'config-0.11.0', 'isahc-1.7.2', 'syntect-5.0.0', 'sysinfo-0.26.7', 'argon2rs-0.2.5', 'semver-parser-0.7.0', 'jsonwebtoken-8.2.0', 'ruma-common-0.10.5', 'ipnetwork-0.17.0',
];
/** Part B: the import-only crates (only needed-import mutants, targets in draw order, at most 300 looked at). */
export const VALIDATE21_RUST_PART_B: readonly string[] = ['semver-parser-0.7.0', 'jsonwebtoken-8.2.0', 'ruma-common-0.10.5', 'ipnetwork-0.17.0'];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE21_RUST_PACKAGES: readonly string[] = [
  'librust-uncased-dev', 'librust-rand-isaac-dev', 'librust-sval-derive-dev', 'librust-box-drawing-dev', 'librust-bytemuck-dev', 'librust-rand-xoshiro-dev', 'librust-clap-complete-dev', 'librust-config-dev', 'librust-isahc-dev', 'librust-syntect-dev', 'librust-sysinfo-dev', 'librust-argon2rs-dev', 'librust-semver-parser-0.7-dev', 'librust-jsonwebtoken-dev', 'librust-ruma-common-dev', 'librust-ipnetwork-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets21.ts')) {
  const pop = rustPopulation21();
  console.log(JSON.stringify({ population: pop.length, strata: drawOrder21().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate21((l) => console.log(l))));
}
