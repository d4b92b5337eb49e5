/**
 * bench:validate-brace's TWELFTH Java held-out set (`--lang java --set held-out12-java`), DECLARED IN WRITING 2026-12-06
 * ~19:40 UTC (session 20, task T5, issue 22) and committed before any draw from it and any run of the answer checks on it.
 * Its first run is the blind one; after it the set is a tuning set. Held out 1-11 are tuning data.
 *
 * Population: held out 11's (java-debian-sources-2026-12-06.json: every source package of bookworm main with Section `java`,
 * less openjdk-*, openjfx, bsh, bazel-bootstrap and those over 10 MB of upstream tarball; 441), MINUS held out 11's nine
 * packages, MINUS every package whose name occurs as a whole token (not inside a longer name of letters, digits, `.`, `+`,
 * `-`, `_`) in a file tracked under bench/, test/, src/, docs/ or scripts/ at commit 5ba8b8f, *.log and *.json left out
 * (`named-at-commit.ts`): this takes out held out 11's draw log (every candidate it looked at) and any package a test or
 * benchmark names; common words that are also package names (`ant`, `junit`) go too, conservatively.
 * Strata by upstream tarball bytes, as held out 11: small < 150,000, medium 150,000 - 999,999, large 1,000,000 - 10,000,000.
 * Draw: for each stratum in turn, one mulberry32(2012) shuffles the stratum's names (alphabetical first) into a draw order;
 * candidates are fetched in that order (`apt-get source --download-only NAME=VERSION`, `dpkg-source -x`; a package the
 * archive does not serve here is skipped, as in held out 11) and TAKEN when the non-test tree has 10 to 2,000 .java files
 * (held out 11's test-tree rule, and now also without quilt's `.pc` copies of patched files), until the stratum has THREE.
 * Targets: the benchmark's own rule with `{` on the header's last line OR alone on the next line (Allman style,
 * `own-line-too` of validate-brace-corpus.ts: session 20; held out 11's Maven packages gave no target under the old rule),
 * 20 per package (seed 22). Mutants: mutants-brace.ts at the run's commit (closed/open label: java-member-split.ts).
 * A kind with fewer than 20 mutants is reported as it is; no package is added after the run.
 * The draw's result is VALIDATE12_JAVA below (written after `tsx bench/support/validate-java-sets12.ts --draw` printed it).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stratumOrders, takeInOrder } from './brace-draw.js';
import { linesAtCommit } from './named-at-commit.js';
import { javaSourceFiles, javaSourcePopulation11, javaSourceTree, VALIDATE11_JAVA } from './validate-java-sets11.js';

/** The commit whose tracked files the "named before" rule scans. */
const SCAN_COMMIT = '5ba8b8f';
const escape = (s: string): string => s.replace(/[.+]/g, (c) => `\\${c}`);

/** `rows` less every package whose name is a whole token in a file tracked at `commit` (named-at-commit.ts). */
export function withoutNamedAt<R extends readonly [string, ...unknown[]]>(rows: readonly R[], commit: string): R[] {
  const names = rows.map(([n]) => n);
  const named = new Set<string>();
  // One git grep per 100 names (the pattern's length), then exact token matches.
  for (let i = 0; i < names.length; i += 100) {
    const chunk = names.slice(i, i + 100);
    const lines = linesAtCommit(commit, `(${chunk.map(escape).join('|')})`);
    for (const line of lines) {
      for (const token of line.split(/[^A-Za-z0-9.+_-]+/)) {
        const bare = token.replace(/^[.\-_+]+|[.\-_+]+$/g, '');
        if (chunk.includes(bare)) named.add(bare);
      }
    }
  }
  return rows.filter(([n]) => !named.has(n));
}

/** Held out 11's population less its draw and less every package named in the repository at SCAN_COMMIT. */
export function javaSourcePopulation12(): ReturnType<typeof javaSourcePopulation11> {
  return withoutNamedAt(javaSourcePopulation11().filter(([n]) => !VALIDATE11_JAVA.includes(n)), SCAN_COMMIT);
}

const STRATA: readonly ((bytes: number) => boolean)[] = [(b) => b < 150_000, (b) => b >= 150_000 && b < 1_000_000, (b) => b >= 1_000_000];

/** Each stratum's draw order (one generator, strata in turn). */
export const drawOrder12 = (): string[][] => stratumOrders(javaSourcePopulation12(), ([, , b]) => b, STRATA, 2012);

/** Per stratum of `orders`, the first three candidates in draw order whose non-test tree has 10 to 2,000 .java files. */
export function takeJavaPackages(orders: readonly (readonly string[])[], log: (line: string) => void): string[] {
  return takeInOrder(orders, 3, (name) => {
    const tree = javaSourceTree(name);
    const n = tree === undefined ? 0 : javaSourceFiles(tree, true).length;
    return { taken: n >= 10 && n <= 2000 ? name : undefined, line: tree === undefined ? 'not fetchable' : `${n} .java files` };
  }, log);
}

/** The draw: per stratum, the first three candidates in draw order whose non-test tree has 10 to 2,000 .java files. */
export const javaValidate12 = (log: (line: string) => void = () => {}): string[] => takeJavaPackages(drawOrder12(), log);

/**
 * The draw's result (2026-12-06 19:58 UTC, printed by `--draw` before any run on it; its log is
 * bench/results/validate-java-heldout12-draw.txt). 66 candidates were looked at in draw order: 56 could not be fetched (the
 * archive answered 404 here, as in held out 11), one was skipped for its size (libjcip-annotations-java, 4 .java files), nine
 * taken: small jcommander (55 files), maven-bundle-plugin (46), libjbzip2-java (16); medium libcommons-lang-java (86),
 * apache-log4j1.2 (277), libcommons-codec-java (72); large libjfreechart-java (648), libsaxon-java (345), rsyntaxtextarea (174).
 */
export const VALIDATE12_JAVA: readonly string[] = [
  'jcommander', 'maven-bundle-plugin', 'libjbzip2-java', 'libcommons-lang-java', 'apache-log4j1.2', 'libcommons-codec-java', 'libjfreechart-java',
  'libsaxon-java', 'rsyntaxtextarea',
];

/** Copies a Debian source package's non-test .java files into `root` at their paths, quilt's copies left out. */
export function copyJavaSourceTree(pkg: string, root: string): string[] {
  const tree = javaSourceTree(pkg);
  if (tree === undefined) throw new Error(`${pkg}: the source package could not be fetched (npm run bench:setup)`);
  const out: string[] = [];
  for (const f of javaSourceFiles(tree, true)) {
    const rel = relative(tree, f);
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    copyFileSync(f, join(root, rel));
    out.push(rel);
  }
  return out;
}

/** Copies a package of this set into `root` (every non-test .java file at its path, quilt's copies left out). */
export function prepareJavaSource12(pkg: string, root: string): string[] | undefined {
  return VALIDATE12_JAVA.includes(pkg) ? copyJavaSourceTree(pkg, root) : undefined;
}

if (process.argv[1]?.endsWith('validate-java-sets12.ts')) {
  const order = drawOrder12();
  console.log(JSON.stringify({ population: javaSourcePopulation12().length, strata: order.map((o) => o.length) }));
  if (process.argv.includes('--draw')) console.log(JSON.stringify(javaValidate12((l) => console.log(l))));
  if (process.argv.includes('--fetch')) for (const p of VALIDATE12_JAVA) console.log(p, javaSourceTree(p) ?? 'NOT FETCHED');
}
