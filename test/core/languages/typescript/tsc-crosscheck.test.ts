/**
 * Cross-check against the TypeScript compiler's own parser over a fixed, seeded quarter of the TS/JS files of two npm
 * packages that ship their sources and that the product installs anyway (zod and openai, runtime
 * dependencies nobody here wrote: all of zod, openai's src/), so the check runs on every
 * `npm ci` without the benchmark corpora; the corpora themselves (rxjs, @reduxjs/toolkit and the
 * rest) are checked by `npm run bench:parse-ts` after `npm run bench:setup`.
 * Definitions (qualname, kind, first and last line), imports and exports must agree exactly on
 * every file, and every file must parse without error. On zod, rxjs and @reduxjs/toolkit,
 * tree-sitter-typescript 0.23 alone fails on 91 files (variance annotations, anonymous `export default function (): T;`
 * signatures, `import('m').A<T>` types, generic call signatures after a member without `;`, ...);
 * the front end rewrites those gaps in place (src/core/lang/typescript/grammar-gaps.ts).
 * See test/support/ts-oracle.ts.
 * The sample (test/support/seeded-sample.ts: a hash of each path, so the same 282 of the 1,126
 * files on every run and machine) keeps the suite's time down (17 s of CPU for every file, 8 s for
 * the quarter); a regression in a construct the packages use often still shows in it. Every file is
 * checked with CROSSCHECK_SAMPLE=all, and by `npm run bench:parse-ts` (zod fully, openai's sources
 * among the rest of node_modules).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { seededSample } from '../../../support/seeded-sample.js';
import { compareWithTsOracle } from '../../../support/ts-compare.js';
import { tsOracle } from '../../../support/ts-oracle.js';

/** Package and the folder of it checked: all of zod; openai's TypeScript sources (its compiled builds name class members through computed keys the front end does not claim to read). */
export const TS_CROSSCHECK_PACKAGES: readonly (readonly [string, string])[] = [['zod', '.'], ['openai', 'src']];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** The share of each package's files checked on every test run (seeded by the package's name). */
export const TS_CROSSCHECK_SAMPLE = 0.25;

/** The installed directory, found the way Node looks (openai's `exports` map hides its package.json). */
function packageDir(name: string): string {
  const lookup = createRequire(import.meta.url).resolve.paths(name) ?? [];
  const dir = lookup.map((d) => join(d, name)).find((d) => existsSync(join(d, 'package.json')));
  if (dir === undefined) throw new Error(`${name} is not installed`);
  return dir;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out.sort();
}

describe('cross-check against the TypeScript compiler', () => {
  it('reports each kind of disagreement (the comparison itself can fail)', () => {
    const src = "import { a } from './a';\nexport function f() {}\n";
    const parsed = parseTypeScript(src, 'x.ts');
    const oracle = tsOracle(src, 'x.ts');
    expect(compareWithTsOracle(parsed, oracle)).toEqual([]);
    oracle.definitions[0] = { qualname: 'f', kind: 'function', start: 2, end: 3 };
    oracle.imports[0] = 'from|./b|a|a|1';
    oracle.exports.push('g|g||');
    expect(compareWithTsOracle(parsed, oracle)).toEqual([
      'missing def f|function|2|3',
      'extra def f|function|2|2',
      'missing import from|./b|a|a|1',
      'extra import from|./a|a|a|1',
      'missing export g|g||',
    ]);
  });

  it('agrees on definitions, imports/exports and ranges for a seeded quarter of the files of two real packages', () => {
    const rows: string[] = [];
    const disagreements: string[] = [];
    let oracleDefs = 0;
    let agreeingDefs = 0;
    for (const [pkg, folder] of TS_CROSSCHECK_PACKAGES) {
      const dir = join(packageDir(pkg), folder);
      const files = seededSample(sourceFiles(dir), TS_CROSSCHECK_SAMPLE, `tsc-crosscheck:${pkg}`, (f) => f.slice(dir.length));
      const row = { files: files.length, defs: 0, imports: 0, exports: 0, agreeing: 0, errorFiles: 0 };
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        const parsed = parseTypeScript(source, file);
        const oracle = tsOracle(source, file);
        const problems = compareWithTsOracle(parsed, oracle);
        row.defs += oracle.definitions.length;
        row.imports += oracle.imports.length;
        row.exports += oracle.exports.length;
        const missing = problems.filter((p) => p.startsWith('missing def')).length;
        oracleDefs += oracle.definitions.length;
        agreeingDefs += oracle.definitions.length - missing;
        if (parsed.errorLines.length > 0) {
          row.errorFiles += 1;
          disagreements.push(`${file}: syntax errors on lines ${parsed.errorLines.join(', ')}`);
        }
        if (problems.length === 0) row.agreeing += 1;
        disagreements.push(...problems.slice(0, 5).map((p) => `${file}: ${p}`));
      }
      rows.push(`| ${pkg} | ${row.files} | ${row.defs} | ${row.imports} | ${row.exports} | ${row.agreeing} | ${((100 * row.agreeing) / row.files).toFixed(1)}% | ${row.errorFiles} |`);
    }
    console.log(
      [
        '| package | files checked | tsc definitions | tsc imports | tsc exports | files agreeing | agreement | files with syntax errors |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...rows,
        `definitions agreeing: ${agreeingDefs} of ${oracleDefs} (${((100 * agreeingDefs) / oracleDefs).toFixed(2)}%)`,
      ].join('\n'),
    );
    expect(disagreements).toEqual([]);
    expect(agreeingDefs).toBe(oracleDefs);
  }, 120_000);
});
