/**
 * bench:validate-brace's ELEVENTH held-out set for Go (`--set held-out11-go`), DECLARED IN WRITING 2026-12-06 ~19:40 UTC
 * (session 20, task T5, issue 22), before any draw from it and any run of the answer checks on it. Held out 1-10 are tuning data.
 *
 * Rule (held out 9's and 10's, applied again): the population is held out 10's (GO_POPULATION_10) less the nine it drew, MINUS
 * every module whose exact import path occurs in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit 5ba8b8f
 * (*.log, *.json and the frozen population lists go-corpus.ts and validate-brace-sets4..10-go.ts not counted;
 * `named-at-commit.ts`, run by this file). Strata by non-test .go files: < 30, 30-150, > 150 (empty); THREE per stratum drawn
 * with mulberry32(1120) over each stratum in alphabetical order, the empty stratum's shortfall drawn from 30-150 (goDraw of
 * validate-brace-sets9-go.ts: 3 small, 6 medium). A drawn module whose Debian package is not installed is installed with apt
 * before the run (scripts/setup-test-deps.sh's bench list). Targets: the benchmark's own rule, 15 per package (seed 22)
 * (`{` must end a Go header's line: gofmt). Mutants: the generator at the run's commit (wrong-member mutants given to go
 * build and left out when they build; closed/open label). A kind with fewer than 20 mutants is reported as it is.
 * The first run on it is the blind one. `npx tsx bench/validate-brace.ts --set held-out11-go --shard k/n`, then `--merge n`.
 */
import { linesAtCommit } from './named-at-commit.js';
import { goDraw } from './validate-brace-sets9-go.js';
import { GO_POPULATION_10, VALIDATE10_GO } from './validate-brace-sets10-go.js';

const SCAN_COMMIT = '5ba8b8f';
const FROZEN = ['bench/support/go-corpus.ts', ...[4, 5, 6, 7, 8, 9, 10].map((n) => `bench/support/validate-brace-sets${n}-go.ts`)];

/** `rest` less every module whose import path occurs in a tracked file at `commit` (`frozen`: the population lists, not counted). */
export function withoutNamedAt(rest: readonly (readonly [string, number])[], commit: string, frozen: readonly string[]): (readonly [string, number])[] {
  const named = new Set<string>();
  for (let i = 0; i < rest.length; i += 50) {
    const chunk = rest.slice(i, i + 50).map(([m]) => m);
    const lines = linesAtCommit(commit, chunk.map((m) => m.replace(/[.+]/g, (c) => `\\${c}`)).join('|'), frozen);
    for (const m of chunk) if (lines.some((l) => l.includes(m))) named.add(m);
  }
  return rest.filter(([m]) => !named.has(m));
}

/** Held out 10's population less its draw and less every module named at SCAN_COMMIT. */
export const goPopulation11 = (): (readonly [string, number])[] => withoutNamedAt(GO_POPULATION_10.filter(([m]) => !VALIDATE10_GO.includes(m)), SCAN_COMMIT, FROZEN);

export const goValidate11 = (): string[] => goDraw(goPopulation11(), 1120);

/**
 * The draw's result (printed by this file at 19:44 UTC, before any run; the benchmark runs goValidate11()): 169 modules, none
 * newly named; small masterzen/winrm (15 files), sasha-s/go-deadlock (3), armon/circbuf (1); medium gin-gonic/gin (54),
 * google/pprof (49), mattn/go-sqlite3 (55), go-playground/validator/v10 (33), ulikunitz/xz (56), hanwen/go-fuse (102).
 * go-deadlock, gin and validator/v10 were not installed: installed with apt at 19:45 (their Debian packages are in the bench list).
 */
export const VALIDATE11_GO: readonly string[] = [
  'github.com/masterzen/winrm', 'github.com/sasha-s/go-deadlock', 'github.com/armon/circbuf', 'github.com/gin-gonic/gin', 'github.com/google/pprof',
  'github.com/mattn/go-sqlite3', 'github.com/go-playground/validator/v10', 'github.com/ulikunitz/xz', 'github.com/hanwen/go-fuse',
];

if (process.argv[1]?.endsWith('validate-brace-sets11-go.ts')) {
  const pop = goPopulation11();
  const sizes = new Map(pop);
  console.log(pop.length, JSON.stringify(goValidate11().map((m) => [m, sizes.get(m)])));
}
