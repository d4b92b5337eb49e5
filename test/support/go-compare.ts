/** The Go front end against Go's own parser (go-oracle.ts): definitions, struct fields, imports. */
import { parseGo } from '../../src/core/languages/go/parse-module.js';
import type { GoOracleResult } from './go-oracle.js';

export interface GoComparison {
  /** Definitions (kind|qualname|start|end) on each side, and those found on one side only. */
  oracleDefs: number;
  agreeing: number;
  missing: string[];
  extra: string[];
  fieldsMissing: string[];
  fieldsExtra: string[];
  importsMissing: string[];
  importsExtra: string[];
  /** Lines where tree-sitter reports an error in a file the oracle parses. */
  errorLines: number[];
}

function diff(a: readonly string[], b: readonly string[]): string[] {
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

export function compareWithGoOracle(source: string, oracle: GoOracleResult): GoComparison {
  const parsed = parseGo(source);
  const ours = parsed.definitions.map((d) => `${d.kind}|${d.qualname}|${d.range.start}|${d.range.end}`);
  const theirs = oracle.defs.map((d) => `${d.kind}|${d.qualname}|${d.start}|${d.end}`);
  const missing = diff(theirs, ours);
  const ourFields = parsed.definitions.filter((d) => d.declKind === 'struct').flatMap((d) => d.attributes.map((a) => `${d.qualname}.${a.name}|${a.line}`));
  const ourImports = parsed.imports.map((b) => `${b.module}|${b.alias ?? (b.boundName === '*' ? '.' : '')}|${b.line}`);
  return {
    oracleDefs: theirs.length,
    agreeing: theirs.length - missing.length,
    missing,
    extra: diff(ours, theirs),
    fieldsMissing: diff(oracle.fields, ourFields),
    fieldsExtra: diff(ourFields, oracle.fields),
    importsMissing: diff(oracle.imports, ourImports),
    importsExtra: diff(ourImports, oracle.imports),
    errorLines: oracle.error === '' ? parsed.errorLines : [],
  };
}
