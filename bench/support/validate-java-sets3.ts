/**
 * bench:validate-brace's THIRD Java held-out set (`--lang java --set held-out3`), DECLARED IN WRITING
 * 2026-12-02 ~16:40 UTC (session 10, issue 22) and committed before any run of the answer checks on
 * it. Its first run is the blind one; after it the set is a tuning set.
 *
 * Rule: the population is java-corpus.ts's JAVA_POPULATION (openjdk-17-source modules of 10-400
 * .java files, written down in session 8), less EVERY module used in any earlier Java set, whether
 * for retrieval or for the checks, tuning or held out: JAVA_TUNING_ALL (java.sql, java.logging and
 * retrieval held-out 1), javaHeldOut() (retrieval held-out 1), javaHeldOut2() (retrieval held-out 2)
 * and VALIDATE2_JAVA (the checks' held-out 2). That leaves 29 modules. Strata by .java files as
 * before: small 10-40, medium 41-120, large 121-400; three modules drawn per stratum with
 * mulberry32(2210) over each stratum in alphabetical order (strata small, medium, large in turn).
 * Targets inside a module: the benchmark's own rule (methods with >= 3 body lines between brace
 * lines), 10 per module drawn with the benchmark's default seed (22).
 * The draw's result is VALIDATE3_JAVA below (printed by `tsx bench/support/validate-java-sets3.ts`
 * before any run).
 */
import { JAVA_POPULATION, JAVA_TUNING_ALL, javaHeldOut, javaHeldOut2 } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { VALIDATE2_JAVA } from './validate-brace-sets.js';

export function javaValidate3Pool(): string[] {
  const used = new Set([...JAVA_TUNING_ALL, ...javaHeldOut(), ...javaHeldOut2(), ...VALIDATE2_JAVA]);
  return Object.keys(JAVA_POPULATION).filter((m) => !used.has(m)).sort();
}

export function javaValidate3(): string[] {
  const pool = javaValidate3Pool();
  const size = (m: string): number => JAVA_POPULATION[m] ?? 0;
  const strata = [pool.filter((m) => size(m) <= 40), pool.filter((m) => size(m) > 40 && size(m) <= 120), pool.filter((m) => size(m) > 120)];
  const random = mulberry32(2210);
  return strata.flatMap((s) => {
    const rest = [...s];
    const picked: string[] = [];
    while (picked.length < 3 && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  });
}

/** The draw's result (2026-12-02, printed by this file before any run on them). */
export const VALIDATE3_JAVA: readonly string[] = [
  'java.prefs', 'jdk.security.jgss', 'jdk.attach', 'jdk.charsets', 'jdk.jshell', 'java.rmi', 'java.compiler', 'java.xml.crypto', 'jdk.jdi',
];

if (process.argv[1]?.endsWith('validate-java-sets3.ts')) {
  console.log(JSON.stringify({ pool: javaValidate3Pool().length, java: javaValidate3() }, null, 1));
}
