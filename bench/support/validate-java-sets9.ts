/**
 * bench:validate-brace's NINTH Java held-out set (`--lang java --set held-out9-java`), DECLARED IN WRITING
 * 2026-12-06 ~09:35 UTC (session 17, task T5, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set. Held out 1-8 are tuning data.
 *
 * Why these sources: Java source never used in any Java validate set before (held out 8's pools less what it drew):
 * - Bazel 4.2.3's own Java (Debian bazel-bootstrap-source, /usr/src/bazel-bootstrap): the units of validate-java-sets6.ts
 *   less the ones held out 6, 7 and 8 drew (nonJdkPopulation8 less VALIDATE8_JAVA), Metalworks (never drawn). A unit runs
 *   INSIDE THE WHOLE BAZEL TREE (every non-test .java file at its path), the targets drawn from the unit's own files.
 * - JDK modules: held out 8's JDK pool less the two it drew (jdk.jartool, jdk.jconsole): java.datatransfer, java.scripting,
 *   java.security.sasl, jdk.accessibility, jdk.zipfs (all 13-29 files: small stratum only).
 *
 * Rule (held out 8's, one change for the short strata): strata by .java files (module-info.java not counted) small
 * 10-40, medium 41-120, large 121-400. Per stratum, in turn (small, medium, large), with one mulberry32(1709): up to two
 * non-JDK candidates drawn from that stratum's (alphabetical), then JDK candidates until the stratum has its count, then
 * non-JDK ones again until its count. Counts: three per stratum, but the medium stratum has three candidates and the large
 * one a single one (bazel.lib.skyframe, 336 files; bazel.lib.rules' 462 is over 400), so the large stratum's shortfall (two)
 * goes to the small stratum, drawn LAST (after medium and large) by the same rule: small 3 + 2 = 5, medium 3, large 1:
 * 9 packages. Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 * 20 per package drawn with the benchmark's default seed (22), as held out 8.
 * Mutants: mutants-brace.ts as of this commit. javac is the mutant oracle of the JDK modules (java-mutant-oracle.ts) after
 * the blind run, if time allows.
 * The draw's result is VALIDATE9_JAVA below (printed by `tsx bench/support/validate-java-sets9.ts` before any run).
 */
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { javaValidate8JdkPool, nonJdkPopulation8, VALIDATE8_JAVA } from './validate-java-sets8.js';

export function javaValidate9JdkPool(): string[] {
  const used = new Set(VALIDATE8_JAVA);
  return javaValidate8JdkPool().filter((m) => !used.has(m)).sort();
}

/** Non-JDK candidates -> .java files: the Bazel units held out 6, 7 and 8 did not draw, and Metalworks. */
export function nonJdkPopulation9(): Record<string, number> {
  const used = new Set(VALIDATE8_JAVA);
  return Object.fromEntries(Object.entries(nonJdkPopulation8()).filter(([u]) => !used.has(u)));
}

export function javaValidate9(): string[] {
  const nonJdkSizes = nonJdkPopulation9();
  const size = (m: string): number => JAVA_POPULATION[m] ?? nonJdkSizes[m] ?? 0;
  const nonJdk = Object.keys(nonJdkSizes).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate9JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1709);
  const draw = (pool: string[], n: number): string[] => {
    const rest = [...pool];
    const picked: string[] = [];
    while (picked.length < n && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  };
  const pick = (inStratum: (n: number) => boolean, count: number): string[] => {
    const candidates = nonJdk.filter((m) => inStratum(size(m)));
    const first = draw(candidates, Math.min(2, count));
    const second = draw(jdk.filter((m) => inStratum(size(m))), count - first.length);
    const third = draw(candidates.filter((m) => !first.includes(m)), count - first.length - second.length);
    return [...first, ...second, ...third];
  };
  const medium = pick(strata[1]!, 3);
  const large = pick(strata[2]!, 3);
  const small = pick(strata[0]!, 3 + (3 - medium.length) + (3 - large.length));
  return [...small, ...medium, ...large];
}

/** The draw's result (2026-12-06, printed by this file before any run on them). */
export const VALIDATE9_JAVA: readonly string[] = [
  'demo.Metalworks', 'bazel.lib.buildtool', 'java.security.sasl', 'java.scripting', 'java.datatransfer', 'bazel.lib.util', 'bazel.skydoc',
  'bazel.lib.exec', 'bazel.lib.skyframe',
];

if (process.argv[1]?.endsWith('validate-java-sets9.ts')) {
  const sizes = nonJdkPopulation9();
  const jdk = javaValidate9JdkPool();
  console.log(JSON.stringify({ jdkPool: Object.fromEntries(jdk.map((m) => [m, JAVA_POPULATION[m]])), java: javaValidate9().map((m) => [m, JAVA_POPULATION[m] ?? sizes[m]]) }, null, 1));
}
