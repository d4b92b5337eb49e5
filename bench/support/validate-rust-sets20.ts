/**
 * bench:validate-brace's TWENTIETH held-out set for Rust (`--set held-out20-rust`), DECLARED IN WRITING 2026-12-07 16:28 UTC
 * (session 27, task T3, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-19 are tuning data.
 *
 * Population: held out 19's rule with the scan moved: Debian's `librust-<crate>-dev` packages OF EVERY SIZE (bookworm main,
 * frozen in rust-debian-crates-2026-12-06.json with held out 12's exclusions: bindings and crates named before 2026-12-06):
 * held out 17's population (rustPopulation17(): up to 5,000 KB) together with the frozen list's packages over 5,000 KB, MINUS
 * every package whose bare crate name (less a `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as
 * `name-<digit>.<digit>` in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit c85ddec (main when this set
 * was declared, session 27's start; *.log and *.json left out; lines naming more than 12 such versioned names are the frozen
 * populations and do not count; `named-at-commit.ts`): held out 1-19's crates (held out 19's twelve among them) and the
 * tests' fixtures, MINUS every `librust-<name>-dev` package named anywhere in those files at c85ddec (scripts/setup-test-deps.sh's
 * test and bench lists with held out 19's twelve, the tests' packages, and every earlier draw's log of packages looked at,
 * held out 19's bench/results/validate-rust-heldout19-draw.txt among them).
 * Strata by Installed-Size: small < 100 KB, medium 100-499 KB, large >= 500 KB (no upper bound). Draw: for each stratum in
 * turn, one mulberry32(2720) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has SIX: held out 19's four, then two more in the same draw order (more crates, for needed
 * import; see below): 18 crates, then installed with apt (scripts/setup-test-deps.sh's bench list, which scripts/bench-setup.sh
 * runs).
 * Targets: held out 19's rule: `{` on the header's last line or alone on the next one (`own-line-too`), SEVEN per crate
 * (seed 22): 126 targets; past a crate's seven targets the bench goes on in the same draw order with ONLY wrong-member,
 * needed-import, wrong-arity and hallucinated-helper mutants until the crate has 5 / 10 / 3 / 3 of them, looking at most 80
 * further targets per crate.
 * Sizing (needed import n >= 20): held out 18 (12 crates, import quota 6, cap 40) gave 23 needed imports; held out 19 (12
 * crates, quota 7, cap 45) gave 14, six of its crates none at all and one (tera) its full quota of 7. So imports come from
 * few crates: more crates (18: 1.17 to 1.9 per crate gives 21 to 34) and a higher import quota and cap (10, 80: a crate like
 * tera gives 10, not 7; a further target with no mutant of a wanted kind costs only a parse). Helper, member and arity (19:
 * 35 / 35 / 34 from 12 crates) stay n >= 20 with 18 crates. Run with `--deps debian`.
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out20-rust
 * --deps debian --verbose --shard k/18` (one crate per shard, niced), then `--merge 18`.
 * The draw's result is VALIDATE20_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation17 } from './validate-rust-sets17.js';

const SCAN_COMMIT = 'c85ddec';
const POPULATION_FILE = join(dirname(fileURLToPath(import.meta.url)), 'rust-debian-crates-2026-12-06.json');

type Row = readonly [pkg: string, version: string, kb: number];

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Every size: held out 17's population and the frozen list's packages over 5,000 KB, less what SCAN_COMMIT names. */
export function rustPopulation20(): Row[] {
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

export const drawOrder20 = (): string[][] => stratumOrders(rustPopulation20(), ([, , kb]) => kb, STRATA, 2720);

/** The draw: per stratum, the first six candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate20(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  const versions = new Map(rustPopulation20().map(([pkg, version]) => [pkg, version]));
  return takeInOrder(drawOrder20(), 6, (pkg) => {
    const c = crateOfDeb(pkg, versions.get(pkg));
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT20_RUST = { perPackage: 7, members: 5, imports: 10, arity: 3, helpers: 3, further: 80 } as const;

/**
 * The draw's result: registry folders (2026-12-07 16:28:51-16:34:18 UTC, printed by `--draw` before any install or run; its log is
 * bench/results/validate-rust-heldout20-draw-s27-t3.txt), six per stratum in draw order (small, medium, large).
 */
export const VALIDATE20_RUST: readonly string[] = [
  'base-x-0.2.3', 'pamsm-0.5.2', 'plotters-bitmap-0.3.2', 'atlatl-0.1.2', 'async-stream-0.3.4', 'const_fn-0.4.3', 'cookie-0.16.0', 'scroll-0.10.1', 'capnp-rpc-0.14.1', 'cargo-lock-8.0.2', 'lscolors-0.13.0', 'euclid-0.20.0', 'xcb-1.2.0', 'netlink-packet-route-0.12.0', 'datetime-0.5.2', 'brotli-decompressor-2.3.4', 'hyphenation-0.7.1', 'fst-0.3.5',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE20_RUST_PACKAGES: readonly string[] = [
  'librust-base-x-dev', 'librust-pamsm-dev', 'librust-plotters-bitmap-dev', 'librust-atlatl-dev', 'librust-async-stream-dev', 'librust-const-fn-dev', 'librust-cookie-dev', 'librust-scroll-dev', 'librust-capnp-rpc-dev', 'librust-cargo-lock-dev', 'librust-lscolors-dev', 'librust-euclid-dev', 'librust-xcb-dev', 'librust-netlink-packet-route-dev', 'librust-datetime-dev', 'librust-brotli-decompressor-dev', 'librust-hyphenation-dev', 'librust-fst-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets20.ts')) {
  const pop = rustPopulation20();
  console.log(JSON.stringify({ population: pop.length, strata: drawOrder20().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate20((l) => console.log(l))));
}
