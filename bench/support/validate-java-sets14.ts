/**
 * bench:validate-brace's FOURTEENTH Java held-out set (`--lang java --set held-out14-java --deps debian`), DECLARED IN
 * WRITING 2026-12-07 01:49 UTC (session 22, task T6, issue 22) and committed before any draw from it and any run of the answer checks
 * on it. Its first run is the blind one; after it the set is a tuning set. Held out 1-13 are tuning data.
 *
 * Held out 13's rule applied again (validate-java-sets13.ts), with the dependency adapter on as there: the run gives the
 * Java answer checks the local Maven adapter on Debian's installed trees (bench/support/java-deps13.ts: /usr/share/maven-repo
 * and every jar of /usr/share/java). The drawn packages' binary packages (`apt-cache showsrc`'s Binary line, those Debian
 * ships for all architectures or amd64, doc packages left out) are installed with apt after the draw WITH their Debian
 * dependencies (apt's Depends), so that the libraries their classes extend are on the machine; they are added to the BENCH
 * list of scripts/setup-test-deps.sh.
 *
 * Population: held out 13's (javaSourcePopulation13: every source package of bookworm main with Section `java`, less
 * openjdk-*, openjfx, bsh, bazel-bootstrap, those over 10 MB of upstream tarball, held out 11's and 12's nine and every
 * package named before), MINUS held out 13's nine, MINUS every package whose name occurs as a whole token in a file tracked
 * under bench/, test/, src/, docs/ or scripts/ at SCAN_COMMIT (the commit before this declaration; *.log and *.json left
 * out): this takes out held out 13's draw log (every candidate it looked at) and any package a test or benchmark names.
 * Strata by upstream tarball bytes, as held out 11-13: small < 150,000, medium 150,000 - 999,999, large 1,000,000 -
 * 10,000,000. Draw: for each stratum in turn, one mulberry32(2214) shuffles the stratum's names (alphabetical first) into a
 * draw order; candidates are fetched in that order (`apt-get source --download-only NAME=VERSION`, `dpkg-source -x`; a
 * package the archive does not serve here is skipped) and TAKEN when the non-test tree has 10 to 2,000 .java files without
 * quilt's `.pc` copies, until the stratum has THREE.
 * Targets: `own-line-too` (validate-brace-corpus.ts), 20 per package (seed 22). Mutants: mutants-brace.ts at the run's
 * commit; the wrong-member closed/open label is java-member-split.ts's, reported beside java-split-deps13.ts's (a supertype
 * found in the installed jars closes it), as for held out 13. A kind with fewer than 20 mutants is reported as it is; no
 * package is added after the run. The run: `npx tsx bench/validate-brace.ts --lang java --set held-out14-java --deps debian
 * --verbose --shard k/9` (k = 1..9), then `--merge 9`.
 * The draw's result is VALIDATE14_JAVA below (written after `tsx bench/support/validate-java-sets14.ts --draw` printed it).
 */
import { stratumOrders } from './brace-draw.js';
import { javaSourceTree } from './validate-java-sets11.js';
import { copyJavaSourceTree, takeJavaPackages, withoutNamedAt } from './validate-java-sets12.js';
import { javaSourcePopulation13, VALIDATE13_JAVA } from './validate-java-sets13.js';

/** The commit whose tracked files the "named before" rule scans: the last before this declaration. */
const SCAN_COMMIT = 'e7586b1';

/** Held out 13's population less its draw and less every package named in the repository at SCAN_COMMIT. */
export function javaSourcePopulation14(): ReturnType<typeof javaSourcePopulation13> {
  return withoutNamedAt(javaSourcePopulation13().filter(([n]) => !VALIDATE13_JAVA.includes(n)), SCAN_COMMIT);
}

const STRATA: readonly ((bytes: number) => boolean)[] = [(b) => b < 150_000, (b) => b >= 150_000 && b < 1_000_000, (b) => b >= 1_000_000];

export const drawOrder14 = (): string[][] => stratumOrders(javaSourcePopulation14(), ([, , b]) => b, STRATA, 2214);

/** The draw: per stratum, the first three candidates in draw order whose non-test tree has 10 to 2,000 .java files. */
export const javaValidate14 = (log: (line: string) => void = () => {}): string[] => takeJavaPackages(drawOrder14(), log);

/**
 * The draw's result (2026-12-07 01:50-02:09 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-java-heldout14-draw.txt): a population of 210 (122 / 81 / 7); 99 candidates looked at, most not
 * fetchable here (the archive answered 404, as for held out 11-13); small libhamcrest-java (88 files), maven-repo-helper
 * (27), libcommons-logging-java (14); medium mockito (412), libjdepend-java (39), libcommons-lang3-java (198); the large
 * stratum's seven were all unfetchable, so the set has SIX packages (the rule takes no replacement).
 */
export const VALIDATE14_JAVA: readonly string[] = [
  'libhamcrest-java', 'maven-repo-helper', 'libcommons-logging-java', 'mockito', 'libjdepend-java', 'libcommons-lang3-java',
];

/** Copies a package of this set into `root` (every non-test .java file at its path, quilt's copies left out). */
export function prepareJavaSource14(pkg: string, root: string): string[] | undefined {
  return VALIDATE14_JAVA.includes(pkg) ? copyJavaSourceTree(pkg, root) : undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets14.ts')) {
  const order = drawOrder14();
  console.log(JSON.stringify({ population: javaSourcePopulation14().length, strata: order.map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(javaValidate14((l) => console.log(l))));
  if (process.argv.includes('--fetch')) for (const p of VALIDATE14_JAVA) console.log(p, javaSourceTree(p) ?? 'NOT FETCHED');
}
