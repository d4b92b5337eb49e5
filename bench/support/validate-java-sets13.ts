/**
 * bench:validate-brace's THIRTEENTH Java held-out set (`--lang java --set held-out13-java --deps debian`), DECLARED IN
 * WRITING 2026-12-06 23:18 UTC (session 21, task T5, issue 22) and committed before any draw from it and any run of the
 * answer checks on it. Its first run is the blind one; after it the set is a tuning set. Held out 1-12 are tuning data.
 *
 * What is new: the run gives the Java answer checks the repository's dependencies (session 21's dependency port), through
 * the local Maven adapter on Debian's installed trees (bench/support/java-deps13.ts: /usr/share/maven-repo and every jar of
 * /usr/share/java). The drawn packages' binary packages are installed with apt after the draw, AND with them their Debian
 * dependencies (apt's Depends), so that the libraries their classes extend are on the machine; they are added to the
 * BENCH list of scripts/setup-test-deps.sh.
 *
 * Population: held out 12's (java-debian-sources-2026-12-06.json: every source package of bookworm main with Section
 * `java`, less openjdk-*, openjfx, bsh, bazel-bootstrap and those over 10 MB of upstream tarball, less held out 11's nine
 * and every package named at 5ba8b8f: 350), MINUS held out 12's nine, MINUS every package whose name occurs as a whole
 * token in a file tracked under bench/, test/, src/, docs/ or scripts/ at SCAN_COMMIT (the commit before this
 * declaration; *.log and *.json left out): this takes out held out 12's draw log (every candidate it looked at, the 56
 * not fetchable among them) and any package a test or benchmark names.
 * Strata by upstream tarball bytes, as held out 11 and 12: small < 150,000, medium 150,000 - 999,999, large 1,000,000 -
 * 10,000,000. Draw: for each stratum in turn, one mulberry32(2113) shuffles the stratum's names (alphabetical first) into
 * a draw order; candidates are fetched in that order (`apt-get source --download-only NAME=VERSION`, `dpkg-source -x`; a
 * package the archive does not serve here is skipped) and TAKEN when the non-test tree has 10 to 2,000 .java files without
 * quilt's `.pc` copies, until the stratum has THREE.
 * Targets: `own-line-too` (validate-brace-corpus.ts), 20 per package (seed 22). Mutants: mutants-brace.ts at the run's
 * commit; the wrong-member closed/open label is java-member-split.ts's (the generator's rule, from the package's sources
 * and the JDK only; a receiver whose supertype is a library's is "open" there), reported beside the split by what the
 * checks read (a supertype found in the dependencies' jars closes it). A kind with fewer than 20 mutants is reported as
 * it is; no package is added after the run.
 * The draw's result is VALIDATE13_JAVA below (written after `tsx bench/support/validate-java-sets13.ts --draw` printed it).
 */
import { stratumOrders } from './brace-draw.js';
import { javaSourceTree } from './validate-java-sets11.js';
import { copyJavaSourceTree, javaSourcePopulation12, takeJavaPackages, VALIDATE12_JAVA, withoutNamedAt } from './validate-java-sets12.js';

/** The commit whose tracked files the "named before" rule scans: the last before this declaration. */
const SCAN_COMMIT = '1b11f9e';

/** Held out 12's population less its draw and less every package named in the repository at SCAN_COMMIT. */
export function javaSourcePopulation13(): ReturnType<typeof javaSourcePopulation12> {
  return withoutNamedAt(javaSourcePopulation12().filter(([n]) => !VALIDATE12_JAVA.includes(n)), SCAN_COMMIT);
}

const STRATA: readonly ((bytes: number) => boolean)[] = [(b) => b < 150_000, (b) => b >= 150_000 && b < 1_000_000, (b) => b >= 1_000_000];

export const drawOrder13 = (): string[][] => stratumOrders(javaSourcePopulation13(), ([, , b]) => b, STRATA, 2113);

/** The draw: per stratum, the first three candidates in draw order whose non-test tree has 10 to 2,000 .java files. */
export const javaValidate13 = (log: (line: string) => void = () => {}): string[] => takeJavaPackages(drawOrder13(), log);

/**
 * The draw's result (2026-12-06 23:24 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-java-heldout13-draw.txt): small build-helper-maven-plugin, jenkins-trilead-ssh2, modello-maven-plugin;
 * medium junit4, httpcomponents-core, httpunit; large libjdo-api-java, groovy, guava-libraries.
 */
export const VALIDATE13_JAVA: readonly string[] = [
  'build-helper-maven-plugin', 'jenkins-trilead-ssh2', 'modello-maven-plugin', 'junit4', 'httpcomponents-core', 'httpunit', 'libjdo-api-java', 'groovy',
  'guava-libraries',
];

/** Copies a package of this set into `root` (every non-test .java file at its path, quilt's copies left out). */
export function prepareJavaSource13(pkg: string, root: string): string[] | undefined {
  return VALIDATE13_JAVA.includes(pkg) ? copyJavaSourceTree(pkg, root) : undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets13.ts')) {
  const order = drawOrder13();
  console.log(JSON.stringify({ population: javaSourcePopulation13().length, strata: order.map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(javaValidate13((l) => console.log(l))));
  if (process.argv.includes('--fetch')) for (const p of VALIDATE13_JAVA) console.log(p, javaSourceTree(p) ?? 'NOT FETCHED');
}
