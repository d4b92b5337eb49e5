/**
 * bench:validate-brace's EIGHTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-06
 * ~09:35 UTC (session 17, task T5, issue 22), before any run of the answer checks on it. Held out 1-7
 * are tuning data (session 17's signature-scope.ts was made on held out 7's four member misses).
 *
 * Rule (held out 7's, applied again): the population is every Go module installed on the benchmark
 * machine at declaration time (a directory under /usr/share/gocode/src holding a go.mod, nested modules
 * excluded, sized by its non-test .go files with testdata and vendor excluded: goModules / goFiles of
 * validate-brace-sets.ts; 377 modules), MINUS every module whose exact import path occurs in any file
 * tracked under bench/, test/, src/, docs/ or scripts/ at commit 3ceaff9 (bench/results/*.log and the
 * four frozen population lists bench/support/go-corpus.ts, validate-brace-sets4-go.ts,
 * validate-brace-sets6-go.ts and validate-brace-sets7-go.ts not counted), MINUS held out 6's exclusion
 * list (USED_AT_7102535) and the modules held out 6 and 7 drew (VALIDATE6_GO, VALIDATE7_GO). The scan
 * (String.includes over those files, run at declaration) leaves 196 modules: exactly held out 7's
 * population less the nine it drew (no Go module was installed since), so GO_POPULATION_8 is written
 * as that difference. Strata by non-test .go files: < 30 (155 modules), 30-150 (40), > 150 (1:
 * google.golang.org/api); THREE per stratum drawn with mulberry32(8815) over each stratum in
 * alphabetical order; a stratum with fewer than three candidates gives all it has and the 30-150
 * stratum draws the shortfall (so 3 small, 5 medium, 1 large: nine modules). No package was installed
 * for it. Targets inside a package: the benchmark's own rule, 15 per package (seed 22; `--per-package`
 * defaults to 15 for this set). The mutant generator is the one at the declaring commit (every
 * wrong-member mutant is given to go build and left out when it builds, as for held out 7). If a kind
 * has fewer than 20 mutants it is reported as it is: no package is added after the run. The draw's result
 * is VALIDATE8_GO below (printed by `tsx bench/support/validate-brace-sets8-go.ts` before any run).
 * The run: `npm run bench:validate-brace -- --lang go --set held-out8-go --shard k/n` (k = 1..n), then
 * `--merge n` (the same targets). The first run on it is the blind one; after it, it is a tuning set.
 */
import { mulberry32 } from './mulberry32.js';
import { GO_POPULATION_7, VALIDATE7_GO } from './validate-brace-sets7-go.js';

/** [module, non-test .go files]: held out 7's frozen population less its nine draws (the rule's scan gives the same 196). */
export const GO_POPULATION_8: readonly (readonly [string, number])[] = GO_POPULATION_7.filter(([m]) => !(VALIDATE7_GO as readonly string[]).includes(m));

/** Three per stratum (< 30, 30-150, > 150 non-test files), alphabetical within a stratum, one seeded stream; a short stratum's shortfall from 30-150. */
export function goValidate8(): string[] {
  const pool = [...GO_POPULATION_8].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const strata = [pool.filter(([, n]) => n < 30), pool.filter(([, n]) => n >= 30 && n <= 150), pool.filter(([, n]) => n > 150)].map((s) => s.map(([m]) => m));
  const random = mulberry32(8815);
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

/** The draw's result (what `tsx bench/support/validate-brace-sets8-go.ts` prints; the benchmark runs goValidate8()). */
export const VALIDATE8_GO: readonly string[] = [
  'github.com/containerd/btrfs', 'github.com/mattn/go-shellwords', 'github.com/mattn/go-ieproxy', 'github.com/smartystreets/goconvey',
  'github.com/go-kit/kit', 'github.com/dvsekhvalnov/jose2go', 'gopkg.in/rethinkdb/rethinkdb-go.v6', 'github.com/containernetworking/plugins',
  'google.golang.org/api',
];

if (process.argv[1]?.endsWith('validate-brace-sets8-go.ts')) console.log(GO_POPULATION_8.length, JSON.stringify(goValidate8(), null, 1));
