/** parseTypeScript / findTypeScriptStubs / typeScriptSyntaxErrors: the TS/JS front end's entry points. */
import { isMainThread } from 'node:worker_threads';
import type { LiteTree } from '../lite-tree.js';
import { syntaxProblems, type SyntaxProblemInfo } from '../tree-text.js';
import type { ParsedModule, Stub } from '../types.js';
import { createKeptTrees } from './kept-trees.js';
import { parseTsLite, parseTsLiteFrom } from './parser.js';
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
  /**
   * `source` is an edit of `editOf` (the file as the job read it, an answer put in place of a stub): parsed from the
   * tree kept for the file's last parse from that text (kept-trees.ts), and this parse's tree kept for the next.
   */
  editOf?: string;
  /** Keep the tree when the file has stubs (the job's own parse of a file whose stubs may be implemented and checked). */
  keepIfStubs?: boolean;
}

/** This thread's kept trees (a native tree cannot cross threads). */
const keptTrees = createKeptTrees();
/**
 * The job's parse keeps a tree only on the main thread: the answer check runs there, so a tree a parse thread kept
 * (adapters/cpu/parse-thread.ts) could never serve it and would only hold memory.
 */
const keepsJobTrees = isMainThread;

export function parseTypeScript(source: string, file = 'module.ts', options: TsParseOptions = {}): ParsedModule {
  const origin = options.editOf;
  const keep = origin !== undefined || (options.keepIfStubs === true && keepsJobTrees);
  const from = origin === undefined ? undefined : keptTrees.take(file, origin);
  const { tree, kept } = parseTsLiteFrom(source, file, options.rewriteGaps ?? true, { ...(from === undefined ? {} : { from }), keep });
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
  if (kept !== undefined && (origin !== undefined || w.stubs.length > 0)) keptTrees.put(file, origin ?? source, kept);
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
