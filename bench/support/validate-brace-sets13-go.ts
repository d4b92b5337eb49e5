/**
 * bench:validate-brace's THIRTEENTH held-out set for Go (`--set held-out13-go`), DECLARED IN WRITING 2026-12-07 01:49 UTC (session 22,
 * task T6, issue 22), committed before any draw from it and any run of the answer checks on it. Held out 1-12 are tuning data.
 *
 * What is new: held out 7-12 drew from the Go modules already installed on the benchmark machine (160 left, every one looked at
 * by some earlier session's population); this set draws from Debian's whole population of Go library packages instead.
 * Population: Debian 12's golang-*-dev binary package names (go-debian12-dev-packages.txt, 1,929: each one Debian source
 * package's Go library), MINUS every golang-*-dev name occurring in a file tracked under bench/, test/, src/, docs/ or scripts/
 * at SCAN_COMMIT (named-at-commit.ts, *.log, *.json and the population list itself left out: every package a test, a benchmark set or the setup scripts
 * named), MINUS every golang-*-dev package installed on the machine when the draw starts (`dpkg-query`: earlier populations of
 * installed modules, and their dependencies; the list is written into the draw's log).
 * Draw order: the population sorted, then spliced with mulberry32(1322) (one stream). Candidates are looked at in that order:
 * the .deb is downloaded (`apt-get download`, nothing installed) and listed (`dpkg-deb -c`); its MODULE is the shallowest
 * directory under /usr/share/gocode/src holding a go.mod (alphabetically first at that depth); a package with none is skipped
 * (no module to build the checks' module view from, as held out 7-12's population rule); its size is the module's non-test .go
 * files (testdata, vendor, dot directories and nested modules left out, as goFiles of validate-brace-sets.ts); a module whose
 * import path occurs in a tracked file at SCAN_COMMIT (the frozen population lists left out, as held out 9-12) is skipped.
 * Strata by that size: small 1-29, medium 30-150, large 151-400 (over 400 skipped: gvisor-sized trees, as populations 3-6).
 * THREE per stratum are TAKEN in draw order; the draw stops when all three strata are full (or after 600 candidates).
 * The nine taken packages are installed with apt (with their Debian dependencies) after the draw, before the run, and added
 * to scripts/setup-test-deps.sh's bench list.
 * Targets: `own-line-too`, EIGHT per module (seed 22), then further targets in the same seeded order answered only with their
 * needed-import and wrong-arity mutants until the module has THREE of each (held out 12's 6 targets gave 8 needed imports and
 * 14 arity mutants over nine modules: this aims at >= 20 of every kind). Mutants: the generator at the run's commit (wrong-member
 * mutants given to go build and left out when they build; closed/open label). A kind with fewer than 20 mutants is reported as
 * it is; no module is added after the run. The first run is the blind one: `npx tsx bench/validate-brace.ts --set
 * held-out13-go --verbose --shard k/9` (one module per shard), then `--merge 9`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './mulberry32.js';
import { linesAtCommit } from './named-at-commit.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The commit whose tracked files the "named before" rule scans: the last before this declaration. */
const SCAN_COMMIT = 'e7586b1';
const FROZEN = ['bench/support/go-corpus.ts', ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `bench/support/validate-brace-sets${n}-go.ts`)];
const GOCODE = 'usr/share/gocode/src';
const DEV_NAME = /golang-[a-z0-9.+-]*-dev/g;
const SEED = 1322;
const STRATA: readonly ((n: number) => boolean)[] = [(n) => n >= 1 && n < 30, (n) => n >= 30 && n <= 150, (n) => n > 150 && n <= 400];
const PER_STRATUM = 3;
const MAX_CANDIDATES = 600;

/** Debian 12's golang-*-dev names less those named at SCAN_COMMIT and those installed now (`installed` given). */
export function goPopulation13(installed: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  // The population list itself is no use (amended at 01:50 UTC, before any candidate was looked at: the first `--draw` scanned it
  // too and found a population of 0).
  for (const line of linesAtCommit(SCAN_COMMIT, 'golang-[a-z0-9.+-]*-dev', ['bench/support/go-debian12-dev-packages.txt'])) for (const m of line.matchAll(DEV_NAME)) named.add(m[0]);
  return readFileSync(join(here, 'go-debian12-dev-packages.txt'), 'utf8').split('\n').map((l) => l.trim())
    .filter((l) => l !== '' && !named.has(l) && !installed.has(l)).sort();
}

/** golang-*-dev packages installed on this machine. */
export function installedGoDev(): Set<string> {
  const out = execFileSync('dpkg-query', ['-W', '-f', '${Package} ${db:Status-Abbrev}\n', 'golang-*-dev'], { encoding: 'utf8' });
  return new Set(out.split('\n').filter((l) => / ii\s*$/.test(l)).map((l) => l.split(' ')[0]!));
}

/** A population in draw order: spliced with one mulberry32(seed) stream. */
export function splicedOrder(population: readonly string[], seed: number): string[] {
  const rest = [...population];
  const random = mulberry32(seed);
  const order: string[] = [];
  while (rest.length > 0) order.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  return order;
}

/** The population in draw order: spliced with mulberry32(SEED). */
export const drawOrder13 = (population: readonly string[]): string[] => splicedOrder(population, SEED);

/** The module a .deb's file list holds (shallowest go.mod under GOCODE) and its non-test .go files; undefined: none. */
export function moduleOfListing(paths: readonly string[]): { module: string; files: number } | undefined {
  const rel = paths.map((p) => p.replace(/^\.\//, '')).filter((p) => p.startsWith(`${GOCODE}/`)).map((p) => p.slice(GOCODE.length + 1));
  const mods = rel.filter((p) => p.endsWith('/go.mod')).map((p) => p.slice(0, -'/go.mod'.length));
  if (mods.length === 0) return undefined;
  const depth = (p: string): number => p.split('/').length;
  const module = mods.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0))[0]!;
  const nested = mods.filter((m) => m !== module && m.startsWith(`${module}/`));
  const files = rel.filter((p) => p.startsWith(`${module}/`) && p.endsWith('.go') && !p.endsWith('_test.go')).filter((p) => {
    const parts = p.slice(module.length + 1).split('/').slice(0, -1);
    return !parts.some((d) => d === 'testdata' || d === 'vendor' || d.startsWith('.')) && !nested.some((n) => p.startsWith(`${n}/`));
  });
  return { module, files: files.length };
}

/** Downloads a package's .deb (nothing installed) and lists its files; undefined when the archive does not serve it here. */
function listing(pkg: string, dir: string): string[] | undefined {
  try {
    execFileSync('apt-get', ['download', '-q', pkg], { cwd: dir, stdio: 'pipe', timeout: 300_000 });
    const deb = readdirSync(dir).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
    if (deb === undefined) return undefined;
    return execFileSync('dpkg-deb', ['-c', join(dir, deb)], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n').filter((l) => l !== '').map((l) => l.split(/\s+/).slice(5).join(' ').split(' -> ')[0]!);
  } catch {
    return undefined;
  }
}

/** The draw: per stratum the first three modules in draw order; [package, module, files] each. */
export function goValidate13(log: (line: string) => void): (readonly [string, string, number])[] {
  const installed = installedGoDev();
  log(`installed golang-*-dev packages left out (${installed.size}): ${[...installed].sort().join(' ')}`);
  const population = goPopulation13(installed);
  log(`population: ${population.length}`);
  return takeGoModules(drawOrder13(population), SCAN_COMMIT, 'dycoder-go13-debs', log);
}

/**
 * Candidates looked at in `order` (the .deb downloaded and listed, nothing installed) until each stratum has three modules,
 * a module named at `scanCommit` (outside the frozen population lists) skipped; [package, module, files] each.
 */
export function takeGoModules(order: readonly string[], scanCommit: string, debDir: string, log: (line: string) => void): (readonly [string, string, number])[] {
  const dir = join(tmpdir(), debDir);
  mkdirSync(dir, { recursive: true });
  const taken: (readonly [string, string, number])[][] = STRATA.map(() => []);
  const named = (module: string): boolean => linesAtCommit(scanCommit, module.replace(/[.+]/g, (c) => `\\${c}`), FROZEN).some((l) => l.includes(module));
  for (const [i, pkg] of order.slice(0, MAX_CANDIDATES).entries()) {
    if (taken.every((t) => t.length === PER_STRATUM)) break;
    const files = listing(pkg, dir);
    if (files === undefined) {
      log(`${i + 1} ${pkg}: not fetchable, skipped`);
      continue;
    }
    const mod = moduleOfListing(files);
    if (mod === undefined) {
      log(`${i + 1} ${pkg}: no go.mod, skipped`);
      continue;
    }
    const s = STRATA.findIndex((inStratum) => inStratum(mod.files));
    if (s < 0) {
      log(`${i + 1} ${pkg}: ${mod.module} (${mod.files} files), out of the strata, skipped`);
      continue;
    }
    if (taken[s]!.length === PER_STRATUM) {
      log(`${i + 1} ${pkg}: ${mod.module} (${mod.files} files), stratum ${s + 1} full, skipped`);
      continue;
    }
    if (named(mod.module)) {
      log(`${i + 1} ${pkg}: ${mod.module} (${mod.files} files), named at ${scanCommit}, skipped`);
      continue;
    }
    taken[s]!.push([pkg, mod.module, mod.files]);
    log(`${i + 1} ${pkg}: ${mod.module} (${mod.files} files), stratum ${s + 1}, TAKEN`);
  }
  return taken.flat();
}

/**
 * The draw's result, [package, module, files] (printed by `--draw` 01:50-02:09 UTC before any run on it; its log is
 * bench/results/validate-go-heldout13-draw.txt): 427 installed golang-*-dev packages left out, a population of 1,409; 102
 * candidates looked at in draw order (49 with no go.mod, 1 over 400 files: snapd's 1,071, the rest past a full stratum);
 * small recli (2), go-openapi/analysis (17), atotto/clipboard (5); medium pgproto3/v2 (52), survey (33), gobpf (34); large
 * go-git.v4 (180), go-acme/lego (247), ionos-cloud/sdk-go (218). Installed with apt at 02:06-02:12 UTC (bench list).
 */
export const DRAW13_GO: readonly (readonly [string, string, number])[] = [
  ['golang-github-audriusbutkevicius-recli-dev', 'github.com/AudriusButkevicius/recli', 2], ['golang-github-go-openapi-analysis-dev', 'github.com/go-openapi/analysis', 17],
  ['golang-github-atotto-clipboard-dev', 'github.com/atotto/clipboard', 5], ['golang-github-jackc-pgproto3-v2-dev', 'github.com/jackc/pgproto3/v2', 52],
  ['golang-github-alecaivazis-survey-dev', 'github.com/AlecAivazis/survey', 33], ['golang-github-iovisor-gobpf-dev', 'github.com/iovisor/gobpf', 34],
  ['golang-gopkg-src-d-go-git.v4-dev', 'gopkg.in/src-d/go-git.v4', 180], ['golang-github-xenolf-lego-dev', 'github.com/go-acme/lego', 247],
  ['golang-github-ionos-cloud-sdk-go-dev', 'github.com/ionos-cloud/sdk-go', 218],
];

export const VALIDATE13_GO: readonly string[] = DRAW13_GO.map(([, m]) => m);

/** The set's parameters: targets per module, then needed-import and wrong-arity mutants per module from further targets. */
export const HELD_OUT13_GO = { perPackage: 8, imports: 3, members: 0, arity: 3 } as const;

if (process.argv[1]?.endsWith('validate-brace-sets13-go.ts')) {
  if (process.argv.includes('--draw')) console.log(JSON.stringify(goValidate13((l) => console.log(l))));
  else console.log(JSON.stringify({ population: goPopulation13(installedGoDev()).length }));
}
