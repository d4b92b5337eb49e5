/**
 * Stub detection. A function is a stub when its body, after an optional docstring, holds only
 * `pass`, `...`, `raise NotImplementedError[(...)]` and comments, or only a docstring.
 *
 * Not stubs (they are meant to stay empty): `@abstractmethod` (and abstractproperty/-classmethod/
 * -staticmethod) bodies, whose subclasses implement them; `@overload` signatures, which exist
 * only for type checkers; members of Protocol classes, which describe an interface.
 */
import type { LNode } from './parser.js';
import { lastSegment } from './chains.js';
import type { Scope, Walk } from './scope.js';
import { code, endLine, field, indentAt, lineAt, text } from './tree-utils.js';
import type { Definition, Stub, StubKind } from './types.js';

const NOT_TO_IMPLEMENT = new Set(['abstractmethod', 'abstractproperty', 'abstractclassmethod', 'abstractstaticmethod', 'overload']);
const TODO = /\b(TODO|FIXME|XXX)\b/i;

function stubKind(w: Walk, stmt: LNode): StubKind | undefined {
  if (stmt.type === 'pass_statement') return 'pass';
  if (stmt.type === 'expression_statement' && stmt.children.length === 1 && stmt.children[0]?.type === 'ellipsis') return 'ellipsis';
  if (stmt.type === 'raise_statement' && stmt.children.length === 1) {
    let raised = stmt.children[0];
    // `raise(NotImplementedError(...))`, seen in sympy.
    while (raised?.type === 'parenthesized_expression') raised = raised.children.find((c) => c.type !== 'comment');
    const callee = raised?.type === 'call' ? field(raised, 'function') : raised;
    if (callee?.type === 'identifier' && text(w.tree, callee) === 'NotImplementedError') return 'not-implemented';
  }
  return undefined;
}

function excluded(def: Definition, scope: Scope): boolean {
  if (def.decorators.some((d) => NOT_TO_IMPLEMENT.has(lastSegment(d)))) return true;
  const owner = scope.kind === 'class' ? scope.def : undefined;
  return owner !== undefined && owner.bases.some((b) => lastSegment(b) === 'Protocol');
}

/** Comment-only lines right after `line` at the body's indentation or deeper (a trailing `# TODO`). */
function trailingCommentEnd(w: Walk, line: number, indent: string): number {
  const starts = w.tree.lineStarts;
  let end = line;
  for (let l = line + 1; l <= starts.length; l++) {
    const from = starts[l - 1] ?? 0;
    const to = starts[l] ?? w.tree.source.length;
    const raw = w.tree.source.slice(from, to).replace(/\r?\n$/, '');
    if (raw.trim() === '') continue;
    const lead = /^[ \t]*/.exec(raw)?.[0] ?? '';
    if (!raw.trimStart().startsWith('#') || lead.length < indent.length) break;
    end = l;
  }
  return end;
}

export function detectStub(w: Walk, node: LNode, def: Definition, body: LNode | undefined, scope: Scope): Stub | undefined {
  if (!body || excluded(def, scope)) return undefined;
  const statements = code(body);
  const rest = def.docstringRange ? statements.slice(1) : statements;
  const kinds: StubKind[] = [];
  for (const stmt of rest) {
    const kind = stubKind(w, stmt);
    if (!kind) return undefined;
    kinds.push(kind);
  }
  const headerLine = lineAt(w.tree, node.start + def.signature.length - 1);
  const stub: Stub = { qualname: def.qualname, defLine: def.range.start, bodyRange: { start: 0, end: 0 }, indent: '', kind: kinds[0] ?? 'docstring-only', hasTodo: false };
  const firstStmt = rest[0];
  const afterIndex = statements[0] && def.docstringRange ? statements[0].end : node.start + def.signature.length;
  // Comments of the stub body: inside the block or (tree-sitter's choice) before it, after the docstring.
  // Dedented comments that tree-sitter hangs on the block belong to what follows, not to the stub.
  const bodyIndent = indentAt(w.tree, (rest[0] ?? statements[0] ?? body).start).length;
  const comments = [...node.children, ...body.children].filter(
    (c) => c.type === 'comment' && c.start >= afterIndex && c.start - (w.tree.lineStarts[lineAt(w.tree, c.start) - 1] ?? 0) >= bodyIndent,
  );
  const bodyStart = Math.min(...[...comments, ...rest].map((n) => n.start));
  if (!firstStmt) {
    // Docstring-only: an empty range just after the docstring (insert there).
    const docEnd = def.docstringRange?.end ?? headerLine;
    if (docEnd === headerLine) return { ...stub, bodyRange: { start: headerLine, end: headerLine }, indent: indentAt(w.tree, node.start) + '    ', inline: true };
    return { ...stub, bodyRange: { start: docEnd + 1, end: docEnd }, indent: indentAt(w.tree, statements[0]?.start ?? node.start), hasTodo: comments.some((c) => TODO.test(text(w.tree, c))) };
  }
  const firstLine = lineAt(w.tree, firstStmt.start);
  if (firstLine === headerLine) {
    // One-liner `def f(): pass`: header and body share the line, which the caller rewrites whole.
    const inlineEnd = endLine(w.tree, rest[rest.length - 1] ?? firstStmt);
    return { ...stub, bodyRange: { start: headerLine, end: inlineEnd }, indent: indentAt(w.tree, node.start) + '    ', inline: true, hasTodo: comments.some((c) => TODO.test(text(w.tree, c))) };
  }
  const indent = indentAt(w.tree, firstStmt.start);
  const lastStmt = rest[rest.length - 1] ?? firstStmt;
  const codeEnd = Math.max(endLine(w.tree, lastStmt), ...comments.map((c) => lineAt(w.tree, c.start)));
  const end = trailingCommentEnd(w, codeEnd, indent);
  const startLine = Number.isFinite(bodyStart) ? Math.min(lineAt(w.tree, bodyStart), firstLine) : firstLine;
  let hasTodo = false;
  for (let l = startLine; l <= end; l++) {
    const from = w.tree.lineStarts[l - 1] ?? 0;
    const line = w.tree.source.slice(from, w.tree.lineStarts[l] ?? w.tree.source.length);
    if (line.includes('#') && TODO.test(line)) hasTodo = true;
  }
  return { ...stub, bodyRange: { start: startLine, end }, indent, hasTodo };
}
