/**
 * Held out 4 for `npm run bench:validate` (issue 22, session 11), Python and TypeScript/JavaScript, declared on
 * 2026-12-05 and committed BEFORE any run of bench:validate on its packages and before this session's changes to
 * the answer checks were measured on anything but held out 1-3 and the tuning sets (all looked at: tuning now).
 * Seed VALIDATE_SEED_4 for every part; `tsx bench/support/validate-draw-run.ts py4|npm4|npm4ts` performs the draw
 * and prints the walk (bench/results/validate-draw-4-walk.txt keeps it).
 *
 * Python: bench/support/py-population.tsv with the rule, strata and quotas of held out 1-3 (small 2, medium 2,
 * large 1; one package per family; >= 5 targets; the package's largest top-level package must fall in the
 * stratum its installed size gives; installed with apt-get under /tmp/apt.lock when the walk reaches it), less
 * PY_EARLIER, PY_EARLIER_2, PY_EARLIER_3 (validate held out 1-2, retrieval held out 5-8, the session-7 set) and
 * held out 3 (PY_EARLIER_4 below), with the families of all of them counted as drawn.
 *
 * JavaScript: bench/support/npm-population.tsv, kind `js`, with held out 3's rule (one small, one medium, one
 * large, >= 5 targets in the first 30 files, one package per family; a large stratum with no eligible package
 * passes its quota to the medium stratum), less NPM_EARLIER_3, held out 3's packages and @supabase/supabase-js
 * (NPM_EARLIER_4), and every package the retrieval held-out sets 9 and 10 used, named or left out
 * (blind-draw-10.ts exclusions10, held out 10's members and its walk): those names and their families.
 *
 * TypeScript sources: the installed trees still have none outside used families. Population NPM_TS_POPULATION_4:
 * (a) medium: the candidates of NPM_TS_POPULATION_3 that no benchmark has run on and whose family is not drawn
 * (mobx, @apollo/server, @colyseus/schema); (b) small: npm packages known to publish hand-written TypeScript under
 * src/, named here from memory before any was installed or looked up (@codemirror/state, @lezer/common, @lezer/lr,
 * @floating-ui/core, @lit/reactive-element). No large candidate is known: the large quota is 0. Quotas medium 2,
 * small 1. Each stratum's list is sorted by name and shuffled with seed + stratum index (large 0, medium 1,
 * small 2), walked in that order; a candidate is installed when reached into bench/corpora-validate4 (its own
 * package.json and lockfile, `npm ci` by scripts/bench-setup.sh) with --ignore-scripts at the version npm
 * resolves then (pinned exactly), and kept when it ships >= 5 .ts files under src/ (not declarations or tests),
 * its count falls in the stratum (small < 30, medium 30-99), its family is new and it yields >= 5 targets
 * (test/support/ts-check-targets.ts targetsIn over the first 30 files); a candidate not kept is uninstalled. A
 * stratum whose list runs out passes what is left of its quota to the other stratum's walk.
 *
 * Run once each, blind: `npm run bench:validate -- --set heldout4 --lang Python` and `... --lang TypeScript`.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_3 } from './validate-draw.js';

export const VALIDATE_SEED_4 = 2411;

/** Python held out 3 (session 10), by Debian package. */
export const PY_EARLIER_4: readonly string[] = ['python3-keystone', 'python3-clustershell', 'python3-lingua-franca', 'python3-webdavclient', 'python3-transip'];

/** JavaScript and TypeScript packages already used or named by validate held out 3. */
export const NPM_EARLIER_4: readonly string[] = [
  ...NPM_EARLIER_3,
  '@typescript-eslint/utils', 'yaml', 'yargs', 'libp2p', '@jupyterlab/services', '@loopback/rest', '@supabase/supabase-js',
  // held out 3's JavaScript walk (bench/results/validate-draw-3-walk.txt)
  '@typescript-eslint/eslint-plugin', '@swc/helpers', '@opentelemetry/api', '@typescript-eslint/scope-manager',
];

export const NPM_TS_QUOTA_4: Readonly<Record<Stratum, number>> = { small: 1, medium: 2, large: 0 };
export const NPM_TS_POPULATION_4: readonly { name: string; stratum: Stratum }[] = [
  { name: 'mobx', stratum: 'medium' }, { name: '@apollo/server', stratum: 'medium' }, { name: '@colyseus/schema', stratum: 'medium' },
  { name: '@codemirror/state', stratum: 'small' }, { name: '@lezer/common', stratum: 'small' }, { name: '@lezer/lr', stratum: 'small' },
  { name: '@floating-ui/core', stratum: 'small' }, { name: '@lit/reactive-element', stratum: 'small' },
];
