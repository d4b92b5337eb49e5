/**
 * bench:validate-brace's SEVENTH Java held-out set (`--lang java --set held-out7`), DECLARED IN WRITING
 * 2026-12-06 ~00:35 UTC (session 14, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set.
 *
 * Why these sources: held out 1-6 are tuning data now. Java source never used in any Java validate set before:
 * - Bazel 4.2.3's own Java (Debian bazel-bootstrap-source, /usr/src/bazel-bootstrap): the units of validate-java-sets6.ts
 *   (each `lib/<x>` directory and the other components; test directories neither counted nor drawn from) less the six
 *   held out 6 drew. A unit runs INSIDE THE WHOLE BAZEL TREE (prepareNonJdk6 since session 14: every non-test .java file
 *   at its path), the targets drawn from the unit's own files, as a stub in a real Bazel checkout would be.
 * - openjdk-17-demo's Metalworks (15 files; in held out 5's pool, never drawn).
 * - JDK modules: validate-java-sets6.ts's JDK pool less the two held out 6 drew (jdk.jcmd, jdk.incubator.foreign): 9 modules.
 *
 * Rule (as held out 4-6): strata by .java files (module-info.java not counted) small 10-40, medium 41-120,
 * large 121-400. Per stratum, in turn (small, medium, large), with one mulberry32(1405): up to two non-JDK
 * candidates drawn from that stratum's (alphabetical), then JDK candidates until the stratum has three.
 * Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 * 16 per package drawn with the benchmark's default seed (22).
 * The JDK pool has no module of 121-400 files, so the large stratum holds two Bazel units: 8 packages.
 * The draw's result is VALIDATE7_JAVA below (printed by `tsx bench/support/validate-java-sets7.ts` before any run).
 */
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { NON_JDK_POPULATION5, VALIDATE5_JAVA } from './validate-java-sets5.js';
import { javaValidate6JdkPool, nonJdkPopulation6, VALIDATE6_JAVA } from './validate-java-sets6.js';

export function javaValidate7JdkPool(): string[] {
  const used = new Set(VALIDATE6_JAVA);
  return javaValidate6JdkPool().filter((m) => !used.has(m)).sort();
}

/** Non-JDK candidates -> .java files: the Bazel units held out 6 did not draw, and the demo held out 5 did not. */
export function nonJdkPopulation7(): Record<string, number> {
  const used = new Set([...VALIDATE5_JAVA, ...VALIDATE6_JAVA]);
  const out: Record<string, number> = {};
  for (const [u, n] of Object.entries(nonJdkPopulation6())) if (!used.has(u)) out[u] = n;
  out['demo.Metalworks'] = NON_JDK_POPULATION5['demo.Metalworks']!;
  return out;
}

export function javaValidate7(): string[] {
  const nonJdkSizes = nonJdkPopulation7();
  const size = (m: string): number => JAVA_POPULATION[m] ?? nonJdkSizes[m] ?? 0;
  const nonJdk = Object.keys(nonJdkSizes).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate7JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1405);
  const draw = (pool: string[], n: number): string[] => {
    const rest = [...pool];
    const picked: string[] = [];
    while (picked.length < n && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  };
  return strata.flatMap((inStratum) => {
    const first = draw(nonJdk.filter((m) => inStratum(size(m))), 2);
    return [...first, ...draw(jdk.filter((m) => inStratum(size(m))), 3 - first.length)];
  });
}

/** The draw's result (2026-12-06, printed by this file before any run on them). */
export const VALIDATE7_JAVA: readonly string[] = [
  'bazel.lib.profiler', 'bazel.lib.vfs', 'jdk.management.jfr', 'bazel.lib.remote', 'aws-sdk-auth-lite', 'jdk.dynalink', 'bazel.android-tools',
  'bazel.lib.actions',
];

if (process.argv[1]?.endsWith('validate-java-sets7.ts')) {
  const sizes = nonJdkPopulation7();
  const jdk = javaValidate7JdkPool();
  console.log(JSON.stringify({ nonJdk: sizes, jdkPool: Object.fromEntries(jdk.map((m) => [m, JAVA_POPULATION[m]])), java: javaValidate7() }, null, 1));
}
