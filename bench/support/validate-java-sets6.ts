/**
 * bench:validate-brace's SIXTH Java held-out set (`--lang java --set held-out6`), DECLARED IN WRITING
 * 2026-12-05 ~21:50 UTC (session 13, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set.
 *
 * Why these sources: held out 1-5 are tuning data now. Java source never used in any Java set before:
 * - bazel-bootstrap-source (Debian 4.2.3+ds-9, /usr/src/bazel-bootstrap): Bazel's own Java (Google style, Guava,
 *   Starlark), the only Debian package beyond openjdk-17-source, openjfx-source, bsh-src and openjdk-17-demo that
 *   ships Java source here (`apt-cache pkgnames | grep -E '(-src|-source)$'`). A unit is copied whole (the repository
 *   as it is), but directories named test, tests, testing or javatests are neither counted nor drawn from.
 *   Units (each extracted alone, with its paths, as the earlier sets' modules): every directory
 *   src/main/java/com/google/devtools/build/lib/<x> ("bazel.lib.<x>"), and the other components: bazel.skyframe,
 *   bazel.skydoc, bazel.docgen (com/google/devtools/build/...), bazel.options (com/google/devtools/common/options),
 *   bazel.starlark (net/starlark/java), bazel.buildjar and bazel.singlejar (src/java_tools/...), bazel.android-tools
 *   (src/tools/android), aws-sdk-auth-lite (third_party/aws-sdk-auth-lite). Sizes are counted by this file.
 * - JDK modules: validate-java-sets5.ts's JDK pool less the three held out 5 drew (11 modules).
 *
 * Rule (as held out 4 and 5): strata by .java files (module-info.java not counted) small 10-40, medium 41-120,
 * large 121-400. Per stratum, in turn (small, medium, large), with one mulberry32(1305): up to two non-JDK
 * candidates drawn from that stratum's (alphabetical), then JDK candidates until the stratum has three (the JDK pool has
 * no module of 121-400 files left, so the large stratum holds two Bazel units: 8 packages).
 * Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 * 16 per package (held out 5 had 12 and only 13 wrong-member mutants; each kind should reach >= 20) drawn with the
 * benchmark's default seed (22).
 * The draw's result is VALIDATE6_JAVA below (printed by `tsx bench/support/validate-java-sets6.ts` before any run).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { javaValidate5JdkPool, VALIDATE5_JAVA } from './validate-java-sets5.js';

export const BAZEL_SRC = '/usr/src/bazel-bootstrap';
const LIB = 'src/main/java/com/google/devtools/build/lib';
const COMPONENTS: Readonly<Record<string, string>> = {
  'bazel.skyframe': 'src/main/java/com/google/devtools/build/skyframe',
  'bazel.skydoc': 'src/main/java/com/google/devtools/build/skydoc',
  'bazel.docgen': 'src/main/java/com/google/devtools/build/docgen',
  'bazel.options': 'src/main/java/com/google/devtools/common/options',
  'bazel.starlark': 'src/main/java/net/starlark/java',
  'bazel.buildjar': 'src/java_tools/buildjar',
  'bazel.singlejar': 'src/java_tools/singlejar',
  'bazel.android-tools': 'src/tools/android',
  'aws-sdk-auth-lite': 'third_party/aws-sdk-auth-lite',
};

const isTestPath = (p: string): boolean => /(^|\/)(test|tests|testing|javatests)(\/|$)/.test(p);
const walk = (dir: string): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return isTestPath(e) ? [] : walk(p);
    return p.endsWith('.java') && e !== 'module-info.java' ? [p] : [];
  });

/** Bazel unit -> its directory, repo-relative. */
export function bazelUnits(): Record<string, string> {
  const out: Record<string, string> = { ...COMPONENTS };
  if (existsSync(join(BAZEL_SRC, LIB))) for (const d of readdirSync(join(BAZEL_SRC, LIB)).sort()) if (statSync(join(BAZEL_SRC, LIB, d)).isDirectory()) out[`bazel.lib.${d}`] = `${LIB}/${d}`;
  return out;
}

/** Non-JDK candidates -> .java files (production trees), counted from the installed package. */
export function nonJdkPopulation6(): Record<string, number> {
  return Object.fromEntries(Object.entries(bazelUnits()).filter(([, d]) => existsSync(join(BAZEL_SRC, d))).map(([u, d]) => [u, walk(join(BAZEL_SRC, d)).length]));
}

export function javaValidate6JdkPool(): string[] {
  const used = new Set(VALIDATE5_JAVA);
  return javaValidate5JdkPool().filter((m) => !used.has(m)).sort();
}

export function javaValidate6(): string[] {
  const nonJdkSizes = nonJdkPopulation6();
  const size = (m: string): number => JAVA_POPULATION[m] ?? nonJdkSizes[m] ?? 0;
  const nonJdk = Object.keys(nonJdkSizes).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate6JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1305);
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

/** The draw's result (2026-12-05, printed by this file before any run on them). */
export const VALIDATE6_JAVA: readonly string[] = [
  'bazel.lib.includescanning', 'bazel.lib.events', 'jdk.jcmd', 'bazel.skyframe', 'bazel.lib.packages', 'jdk.incubator.foreign',
  'bazel.lib.starlarkbuildapi', 'bazel.lib.query2',
];

/**
 * Copies a Bazel unit of the sixth set into `root` INSIDE THE WHOLE BAZEL TREE (session 14): every non-test .java file of
 * the package, at its repo-relative path (src/main/java, src/tools/android, src/java_tools, third_party, tools: every
 * product root), so that the job reads a base or an import of another Bazel package through the same resolver as in a
 * real repository (imports, same-package, bases' files, Language.scopeFiles' rounds). The targets are still drawn from the
 * unit's own files (returned, repo-relative). Until session 13 a unit was copied alone (its bases in other units unread).
 * Undefined for another package.
 */
export function prepareNonJdk6(pkg: string, root: string): string[] | undefined {
  const dir = bazelUnits()[pkg];
  if (dir === undefined) return undefined;
  copyBazelTree(root);
  return walk(join(root, dir)).map((f) => relative(root, f));
}

/**
 * A directory of Bazel's tests, left out of the copy: src/test (the test tree) and every `javatests` folder. Until session 18
 * the copy also left out every folder named test/tests/testing, which dropped PRODUCT packages of src/main/java
 * (lib/analysis/test's TestStrategy, the base of exec's StandaloneTestStrategy; lib/rules/test, starlarkbuildapi/test) and
 * the junit runner's com/google/testing: a job saw a repository whose classes extend types it does not hold (held out 9's
 * StandaloneTestStrategy misses). Drawing and counting (walk) still skip those folders, so no set's targets change.
 */
const isTestTree = (rel: string): boolean => rel === 'src/test' || rel.startsWith('src/test/') || /(^|\/)javatests(\/|$)/.test(rel);
const walkCopy = (dir: string): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return isTestTree(relative(BAZEL_SRC, p)) ? [] : walkCopy(p);
    return p.endsWith('.java') && e !== 'module-info.java' ? [p] : [];
  });

/** Every non-test .java file of the Bazel source tree into `root`, paths kept (tests: isTestTree). */
export function copyBazelTree(root: string): void {
  mkdirSync(root, { recursive: true });
  for (const f of walkCopy(BAZEL_SRC)) {
    const to = join(root, relative(BAZEL_SRC, f));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(f, to);
  }
}

if (process.argv[1]?.endsWith('validate-java-sets6.ts')) {
  const sizes = nonJdkPopulation6();
  console.log(JSON.stringify({ nonJdk: sizes, jdkPool: javaValidate6JdkPool(), java: javaValidate6() }, null, 1));
}
