/**
 * bench:validate-brace's FIFTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-05
 * ~18:30 UTC (session 12, task T5, issue 22), before any run of the answer checks on it. Held out 1-4
 * are tuning data (session 12's fix, members of the module's other packages' types, was made on held
 * out 4's misses and goldmark tests).
 *
 * Rule: the population is GO_POPULATION_4 (validate-brace-sets4-go.ts: every Go module installed on the
 * machine on 2026-12-05, less every module named in the repository then), MINUS every module of it whose
 * exact import path occurs in any committed file under bench/, test/, src/, docs/ or scripts/ at commit
 * a37cde4 (bench/results/*.log and the frozen population lists of validate-brace-sets3.ts and
 * validate-brace-sets4-go.ts excluded; VALIDATE4_GO is counted): held out 4's nine modules and the 21 that
 * session 11's Go retrieval sets and results name (USED_BY_A37CDE4 below, found with `git grep -F`),
 * 109 of 139 left. Strata by non-test .go files: < 30, 30-150, > 150 (as before); FOUR per stratum, or
 * all of a stratum that has fewer (the large one has two left: 10 modules), drawn with mulberry32(5512)
 * over each stratum in alphabetical order. Targets inside a package: the benchmark's own rule, 15 per
 * package (seed 22; `--per-package` defaults to 15 for this set), so that each mutant kind can reach
 * >= 20 (held out 4 had 15 wrong-member mutants from 88 targets). If a kind still has fewer than 20,
 * it is reported as it is: no package is added after the run.
 * No package was installed for it. The draw's result is VALIDATE5_GO below (printed by
 * `tsx bench/support/validate-brace-sets5-go.ts`). The run: `npm run bench:validate-brace -- --lang go
 * --set held-out5-go` (optionally in shards, `--shard k/n`, merged with `--merge`; the same targets).
 * The first run on it is the blind one; after it, it is a tuning set.
 */
import { mulberry32 } from './mulberry32.js';
import { GO_POPULATION_4, VALIDATE4_GO } from './validate-brace-sets4-go.js';

/** Modules of GO_POPULATION_4 named in the repository at a37cde4 besides VALIDATE4_GO (git grep -F, see above). */
export const USED_BY_A37CDE4 = [
  'github.com/Azure/azure-pipeline-go', 'github.com/bradleyjkemp/cupaloy', 'github.com/cenkalti/backoff', 'github.com/charmbracelet/keygen',
  'github.com/cilium/ebpf', 'github.com/dnstap/golang-dnstap', 'github.com/eiannone/keyboard', 'github.com/go-openapi/jsonpointer',
  'github.com/go-restruct/restruct', 'github.com/gobuffalo/envy', 'github.com/google/go-querystring', 'github.com/joho/godotenv',
  'github.com/maruel/natural', 'github.com/opencontainers/selinux', 'github.com/pion/turn/v2', 'github.com/prometheus/client_golang',
  'github.com/remyoudompheng/go-liblzma', 'github.com/theupdateframework/notary', 'github.com/weppos/publicsuffix-go',
  'github.com/xo/terminfo', 'gopkg.in/errgo.v2',
] as const;

/** Four per stratum (< 30, 30-150, > 150 non-test files), alphabetical order within a stratum, one seeded stream. */
export function goValidate5(): string[] {
  const used = new Set<string>([...VALIDATE4_GO, ...USED_BY_A37CDE4]);
  const pool = GO_POPULATION_4.filter(([m]) => !used.has(m)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const strata = [pool.filter(([, n]) => n < 30), pool.filter(([, n]) => n >= 30 && n <= 150), pool.filter(([, n]) => n > 150)].map((s) => s.map(([m]) => m));
  const random = mulberry32(5512);
  return strata.flatMap((s) => {
    const rest = [...s];
    const picked: string[] = [];
    while (picked.length < 4 && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  });
}

if (process.argv[1]?.endsWith('validate-brace-sets5-go.ts')) {
  const used = new Set<string>([...VALIDATE4_GO, ...USED_BY_A37CDE4]);
  console.log(GO_POPULATION_4.filter(([m]) => !used.has(m)).length, JSON.stringify(goValidate5(), null, 1));
}
