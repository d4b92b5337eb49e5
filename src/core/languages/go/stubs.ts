/**
 * Go stubs: a function or method whose body is only `panic("not implemented")`,
 * `panic("TODO")`, `panic("unimplemented")` (what gopls writes for a missing interface method) or
 * another not-implemented message, with or without `// TODO` comments around it; a body with
 * only a `// TODO` comment; or a `// TODO: implement` marker with at most a placeholder `return`.
 * An empty body without a TODO is meant to be empty (a no-op method satisfying an interface).
 *
 * The replaceable range is the block's inside, as for TypeScript: the lines after `{` up to the
 * line before `}`; when a brace shares a line with the body the stub is `inline`.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, indentAt, lineAt, text } from '../tree-text.js';
import type { Definition, Stub, StubKind } from '../types.js';

const TODO = /\b(TODO|FIXME|XXX)\b/i;
const NOT_IMPLEMENTED = /not\s*(yet\s*)?implemented|unimplemented|^\W*todo\b|implement\s*me|\bstub\b/i;
const IMPLEMENT_MARKER = /\b(TODO|FIXME)\b\s*:?\s*implement/i;
const PLACEHOLDER_RETURN = /^return(\s+((nil|0|""|false|true|-1|\w+\{\})\s*,\s*)*(nil|0|""|false|true|-1|\w+\{\}))?$/;

function panicsNotImplemented(tree: LiteTree, stmt: LNode): boolean {
  if (stmt.type !== 'expression_statement') return false;
  const call = stmt.children[0];
  if (call?.type !== 'call_expression') return false;
  const fn = field(call, 'function');
  if (fn === undefined || text(tree, fn) !== 'panic') return false;
  const args = field(call, 'arguments');
  const strings: string[] = [];
  const collect = (n: LNode): void => {
    if (n.type === 'interpreted_string_literal' || n.type === 'raw_string_literal') strings.push(text(tree, n).slice(1, -1));
    else n.children.forEach(collect);
  };
  if (args) collect(args);
  return strings.some((s) => NOT_IMPLEMENTED.test(s.trim()));
}

function kindOf(tree: LiteTree, body: LNode): { kind: StubKind; hasTodo: boolean } | undefined {
  const comments = body.children.filter((c) => c.type === 'comment').map((c) => text(tree, c));
  const statements = body.children.filter((c) => c.type !== 'comment' && c.type !== 'empty_statement');
  const hasTodo = comments.some((c) => TODO.test(c));
  if (statements.length === 0) return hasTodo ? { kind: 'todo', hasTodo } : undefined;
  const only = statements.length === 1 ? statements[0] : undefined;
  if (only && panicsNotImplemented(tree, only)) return { kind: 'not-implemented', hasTodo };
  if (only?.type === 'return_statement' && comments.some((c) => IMPLEMENT_MARKER.test(c)) && PLACEHOLDER_RETURN.test(text(tree, only).trim().replace(/\s+/g, ' '))) {
    return { kind: 'todo', hasTodo: true };
  }
  return undefined;
}

export function detectGoStub(tree: LiteTree, def: Definition, fn: LNode): Stub | undefined {
  const body = field(fn, 'body');
  if (body?.type !== 'block') return undefined;
  const found = kindOf(tree, body);
  if (!found) return undefined;
  const open = lineAt(tree, body.start);
  const close = lineAt(tree, Math.max(body.start, body.end - 1));
  const first = body.children[0];
  const last = body.children.at(-1);
  const ownLines = first !== undefined && last !== undefined && lineAt(tree, first.start) > open && lineAt(tree, Math.max(last.start, last.end - 1)) < close;
  const headerIndent = indentAt(tree, fn.start);
  const indent = first !== undefined && ownLines ? indentAt(tree, first.start) : `${headerIndent}\t`;
  const stub: Stub = { qualname: def.qualname, defLine: def.range.start, bodyRange: { start: open + 1, end: close - 1 }, indent, kind: found.kind, hasTodo: found.hasTodo };
  if (!ownLines || close - open < 2) {
    stub.inline = true;
    stub.bodyRange = { start: open, end: close };
    stub.indent = indent.length > headerIndent.length ? indent : `${headerIndent}\t`;
  }
  return stub;
}
