/**
 * Cross-check against CPython's own `ast` over a fixed, seeded half of the .py files of six real
 * packages (Debian): kept by a hash of each path (test/support/seeded-sample.ts), so the same 101
 * of 201 files on every run and machine; CROSSCHECK_SAMPLE=all checks every file, and
 * `npm run bench:parse -- /usr/lib/python3/dist-packages/<package>` checks any package whole.
 * Definitions (qualname, kind, lines), imports, and the header facts of every def/class (decorator
 * line, first body line, docstring lines, parameter names, decorator and base texts, async) must
 * agree exactly, and so must the stubs (by the same rule written over ast); see
 * test/support/ast-oracle.py for what counts as a definition.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { compareWithOracle } from '../../../support/ast-compare.js';
import { runAstOracle } from '../../../support/ast-oracle.js';
import { seededSample } from '../../../support/seeded-sample.js';

const ROOT = '/usr/lib/python3/dist-packages';
const PACKAGES = ['requests', 'flask', 'click', 'jinja2', 'werkzeug', 'rich'];

function pyFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...pyFiles(path));
    else if (entry.name.endsWith('.py')) out.push(path);
  }
  return out.sort();
}

interface Row {
  package: string;
  files: number;
  definitions: number;
  imports: number;
  stubs: number;
  filesAgreeing: number;
  tsErrorFiles: number;
}

describe('cross-check against CPython ast', () => {
  it('reports each kind of disagreement (the comparison itself can fail)', () => {
    const parsed = parsePython('import os\ndef f():\n    pass\n');
    const problems = compareWithOracle(parsed, {
      file: 'x.py',
      definitions: [['f', 'function', 2, 4]],
      imports: [['sys', 0, null, null, 1]],
      details: [['f', 2, 2, 3, null, null, ['a'], [], [], false]],
      stubs: [],
    });
    expect(problems).toEqual([
      'missing def f|function|2|4',
      'extra def f|function|2|3',
      'missing import sys|0|||1',
      'extra import os|0|||1',
      'ast header ["f",2,2,3,null,null,["a"],[],[],false]',
      'our header ["f",2,2,3,null,null,[],[],[],false]',
      'extra stub f|2|pass',
    ]);
  });

  it('agrees on definitions and imports for a seeded half of the files of six real packages', async () => {
    const rows: Row[] = [];
    const disagreements: string[] = [];
    for (const pkg of PACKAGES) {
      const dir = join(ROOT, pkg);
      if (!existsSync(dir)) {
        throw new Error(`${dir} is missing: run scripts/setup-test-deps.sh to install the Debian Python packages.`);
      }
    }
    // One python process per package, all started up front so they overlap with our parsing.
    const filesByPackage = PACKAGES.map((pkg) => seededSample(pyFiles(join(ROOT, pkg)), 0.5, `ast-crosscheck:${pkg}`, (f) => f.slice(ROOT.length)));
    const oracles = filesByPackage.map((files) => runAstOracle(files));
    for (const [index, pkg] of PACKAGES.entries()) {
      const files = filesByPackage[index] ?? [];
      const oracle = await (oracles[index] ?? Promise.reject(new Error('no oracle')));
      const row: Row = { package: pkg, files: files.length, definitions: 0, imports: 0, stubs: 0, filesAgreeing: 0, tsErrorFiles: 0 };
      for (const file of files) {
        const record = oracle.get(file);
        if (!record || record.error) throw new Error(`ast could not parse ${file}: ${record?.error ?? 'no record'}`);
        const parsed = parsePython(readFileSync(file, 'utf8'));
        const problems = compareWithOracle(parsed, record);
        row.definitions += (record.definitions ?? []).length;
        row.imports += (record.imports ?? []).length;
        row.stubs += (record.stubs ?? []).length;
        if (parsed.errorLines.length > 0) row.tsErrorFiles++;
        if (problems.length === 0) row.filesAgreeing++;
        else disagreements.push(...problems.slice(0, 10).map((p) => `${file}: ${p}`));
      }
      rows.push(row);
    }
    const table = [
      '| package | files checked | ast definitions | ast imports | ast stubs | files agreeing | agreement | files with tree-sitter errors |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.package} | ${r.files} | ${r.definitions} | ${r.imports} | ${r.stubs} | ${r.filesAgreeing} | ${((100 * r.filesAgreeing) / r.files).toFixed(1)}% | ${r.tsErrorFiles} |`,
      ),
    ].join('\n');
    console.log(table);
    expect(disagreements).toEqual([]);
  });
});
