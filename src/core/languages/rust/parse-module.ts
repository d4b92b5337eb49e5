/** parseRust / findRustStubs / rustSyntaxErrors: the Rust front end's entry points. */
import type { SyntaxProblemInfo } from '../language.js';
import { syntaxProblems } from '../tree-text.js';
import type { ParsedModule, Stub } from '../types.js';
import { parseRustLite } from './parser.js';
import { visit } from './visit.js';
import { newScope, type RsWalk } from './walk-state.js';

/** Parses a Rust file. Never throws on bad code: the grammar recovers and the walk keeps what it can. */
export function parseRust(source: string): ParsedModule {
  const tree = parseRustLite(source);
  const w: RsWalk = { tree, visit, definitions: [], imports: [], exports: [], stubs: [], depth: 0 };
  const moduleScope = newScope('module', undefined, undefined);
  try {
    visit(w, moduleScope, tree.root);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return {
    definitions: w.definitions,
    imports: w.imports,
    exports: w.exports,
    moduleReferences: moduleScope.refs,
    errorLines: [...new Set(syntaxProblems(tree).map((p) => p.line))],
    lineCount: source === '' ? 0 : tree.lineStarts.length - (source.endsWith('\n') ? 1 : 0),
    stubs: w.stubs,
  };
}

export function findRustStubs(source: string, parsed?: ParsedModule): Stub[] {
  return (parsed ?? parseRust(source)).stubs ?? [];
}

export function rustSyntaxErrors(source: string): SyntaxProblemInfo[] {
  return syntaxProblems(parseRustLite(source));
}
