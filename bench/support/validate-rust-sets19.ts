/**
 * bench:validate-brace's NINETEENTH held-out set for Rust (`--set held-out19-rust`), DECLARED IN WRITING 2026-12-07 ~13:30 UTC
 * (session 26, task T3, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-18 are tuning data.
 *
 * Population: held out 18's rule with the scan moved: Debian's `librust-<crate>-dev` packages OF EVERY SIZE (bookworm main,
 * frozen in rust-debian-crates-2026-12-06.json with held out 12's exclusions: bindings and crates named before 2026-12-06):
 * held out 17's population (rustPopulation17(): up to 5,000 KB) together with the frozen list's packages over 5,000 KB, MINUS
 * every package whose bare crate name (less a `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as
 * `name-<digit>.<digit>` in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit e1d48ef (main when this set
 * was declared; *.log and *.json left out; lines naming more than 12 such versioned names are the frozen populations and do
 * not count; `named-at-commit.ts`): held out 1-18's crates (held out 18's twelve among them) and the tests' fixtures, MINUS
 * every `librust-<name>-dev` package named anywhere in those files at e1d48ef (scripts/setup-test-deps.sh's test and bench
 * lists with held out 18's twelve, the tests' packages, and every earlier draw's log of packages looked at, held out 18's
 * among them).
 * Strata by Installed-Size: small < 100 KB, medium 100-499 KB, large >= 500 KB (no upper bound). Draw: for each stratum in
 * turn, one mulberry32(2619) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has FOUR: 12 crates, then installed with apt (scripts/setup-test-deps.sh's bench list, which
 * scripts/bench-setup.sh runs).
 * Targets: held out 18's rule: `{` on the header's last line or alone on the next one (`own-line-too`), SEVEN per crate
 * (seed 22): 84 targets; past a crate's seven targets the bench goes on in the same draw order with ONLY wrong-member,
 * needed-import, wrong-arity and hallucinated-helper mutants until the crate has 5 / 7 / 3 / 3 of them, looking at most 45
 * further targets per crate (held out 18 with 4 / 6 / 3 / 3 and 40 gave 34 helpers, 33 members, 28 arity, 23 imports, of
 * which 2 members and 3 arity not run: the member and import quotas and the further cap are raised a little so that needed
 * import and member keep n >= 20 if a crate yields few). Run with `--deps debian`.
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out19-rust
 * --deps debian --verbose --shard k/12` (one crate per shard, niced), then `--merge 12`.
 * The draw's result is VALIDATE19_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation17 } from './validate-rust-sets17.js';

const SCAN_COMMIT = 'e1d48ef';
const POPULATION_FILE = join(dirname(fileURLToPath(import.meta.url)), 'rust-debian-crates-2026-12-06.json');

type Row = readonly [pkg: string, version: string, kb: number];

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Every size: held out 17's population and the frozen list's packages over 5,000 KB, less what SCAN_COMMIT names. */
export function rustPopulation19(): Row[] {
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

export const drawOrder19 = (): string[][] => stratumOrders(rustPopulation19(), ([, , kb]) => kb, STRATA, 2619);

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate19(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  const versions = new Map(rustPopulation19().map(([pkg, version]) => [pkg, version]));
  return takeInOrder(drawOrder19(), 4, (pkg) => {
    const c = crateOfDeb(pkg, versions.get(pkg));
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT19_RUST = { perPackage: 7, members: 5, imports: 7, arity: 3, helpers: 3, further: 45 } as const;

/**
 * The draw's result: registry folders (2026-12-07 13:25-13:26 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout19-draw.txt). None was installed before the draw; all twelve are installed with apt after it.
 */
export const VALIDATE19_RUST: readonly string[] = [
  'grep-cli-0.1.6', 'libudev-0.3.0', 'strum_macros-0.19.2', 'async-global-executor-2.3.1', 'cpal-0.10.0', 'async-task-4.3.0', 'libloading-0.7.4', 'crdts-7.2.0', 'pbr-1.0.1', 'concread-0.4.1', 'cursive_core-0.3.5', 'tera-1.17.1',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE19_RUST_PACKAGES: readonly string[] = [
  'librust-grep-cli-dev', 'librust-libudev-dev', 'librust-strum-macros-dev', 'librust-async-global-executor-dev', 'librust-cpal-dev', 'librust-async-task-dev',
  'librust-libloading-dev', 'librust-crdts-dev', 'librust-pbr-dev', 'librust-concread-dev', 'librust-cursive-core-dev', 'librust-tera-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets19.ts')) {
  const pop = rustPopulation19();
  console.log(JSON.stringify({ population: pop.length, strata: drawOrder19().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate19((l) => console.log(l))));
}
