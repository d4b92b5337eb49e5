/**
 * bench:validate-brace's SEVENTEENTH held-out set for Rust (`--set held-out17-rust`), DECLARED IN WRITING 2026-12-07 ~07:35 UTC
 * (session 24, task T3, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-16 are tuning data.
 *
 * Population: held out 16's (rustPopulation16(): bookworm's `librust-<crate>-dev` up to 5,000 KB installed, less every crate
 * named before it and the packages held out 14's and 15's draws looked at: 1,090), MINUS every package whose bare crate name
 * (less a `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as `name-<digit>.<digit>` in a file tracked under
 * bench/, test/, src/, docs/ or scripts/ at commit 5dbbc87 (main when this set was declared; *.log and *.json left out; lines
 * naming more than 12 such versioned names are the frozen populations and do not count; `named-at-commit.ts`), MINUS the
 * packages held out 16's draw looked at (its log, bench/results/validate-rust-heldout16-draw.txt: taken or skipped).
 * Strata by Installed-Size, as held out 12-16: small < 100 KB, medium 100-499 KB, large 500-5,000 KB. Draw: for each stratum
 * in turn, one mulberry32(2417) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has FOUR: 12 crates, then installed with apt (scripts/setup-test-deps.sh's bench list).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`), SEVEN per crate
 * (seed 22): 84 targets; past a crate's seven targets the bench goes on in the same draw order with ONLY wrong-member,
 * needed-import, wrong-arity and hallucinated-helper mutants until the crate has 4 / 5 / 3 / 3 of them, looking at most 30
 * further targets per crate (held out 16's seven targets gave 13 helpers: the helper quota is new, Go held out 14's rule).
 * Run with `--deps debian`.
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out17-rust
 * --deps debian --verbose --shard k/12` (one crate per shard, niced), then `--merge 12`.
 * The draw's result is VALIDATE17_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation16 } from './validate-rust-sets16.js';

const SCAN_COMMIT = '5dbbc87';
const DRAW16_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'validate-rust-heldout16-draw.txt');

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 16's population less the crates named (versioned) at SCAN_COMMIT and less the packages its draw looked at. */
export function rustPopulation17(): ReturnType<typeof rustPopulation16> {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const looked = new Set([...readFileSync(DRAW16_LOG, 'utf8').matchAll(/^(librust-\S+-dev):/gm)].map((m) => m[1]!));
  return rustPopulation16().filter(([pkg]) => !named.has(bare(pkg)) && !looked.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder17 = (): string[][] => stratumOrders(rustPopulation17(), ([, , kb]) => kb, STRATA, 2417);

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate17(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  return takeInOrder(drawOrder17(), 4, (pkg) => {
    const c = crateOfDeb(pkg);
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT17_RUST = { perPackage: 7, members: 4, imports: 5, arity: 3, helpers: 3, further: 30 } as const;

/**
 * The draw's result: registry folders (2026-12-07 07:27-07:37 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout17-draw.txt). None was installed before the draw; all twelve installed with apt after it.
 */
export const VALIDATE17_RUST: readonly string[] = [
  'hyphenation_commons-0.7.1', 'dbus-udisks2-0.3.0', 'radium-1.0.0', 'castaway-0.2.2', 'snap-1.1.0', 'kurbo-0.7.1', 'arc-swap-1.5.1', 'oxhttp-0.1.5', 'cxx-1.0.87', 'insta-1.21.0', 'criterion-0.3.6', 'cbindgen-0.24.3',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE17_RUST_PACKAGES: readonly string[] = [
  'librust-hyphenation-commons-dev', 'librust-dbus-udisks2-dev', 'librust-radium-dev', 'librust-castaway-dev', 'librust-snap-dev', 'librust-kurbo-dev', 'librust-arc-swap-dev', 'librust-oxhttp-dev', 'librust-cxx-dev', 'librust-insta-dev', 'librust-criterion-dev', 'librust-cbindgen-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets17.ts')) {
  console.log(JSON.stringify({ population: rustPopulation17().length, strata: drawOrder17().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate17((l) => console.log(l))));
}
