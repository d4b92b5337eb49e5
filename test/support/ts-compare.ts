/**
 * Compares the TS/JS front end's output for one file with the TypeScript compiler oracle.
 * Returns one line per disagreement (empty when they agree).
 */
import type { ParsedModule } from '../../src/core/languages/types.js';
import type { OracleModule } from './ts-oracle.js';

export function ourTsFacts(parsed: ParsedModule): OracleModule {
  return {
    definitions: parsed.definitions.map((d) => ({ qualname: d.qualname, kind: d.kind, start: d.fullRange.start, end: d.fullRange.end })),
    imports: parsed.imports.map((i) => `${i.kind}|${i.module}|${i.kind === 'import' ? '' : (i.name ?? '')}|${i.boundName}|${i.line}`),
    exports: (parsed.exports ?? []).map((e) => `${e.exported}|${e.local ?? ''}|${e.name ?? ''}|${e.module ?? ''}`),
  };
}

function diff(label: string, ours: string[], theirs: string[]): string[] {
  const count = (xs: string[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
    return m;
  };
  const a = count(ours);
  const b = count(theirs);
  const out: string[] = [];
  for (const [k, n] of b) for (let i = a.get(k) ?? 0; i < n; i += 1) out.push(`missing ${label} ${k}`);
  for (const [k, n] of a) for (let i = b.get(k) ?? 0; i < n; i += 1) out.push(`extra ${label} ${k}`);
  return out;
}

export function compareWithTsOracle(parsed: ParsedModule, oracle: OracleModule): string[] {
  const ours = ourTsFacts(parsed);
  const defKey = (d: OracleModule['definitions'][number]): string => `${d.qualname}|${d.kind}|${d.start}|${d.end}`;
  return [
    ...diff('def', ours.definitions.map(defKey), oracle.definitions.map(defKey)),
    ...diff('import', ours.imports, oracle.imports),
    ...diff('export', ours.exports, oracle.exports),
  ];
}
