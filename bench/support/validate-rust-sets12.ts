/**
 * bench:validate-brace's TWELFTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-06 ~16:25 UTC (session 19,
 * task T5, issue 22), committed before any draw from it and any run of the answer checks on any of its crates.
 *
 * Why a new population: held out 10 and 11 drew from the crates already installed on the benchmark machine (no crate over
 * 99 files was left). Debian packages 1,513 crates as librust-*-dev; most were never installed here.
 * Population (frozen in rust-debian-crates-2026-12-06.json): every binary package of bookworm main named
 * `librust-<crate>-dev` (feature packages, `librust-<crate>+<feature>-dev`, left out), from the machine's apt index of
 * 2026-12-06, [package, version, Installed-Size in KB], MINUS every package whose bare crate name (the name less a trailing
 * `-<digits>[.<digits>]` semver suffix) occurs as `name-<digit>.<digit>...` in a committed file under bench/, test/, src/,
 * docs/ or scripts/ at this branch's commit 9397275 (*.log left out, and lines naming more than 12 versioned names: the frozen
 * populations), so no crate of an earlier Rust validate or retrieval set or test fixture is in it; MINUS bindings (`*-sys`,
 * winapi*, windows*, x11*, libc, web-sys, js-sys, linux-raw-sys). 1,202 packages; 1,195 within the size cap below.
 * Strata by Installed-Size: small < 100 KB, medium 100-499 KB, large 500-5,000 KB (744 / 392 / 59; larger ones left out:
 * the time of one run). Draw: for each stratum in turn (small, medium, large), one mulberry32(1912) shuffles the stratum's
 * packages (alphabetical first) into a draw order; a candidate's .deb is fetched (`apt-get download`, no install) and it is
 * TAKEN when its crate has 4 to 400 .rs files under src/ (as listed by `dpkg-deb -c`), else SKIPPED (recorded), until the
 * stratum has FOUR: 12 crates, then installed with apt (scripts/setup-test-deps.sh's bench list).
 * Targets inside a crate: the benchmark's rule, 20 per crate (seed 22); past a crate's 20 targets the bench goes on in the
 * same seeded draw order, running ONLY their wrong-member, needed-import and wrong-arity mutants, until the crate has 8
 * members, 12 imports and 6 arity mutants (or its targets run out): held out 11's quotas. The originals and helper figures
 * are the 20 targets'. No second draw: the counts of the one run are the blind figure, whatever they are. The draw's result
 * is VALIDATE12_RUST below (the registry folder of each crate, written after `tsx bench/support/validate-rust-sets12.ts
 * --draw` printed it, before any run on it).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders } from './brace-draw.js';

type Row = readonly [pkg: string, version: string, kb: number];
const POPULATION_FILE = join(dirname(fileURLToPath(import.meta.url)), 'rust-debian-crates-2026-12-06.json');
const DEBS = '/var/cache/dycoder-bench/rust-debs';

export const rustPopulation12 = (): Row[] => (JSON.parse(readFileSync(POPULATION_FILE, 'utf8')) as Row[]).filter(([, , kb]) => kb <= 5000);

const STRATA: readonly ((kb: number) => boolean)[] = [(kb) => kb < 100, (kb) => kb >= 100 && kb < 500, (kb) => kb >= 500];

export const drawOrder12 = (): string[][] => stratumOrders(rustPopulation12(), ([, , kb]) => kb, STRATA, 1912);

/** The crate's registry folder and its .rs files under src/, from the package's .deb (fetched, not installed). */
export function crateOfDeb(pkg: string, version?: string): { folder: string; rs: number } | undefined {
  const v = version ?? rustPopulation12().find(([p]) => p === pkg)?.[1];
  if (v === undefined) return undefined;
  mkdirSync(DEBS, { recursive: true });
  const want = (f: string): boolean => f.startsWith(`${pkg}_`) && f.endsWith('.deb');
  if (!readdirSync(DEBS).some(want)) execFileSync('apt-get', ['download', '-q', `${pkg}=${v}`], { cwd: DEBS, stdio: 'pipe', timeout: 300_000 });
  const deb = readdirSync(DEBS).find(want);
  if (deb === undefined) return undefined;
  const listing = execFileSync('dpkg-deb', ['-c', join(DEBS, deb)], { maxBuffer: 1 << 26, timeout: 120_000 }).toString('utf8');
  const paths = [...listing.matchAll(/\.\/usr\/share\/cargo\/registry\/([^/\s]+)\/(\S*)$/gm)];
  const folder = paths[0]?.[1];
  if (folder === undefined) return undefined;
  return { folder, rs: paths.filter((m) => m[1] === folder && /^src\/.*\.rs$/.test(m[2]!)).length };
}

/** The draw: per stratum, the first four candidates in draw order with 4 to 400 .rs files under src/. */
export function rustValidate12(log: (line: string) => void = () => {}): { pkg: string; folder: string }[] {
  const picked: { pkg: string; folder: string }[] = [];
  for (const order of drawOrder12()) {
    let taken = 0;
    for (const pkg of order) {
      if (taken === 4) break;
      const c = crateOfDeb(pkg);
      const ok = c !== undefined && c.rs >= 4 && c.rs <= 400;
      log(`${pkg}: ${c?.folder ?? '?'} ${c?.rs ?? 0} .rs files ${ok ? 'TAKEN' : 'skipped'}`);
      if (ok) {
        picked.push({ pkg, folder: c.folder });
        taken++;
      }
    }
  }
  return picked;
}

/** The set's parameters: targets per crate, and the wrong-member / needed-import / wrong-arity mutants per crate its continuation seeks. */
export const HELD_OUT12_RUST = { perPackage: 20, members: 8, imports: 12, arity: 6 } as const;

/**
 * The draw's result: registry folders (2026-12-06 16:25 UTC, printed by `--draw` before any run on it). Skipped in draw order
 * (fewer than 4 .rs files under src/): small manifest-dir-macros, data-encoding-macro-internal, smallbitvec, num-enum-derive,
 * ivf, checked-int-cast, gethostname, psl-types, qrcodegen, derive-arbitrary, pool, stderrlog, lexiclean, clap-lex, loggerv,
 * log-reroute, termtree; none in the medium and large strata.
 */
export const VALIDATE12_RUST: readonly string[] = [
  'platform-info-1.0.2', 'ab_glyph_rasterizer-0.1.7', 'tap-1.0.1', 'tinystr-0.3.2', 'harfbuzz_rs-1.2.0', 'codespan-reporting-0.11.1',
  'plist-1.3.1', 'bzip2-0.4.4', 'uom-0.33.0', 'wayland-protocols-0.29.4', 'radix_trie-0.2.1', 'jpeg-decoder-0.2.6',
];
/** Their Debian packages (scripts/setup-test-deps.sh's bench list). */
export const VALIDATE12_RUST_PACKAGES: readonly string[] = [
  'librust-platform-info-dev', 'librust-ab-glyph-rasterizer-dev', 'librust-tap-dev', 'librust-tinystr-dev', 'librust-harfbuzz-rs-dev',
  'librust-codespan-reporting-dev', 'librust-plist-dev', 'librust-bzip2-dev', 'librust-uom-dev', 'librust-wayland-protocols-dev',
  'librust-radix-trie-dev', 'librust-jpeg-decoder-dev',
];

if (process.argv[1]?.endsWith('validate-rust-sets12.ts')) {
  console.log(JSON.stringify({ population: rustPopulation12().length, strata: drawOrder12().map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(rustValidate12((l) => console.log(l))));
}
