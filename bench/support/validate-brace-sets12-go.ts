/**
 * bench:validate-brace's TWELFTH held-out set for Go (`--set held-out12-go`), DECLARED IN WRITING 2026-12-06 22:22 UTC
 * (session 21, task T6, issue 22), committed before any draw from it and any run of the answer checks on it. Held out 1-11
 * are tuning data.
 *
 * Rule (held out 9-11's, applied again): the population is held out 11's (goPopulation11()) less the nine it drew
 * (VALIDATE11_GO), MINUS every module whose exact import path occurs in a file tracked under bench/, test/, src/, docs/ or
 * scripts/ at commit 816ba14 (main when this set was declared; *.log, *.json and the frozen population lists go-corpus.ts and
 * validate-brace-sets4..11-go.ts not counted; `named-at-commit.ts`, run by this file). Strata by non-test .go files: < 30,
 * 30-150, > 150 (empty); THREE per stratum drawn with mulberry32(1221) over each stratum in alphabetical order, the empty
 * stratum's shortfall drawn from 30-150 (goDraw of validate-brace-sets9-go.ts: 3 small, 6 medium). A drawn module whose
 * Debian package is not installed is installed with apt before the run (scripts/setup-test-deps.sh's bench list).
 * Targets: the benchmark's rule with `{` on the header's last line or alone on the next one (`own-line-too`; gofmt always
 * writes the former), SIX per package (seed 22): fewer than held out 11's 15 so that every shard of the one run ends inside
 * the session (held out 11 lost a shard at the session's limit). Mutants: the generator at the run's commit (wrong-member
 * mutants given to go build and left out when they build; closed/open label). A kind with fewer than 20 mutants is reported
 * as it is. The first run on it is the blind one: `npx tsx bench/validate-brace.ts --set held-out12-go --shard k/9` (one
 * module per shard), then `--merge 9`.
 */
import { goDraw } from './validate-brace-sets9-go.js';
import { goPopulation11, VALIDATE11_GO, withoutNamedAt } from './validate-brace-sets11-go.js';

const SCAN_COMMIT = '816ba14';
const FROZEN = ['bench/support/go-corpus.ts', ...[4, 5, 6, 7, 8, 9, 10, 11].map((n) => `bench/support/validate-brace-sets${n}-go.ts`)];

/** Held out 11's population less its draw and less every module named at SCAN_COMMIT. */
export const goPopulation12 = (): (readonly [string, number])[] => withoutNamedAt(goPopulation11().filter(([m]) => !VALIDATE11_GO.includes(m)), SCAN_COMMIT, FROZEN);

export const goValidate12 = (): string[] => goDraw(goPopulation12(), 1221);

/**
 * The draw's result (printed by this file at 23:04 UTC, before any run on it): 160 modules in the population; small
 * containerd/console (19 files), ncw/swift (16), benbjohnson/clock (2); medium onsi/gomega (77), containerd/continuity (66),
 * jinzhu/gorm (30), go.uber.org/zap (60), onsi/ginkgo (120), moby/buildkit (112). All nine were installed already (their
 * Debian packages are in the bench list).
 */
export const VALIDATE12_GO: readonly string[] = [
  'github.com/containerd/console', 'github.com/ncw/swift', 'github.com/benbjohnson/clock', 'github.com/onsi/gomega', 'github.com/containerd/continuity',
  'github.com/jinzhu/gorm', 'go.uber.org/zap', 'github.com/onsi/ginkgo', 'github.com/moby/buildkit',
];

/** The set's parameters: targets per module. */
export const HELD_OUT12_GO = { perPackage: 6 } as const;

if (process.argv[1]?.endsWith('validate-brace-sets12-go.ts')) {
  const pop = goPopulation12();
  const sizes = new Map(pop);
  console.log(pop.length, JSON.stringify(goValidate12().map((m) => [m, sizes.get(m)])));
}
