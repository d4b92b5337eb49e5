/**
 * bench:validate-brace's FOURTH Java held-out set (`--lang java --set held-out4`), DECLARED IN WRITING
 * 2026-12-05 ~15:30 UTC (session 11, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set.
 *
 * Why a new population: every earlier Java set is JDK code (openjdk-17-source). This one adds the Java
 * sources other Debian packages ship, written by other people in other styles: openjfx-source (OpenJFX 11,
 * /usr/share/openjfx/lib/src.zip, one folder per module as the JDK's src.zip) and bsh-src (BeanShell 2.0b4,
 * /usr/src/bsh-src/bsh.tar.gz, its `src/` tree only: the library; asm/, bsf/ and tests/ left out). They were
 * found with `apt-cache pkgnames | grep -E '(-src|-source)$'`; no other Debian package here ships Java source.
 *
 * Rule:
 * - Non-JDK candidates: the OpenJFX modules and BeanShell, counted in .java files (module-info.java not
 *   counted) as NON_JDK_POPULATION below; those outside 10-400 files are dropped (javafx.graphics, 1431).
 * - JDK candidates: java-corpus.ts's JAVA_POPULATION less every module used in any earlier Java set, for
 *   retrieval or the checks: JAVA_TUNING_ALL, javaHeldOut(), javaHeldOut2(), javaHeldOut3(), VALIDATE2_JAVA,
 *   VALIDATE3_JAVA (17 modules).
 * - Strata by .java files as in held out 3: small 10-40, medium 41-120, large 121-400. Per stratum, in turn
 *   (small, medium, large), with one mulberry32(1105): up to two non-JDK candidates drawn from that stratum's
 *   (alphabetical), then JDK candidates until the stratum has three.
 * - Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 *   10 per package drawn with the benchmark's default seed (22).
 * The draw's result is VALIDATE4_JAVA below (printed by `tsx bench/support/validate-java-sets4.ts` before any run).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JAVA_POPULATION, JAVA_TUNING_ALL, javaHeldOut, javaHeldOut2, javaHeldOut3 } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { VALIDATE2_JAVA } from './validate-brace-sets.js';
import { VALIDATE3_JAVA } from './validate-java-sets3.js';

export const OPENJFX_SRC_ZIP = '/usr/share/openjfx/lib/src.zip';
export const BSH_TARBALL = '/usr/src/bsh-src/bsh.tar.gz';

/** Non-JDK Java packages -> .java files (openjfx-source 11.0.11+1-3, bsh-src 2.0b4-20; counted 2026-12-05). */
export const NON_JDK_POPULATION: Readonly<Record<string, number>> = {
  'javafx.base': 290, 'javafx.controls': 285, 'javafx.fxml': 26, 'javafx.graphics': 1431, 'javafx.media': 86,
  'javafx.swing': 30, 'javafx.web': 272, bsh: 113,
};

export function javaValidate4JdkPool(): string[] {
  const used = new Set([...JAVA_TUNING_ALL, ...javaHeldOut(), ...javaHeldOut2(), ...javaHeldOut3(), ...VALIDATE2_JAVA, ...VALIDATE3_JAVA]);
  return Object.keys(JAVA_POPULATION).filter((m) => !used.has(m)).sort();
}

export function javaValidate4(): string[] {
  const size = (m: string): number => JAVA_POPULATION[m] ?? NON_JDK_POPULATION[m] ?? 0;
  const nonJdk = Object.keys(NON_JDK_POPULATION).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate4JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1105);
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
export const VALIDATE4_JAVA: readonly string[] = [
  'javafx.fxml', 'javafx.swing', 'jdk.naming.dns', 'bsh', 'javafx.media', 'jdk.jpackage', 'javafx.base', 'javafx.web', 'jdk.internal.vm.ci',
];

const walk = (dir: string): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.java') && e !== 'module-info.java' ? [p] : [];
  });

/** Extracts a non-JDK package of the set into `root` (as bench/support/validate-brace-corpus.ts's prepare does a JDK module); its .java files, repo-relative. Undefined for a JDK module. */
export function prepareNonJdk(pkg: string, root: string): string[] | undefined {
  if (pkg.startsWith('javafx.')) {
    execFileSync('unzip', ['-q', OPENJFX_SRC_ZIP, `${pkg}/*`, '-d', root], { timeout: 300_000 });
    rmSync(join(root, pkg, 'module-info.java'), { force: true });
    return walk(join(root, pkg)).map((f) => relative(root, f));
  }
  if (pkg === 'bsh') {
    execFileSync('tar', ['-xzf', BSH_TARBALL, '-C', root, 'src'], { timeout: 300_000 });
    return walk(join(root, 'src')).map((f) => relative(root, f));
  }
  return undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets4.ts')) {
  console.log(JSON.stringify({ jdkPool: javaValidate4JdkPool(), java: javaValidate4() }, null, 1));
}
