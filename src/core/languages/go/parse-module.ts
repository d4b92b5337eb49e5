/** parseGo / findGoStubs / goSyntaxErrors: the public entry points of the Go front end. */
import type { SyntaxProblemInfo } from '../language.js';
import { syntaxProblems } from '../tree-text.js';
import type { ParsedModule, Stub } from '../types.js';
import { addDeclaration, type GoWalk } from './declarations.js';
import { importsOf } from './imports.js';
import { parseGoLite } from './parser.js';
import { detectGoStub } from './stubs.js';

/** Parses a Go file into plain data. Never throws: broken code yields what tree-sitter recovered. */
export function parseGo(source: string): ParsedModule {
  const tree = parseGoLite(source);
  const w: GoWalk = { tree, definitions: [], moduleReferences: [] };
  const imports = [];
  const stubs: Stub[] = [];
  for (const node of tree.root.children) {
    if (node.type === 'import_declaration') {
      imports.push(...importsOf(tree, node));
      continue;
    }
    const before = w.definitions.length;
    addDeclaration(w, node);
    const def = w.definitions[before];
    if (def !== undefined && (def.kind === 'function' || def.kind === 'method') && def.declKind === undefined) {
      const stub = detectGoStub(tree, def, node);
      if (stub) stubs.push(stub);
    }
  }
  return {
    definitions: w.definitions,
    imports,
    moduleReferences: w.moduleReferences,
    errorLines: [...new Set(syntaxProblems(tree).map((p) => p.line))],
    lineCount: source === '' ? 0 : tree.lineStarts.length - (source.endsWith('\n') ? 1 : 0),
    stubs,
  };
}

export function findGoStubs(source: string, parsed?: ParsedModule): Stub[] {
  return (parsed ?? parseGo(source)).stubs ?? [];
}

export function goSyntaxErrors(source: string): SyntaxProblemInfo[] {
  return syntaxProblems(parseGoLite(source));
}
