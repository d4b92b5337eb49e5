/**
 * bench:validate-brace's FOURTEENTH held-out set for Go (`--set held-out14-go`), DECLARED IN WRITING 2026-12-07 04:26 UTC (session 23,
 * task T7, issue 22), committed before any draw from it and any run of the answer checks on it. Held out 1-13 are tuning data.
 *
 * Held out 13's rule (validate-brace-sets13-go.ts) applied again, with a new scan commit and seed:
 * Population: Debian 12's golang-*-dev binary package names (go-debian12-dev-packages.txt), MINUS every golang-*-dev name
 * occurring in a file tracked under bench/, test/, src/, docs/ or scripts/ at SCAN_COMMIT (named-at-commit.ts; *.log, *.json and
 * the population list itself left out: this takes out every candidate held out 13's draw looked at, its draw log
 * bench/results/validate-go-heldout13-draw.txt names them), MINUS every golang-*-dev package installed on the machine when the
 * draw starts (`dpkg-query`; the list is written into the draw's log).
 * Draw order: the population sorted, then spliced with mulberry32(1423) (one stream). Candidates are looked at in that order:
 * the .deb is downloaded (`apt-get download`, nothing installed) and listed; its MODULE is the shallowest go.mod directory under
 * /usr/share/gocode/src (alphabetically first at that depth); a package with none, or one the archive does not serve here, is
 * skipped; its size is the module's non-test .go files (testdata, vendor, dot directories and nested modules left out); a module
 * whose import path occurs in a tracked file at SCAN_COMMIT (the frozen population lists left out) is skipped.
 * Strata by that size: small 1-29, medium 30-150, large 151-400 (over 400 skipped). THREE per stratum are TAKEN in draw order;
 * the draw stops when all three strata are full (or after 600 candidates). The taken packages are installed with apt (with
 * their Debian dependencies) after the draw, before the run, and added to scripts/setup-test-deps.sh's bench list.
 * Targets: `own-line-too`, EIGHT per module (seed 22), then further targets in the same seeded order answered only with their
 * needed-import, wrong-arity and (new: held out 13 had 19 helper mutants, one short of 20, its generated-code module giving
 * none) hallucinated-helper mutants until the module has THREE of each, looking at no more than FURTHER_CAP further targets
 * (new: held out 13's ionos-cloud/sdk-go shard never finished its continuation in a 218-file generated package).
 * Mutants: the generator at the run's commit (wrong-member mutants given to go build and left out when they build; closed/open
 * label). A kind with fewer than 20 mutants is reported as it is; no module is added after the run. The first run is the blind
 * one: `npx tsx bench/validate-brace.ts --set held-out14-go --verbose --shard k/9` (one module per shard), then `--merge 9`; a
 * shard that cannot finish by the session's deadline is stopped and reported as such (its verbose log tallied).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linesAtCommit } from './named-at-commit.js';
import { installedGoDev, splicedOrder, takeGoModules } from './validate-brace-sets13-go.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The commit whose tracked files the "named before" rule scans: the last before this declaration. */
const SCAN_COMMIT = '0397f52';
const DEV_NAME = /golang-[a-z0-9.+-]*-dev/g;
const SEED = 1423;

/** Debian 12's golang-*-dev names less those named at SCAN_COMMIT and those installed now (`installed` given). */
export function goPopulation14(installed: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const line of linesAtCommit(SCAN_COMMIT, 'golang-[a-z0-9.+-]*-dev', ['bench/support/go-debian12-dev-packages.txt'])) for (const m of line.matchAll(DEV_NAME)) named.add(m[0]);
  return readFileSync(join(here, 'go-debian12-dev-packages.txt'), 'utf8').split('\n').map((l) => l.trim())
    .filter((l) => l !== '' && !named.has(l) && !installed.has(l)).sort();
}

/** The population in draw order: spliced with mulberry32(SEED). */
export const drawOrder14 = (population: readonly string[]): string[] => splicedOrder(population, SEED);

/** The draw: per stratum the first three modules in draw order (held out 13's loop, takeGoModules); [package, module, files] each. */
export function goValidate14(log: (line: string) => void): (readonly [string, string, number])[] {
  const installed = installedGoDev();
  log(`installed golang-*-dev packages left out (${installed.size}): ${[...installed].sort().join(' ')}`);
  const population = goPopulation14(installed);
  log(`population: ${population.length}`);
  return takeGoModules(drawOrder14(population), SCAN_COMMIT, 'dycoder-go14-debs', log);
}

/**
 * The draw's result, [package, module, files], in the order `--draw` prints it (strata in turn; its log is
 * bench/results/validate-go-heldout14-draw.txt). Written as the draw went (04:35 UTC on): at 05:05 UTC, 63 candidates in, the
 * small and medium strata were full and the large one had one; the seven taken modules were installed and their shards (1-7)
 * started then, while the draw went on for the large stratum's other two (shards 8 and 9, run if the draw ends in time).
 * Candidate 117 (05:30 UTC) was the second large one, containers/image (180 files): installed and its shard 8 started then;
 * candidate 130 (05:33 UTC) the third, muka/go-bluetooth (188 files), which ended the draw: installed and its shard 9 started.
 */
export const DRAW14_GO: readonly (readonly [string, string, number])[] = [
  ['golang-gitaly-proto-dev', 'gitlab.com/gitlab-org/gitaly-proto', 1], ['golang-github-sebdah-goldie-dev', 'github.com/sebdah/goldie', 10],
  ['golang-github-peterh-liner-dev', 'github.com/peterh/liner', 16], ['golang-github-hetznercloud-hcloud-go-dev', 'github.com/hetznercloud/hcloud-go', 49],
  ['golang-github-slack-go-slack-dev', 'github.com/slack-go/slack', 103], ['golang-golang-x-vuln-dev', 'golang.org/x/vuln', 46],
  ['golang-github-cloudflare-circl-dev', 'github.com/cloudflare/circl', 332], ['golang-github-containers-image-dev', 'github.com/containers/image', 180],
  ['golang-github-muka-go-bluetooth-dev', 'github.com/muka/go-bluetooth', 188],
];

export const VALIDATE14_GO: readonly string[] = DRAW14_GO.map(([, m]) => m);

/**
 * The set's parameters: targets per module, then needed-import, wrong-arity and hallucinated-helper mutants per module from
 * further targets, looking at no more than `further` of them.
 */
export const HELD_OUT14_GO = { perPackage: 8, imports: 3, members: 0, arity: 3, helpers: 3, further: 40 } as const;

if (process.argv[1]?.endsWith('validate-brace-sets14-go.ts')) {
  if (process.argv.includes('--draw')) console.log(JSON.stringify(goValidate14((l) => console.log(l))));
  else console.log(JSON.stringify({ population: goPopulation14(installedGoDev()).length }));
}
