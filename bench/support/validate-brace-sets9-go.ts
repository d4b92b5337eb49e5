/**
 * bench:validate-brace's NINTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-06
 * ~12:45 UTC (session 18, task T5, issue 22), before any run of the answer checks on it. Held out 1-8 are
 * tuning data (held out 8's misses were read in session 17 and again in session 18).
 *
 * Rule (held out 7's and 8's, applied again): the population is every Go module installed on the benchmark
 * machine at declaration time (a directory under /usr/share/gocode/src holding a go.mod, nested modules
 * excluded, sized by its non-test .go files with testdata and vendor excluded: goModules / goFiles of
 * validate-brace-sets.ts; 377 modules, none installed since session 17), MINUS every module whose exact
 * import path occurs in any file tracked under bench/, test/, src/, docs/ or scripts/ at commit 53dce92
 * (bench/results/*.log and the four frozen population lists go-corpus.ts, validate-brace-sets4-go.ts,
 * validate-brace-sets6-go.ts and validate-brace-sets7-go.ts not counted), MINUS held out 6's exclusion list
 * and the modules held out 6, 7 and 8 drew. The scan (String.includes over those files, run at declaration)
 * leaves 187 modules: exactly held out 8's population less the nine it drew (no module newly named), so
 * GO_POPULATION_9 is written as that difference. Strata by non-test .go files: < 30, 30-150, > 150 (now empty:
 * google.golang.org/api was held out 8's only one); THREE per stratum drawn with mulberry32(9918) over each
 * stratum in alphabetical order; a stratum with fewer than three gives all it has and the 30-150 stratum
 * draws the shortfall (so 3 small, 6 medium: nine modules). No package was installed for it. Targets inside a
 * package: the benchmark's own rule, 15 per package (seed 22; `--per-package` defaults to 15 for this set).
 * The mutant generator is the one at the run's commit (every wrong-member mutant is given to go build and
 * left out when it builds, as for held out 7 and 8; session 18 adds the closed/open label of each member
 * mutant, computed by the generator). If a kind has fewer than 20 mutants it is reported as it is: no
 * package is added after the run. The draw's result is VALIDATE9_GO below (printed by
 * `tsx bench/support/validate-brace-sets9-go.ts` before any run).
 * The run: `npm run bench:validate-brace -- --lang go --set held-out9-go --shard k/n` (k = 1..n), then
 * `--merge n` (the same targets). The first run on it is the blind one; after it, it is a tuning set.
 */
import { mulberry32 } from './mulberry32.js';
import { GO_POPULATION_8, VALIDATE8_GO } from './validate-brace-sets8-go.js';

/** [module, non-test .go files]: held out 8's population less its nine draws (the rule's scan gives the same 187). */
export const GO_POPULATION_9: readonly (readonly [string, number])[] = GO_POPULATION_8.filter(([m]) => !VALIDATE8_GO.includes(m));

/** Three per stratum (< 30, 30-150, > 150 non-test files), alphabetical within a stratum, one seeded stream; a short stratum's shortfall from 30-150. */
export const goValidate9 = (): string[] => goDraw(GO_POPULATION_9, 9918);

/** Held out 9's draw over a population with a seed (held out 10 applies it again). */
export function goDraw(population: readonly (readonly [string, number])[], seed: number): string[] {
  const pool = [...population].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const strata = [pool.filter(([, n]) => n < 30), pool.filter(([, n]) => n >= 30 && n <= 150), pool.filter(([, n]) => n > 150)].map((s) => s.map(([m]) => m));
  const random = mulberry32(seed);
  const take = (rest: string[], n: number): string[] => {
    const picked: string[] = [];
    while (picked.length < n && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  };
  const rests = strata.map((s) => [...s]);
  const picked = rests.map((rest) => take(rest, 3));
  const shortfall = picked.reduce((n, p) => n + 3 - p.length, 0);
  picked[1]!.push(...take(rests[1]!, shortfall));
  return picked.flat();
}

/** The draw's result (what `tsx bench/support/validate-brace-sets9-go.ts` prints; the benchmark runs goValidate9()). */
export const VALIDATE9_GO: readonly string[] = [
  'github.com/mitchellh/copystructure', 'github.com/vmihailenco/tagparser', 'github.com/VictoriaMetrics/metrics', 'golang.org/x/exp',
  'golang.org/x/oauth2', 'github.com/gdamore/tcell', 'github.com/pelletier/go-toml/v2', 'github.com/containerd/cgroups', 'github.com/boombuler/barcode',
];

if (process.argv[1]?.endsWith('validate-brace-sets9-go.ts')) {
  const sizes = new Map(GO_POPULATION_9);
  console.log(GO_POPULATION_9.length, JSON.stringify(goValidate9().map((m) => [m, sizes.get(m)])));
}
