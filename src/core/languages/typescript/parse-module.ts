/** parseTypeScript / findTypeScriptStubs / typeScriptSyntaxErrors: the TS/JS front end's entry points. */
import type { LiteTree } from '../lite-tree.js';
import { syntaxProblems, type SyntaxProblemInfo } from '../tree-text.js';
import type { ParsedModule, Stub } from '../types.js';
import { parseTsLite } from './parser.js';
import { visit } from './visit.js';
import type { TsWalk } from './walk-state.js';
import { newScope, visitChildren } from './walk-state.js';

export type TsSyntaxError = SyntaxProblemInfo;

/** The JSDoc block (`/** ... *\/`) right above a line, cleaned of its stars, if any. */
function jsDocAbove(tree: LiteTree, line: number): string | undefined {
  let i = (tree.lineStarts[line - 1] ?? 0) - 1;
  const src = tree.source;
  while (i >= 0 && /\s/.test(src[i] ?? '')) i -= 1;
  if (i < 1 || src[i] !== '/' || src[i - 1] !== '*') return undefined;
  const open = src.lastIndexOf('/*', i - 1);
  if (open < 0 || src[open + 2] !== '*') return undefined;
  return src
    .slice(open + 3, i - 1)
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/** Parses a TypeScript/JavaScript file (dialect chosen by the file name). Never throws on bad code. */
export interface TsParseOptions {
  /** Rewrite the syntax the grammar lacks before parsing (grammar-gaps.ts); default true. */
  rewriteGaps?: boolean;
  /**
   * Stop the walk once this many definitions are found (language.ts passes
   * MAX_DEFINITIONS_PER_FILE); the walk may end a little past it, inside the statement that
   * reached it, and capDefinitions trims that. Default: no limit.
   */
  maxDefinitions?: number;
}

export function parseTypeScript(source: string, file = 'module.ts', options: TsParseOptions = {}): ParsedModule {
  const tree = parseTsLite(source, file, options.rewriteGaps ?? true);
  const w: TsWalk = { tree, visit, definitions: [], imports: [], exports: [], stubs: [], depth: 0, maxDefinitions: options.maxDefinitions ?? Infinity };
  const moduleScope = newScope('module', undefined, undefined);
  try {
    visitChildren(w, moduleScope, tree.root);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  for (const def of w.definitions) {
    const doc = jsDocAbove(tree, def.fullRange.start);
    if (doc !== undefined) def.docstring = doc;
  }
  const errorLines = [...new Set(syntaxProblems(tree).map((p) => p.line))];
  return {
    definitions: w.definitions,
    imports: w.imports,
    exports: w.exports,
    moduleReferences: moduleScope.refs,
    errorLines,
    lineCount: source === '' ? 0 : tree.lineStarts.length - (source.endsWith('\n') ? 1 : 0),
    stubs: w.stubs,
  };
}

export function findTypeScriptStubs(source: string, file = 'module.ts', parsed?: ParsedModule): Stub[] {
  return (parsed ?? parseTypeScript(source, file)).stubs ?? [];
}

export function typeScriptSyntaxErrors(source: string, file = 'module.ts'): TsSyntaxError[] {
  return syntaxProblems(parseTsLite(source, file));
}
