/**
 * bench:validate-brace's FOURTEENTH held-out set for Rust (`--set held-out14-rust`), DECLARED IN WRITING 2026-12-06 22:22 UTC
 * (session 21, task T6, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 * Held out 1-13 are tuning data.
 *
 * Population: held out 13's (rustPopulation13(): bookworm's `librust-<crate>-dev` up to 5,000 KB installed, less crates named
 * before it and the packages held out 12's draw looked at: 1,166), MINUS every package whose bare crate name (less a
 * `-<digits>[.<digits>]` semver suffix, `-` and `_` alike) occurs as `name-<digit>.<digit>` in a file tracked under bench/,
 * test/, src/, docs/ or scripts/ at commit 816ba14 (main when this set was declared; *.log and *.json left out; lines naming
 * more than 12 such versioned names are the frozen populations and do not count; `named-at-commit.ts`), MINUS the packages
 * held out 13's draw looked at (its log, bench/results/validate-rust-heldout13-draw.txt: taken or skipped).
 * Strata by Installed-Size, as held out 12 and 13: small < 100 KB, medium 100-499 KB, large 500-5,000 KB. Draw: for each stratum
 * in turn, one mulberry32(2114) shuffles the stratum's packages (alphabetical first) into a draw order; a candidate's .deb is
 * fetched (`apt-get download`, no install) and TAKEN when its crate has 4 to 400 .rs files under src/ (`dpkg-deb -c`), else
 * SKIPPED, until the stratum has THREE: 9 crates, then installed with apt (scripts/setup-test-deps.sh's bench list).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`), SIX per crate
 * (seed 22); past a crate's six targets the bench goes on in the same draw order with ONLY wrong-member, needed-import and
 * wrong-arity mutants until the crate has 4 / 4 / 3 of them (or its targets run out). Fewer than held out 13's 20 and 8/12/6,
 * so that every shard of the one run ends inside the session (held out 13 lost two shards at the session's limit).
 * No second draw; the counts of the one run are the blind figure: `npx tsx bench/validate-brace.ts --set held-out14-rust
 * --shard k/9` (one crate per shard), then `--merge 9`.
 * The draw's result is VALIDATE14_RUST below (registry folders, written after `--draw` printed it, before any run on it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { crateOfDeb } from './validate-rust-sets12.js';
import { rustPopulation13 } from './validate-rust-sets13.js';

const SCAN_COMMIT = '816ba14';
const DRAW13_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'validate-rust-heldout13-draw.txt');

const bare = (pkg: string): string => pkg.replace(/^librust-/, '').replace(/-dev$/, '').replace(/-\d+(\.\d+)?$/, '').replace(/_/g, '-');

/** Held out 13's population less the crates named (versioned) at SCAN_COMMIT and less the packages its draw looked at. */
export function rustPopulation14(): ReturnType<typeof rustPopulation13> {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, '[A-Za-z][A-Za-z0-9_-]*-[0-9]+\\.[0-9]+')) {
    const found = [...line.matchAll(/([A-Za-z][A-Za-z0-9_-]*?)-\d+\.\d+/g)].map((m) => m[1]!.toLowerCase().replace(/_/g, '-'));
    if (found.length > 12) continue;
    for (const n of found) named.add(n);
  }
  const looked = new Set([...readFileSync(DRAW13_LOG, 'utf8').matchAll(/^(librust-\S+-dev):/gm)].map((m) => m[1]!));
  return rustPopulation13().filter(([pkg]) => !named.has(bare(pkg)) && !looked.has(pkg));
}

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder14 = (): string[][] => stratumOrders(rustPopulation14(), ([, , kb]) => kb, STRATA, 2114);

/** The draw: per stratum, the first three candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate14(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  return takeInOrder(drawOrder14(), 3, (pkg) => {
    const c = crateOfDeb(pkg);
    return { taken: c !== undefined && c.rs >= 4 && c.rs <= 400 ? { pkg, folder: c.folder } : undefined, line: `${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files` };
  }, log);
}

/** The set's parameters. */
export const HELD_OUT14_RUST = { perPackage: 6, members: 4, imports: 4, arity: 3 } as const;

/**
 * The draw's result: registry folders (2026-12-06 23:10 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-rust-heldout14-draw.txt). v-frame and pin-project-internal were installed already (never drawn before);
 * the other seven were installed with apt at 23:11.
 */
export const VALIDATE14_RUST: readonly string[] = [
  'indefinite-0.1.2', 'v_frame-0.3.3', 'enum-ordinalize-3.1.12', 'yaml-0.3.0', 'pin-project-internal-1.0.10', 'html2text-0.4.4',
  'chrono-tz-0.6.1', 'sequoia-wot-0.2.0', 'sha3-0.9.1',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE14_RUST_PACKAGES: readonly string[] = [
  'librust-indefinite-dev', 'librust-v-frame-dev', 'librust-enum-ordinalize-dev', 'librust-yaml-dev', 'librust-pin-project-internal-dev',
  'librust-html2text-dev', 'librust-chrono-tz-dev', 'librust-sequoia-wot-dev', 'librust-sha3-0.9-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets14.ts')) {
  console.log(JSON.stringify({ population: rustPopulation14().length, strata: drawOrder14().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate14((l) => console.log(l))));
}
