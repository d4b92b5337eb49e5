/**
 * bench:validate-brace's FIFTEENTH Java held-out set (`--lang java --set held-out15-java --deps debian`), DECLARED IN WRITING
 * 2026-12-07 04:26 UTC (session 23, task T7, issue 22) and committed before any draw from it and any run of the answer checks on it. Its
 * first run is the blind one; after it the set is a tuning set. Held out 1-14 are tuning data.
 *
 * Held out 14's rule (validate-java-sets14.ts) applied again, with the dependency adapter on as there (the local Maven adapter
 * on Debian's installed trees, bench/support/java-deps13.ts); the drawn packages' binary packages are installed with apt after
 * the draw WITH their Debian dependencies, and added to the BENCH list of scripts/setup-test-deps.sh.
 * Population: held out 14's (javaSourcePopulation14) MINUS held out 14's six, MINUS every package whose name occurs as a whole
 * token in a file tracked under bench/, test/, src/, docs/ or scripts/ at SCAN_COMMIT (*.log and *.json left out: this takes
 * out held out 14's draw log, every candidate it looked at, fetchable or not). Strata by upstream tarball bytes: small < 150,000,
 * medium 150,000 - 999,999, large 1,000,000 - 10,000,000. Draw: for each stratum in turn, one mulberry32(2315) shuffles the
 * stratum's names (alphabetical first) into a draw order; candidates are fetched in that order (`apt-get source
 * --download-only NAME=VERSION`, `dpkg-source -x`; a package the archive does not serve here is skipped: most are not, the
 * archive answers 404 for one of their files) and TAKEN when the non-test tree has 10 to 2,000 .java files without quilt's
 * `.pc` copies, until the stratum has THREE.
 * NEW, declared before the draw: held out 14's large stratum had seven candidates and none could be fetched here, so its set
 * had six packages. Here a stratum whose draw order runs out with fewer than three taken gives its missing places to the
 * stratum below it (large -> medium; medium -> small): that stratum's draw continues, in its own order past its third, with the
 * same rule, until the places are filled. So the set has nine packages whenever nine fetchable ones exist; the larger of
 * them come from the packages whose source IS fetchable here.
 * Targets: `own-line-too` (validate-brace-corpus.ts), 20 per package (seed 22). Mutants: mutants-brace.ts at the run's commit;
 * the wrong-member closed/open label is java-member-split.ts's, reported beside java-split-deps13.ts's. A kind with fewer
 * than 20 mutants is reported as it is; no package is added after the run. The run: `npx tsx bench/validate-brace.ts --lang
 * java --set held-out15-java --deps debian --verbose --shard k/9` (k = 1..9), then `--merge 9`; a shard that cannot finish by
 * the session's deadline is stopped and reported as such (its verbose log tallied with tally-brace-logs.ts).
 * The draw's result is VALIDATE15_JAVA below (written after `tsx bench/support/validate-java-sets15.ts --draw` printed it).
 */
import { stratumOrders } from './brace-draw.js';
import { javaSourceFiles, javaSourceTree } from './validate-java-sets11.js';
import { copyJavaSourceTree, withoutNamedAt } from './validate-java-sets12.js';
import { javaSourcePopulation14, VALIDATE14_JAVA } from './validate-java-sets14.js';

/** The commit whose tracked files the "named before" rule scans: the last before this declaration. */
const SCAN_COMMIT = '0397f52';
const PER_STRATUM = 3;

/** Held out 14's population less its draw and less every package named in the repository at SCAN_COMMIT. */
export function javaSourcePopulation15(): ReturnType<typeof javaSourcePopulation14> {
  return withoutNamedAt(javaSourcePopulation14().filter(([n]) => !VALIDATE14_JAVA.includes(n)), SCAN_COMMIT);
}

const STRATA: readonly ((bytes: number) => boolean)[] = [(b) => b < 150_000, (b) => b >= 150_000 && b < 1_000_000, (b) => b >= 1_000_000];

export const drawOrder15 = (): string[][] => stratumOrders(javaSourcePopulation15(), ([, , b]) => b, STRATA, 2315);

/**
 * The draw: per stratum (small, medium, large) the first three candidates in draw order whose non-test tree has 10 to 2,000
 * .java files; then the places a stratum left empty, from the stratum below it (large -> medium -> small), in that stratum's
 * order after the candidates it already looked at.
 */
export function javaValidate15(log: (line: string) => void = () => {}): string[] {
  const orders = drawOrder15();
  const taken: string[][] = orders.map(() => []);
  const next = orders.map(() => 0);
  const probe = (s: number, want: number): void => {
    const order = orders[s]!;
    while (taken[s]!.length < want && next[s]! < order.length) {
      const name = order[next[s]!]!;
      next[s]! += 1;
      const tree = javaSourceTree(name);
      const n = tree === undefined ? 0 : javaSourceFiles(tree, true).length;
      const ok = n >= 10 && n <= 2000;
      log(`stratum ${s + 1} ${name}: ${tree === undefined ? 'not fetchable' : `${n} .java files`} ${ok ? 'TAKEN' : 'skipped'}`);
      if (ok) taken[s]!.push(name);
    }
  };
  const want = orders.map(() => PER_STRATUM);
  for (let s = 0; s < orders.length; s++) probe(s, want[s]!);
  // What a stratum could not fill goes to the one below it (and what that one cannot fill, on down).
  for (let s = orders.length - 1; s > 0; s--) {
    const missing = want[s]! - taken[s]!.length;
    if (missing <= 0) continue;
    log(`stratum ${s + 1} has ${taken[s]!.length} of ${want[s]!}: ${missing} place(s) go to stratum ${s}`);
    want[s - 1]! += missing;
    probe(s - 1, want[s - 1]!);
  }
  return taken.flat();
}

/**
 * The draw's result (2026-12-07 04:35-05:00 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-java-heldout15-draw.txt): a population of 112 (50 / 62 / 0: held out 14's draw log names all seven
 * large ones); 62 candidates looked at, most not fetchable here; small libjson-java (51 files), geronimo-jms-1.1-spec (58),
 * maven-filtering (20); medium libxml-commons-resolver1.1-java (32), httpcomponents-client (551), maven-assembly-plugin (100),
 * and, for the empty large stratum's three places as declared, jsoup (67), osgi-compendium (406), plexus-utils2 (87).
 */
export const VALIDATE15_JAVA: readonly string[] = [
  'libjson-java', 'geronimo-jms-1.1-spec', 'maven-filtering', 'libxml-commons-resolver1.1-java', 'httpcomponents-client', 'maven-assembly-plugin',
  'jsoup', 'osgi-compendium', 'plexus-utils2',
];

/** Copies a package of this set into `root` (every non-test .java file at its path, quilt's copies left out). */
export function prepareJavaSource15(pkg: string, root: string): string[] | undefined {
  return VALIDATE15_JAVA.includes(pkg) ? copyJavaSourceTree(pkg, root) : undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets15.ts')) {
  const order = drawOrder15();
  console.log(JSON.stringify({ population: javaSourcePopulation15().length, strata: order.map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(javaValidate15((l) => console.log(l))));
  if (process.argv.includes('--fetch')) for (const p of VALIDATE15_JAVA) console.log(p, javaSourceTree(p) ?? 'NOT FETCHED');
}
