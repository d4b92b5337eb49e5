/**
 * Checking only what holds the body. The compiler's errors that validation keeps are those located
 * in the body's lines, and they come from checking the declaration the body belongs to (the method,
 * the function, the statement around a function expression); checking the rest of the file cost most
 * of a check on large files. The compiler checks a list of nodes the same way its language service
 * computes the diagnostics of a region of an open editor (`getRegionSemanticDiagnostics`).
 */
import ts from 'typescript';

/** Parents whose children are statements: a statement there is a unit the checker checks on its own. */
const STATEMENT_LISTS = new Set([ts.SyntaxKind.SourceFile, ts.SyntaxKind.Block, ts.SyntaxKind.ModuleBlock, ts.SyntaxKind.CaseClause, ts.SyntaxKind.DefaultClause]);

/**
 * The node to check for a body on file lines [start, end]: the innermost function around those lines,
 * widened to its class member or to its statement. Undefined when no function holds them (the whole
 * file is checked then).
 */
export function bodyNodes(sf: ts.SourceFile, start: number, end: number): ts.Node[] | undefined {
  const starts = sf.getLineStarts();
  if (start < 1 || end < start || start > starts.length) return undefined;
  const from = starts[start - 1]!;
  const to = end < starts.length ? starts[end]! - 1 : sf.text.length;
  // The path from the file down to the deepest node that spans the lines.
  const path: ts.Node[] = [sf];
  for (;;) {
    const node = path[path.length - 1]!;
    const child = ts.forEachChild(node, (c) => (c.pos <= from && c.end >= to ? c : undefined));
    if (child === undefined) break;
    path.push(child);
  }
  // A function that starts before the body's first line holds the body (one starting on it is part of it).
  const holds = (node: ts.Node): boolean => ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body !== undefined && node.getStart(sf) < from;
  let i = path.length - 1;
  while (i > 0 && !holds(path[i]!)) i--;
  for (; i > 0; i--) {
    const node = path[i]!;
    if (ts.isClassElement(node) || STATEMENT_LISTS.has(path[i - 1]!.kind)) return [node];
  }
  return undefined;
}

/** `Program.getSemanticDiagnostics` with the node list the compiler takes since TypeScript 5.6 (not in its public typings). */
interface RegionProgram {
  getSemanticDiagnostics(sf: ts.SourceFile, token: ts.CancellationToken | undefined, nodes: readonly ts.Node[]): readonly ts.Diagnostic[];
}

/** The target's semantic diagnostics, of `nodes` only when given. */
export function semanticDiagnosticsOf(program: ts.Program, sf: ts.SourceFile, nodes: readonly ts.Node[] | undefined): readonly ts.Diagnostic[] {
  if (nodes === undefined) return program.getSemanticDiagnostics(sf);
  return (program as unknown as RegionProgram).getSemanticDiagnostics(sf, undefined, nodes);
}
