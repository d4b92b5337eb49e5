/** parsePython / findStubs / syntaxErrors: the public entry points of the Python front end. */
import { parseLite } from './parser.js';
import type { LiteTree } from './parser.js';
import type { Opaque } from '../lite-tree.js';
import { newScope, NO_FLAGS } from './scope.js';
import type { Walk } from './scope.js';
import { walkBlock } from './statements.js';
import { problemsOf } from './syntax-errors.js';
import type { SyntaxErrorInfo } from './syntax-errors.js';
import type { ParsedModule, Stub } from './types.js';

/** Parses a module into plain data. Never throws: broken code yields what tree-sitter recovered. */
export function parsePython(source: string): ParsedModule {
  return moduleOf(source, parseLite(source));
}

/** The bodies an outline leaves out: a function's and a class's `body` block (the block itself stays, empty). */
const BODY_OWNERS: ReadonlySet<string> = new Set(['function_definition', 'class_definition']);
const isBody: Opaque = (type, field, parent) => type === 'block' && field === 'body' && BODY_OWNERS.has(parent.type);

/**
 * A module's outline: parsePython's result with every function's and class's body left empty. Its top-level
 * definitions' names, kinds, ranges, signatures, bases and decorators and its module-level imports (scope
 * undefined) are parsePython's; what lies inside a body (methods, nested classes, attributes, locals, references,
 * docstrings, stubs, the body's syntax errors) is absent. For a reader of class headers and imports only (the answer
 * checks' scan of a mixin's users, python/answer/scope-files.ts): the copy and the walk of the bodies, most of a
 * file, are skipped.
 */
export function parsePythonOutline(source: string): ParsedModule {
  return moduleOf(source, parseLite.outline(source, isBody));
}

function moduleOf(source: string, tree: LiteTree): ParsedModule {
  const w: Walk = { tree, definitions: [], imports: [], allNames: undefined, stubs: [], depth: 0 };
  const moduleScope = newScope('module', undefined, undefined);
  try {
    walkBlock(w, moduleScope, tree.root, NO_FLAGS);
  } catch (error) {
    // Last resort for pathological nesting the depth guard does not cover: keep what was found.
    if (!(error instanceof RangeError)) throw error;
  }
  const errorLines = [...new Set(problemsOf(tree).map((p) => p.line))];
  const parsed: ParsedModule = {
    definitions: w.definitions,
    imports: w.imports,
    moduleReferences: moduleScope.sink.refs,
    errorLines,
    lineCount: source === '' ? 0 : tree.lineStarts.length - (source.endsWith('\n') ? 1 : 0),
    stubs: w.stubs,
  };
  if (w.allNames) parsed.allNames = w.allNames;
  return parsed;
}

/** Stubs to implement (see stubs.ts for what is excluded). Reuses `parsed` when given. */
export function findStubs(source: string, parsed?: ParsedModule): Stub[] {
  return (parsed ?? parsePython(source)).stubs ?? [];
}

/** Syntax errors with 1-based lines, sorted; empty for valid code. */
export function syntaxErrors(source: string): SyntaxErrorInfo[] {
  return problemsOf(parseLite(source));
}
