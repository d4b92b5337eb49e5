/**
 * Stub detection for TypeScript/JavaScript. A function or method with a block body is a stub when
 * the block holds only comments among which a TODO/FIXME, or only `throw new Error(...)` (any
 * `*Error`) with a not-implemented-style message, or only a `// TODO: implement` marker with at
 * most a placeholder `return`. Not stubs: abstract members, interface members, overload
 * signatures and `declare` functions (none of them has a body), and empty bodies without a TODO
 * (no-op callbacks are meant to be empty).
 *
 * The replaceable range is the block's inside: the lines after `{` up to the line before `}`.
 * When `{` or `}` shares a line with the body (`f() { throw new Error('todo'); }`), the stub is
 * `inline`: its range is the lines from `{` to `}` and the caller rewrites them whole.
 */
import type { LNode } from '../lite-tree.js';
import { field, indentAt, lineAt, text } from '../tree-text.js';
import type { Definition, Stub, StubKind } from '../types.js';
import type { TsWalk } from './walk-state.js';

const TODO = /\b(TODO|FIXME|XXX)\b/i;
const NOT_IMPLEMENTED = /not\s*(yet\s*)?implemented|unimplemented|\btodo\b|implement\s*me|\bstub\b/i;
const IMPLEMENT_MARKER = /\b(TODO|FIXME)\b\s*:?\s*implement/i;
const PLACEHOLDER_RETURN = /^return(\s+(undefined|null|void 0|\{\s*\}|\[\s*\]|''|""|0|false|true|-1))?\s*;?$/;

function throwsNotImplemented(w: TsWalk, stmt: LNode): boolean {
  if (stmt.type !== 'throw_statement') return false;
  const thrown = stmt.children.find((c) => c.type !== 'comment');
  if (thrown?.type !== 'new_expression' && thrown?.type !== 'call_expression') return false;
  const callee = field(thrown, thrown.type === 'new_expression' ? 'constructor' : 'function');
  if (!callee || !/Error$/.test(text(w.tree, callee))) return false;
  const args = field(thrown, 'arguments');
  const message = args?.children[0];
  if (!message) return /NotImplemented/i.test(text(w.tree, callee));
  return NOT_IMPLEMENTED.test(text(w.tree, message)) || /NotImplemented/i.test(text(w.tree, callee));
}

function kindOf(w: TsWalk, body: LNode): { kind: StubKind; hasTodo: boolean } | undefined {
  const comments = body.children.filter((c) => c.type === 'comment').map((c) => text(w.tree, c));
  const statements = body.children.filter((c) => c.type !== 'comment' && c.type !== 'empty_statement');
  const hasTodo = comments.some((c) => TODO.test(c));
  if (statements.length === 0) return hasTodo ? { kind: 'todo', hasTodo } : undefined;
  const only = statements.length === 1 ? statements[0] : undefined;
  if (only && throwsNotImplemented(w, only)) return { kind: 'not-implemented', hasTodo };
  if (only && comments.some((c) => IMPLEMENT_MARKER.test(c)) && PLACEHOLDER_RETURN.test(text(w.tree, only).trim())) return { kind: 'todo', hasTodo: true };
  return undefined;
}

export function detectTsStub(w: TsWalk, def: Definition, fn: LNode, body: LNode): Stub | undefined {
  if (body.type !== 'statement_block' || def.declKind === 'overload' || def.declKind === 'abstract') return undefined;
  const found = kindOf(w, body);
  if (!found) return undefined;
  const open = lineAt(w.tree, body.start);
  const close = lineAt(w.tree, Math.max(body.start, body.end - 1));
  const inside = body.children;
  const first = inside[0];
  const last = inside[inside.length - 1];
  const ownLines = first !== undefined && last !== undefined && lineAt(w.tree, first.start) > open && lineAt(w.tree, Math.max(last.start, last.end - 1)) < close;
  const headerIndent = indentAt(w.tree, fn.start);
  const indent = first !== undefined && ownLines ? indentAt(w.tree, first.start) : `${indentAt(w.tree, body.start)}  `;
  const stub: Stub = { qualname: def.qualname, defLine: def.range.start, bodyRange: { start: open + 1, end: close - 1 }, indent, kind: found.kind, hasTodo: found.hasTodo };
  if (!ownLines || close - open < 2) {
    stub.inline = true;
    stub.bodyRange = { start: open, end: close };
    stub.indent = indent.length > headerIndent.length ? indent : `${headerIndent}  `;
  }
  return stub;
}
