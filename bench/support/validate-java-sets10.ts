/**
 * bench:validate-brace's TENTH Java held-out set (`--lang java --set held-out10-java`), DECLARED IN WRITING
 * 2026-12-06 ~12:50 UTC (session 18, task T5, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set. Held out 1-9 are tuning data.
 *
 * Why these sources: Java source never used in any Java validate or retrieval set before (held out 9's pools less
 * what it drew):
 * - Bazel 4.2.3's own Java (Debian bazel-bootstrap-source, /usr/src/bazel-bootstrap): the units of validate-java-sets6.ts
 *   less the ones held out 6, 7, 8 and 9 drew (nonJdkPopulation9 less VALIDATE9_JAVA). A unit runs INSIDE THE WHOLE
 *   BAZEL TREE (every non-test .java file at its path), the targets drawn from the unit's own files.
 * - JDK modules: held out 9's JDK pool less the three it drew: jdk.accessibility (17 files), jdk.zipfs (13).
 * No Debian package beyond those (openjdk-17-source, openjfx-source, bsh-src, openjdk-17-demo, bazel-bootstrap-source,
 * all drawn from before) ships Java source, so no package was installed.
 *
 * Rule (held out 9's, one change for the exhausted strata): strata by .java files (module-info.java not counted)
 * small 10-40, medium 41-120, large 121-500 (was 121-400: the only unit left over 40 files is bazel.lib.rules, 462
 * files; without the change the set would be small units only). Per stratum, in turn (medium, large, then small),
 * with one mulberry32(1810): up to two non-JDK candidates drawn from that stratum's (alphabetical), then JDK
 * candidates until the stratum has its count, then non-JDK ones again until its count. Counts: three per stratum; the
 * medium stratum is empty and the large one holds bazel.lib.rules alone, so their shortfall (five) goes to the small
 * stratum, drawn LAST: small 3 + 5 = 8, large 1: 9 packages.
 * Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines), 20 per
 * package drawn with the benchmark's default seed (22), as held out 8 and 9 (held out 9 had 33-73 mutants per kind).
 * Mutants: mutants-brace.ts at the run's commit (session 18 adds the closed/open label of each wrong-member mutant,
 * computed by the generator from the package's sources). If a kind has fewer than 20 mutants it is reported as it is.
 * The draw's result is VALIDATE10_JAVA below (printed by `tsx bench/support/validate-java-sets10.ts` before any run).
 */
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { javaValidate9JdkPool, nonJdkPopulation9, VALIDATE9_JAVA } from './validate-java-sets9.js';

export function javaValidate10JdkPool(): string[] {
  const used = new Set(VALIDATE9_JAVA);
  return javaValidate9JdkPool().filter((m) => !used.has(m)).sort();
}

/** Non-JDK candidates -> .java files: the Bazel units held out 6-9 did not draw. */
export function nonJdkPopulation10(): Record<string, number> {
  const used = new Set(VALIDATE9_JAVA);
  return Object.fromEntries(Object.entries(nonJdkPopulation9()).filter(([u]) => !used.has(u)));
}

export function javaValidate10(): string[] {
  const nonJdkSizes = nonJdkPopulation10();
  const size = (m: string): number => JAVA_POPULATION[m] ?? nonJdkSizes[m] ?? 0;
  const nonJdk = Object.keys(nonJdkSizes).filter((m) => size(m) >= 10 && size(m) <= 500).sort();
  const jdk = javaValidate10JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1810);
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
export const VALIDATE10_JAVA: readonly string[] = [
  'bazel.lib.worker', 'bazel.buildjar', 'jdk.accessibility', 'jdk.zipfs', 'bazel.singlejar', 'bazel.lib.starlarkdebug', 'bazel.lib.collect',
  'bazel.lib.shell', 'bazel.lib.rules',
];

if (process.argv[1]?.endsWith('validate-java-sets10.ts')) {
  const sizes = nonJdkPopulation10();
  const jdk = javaValidate10JdkPool();
  console.log(JSON.stringify({ jdkPool: Object.fromEntries(jdk.map((m) => [m, JAVA_POPULATION[m]])), java: javaValidate10().map((m) => [m, JAVA_POPULATION[m] ?? sizes[m]]) }));
}
