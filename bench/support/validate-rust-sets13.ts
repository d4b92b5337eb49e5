/**
 * bench:validate-brace's THIRTEENTH held-out set for Rust (`--set held-out13-rust`), DECLARED IN WRITING 2026-12-06 ~19:40 UTC
 * (session 20, task T5, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-12 are tuning data.
 *
 * Population: held out 12's (rust-debian-crates-2026-12-06.json: every `librust-<crate>-dev` of bookworm main less crates
 * named as `name-<version>` in the repository at 9397275 and bindings; up to 5,000 KB installed: 1,195), MINUS every package
 * whose bare crate name (less a `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as `name-<digit>.<digit>` in a
 * file tracked under bench/, test/, src/, docs/ or scripts/ at commit 5ba8b8f (*.log and *.json left out; lines naming more
 * than 12 such versioned names are the frozen populations and do not count; `named-at-commit.ts`): this takes out held out
 * 12's twelve crates and every crate a test or benchmark has named since, MINUS the packages held out 12's draw looked at
 * (its log, bench/results/validate-rust-heldout12-draw.txt: taken or skipped).
 * Strata by Installed-Size, as held out 12: small < 100 KB, medium 100-499 KB, large 500-5,000 KB. Draw: for each stratum in
 * turn, one mulberry32(2013) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has FOUR: 12 crates, then installed with apt (scripts/setup-test-deps.sh's bench list).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`, session 20:
 * rustfmt puts it there after a `where` clause), 20 per crate (seed 22); past a crate's 20 targets the bench goes on in the
 * same draw order with ONLY wrong-member, needed-import and wrong-arity mutants until the crate has 8 / 12 / 6 of them (or
 * its targets run out): held out 12's quotas. No second draw; the counts of the one run are the blind figure.
 * The draw's result is VALIDATE13_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb, rustPopulation12 } from './validate-rust-sets12.js';

const SCAN_COMMIT = '5ba8b8f';
const DRAW12_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'validate-rust-heldout12-draw.txt');

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 12's population less the crates named (versioned) at SCAN_COMMIT and less the packages its draw looked at. */
export function rustPopulation13(): ReturnType<typeof rustPopulation12> {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const looked = new Set([...readFileSync(DRAW12_LOG, 'utf8').matchAll(/^(librust-\S+-dev):/gm)].map((m) => m[1]!));
  return rustPopulation12().filter(([pkg]) => !named.has(bare(pkg)) && !looked.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder13 = (): string[][] => stratumOrders(rustPopulation13(), ([, , kb]) => kb, STRATA, 2013);

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate13(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  return takeInOrder(drawOrder13(), 4, (pkg) => {
    const c = crateOfDeb(pkg);
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters (held out 12's). */
export const HELD_OUT13_RUST = { perPackage: 20, members: 8, imports: 12, arity: 6 } as const;

/**
 * The draw's result: registry folders (2026-12-06 19:55 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout13-draw.txt, small ones skipped for fewer than 4 .rs files under src/ listed there).
 * Installed with apt at 19:57. ntapi is Windows NT API bindings not named `-sys`: the population rule kept it; it stays.
 */
export const VALIDATE13_RUST: readonly string[] = [
  'dotenv-0.15.0', 'clipboard-0.5.0', 'gettext-0.4.0', 'smithay-clipboard-0.6.6', 'approx-0.5.0', 'quantiles-0.7.1', 'hashlink-0.8.0',
  'blake2s_simd-0.5.11', 'ntapi-0.4.0', 'cpp_demangle-0.4.0', 'encoding_rs-0.8.31', 'pulldown-cmark-0.9.2',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE13_RUST_PACKAGES: readonly string[] = [
  'librust-dotenv-dev', 'librust-clipboard-dev', 'librust-gettext-dev', 'librust-smithay-clipboard-dev', 'librust-approx-dev',
  'librust-quantiles-dev', 'librust-hashlink-dev', 'librust-blake2s-simd-dev', 'librust-ntapi-dev', 'librust-cpp-demangle-dev',
  'librust-encoding-rs-dev', 'librust-pulldown-cmark-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets13.ts')) {
  console.log(JSON.stringify({ population: rustPopulation13().length, strata: drawOrder13().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate13((l) => console.log(l))));
}
