/**
 * Java stubs: a method or constructor whose body is only `throw new UnsupportedOperationException(...)`
 * (no message, or a not-implemented/TODO message, or any message after a `// TODO` comment), or
 * another exception saying "not implemented" (`NotImplementedException`, `RuntimeException("TODO")`);
 * what an IDE writes: a `// TODO Auto-generated method stub` (or constructor stub) comment with at
 * most a default `return null;`/`0`/`false` (or the `super` call it generated); a body with only a
 * `// TODO` comment; a `// TODO: implement` marker with a placeholder return. An empty body without
 * a TODO is meant to be empty, and `throw new UnsupportedOperationException("read-only")` is a
 * deliberate refusal (an unmodifiable collection's `add`), not work left to do; so is a method
 * named for the error it raises (JVMCI's `JVMCIError.unimplemented()`), and a message that only
 * mentions a stub (HotSpot's "Cannot call stub " + name) says nothing about the method's own body. Abstract and
 * interface methods have no body and are never stubs.
 *
 * The replaceable range is the block's inside, as for the other brace languages: the lines after
 * `{` up to the line before `}`; when a brace shares a line with the body the stub is `inline`.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, indentAt, lineAt, text } from '../tree-text.js';
import type { Definition, Stub, StubKind } from '../types.js';
import { typeChain } from './types-of.js';

const TODO = /\b(TODO|FIXME|XXX)\b/i;
const NOT_IMPLEMENTED = /not\s*(yet\s*)?implemented|unimplemented|^\W*todo\b|implement\s*me|^\W*(method\s+)?stub\b|\b(method|constructor)\s+stub\b/i;
/** A method named for the error it raises (`unimplemented()`, `notImplemented(msg)`): a helper that throws by design. */
const NAMED_FOR_IT = /^(un|not_?|notyet_?)implemented$|^(throw|raise)?(not|un)(yet)?implemented(error|exception)?$/i;
const AUTO_GENERATED = /\bTODO\b.*auto-?generated\s+(method|constructor|catch block)?\s*stub/i;
const IMPLEMENT_MARKER = /\b(TODO|FIXME)\b\s*:?\s*implement/i;
const DEFAULT_VALUE = /^(null|0|0L|0l|0\.0|0\.0[fFdD]|0[fFdD]|false|true|-1|'\\0'|"")$/;
const NOT_IMPLEMENTED_TYPES = new Set(['NotImplementedException', 'NotYetImplementedException', 'UnimplementedException']);

function stringsIn(tree: LiteTree, node: LNode): string[] {
  if (node.type === 'string_literal') return [text(tree, node).replace(/^"+|"+$/g, '')];
  return node.children.flatMap((c) => stringsIn(tree, c));
}

/** `throw new X(...)` that says "not implemented" (a TODO comment lets any UnsupportedOperationException count). */
function throwsNotImplemented(tree: LiteTree, stmt: LNode, hasTodo: boolean): boolean {
  if (stmt.type !== 'throw_statement') return false;
  const made = stmt.children[0];
  if (made?.type !== 'object_creation_expression' || made.children.some((c) => c.type === 'class_body')) return false;
  const type = typeChain(tree, field(made, 'type'))?.at(-1);
  if (type === undefined) return false;
  const args = field(made, 'arguments');
  const messages = args === undefined ? [] : stringsIn(tree, args);
  const saysSo = messages.some((m) => NOT_IMPLEMENTED.test(m.trim()));
  if (NOT_IMPLEMENTED_TYPES.has(type)) return true;
  if (type === 'UnsupportedOperationException') return (args?.children.length ?? 0) === 0 || saysSo || hasTodo;
  return /Exception$|Error$/.test(type) && saysSo;
}

/** A statement an IDE writes under its "Auto-generated stub" comment: a default return or the `super` call. */
function ideDefault(tree: LiteTree, stmt: LNode, name: string): boolean {
  const body = text(tree, stmt).replace(/\s+/g, ' ').trim();
  if (stmt.type === 'return_statement') {
    const value = body.replace(/^return\s*/, '').replace(/;$/, '').trim();
    return value === '' || DEFAULT_VALUE.test(value) || new RegExp(`^super\\.${name}\\(`).test(value);
  }
  if (stmt.type === 'explicit_constructor_invocation') return /^super\s*\(/.test(body);
  return stmt.type === 'expression_statement' && new RegExp(`^super\\.${name}\\(`).test(body);
}

function kindOf(tree: LiteTree, body: LNode, name: string): { kind: StubKind; hasTodo: boolean } | undefined {
  if (NAMED_FOR_IT.test(name)) return undefined;
  const comments = body.children.filter((c) => c.type === 'line_comment' || c.type === 'block_comment').map((c) => text(tree, c));
  const statements = body.children.filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment' && c.type !== ';');
  const hasTodo = comments.some((c) => TODO.test(c));
  if (statements.length === 0) return hasTodo ? { kind: 'todo', hasTodo } : undefined;
  if (statements.length !== 1) return undefined;
  const only = statements[0]!;
  if (throwsNotImplemented(tree, only, hasTodo)) return { kind: 'not-implemented', hasTodo };
  if (comments.some((c) => AUTO_GENERATED.test(c)) && ideDefault(tree, only, name)) return { kind: 'todo', hasTodo: true };
  if (only.type === 'return_statement' && comments.some((c) => IMPLEMENT_MARKER.test(c)) && ideDefault(tree, only, name)) return { kind: 'todo', hasTodo: true };
  return undefined;
}

/** The file's indentation step: its smallest indentation of spaces, comment continuations aside (4 when it has none). */
function indentUnit(source: string): string {
  let unit = 0;
  for (const m of source.matchAll(/^( +)[^\s*]/gm)) {
    const n = m[1]?.length ?? 0;
    if (n > 0 && (unit === 0 || n < unit)) unit = n;
    if (unit === 1) break;
  }
  return ' '.repeat(unit === 0 || unit > 8 ? 4 : unit);
}

export function detectJavaStub(tree: LiteTree, def: Definition, node: LNode, body: LNode): Stub | undefined {
  const found = kindOf(tree, body, def.name);
  if (!found) return undefined;
  const open = lineAt(tree, body.start);
  const close = lineAt(tree, Math.max(body.start, body.end - 1));
  const first = body.children[0];
  const last = body.children.at(-1);
  const ownLines = first !== undefined && last !== undefined && lineAt(tree, first.start) > open && lineAt(tree, Math.max(last.start, last.end - 1)) < close;
  const headerIndent = indentAt(tree, node.start);
  const step = headerIndent.includes('\t') ? '\t' : indentUnit(tree.source);
  const indent = first !== undefined && ownLines ? indentAt(tree, first.start) : `${headerIndent}${step}`;
  const stub: Stub = { qualname: def.qualname, defLine: def.range.start, bodyRange: { start: open + 1, end: close - 1 }, indent, kind: found.kind, hasTodo: found.hasTodo };
  if (!ownLines || close - open < 2) {
    stub.inline = true;
    stub.bodyRange = { start: open, end: close };
    stub.indent = indent.length > headerIndent.length ? indent : `${headerIndent}${step}`;
  }
  return stub;
}
