/**
 * Held out 5 for `npm run bench:validate` (issue 22, session 12), Python and TypeScript/JavaScript, declared on
 * 2026-12-05 and committed BEFORE any run of bench:validate on its packages. Held out 1-4 and the tuning sets were
 * all looked at: tuning now. The mutant generators were widened before this declaration (commit 289f77a: more
 * wrong-arity, wrong-member and needed-import mutants per target), so that each kind can reach >= 20 mutants.
 * Seed VALIDATE_SEED_5 for every part; `tsx bench/support/validate-draw-run.ts py5|npm5|npm5ts` performs the draw
 * and prints the walk (bench/results/validate-draw-5-walk.txt keeps it). Targets per package: 8 (the default), seed 22.
 *
 * Python: bench/support/py-population.tsv with held out 4's rule (one package per family; >= 5 targets; the
 * package's largest top-level package must fall in the stratum its installed size gives; installed with apt-get
 * under /tmp/apt.lock when the walk reaches it), less PY_EARLIER..PY_EARLIER_4 and held out 4 (PY_EARLIER_5 below),
 * with the families of all of them counted as drawn. Bigger quotas than before, for more mutants per kind:
 * small 3, medium 3, large 2.
 *
 * JavaScript: bench/support/npm-population.tsv, kind `js`, with held out 4's rule and exclusions (npm4 in
 * validate-draw-run.ts) plus held out 4's packages and its walk (NPM_EARLIER_5); one package per family, >= 5
 * targets in the first 30 files; quotas small 2, medium 2, large 1 (a large stratum with no eligible package
 * passes its quota to the medium walk, as held out 3 and 4 did).
 *
 * TypeScript sources: the installed trees have none left outside used families. Population NPM_TS_POPULATION_5:
 * npm packages believed to publish hand-written TypeScript under src/, NAMED HERE FROM MEMORY before any was
 * installed or looked up, with the stratum guessed (the stratum that counts is the one the installed file count
 * gives): large viem, ox; medium @wagmi/core, @chainsafe/libp2p-gossipsub, helia, multiformats, @helia/unixfs;
 * small uint8arrays, abitype, @multiformats/multiaddr, it-pushable, @achingbrain/http-parser-js. Quotas large 1,
 * medium 2, small 2. Walk exactly as npm4ts (each stratum's list sorted by name, shuffled with seed + stratum index,
 * installed when reached into bench/corpora-validate5 with --ignore-scripts at the version npm resolves then,
 * pinned exactly; kept when it ships >= 5 .ts files under src/ (not declarations or tests), its count falls in the
 * stratum walked (small < 30, medium 30-99, large >= 100), its family is new and it yields >= 5 targets over the
 * first 30 files; otherwise uninstalled). A stratum whose list runs out passes what is left of its quota to the
 * medium walk, then to the small walk.
 *
 * Run once each, blind: `npm run bench:validate -- --set heldout5 --lang Python` and `... --lang TypeScript`
 * (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_4 } from './validate-draw-4.js';

export const VALIDATE_SEED_5 = 2512;

/** Python held out 4 (session 11), by Debian package. */
export const PY_EARLIER_5: readonly string[] = ['python3-libcloud', 'python3-ipykernel', 'python3-x2go', 'python3-vulndb', 'python3-airr'];
export const PY_QUOTA_5: Readonly<Record<Stratum, number>> = { small: 3, medium: 3, large: 2 };

/** JavaScript and TypeScript packages already used or named by validate held out 4 (its sets and walks). */
export const NPM_EARLIER_5: readonly string[] = [
  ...NPM_EARLIER_4,
  'seroval', '@popperjs/core', 'js-yaml', 'nanoid', 'typescript-eslint',
  '@colyseus/schema', 'mobx', '@apollo/server', '@codemirror/state', '@lezer/common', '@lezer/lr', '@floating-ui/core', '@lit/reactive-element',
];
export const NPM_QUOTA_5: Readonly<Record<Stratum, number>> = { small: 2, medium: 2, large: 1 };

export const NPM_TS_QUOTA_5: Readonly<Record<Stratum, number>> = { small: 2, medium: 2, large: 1 };
export const NPM_TS_POPULATION_5: readonly { name: string; stratum: Stratum }[] = [
  { name: 'viem', stratum: 'large' }, { name: 'ox', stratum: 'large' },
  { name: '@wagmi/core', stratum: 'medium' }, { name: '@chainsafe/libp2p-gossipsub', stratum: 'medium' }, { name: 'helia', stratum: 'medium' },
  { name: 'multiformats', stratum: 'medium' }, { name: '@helia/unixfs', stratum: 'medium' },
  { name: 'uint8arrays', stratum: 'small' }, { name: 'abitype', stratum: 'small' }, { name: '@multiformats/multiaddr', stratum: 'small' },
  { name: 'it-pushable', stratum: 'small' }, { name: '@achingbrain/http-parser-js', stratum: 'small' },
];
