/**
 * bench:validate-brace's SIXTEENTH held-out set for Rust (`--set held-out16-rust`), DECLARED IN WRITING 2026-12-07 (session 23,
 * task T6, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-15 are tuning data.
 *
 * Population: held out 15's (rustPopulation15(): bookworm's `librust-<crate>-dev` up to 5,000 KB installed, less every crate
 * named before it and the packages held out 14's draw looked at: 1,113), MINUS every package whose bare crate name (less a
 * `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as `name-<digit>.<digit>` in a file tracked under bench/,
 * test/, src/, docs/ or scripts/ at commit 0397f52 (main when this set was declared; *.log and *.json left out; lines naming
 * more than 12 such versioned names are the frozen populations and do not count; `named-at-commit.ts`), MINUS the packages
 * held out 15's draw looked at (its log, bench/results/validate-rust-heldout15-draw.txt: taken or skipped).
 * Strata by Installed-Size, as held out 12-15: small < 100 KB, medium 100-499 KB, large 500-5,000 KB. Draw: for each stratum
 * in turn, one mulberry32(2316) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has FOUR: 12 crates, then installed with apt (scripts/setup-test-deps.sh's bench list; apt brings
 * their dependencies' crates into /usr/share/cargo/registry too).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`), SEVEN per crate
 * (seed 22): 84 targets (held out 15: 72 with six, which gave 19-32 mutants per kind; seven aims at >= 20 helpers); past a
 * crate's seven targets the bench goes on in the same draw order with ONLY wrong-member, needed-import and wrong-arity mutants
 * until the crate has 4 / 5 / 3 of them (or its targets run out). Run with `--deps debian`.
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out16-rust
 * --deps debian --verbose --shard k/12` (one crate per shard, niced), then `--merge 12`.
 * The draw's result is VALIDATE16_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation15 } from './validate-rust-sets15.js';

const SCAN_COMMIT = '0397f52';
const DRAW15_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'validate-rust-heldout15-draw.txt');

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 15's population less the crates named (versioned) at SCAN_COMMIT and less the packages its draw looked at. */
export function rustPopulation16(): ReturnType<typeof rustPopulation15> {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const looked = new Set([...readFileSync(DRAW15_LOG, 'utf8').matchAll(/^(librust-\S+-dev):/gm)].map((m) => m[1]!));
  return rustPopulation15().filter(([pkg]) => !named.has(bare(pkg)) && !looked.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder16 = (): string[][] => stratumOrders(rustPopulation16(), ([, , kb]) => kb, STRATA, 2316);

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate16(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  return takeInOrder(drawOrder16(), 4, (pkg) => {
    const c = crateOfDeb(pkg);
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT16_RUST = { perPackage: 7, members: 4, imports: 5, arity: 3 } as const;

/**
 * The draw's result: registry folders (2026-12-07 04:45-04:53 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout16-draw.txt). None was installed before; all twelve installed with apt after the draw.
 */
export const VALIDATE16_RUST: readonly string[] = [
  'unic-char-property-0.9.0', 'protobuf-support-3.1.0', 'serial_test-0.9.0', 'ord_subset-3.1.1', 'nanorand-0.7.0', 'grep-searcher-0.1.10',
  'ucd-parse-0.1.4', 'anes-0.1.6', 'trust-dns-server-0.22.0', 'lexical-core-0.7.6', 'parsec-interface-0.27.0', 'fasteval-0.2.4',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE16_RUST_PACKAGES: readonly string[] = [
  'librust-unic-char-property-dev', 'librust-protobuf-support-dev', 'librust-serial-test-dev', 'librust-ord-subset-dev', 'librust-nanorand-dev',
  'librust-grep-searcher-dev', 'librust-ucd-parse-dev', 'librust-anes-dev', 'librust-trust-dns-server-dev', 'librust-lexical-core-dev',
  'librust-parsec-interface-dev', 'librust-fasteval-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets16.ts')) {
  console.log(JSON.stringify({ population: rustPopulation16().length, strata: drawOrder16().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate16((l) => console.log(l))));
}
