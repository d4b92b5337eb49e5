/**
 * Stub detection for Rust: a function whose block holds only `todo!()` or `unimplemented!()`
 * (with or without a message, with or without the `;`, `std::`/`core::` paths included), beside
 * comments. Not stubs: empty bodies (`fn on_event(&self) {}` is a no-op on purpose), bodiless
 * trait and extern signatures, and any other panic.
 *
 * The replaceable range is the block's inside: the lines after `{` up to the line before `}`.
 * When `{` or `}` shares a line with the body (`fn f() { todo!() }`), the stub is `inline`: its
 * range is the lines from `{` to `}` and the caller rewrites them whole.
 */
import type { LNode } from '../lite-tree.js';
import { field, indentAt, lineAt, text } from '../tree-text.js';
import type { Definition, Stub, StubKind } from '../types.js';
import { COMMENT_TYPES } from './parser.js';
import { chainOf } from './paths.js';
import type { RsWalk } from './walk-state.js';

const TODO = /\b(TODO|FIXME|XXX)\b/i;
const STUB_MACROS: Record<string, StubKind> = { todo: 'todo', unimplemented: 'not-implemented' };

function stubMacro(w: RsWalk, node: LNode): StubKind | undefined {
  const call = node.type === 'expression_statement' ? node.children.find((c) => !COMMENT_TYPES.has(c.type)) : node;
  if (call?.type !== 'macro_invocation') return undefined;
  const chain = chainOf(w.tree, field(call, 'macro'));
  if (chain === undefined || (chain.length > 1 && !['std', 'core'].includes(chain[0] ?? ''))) return undefined;
  return STUB_MACROS[chain.at(-1) ?? ''];
}

/** The stub kind of a body, if it is one. */
export function stubKindOf(w: RsWalk, body: LNode): { kind: StubKind; hasTodo: boolean } | undefined {
  const statements = body.children.filter((c) => !COMMENT_TYPES.has(c.type) && c.type !== 'empty_statement');
  if (statements.length !== 1) return undefined;
  const kind = stubMacro(w, statements[0]!);
  if (kind === undefined) return undefined;
  const hasTodo = kind === 'todo' || body.children.some((c) => COMMENT_TYPES.has(c.type) && TODO.test(text(w.tree, c)));
  return { kind, hasTodo };
}

export function detectRustStub(w: RsWalk, def: Definition, body: LNode): Stub | undefined {
  const found = stubKindOf(w, body);
  if (!found) return undefined;
  const open = lineAt(w.tree, body.start);
  const close = lineAt(w.tree, Math.max(body.start, body.end - 1));
  const inside = body.children;
  const first = inside[0];
  const last = inside[inside.length - 1];
  const ownLines = first !== undefined && last !== undefined && lineAt(w.tree, first.start) > open && lineAt(w.tree, Math.max(last.start, last.end - 1)) < close;
  const headerIndent = indentAt(w.tree, def.range.start === open ? body.start : w.tree.lineStarts[def.range.start - 1] ?? 0);
  const indent = first !== undefined && ownLines ? indentAt(w.tree, first.start) : `${headerIndent}    `;
  const stub: Stub = { qualname: def.qualname, defLine: def.range.start, bodyRange: { start: open + 1, end: close - 1 }, indent, kind: found.kind, hasTodo: found.hasTodo };
  if (!ownLines || close - open < 2) {
    stub.inline = true;
    stub.bodyRange = { start: open, end: close };
    stub.indent = indent.length > headerIndent.length ? indent : `${headerIndent}    `;
  }
  return stub;
}
