/**
 * bench:validate-brace's FIFTEENTH held-out set for Rust (`--set held-out15-rust`), DECLARED IN WRITING 2026-12-07 (session 22,
 * task T5, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-14 are tuning data.
 *
 * Population: held out 14's (rustPopulation14(): bookworm's `librust-<crate>-dev` up to 5,000 KB installed, less every crate
 * named before it and the packages held out 12's and 13's draws looked at: 1,133), MINUS every package whose bare crate name
 * (less a `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as `name-<digit>.<digit>` in a file tracked under
 * bench/, test/, src/, docs/ or scripts/ at commit 85a26a8 (main when this set was declared; *.log and *.json left out; lines
 * naming more than 12 such versioned names are the frozen populations and do not count; `named-at-commit.ts`), MINUS the
 * packages held out 14's draw looked at (its log, bench/results/validate-rust-heldout14-draw.txt: taken or skipped).
 * Strata by Installed-Size, as held out 12-14: small < 100 KB, medium 100-499 KB, large 500-5,000 KB. Draw: for each stratum
 * in turn, one mulberry32(2215) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has FOUR: 12 crates (held out 14 had three per stratum), then installed with apt
 * (scripts/setup-test-deps.sh's bench list; apt brings their dependencies' crates into /usr/share/cargo/registry too).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`), SIX per crate
 * (seed 22): 72 targets (held out 14: 52, which gave 9-24 mutants per kind); past a crate's six targets the bench goes on in the
 * same draw order with ONLY wrong-member, needed-import and wrong-arity mutants until the crate has 4 / 5 / 3 of them (or its
 * targets run out). Run with `--deps debian`: the crates' dependencies from Debian's cargo registry, as a checkout's
 * ~/.cargo/registry would give them (session 22's `rust` dependencies).
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out15-rust
 * --deps debian --verbose --shard k/12` (one crate per shard), then `--merge 12`.
 * The draw's result is VALIDATE15_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation14 } from './validate-rust-sets14.js';

const SCAN_COMMIT = '85a26a8';
const DRAW14_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'validate-rust-heldout14-draw.txt');

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 14's population less the crates named (versioned) at SCAN_COMMIT and less the packages its draw looked at. */
export function rustPopulation15(): ReturnType<typeof rustPopulation14> {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const looked = new Set([...readFileSync(DRAW14_LOG, 'utf8').matchAll(/^(librust-\S+-dev):/gm)].map((m) => m[1]!));
  return rustPopulation14().filter(([pkg]) => !named.has(bare(pkg)) && !looked.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder15 = (): string[][] => stratumOrders(rustPopulation15(), ([, , kb]) => kb, STRATA, 2215);

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate15(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  return takeInOrder(drawOrder15(), 4, (pkg) => {
    const c = crateOfDeb(pkg);
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT15_RUST = { perPackage: 6, members: 4, imports: 5, arity: 3 } as const;

/**
 * The draw's result: registry folders (2026-12-07 ~01:55 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout15-draw.txt). vte, quick-xml and xxhash-rust were installed already (never drawn
 * before); the other nine were installed with apt at 01:57.
 */
export const VALIDATE15_RUST: readonly string[] = [
  'alacritty_config_derive-0.2.0', 'libsystemd-0.2.1', 'alloc-no-stdlib-2.0.4', 'open-3.0.2', 'vte-0.10.1', 'vm-superio-0.7.0',
  'blake2b_simd-0.5.11', 'filespooler-1.2.2', 'bat-0.22.1', 'quick-xml-0.26.0', 'rust_decimal-1.23.1', 'xxhash-rust-0.8.5',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE15_RUST_PACKAGES: readonly string[] = [
  'librust-alacritty-config-derive-dev', 'librust-libsystemd-dev', 'librust-alloc-no-stdlib-dev', 'librust-open-dev', 'librust-vte-dev',
  'librust-vm-superio-dev', 'librust-blake2b-simd-0.5-dev', 'librust-filespooler-dev', 'librust-bat-dev', 'librust-quick-xml-dev',
  'librust-rust-decimal-dev', 'librust-xxhash-rust-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets15.ts')) {
  console.log(JSON.stringify({ population: rustPopulation15().length, strata: drawOrder15().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate15((l) => console.log(l))));
}
