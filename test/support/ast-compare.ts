/**
 * Compares one parsed module with the ast oracle's record for the same file. Returns one line per
 * disagreement (empty when they agree): definitions (qualname, kind, lines), imports, def/class
 * header facts, and stubs.
 */
import type { ParsedModule } from '../../src/core/languages/python/index.js';
import type { OracleRecord } from './ast-oracle.js';

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
export function minus(a: string[], b: string[]): string[] {
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

export function compareWithOracle(parsed: ParsedModule, record: OracleRecord): string[] {
  const [ours, theirs] = [ourDefinitions(parsed), oracleDefinitions(record)];
  const [ourImp, theirImp] = [ourImports(parsed), oracleImports(record)];
  const [ourDet, theirDet] = [ourDetails(parsed), (record.details ?? []).map((d) => JSON.stringify(d))];
  return [
    ...minus(theirs, ours).map((x) => `missing def ${x}`),
    ...minus(ours, theirs).map((x) => `extra def ${x}`),
    ...minus(theirImp, ourImp).map((x) => `missing import ${x}`),
    ...minus(ourImp, theirImp).map((x) => `extra import ${x}`),
    ...minus(theirDet, ourDet).map((x) => `ast header ${x}`),
    ...minus(ourDet, theirDet).map((x) => `our header ${x}`),
    ...compareStubs(parsed, record),
  ];
}
