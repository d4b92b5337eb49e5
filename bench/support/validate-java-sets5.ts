/**
 * bench:validate-brace's FIFTH Java held-out set (`--lang java --set held-out5`), DECLARED IN WRITING
 * 2026-12-05 ~18:05 UTC (session 12, issue 22) and committed before any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set.
 *
 * Why these sources: held out 1-4 are tuning data now. Java source never used in any Java set before:
 * - openjdk-17-demo (Debian; its demos ship their sources as src.zip under
 *   /usr/share/doc/openjdk-17-jre-headless/demo/jfc/<Demo>/src.zip): application code (Swing demos), a style no
 *   earlier set had. Demos of 10-400 .java files: J2Ddemo 64, SwingSet2 29, Metalworks 15 (the others have 1-8).
 * - openjfx-source's javafx.controls (285 files; held out 4 drew javafx.fxml/swing/media/base/web only).
 * - bsh-src's `asm/src` tree (10 files: BeanShell's copy of ObjectWeb ASM, other authors; held out 4 used `src/` only).
 * - JDK modules: validate-java-sets4.ts's JDK pool (java-corpus.ts's JAVA_POPULATION less every module of an
 *   earlier Java set) less the three held out 4 drew (jdk.naming.dns, jdk.jpackage, jdk.internal.vm.ci): 14 modules.
 *
 * Rule (as held out 4): strata by .java files (module-info.java not counted) small 10-40, medium 41-120,
 * large 121-400. Per stratum, in turn (small, medium, large), with one mulberry32(1205): up to two non-JDK
 * candidates drawn from that stratum's (alphabetical), then JDK candidates until the stratum has three.
 * The JDK pool has no module of 121-400 files left, so the large stratum holds javafx.controls alone: 7 packages.
 * Targets inside a package: the benchmark's own rule (methods with >= 3 body lines between brace lines),
 * 12 per package (not 10: seven packages, and each mutant kind should reach >= 20) drawn with the benchmark's
 * default seed (22).
 * The draw's result is VALIDATE5_JAVA below (printed by `tsx bench/support/validate-java-sets5.ts` before any run).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JAVA_POPULATION } from './java-corpus.js';
import { mulberry32 } from './mulberry32.js';
import { javaValidate4JdkPool, VALIDATE4_JAVA } from './validate-java-sets4.js';

export const JFC_DEMO_DIR = '/usr/share/doc/openjdk-17-jre-headless/demo/jfc';
export const BSH_TARBALL = '/usr/src/bsh-src/bsh.tar.gz';
export const OPENJFX_SRC_ZIP = '/usr/share/openjfx/lib/src.zip';

/** Non-JDK candidates -> .java files (openjdk-17-demo 17.0.21.1+2-1~deb12u1, openjfx-source 11.0.11+1-3, bsh-src 2.0b4-20; counted 2026-12-05). */
export const NON_JDK_POPULATION5: Readonly<Record<string, number>> = {
  'demo.J2Ddemo': 64, 'demo.SwingSet2': 29, 'demo.Metalworks': 15, 'demo.TableExample': 8, 'demo.SampleTree': 5, 'demo.Stylepad': 5,
  'demo.CodePointIM': 3, 'demo.FileChooserDemo': 3, 'demo.Font2DTest': 3, 'demo.Notepad': 2, 'demo.TransparentRuler': 1,
  'javafx.controls': 285, 'bsh-asm': 10,
};

export function javaValidate5JdkPool(): string[] {
  const used = new Set(VALIDATE4_JAVA);
  return javaValidate4JdkPool().filter((m) => !used.has(m)).sort();
}

export function javaValidate5(): string[] {
  const size = (m: string): number => JAVA_POPULATION[m] ?? NON_JDK_POPULATION5[m] ?? 0;
  const nonJdk = Object.keys(NON_JDK_POPULATION5).filter((m) => size(m) >= 10 && size(m) <= 400).sort();
  const jdk = javaValidate5JdkPool();
  const strata: ((n: number) => boolean)[] = [(n) => n <= 40, (n) => n > 40 && n <= 120, (n) => n > 120];
  const random = mulberry32(1205);
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
export const VALIDATE5_JAVA: readonly string[] = [
  'bsh-asm', 'demo.SwingSet2', 'jdk.security.auth', 'demo.J2Ddemo', 'java.sql.rowset', 'jdk.incubator.vector', 'javafx.controls',
];

const walk = (dir: string): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.java') && e !== 'module-info.java' ? [p] : [];
  });

/** Extracts a non-JDK package of the fifth set into `root`; its .java files, repo-relative. Undefined for another package. */
export function prepareNonJdk5(pkg: string, root: string): string[] | undefined {
  if (pkg.startsWith('demo.')) {
    const name = pkg.slice('demo.'.length);
    execFileSync('unzip', ['-q', join(JFC_DEMO_DIR, name, 'src.zip'), '-d', join(root, name)], { timeout: 300_000 });
    return walk(join(root, name)).map((f) => relative(root, f));
  }
  if (pkg === 'bsh-asm') {
    execFileSync('tar', ['-xzf', BSH_TARBALL, '-C', root, 'asm/src'], { timeout: 300_000 });
    return walk(join(root, 'asm', 'src')).map((f) => relative(root, f));
  }
  if (pkg === 'javafx.controls') {
    execFileSync('unzip', ['-q', OPENJFX_SRC_ZIP, `${pkg}/*`, '-d', root], { timeout: 300_000 });
    return walk(join(root, pkg)).map((f) => relative(root, f));
  }
  return undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets5.ts')) {
  console.log(JSON.stringify({ jdkPool: javaValidate5JdkPool(), java: javaValidate5() }, null, 1));
}
