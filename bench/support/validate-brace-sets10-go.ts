/**
 * bench:validate-brace's TENTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-06 ~16:37 UTC (session 19,
 * task T5, issue 22), before any run of the answer checks on it: a confirmation set for the Go checks, which met every bar
 * blind on held out 9 (session 18). Held out 1-9 are tuning data.
 *
 * Rule (held out 9's, applied again): the population is held out 9's (GO_POPULATION_9) less the nine it drew, MINUS every
 * module whose exact import path occurs in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit fbfa652
 * (*.log, *.json and the frozen population lists go-corpus.ts and validate-brace-sets4..9-go.ts not counted; the scan, run at
 * declaration, names none): 178 modules, none installed since. Strata by non-test .go files: < 30, 30-150, > 150 (empty);
 * THREE per stratum drawn with mulberry32(1019) over each stratum in alphabetical order, the empty stratum's shortfall drawn
 * from 30-150 (3 small, 6 medium: nine modules). Targets: the benchmark's own rule, 15 per package (seed 22). Mutants: the
 * generator at the run's commit (wrong-member mutants given to go build and left out when they build; closed/open label).
 * A kind with fewer than 20 mutants is reported as it is. The first run on it is the blind one.
 * `npm run bench:validate-brace -- --set held-out10-go --shard k/n`, then `--merge n`.
 */
import { goDraw, GO_POPULATION_9, VALIDATE9_GO } from './validate-brace-sets9-go.js';

export const GO_POPULATION_10: readonly (readonly [string, number])[] = GO_POPULATION_9.filter(([m]) => !VALIDATE9_GO.includes(m));

export const goValidate10 = (): string[] => goDraw(GO_POPULATION_10, 1019);

/** The draw's result (printed by this file at 16:38 UTC, before any run; the benchmark runs goValidate10()). */
export const VALIDATE10_GO: readonly string[] = [
  'github.com/akavel/rsrc', 'gopkg.in/httprequest.v1', 'github.com/opentracing/opentracing-go', 'github.com/go-openapi/spec',
  'github.com/containernetworking/cni', 'github.com/vulcand/oxy', 'github.com/gdamore/tcell/v2', 'github.com/juju/utils', 'github.com/intel/goresctrl',
];

if (process.argv[1]?.endsWith('validate-brace-sets10-go.ts')) {
  const sizes = new Map(GO_POPULATION_10);
  console.log(GO_POPULATION_10.length, JSON.stringify(goValidate10().map((m) => [m, sizes.get(m)])));
}
