/**
 * Cross-check against CPython's own `ast` over every .py file of six real packages (Debian).
 * Definitions (qualname, kind, lines), imports, and the header facts of every def/class (decorator
 * line, first body line, docstring lines, parameter names, decorator and base texts, async) must
 * agree exactly, and so must the stubs (by the same rule written over ast); see
 * test/support/ast-oracle.py for what counts as a definition.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/lang/python/index.js';
import type { ParsedModule } from '../../../../src/core/lang/python/index.js';
import { runAstOracle } from '../../../support/ast-oracle.js';
import type { OracleRecord } from '../../../support/ast-oracle.js';

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

function ourDefinitions(parsed: ParsedModule): string[] {
  return parsed.definitions.map((d) => `${d.qualname}|${d.kind}|${d.range.start}|${d.range.end}`);
}

function ourImports(parsed: ParsedModule): string[] {
  return parsed.imports.map((i) => `${i.module}|${i.level}|${i.kind === 'import' ? '' : (i.name ?? '')}|${i.alias ?? ''}|${i.line}`);
}

/** Header facts of defs/classes, in the oracle's `details` shape. */
function ourDetails(parsed: ParsedModule): string[] {
  return parsed.definitions
    .filter((d) => d.kind !== 'variable')
    .map((d) =>
      JSON.stringify([
        d.qualname,
        d.range.start,
        d.fullRange.start,
        d.bodyRange?.start ?? null,
        d.docstringRange?.start ?? null,
        d.docstringRange?.end ?? null,
        d.parameters,
        d.decorators,
        d.bases,
        d.isAsync,
      ]),
    );
}

/**
 * Stubs: same qualname, def line and kind as the ast rule; our range must cover the statements ast
 * sees (it may extend over comments, which ast cannot see), and match exactly when docstring-only.
 */
function compareStubs(parsed: ParsedModule, record: OracleRecord): string[] {
  const ours = parsed.stubs ?? [];
  const theirs = record.stubs ?? [];
  const problems = [
    ...minus(
      theirs.map(([q, line, kind]) => `${q}|${line}|${kind}`),
      ours.map((st) => `${st.qualname}|${st.defLine}|${st.kind}`),
    ).map((x) => `missing stub ${x}`),
    ...minus(
      ours.map((st) => `${st.qualname}|${st.defLine}|${st.kind}`),
      theirs.map(([q, line, kind]) => `${q}|${line}|${kind}`),
    ).map((x) => `extra stub ${x}`),
  ];
  for (const [q, line, kind, start, end] of theirs) {
    const st = ours.find((o) => o.qualname === q && o.defLine === line);
    if (!st) continue;
    const { start: s, end: e } = st.bodyRange;
    const ok = kind === 'docstring-only' && !st.inline ? s === start && e === end : s <= start && e >= end;
    if (!ok) problems.push(`stub range ${q}:${line} ours ${s}-${e}, ast statements ${start}-${end}`);
  }
  return problems;
}

function oracleDefinitions(record: OracleRecord): string[] {
  return (record.definitions ?? []).map(([q, k, s, e]) => `${q}|${k}|${s}|${e}`);
}

function oracleImports(record: OracleRecord): string[] {
  return (record.imports ?? []).map(([m, l, n, a, line]) => `${m}|${l}|${n ?? ''}|${a ?? ''}|${line}`);
}

/** Items in `a` not matched in `b` (multiset difference). */
function minus(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>();
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = counts.get(x) ?? 0;
    if (n > 0) counts.set(x, n - 1);
    else out.push(x);
  }
  return out;
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
  it('agrees on definitions and imports for every file of six real packages', async () => {
    const rows: Row[] = [];
    const disagreements: string[] = [];
    for (const pkg of PACKAGES) {
      const dir = join(ROOT, pkg);
      if (!existsSync(dir)) {
        throw new Error(`${dir} is missing: run scripts/setup-test-deps.sh to install the Debian Python packages.`);
      }
    }
    // One python process per package, all started up front so they overlap with our parsing.
    const filesByPackage = PACKAGES.map((pkg) => pyFiles(join(ROOT, pkg)));
    const oracles = filesByPackage.map((files) => runAstOracle(files));
    for (const [index, pkg] of PACKAGES.entries()) {
      const files = filesByPackage[index] ?? [];
      const oracle = await (oracles[index] ?? Promise.reject(new Error('no oracle')));
      const row: Row = { package: pkg, files: files.length, definitions: 0, imports: 0, stubs: 0, filesAgreeing: 0, tsErrorFiles: 0 };
      for (const file of files) {
        const record = oracle.get(file);
        if (!record || record.error) throw new Error(`ast could not parse ${file}: ${record?.error ?? 'no record'}`);
        const parsed = parsePython(readFileSync(file, 'utf8'));
        const [ours, theirs] = [ourDefinitions(parsed), oracleDefinitions(record)];
        const [ourImp, theirImp] = [ourImports(parsed), oracleImports(record)];
        const [ourDet, theirDet] = [ourDetails(parsed), (record.details ?? []).map((d) => JSON.stringify(d))];
        const problems = [
          ...minus(theirs, ours).map((x) => `missing def ${x}`),
          ...minus(ours, theirs).map((x) => `extra def ${x}`),
          ...minus(theirImp, ourImp).map((x) => `missing import ${x}`),
          ...minus(ourImp, theirImp).map((x) => `extra import ${x}`),
          ...minus(theirDet, ourDet).map((x) => `ast header ${x}`),
          ...minus(ourDet, theirDet).map((x) => `our header ${x}`),
          ...compareStubs(parsed, record),
        ];
        row.stubs += (record.stubs ?? []).length;
        row.definitions += theirs.length;
        row.imports += theirImp.length;
        if (parsed.errorLines.length > 0) row.tsErrorFiles++;
        if (problems.length === 0) row.filesAgreeing++;
        else disagreements.push(...problems.slice(0, 10).map((p) => `${file}: ${p}`));
      }
      rows.push(row);
    }
    const table = [
      '| package | files | ast definitions | ast imports | ast stubs | files agreeing | agreement | files with tree-sitter errors |',
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
