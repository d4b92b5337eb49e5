/**
 * bench:validate-brace's EIGHTH Java held-out set (`--lang java --set held-out8-java`), DECLARED IN WRITING
 * 2026-12-06 ~03:45 UTC (session 15, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set.
 *
 * Why these sources: held out 1-7 are tuning data now. Java source never used in any Java validate set before:
 * - Bazel 4.2.3's own Java (Debian bazel-bootstrap-source, /usr/src/bazel-bootstrap): the units of validate-java-sets6.ts
 *   (each `lib/<x>` directory and the other components; test directories neither counted nor drawn from) less the ones
 *   held out 6 and 7 drew. A unit runs INSIDE THE WHOLE BAZEL TREE (prepareNonJdk6: every non-test .java file at its
 *   path), the targets drawn from the unit's own files, as a stub in a real Bazel checkout would be.
 * - openjdk-17-demo's Metalworks (15 files; in held out 5's and 7's pools, never drawn).
 * - JDK modules: validate-java-sets7.ts's JDK pool less the two held out 7 drew (jdk.management.jfr, jdk.dynalink): 7 modules
 *   (java.datatransfer, java.scripting, java.security.sasl, jdk.accessibility, jdk.jartool, jdk.jconsole, jdk.zipfs).
 *
 * Rule (as held out 4-7, one change: a stratum with no JDK candidate left takes a third non-JDK one): strata by .java
 * files (module-info.java not counted) small 10-40, medium 41-120, large 121-400. Per stratum, in turn (small, medium,
 * large), with one mulberry32(1505): up to two non-JDK candidates drawn from that stratum's (alphabetical), then JDK
 * candidates until the stratum has three, then non-JDK ones again until three: 9 packages.
 * Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 * 20 per package (held out 7 had 16: more mutants per kind, >= 20 of each wanted) drawn with the benchmark's default seed (22).
 * Mutants: mutants-brace.ts as of this commit (a needed-import mutant drops only an import nothing outside the body reads,
 * since session 14's Rust work). javac is the mutant oracle of the JDK modules (java-mutant-oracle.ts) after the blind run.
 * The draw's result is VALIDATE8_JAVA below (printed by `tsx bench/support/validate-java-sets8.ts` before any run).
 */
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { javaValidate7JdkPool, nonJdkPopulation7, VALIDATE7_JAVA } from './validate-java-sets7.js';

export function javaValidate8JdkPool(): string[] {
  const used = new Set(VALIDATE7_JAVA);
  return javaValidate7JdkPool().filter((m) => !used.has(m)).sort();
}

/** Non-JDK candidates -> .java files: the Bazel units held out 6 and 7 did not draw, and Metalworks. */
export function nonJdkPopulation8(): Record<string, number> {
  const used = new Set(VALIDATE7_JAVA);
  return Object.fromEntries(Object.entries(nonJdkPopulation7()).filter(([u]) => !used.has(u)));
}

export function javaValidate8(): string[] {
  const nonJdkSizes = nonJdkPopulation8();
  const size = (m: string): number => JAVA_POPULATION[m] ?? nonJdkSizes[m] ?? 0;
  const nonJdk = Object.keys(nonJdkSizes).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate8JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1505);
  const draw = (pool: string[], n: number): string[] => {
    const rest = [...pool];
    const picked: string[] = [];
    while (picked.length < n && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  };
  return strata.flatMap((inStratum) => {
    const candidates = nonJdk.filter((m) => inStratum(size(m)));
    const first = draw(candidates, 2);
    const second = draw(jdk.filter((m) => inStratum(size(m))), 3 - first.length);
    const third = draw(candidates.filter((m) => !first.includes(m)), 3 - first.length - second.length);
    return [...first, ...second, ...third];
  });
}

/** The draw's result (2026-12-06, printed by this file before any run on them). */
export const VALIDATE8_JAVA: readonly string[] = [
  'bazel.lib.concurrent', 'bazel.lib.sandbox', 'jdk.jartool', 'bazel.starlark', 'bazel.options', 'jdk.jconsole', 'bazel.lib.runtime',
  'bazel.lib.bazel', 'bazel.lib.analysis',
];

if (process.argv[1]?.endsWith('validate-java-sets8.ts')) {
  const sizes = nonJdkPopulation8();
  const jdk = javaValidate8JdkPool();
  console.log(JSON.stringify({ nonJdk: sizes, jdkPool: Object.fromEntries(jdk.map((m) => [m, JAVA_POPULATION[m]])), java: javaValidate8() }, null, 1));
}
