/** parseJava / findJavaStubs / javaSyntaxErrors: the public entry points of the Java front end. */
import type { SyntaxProblemInfo } from '../language.js';
import { syntaxProblems } from '../tree-text.js';
import type { ImportBinding, ParsedModule, Stub } from '../types.js';
import { addType, TYPE_DECLARATIONS, type JavaWalk } from './declarations.js';
import { importOf } from './imports.js';
import { javadocOf } from './javadoc.js';
import { parseJavaLite } from './parser.js';

/** Parses a Java file into plain data. Never throws: broken code yields what tree-sitter recovered. */
export function parseJava(source: string): ParsedModule {
  const tree = parseJavaLite(source);
  const w: JavaWalk = { tree, definitions: [], stubs: [] };
  const imports: ImportBinding[] = [];
  const top = tree.root.children;
  top.forEach((node, i) => {
    if (node.type === 'import_declaration') {
      const binding = importOf(tree, node);
      if (binding) imports.push(binding);
    } else if (TYPE_DECLARATIONS[node.type] !== undefined) {
      addType(w, node, undefined, javadocOf(tree, top, i));
    }
  });
  return {
    definitions: w.definitions,
    imports,
    moduleReferences: [],
    errorLines: [...new Set(syntaxProblems(tree).map((p) => p.line))],
    lineCount: source === '' ? 0 : tree.lineStarts.length - (source.endsWith('\n') ? 1 : 0),
    stubs: w.stubs,
  };
}

export function findJavaStubs(source: string, parsed?: ParsedModule): Stub[] {
  return (parsed ?? parseJava(source)).stubs ?? [];
}

export function javaSyntaxErrors(source: string): SyntaxProblemInfo[] {
  return syntaxProblems(parseJavaLite(source));
}
