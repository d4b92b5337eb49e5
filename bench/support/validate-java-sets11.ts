/**
 * bench:validate-brace's ELEVENTH Java held-out set (`--lang java --set held-out11-java`), DECLARED IN WRITING
 * 2026-12-06 ~16:20 UTC (session 19, task T5, issue 22) and committed before any draw from it and any run of the answer
 * checks on it. Its first run is the blind one; after it the set is a tuning set. Held out 1-10 are tuning data.
 *
 * Why these sources: held out 10 used up the Java source that Debian ships in binary packages (openjdk-17-source, openjfx-source,
 * bsh-src, openjdk-17-demo, bazel-bootstrap-source; the Bazel units and JDK modules left are few and small). Debian's SOURCE
 * packages hold the Java of hundreds of libraries and tools nobody here has read: `apt-get source` fetches them from Debian's
 * archive through apt, the ordinary client (a deb-src entry beside the machine's deb one: scripts/setup-test-deps.sh's bench part).
 *
 * Population (frozen in java-debian-sources-2026-12-06.json, from the deb-src index of bookworm main fetched 2026-12-06 15:53
 * UTC): every source package whose Section is `java`, 449 packages, [name, version, bytes of its upstream tarball (the
 * .orig.tar.* files, else the package's one .tar.*)], less the five whose Java was used before (openjdk-17, openjfx, bsh,
 * bazel-bootstrap, and any openjdk-*: none is in the index under Section java) and less packages over 10 MB of tarball (8: the
 * time of one run).
 * Strata by tarball bytes: small < 150,000, medium 150,000 - 999,999, large 1,000,000 - 10,000,000 (226 / 140 / 75).
 * Draw: for each stratum in turn (small, medium, large), one mulberry32(1911) shuffles the stratum's names (alphabetical
 * first) into a draw order; candidates are fetched in that order (`apt-get source --download-only NAME=VERSION`, unpacked
 * with `dpkg-source -x`, Debian's patches applied) and a candidate is TAKEN when its non-test tree has 10 to 2,000 .java files
 * (module-info.java and package-info.java not counted; a test tree is any folder named test, tests, testing or javatests,
 * any src/it (Maven's integration tests), and the root's debian/), else SKIPPED (recorded with its count), until the stratum has THREE: 9 packages.
 * A package is one repository: every non-test .java file at its path; targets are drawn from those files by the benchmark's
 * own rule (methods with >= 3 body lines between brace lines), 20 per package with the benchmark's default seed (22).
 * Mutants: mutants-brace.ts at the run's commit (with the closed/open label of each wrong-member mutant computed by the
 * generator from the package's sources: java-member-split.ts). A kind with fewer than 20 mutants is reported as it is.
 * The draw's result is VALIDATE11_JAVA below (written after `tsx bench/support/validate-java-sets11.ts --draw` printed it).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stratumOrders } from './brace-draw.js';

/** Where the fetched source packages are unpacked (outside the repository; bench:setup fills it). */
export const JAVA_SOURCES_CACHE = '/var/cache/dycoder-bench/java-src';

type Row = readonly [name: string, version: string, bytes: number];
const POPULATION_FILE = join(dirname(fileURLToPath(import.meta.url)), 'java-debian-sources-2026-12-06.json');
const USED_BEFORE = /^(openjdk-\d+|openjfx|bsh|bazel-bootstrap)$/;

export function javaSourcePopulation11(): Row[] {
  const rows = JSON.parse(readFileSync(POPULATION_FILE, 'utf8')) as Row[];
  return rows.filter(([n, , b]) => !USED_BEFORE.test(n) && b <= 10_000_000);
}

const STRATA: readonly ((bytes: number) => boolean)[] = [(b) => b < 150_000, (b) => b >= 150_000 && b < 1_000_000, (b) => b >= 1_000_000];

/** Each stratum's draw order (one generator, strata in turn). */
export const drawOrder11 = (): string[][] => stratumOrders(javaSourcePopulation11(), ([, , b]) => b, STRATA, 1911);

const isTestDir = (rel: string): boolean => rel === 'debian' || /(^|\/)(test|tests|testing|javatests)$/.test(rel) || /(^|\/)src\/it$/.test(rel);
/** `skipQuilt` (held out 12 on): the root's `.pc` folder, quilt's copies of the files Debian's patches changed, is left out. */
const walk = (root: string, dir: string, skipQuilt: boolean): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    const st = statSync(p, { throwIfNoEntry: false });
    if (st === undefined || st.isSymbolicLink()) return [];
    if (st.isDirectory()) return isTestDir(relative(root, p)) || (skipQuilt && relative(root, p) === '.pc') ? [] : walk(root, p, skipQuilt);
    return e.endsWith('.java') && e !== 'module-info.java' && e !== 'package-info.java' ? [p] : [];
  });

/** The unpacked tree of a source package (fetched on demand), or undefined when it cannot be fetched. */
export function javaSourceTree(name: string): string | undefined {
  const row = javaSourcePopulation11().find(([n]) => n === name);
  if (row === undefined) return undefined;
  const dir = join(JAVA_SOURCES_CACHE, `${name}_${row[1]}`);
  const tree = join(dir, 'tree');
  if (existsSync(tree)) return tree;
  mkdirSync(dir, { recursive: true });
  // A file the archive does not serve (404: seen for some packages on the benchmark machine) makes the package unfetchable:
  // undefined, and the draw skips it (session 19: this catch was added after the first draw attempt stopped at its first
  // candidate, libnanoxml2-java, whose debian.tar.xz was 404; no other candidate had been looked at).
  try {
    execFileSync('apt-get', ['source', '--download-only', '-q', `${name}=${row[1]}`], { cwd: dir, stdio: 'pipe', timeout: 600_000 });
    const dsc = readdirSync(dir).find((f) => f.endsWith('.dsc'));
    if (dsc === undefined) return undefined;
    execFileSync('dpkg-source', ['-x', dsc, 'tree'], { cwd: dir, stdio: 'pipe', timeout: 600_000 });
    return tree;
  } catch {
    return undefined;
  }
}

/**
 * A source package's non-test .java files (absolute paths). Held out 11 counted quilt's `.pc` copies too (its packages'
 * targets stay the ones it had); held out 12 passes `skipQuilt`.
 */
export const javaSourceFiles = (tree: string, skipQuilt = false): string[] => walk(tree, tree, skipQuilt);

/** The draw: per stratum, the first three candidates in draw order whose non-test tree has 10 to 2,000 .java files. */
export function javaValidate11(log: (line: string) => void = () => {}): string[] {
  const picked: string[] = [];
  for (const order of drawOrder11()) {
    let taken = 0;
    for (const name of order) {
      if (taken === 3) break;
      const tree = javaSourceTree(name);
      const n = tree === undefined ? 0 : javaSourceFiles(tree).length;
      const ok = n >= 10 && n <= 2000;
      log(`${name}: ${tree === undefined ? 'not fetchable' : `${n} .java files`} ${ok ? 'TAKEN' : 'skipped'}`);
      if (ok) {
        picked.push(name);
        taken++;
      }
    }
  }
  return picked;
}

/**
 * The draw's result (2026-12-06 16:47 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-java-heldout11-draw.txt). 88 candidates were looked at in draw order: 76 could not be fetched (the
 * archive answered 404 for one of their files on this machine), three were skipped for their size (plexus-build-api 5 and
 * junit 7 .java files, libspring-java 3,556), nine taken: small osgi-core (134 files), libslf4j-java (150), cglib (137);
 * medium maven-javadoc-plugin (35), libjdom1-java (110), maven-plugin-tools (85); large libhibernate3-java (1,973), ant (968),
 * libxalan2-java (962).
 */
export const VALIDATE11_JAVA: readonly string[] = [
  'osgi-core', 'libslf4j-java', 'cglib', 'maven-javadoc-plugin', 'libjdom1-java', 'maven-plugin-tools', 'libhibernate3-java', 'ant', 'libxalan2-java',
];

/** Copies a package of this set into `root` (every non-test .java file at its path): the files to draw targets from. */
export function prepareJavaSource11(pkg: string, root: string): string[] | undefined {
  if (!VALIDATE11_JAVA.includes(pkg)) return undefined;
  const tree = javaSourceTree(pkg);
  if (tree === undefined) throw new Error(`${pkg}: the source package could not be fetched (npm run bench:setup)`);
  const out: string[] = [];
  for (const f of javaSourceFiles(tree)) {
    const rel = relative(tree, f);
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    copyFileSync(f, join(root, rel));
    out.push(rel);
  }
  return out;
}

if (process.argv[1]?.endsWith('validate-java-sets11.ts')) {
  const order = drawOrder11();
  console.log(JSON.stringify({ population: javaSourcePopulation11().length, strata: order.map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(javaValidate11((l) => console.log(l))));
  // bench:setup: the drawn packages fetched and unpacked.
  if (process.argv.includes('--fetch')) for (const p of VALIDATE11_JAVA) console.log(p, javaSourceTree(p) ?? 'NOT FETCHED');
}
