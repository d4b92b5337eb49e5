/**
 * The Java front end against javac's tree API (java-oracle.ts): definitions (kind, qualname,
 * first line with annotations, last line), imports and Javadoc. A type's kind is its declKind
 * (class, interface, enum, record, annotation); members are 'method' or 'variable'.
 */
import { parseJava } from '../../src/core/languages/java/parse-module.js';
import type { JavaOracleResult } from './java-oracle.js';

export interface JavaComparison {
  oracleDefs: number;
  agreeing: number;
  missing: string[];
  extra: string[];
  importsMissing: string[];
  importsExtra: string[];
  docsMissing: string[];
  docsExtra: string[];
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

export function compareWithJavaOracle(source: string, oracle: JavaOracleResult): JavaComparison {
  const parsed = parseJava(source);
  const ours = parsed.definitions.map((d) => `${d.kind === 'class' ? d.declKind ?? 'class' : d.kind}|${d.qualname}|${d.fullRange.start}|${d.range.end}`);
  const theirs = oracle.defs.map((d) => `${d.kind}|${d.qualname}|${d.start}|${d.end}`);
  const missing = diff(theirs, ours);
  const ourImports = parsed.imports.map((b) => `${b.module}|${b.name ?? b.boundName}|${b.line}`);
  const ourDocs = parsed.definitions.filter((d) => d.docstring !== undefined).map((d) => `${d.qualname}|${d.fullRange.start}`);
  return {
    oracleDefs: theirs.length,
    agreeing: theirs.length - missing.length,
    missing,
    extra: diff(ours, theirs),
    importsMissing: diff(oracle.imports, ourImports),
    importsExtra: diff(ourImports, oracle.imports),
    docsMissing: diff(oracle.documented, ourDocs),
    docsExtra: diff(ourDocs, oracle.documented),
    errorLines: oracle.error === '' ? parsed.errorLines : [],
  };
}
