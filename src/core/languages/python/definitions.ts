/** Functions, methods and classes: header facts, then their own scope. */
import type { LNode } from './parser.js';
import { chainOf, lastSegment } from './chains.js';
import { emitChainOrWalk, walkCallee, walkExpr } from './expressions.js';
import type { Flags, Scope, Walk } from './scope.js';
import { addLocal, emit, NO_FLAGS, newScope } from './scope.js';
import { stringConstant } from './strings.js';
import { detectStub } from './stubs.js';
import { code, endLine, field, lineAt, text } from './tree-utils.js';
import type { Definition, TypeHint } from './types.js';
import { emptyTypeHints, ownTypeHint } from '../type-hints.js';
import { docstringTypes } from './docstring-types.js';
import { annotationChain } from './targets.js';

/** A parameter's type hint from its annotation, else from a default that is a call (`x=Foo()`). */
function parameterHint(w: Walk, p: LNode): TypeHint | undefined {
  const type = p.children.find((c) => c.field === 'type');
  const annotated = type ? annotationChain(w, type) : undefined;
  if (annotated) return { chains: [annotated], via: 'annotation' };
  const value = p.children.find((c) => c.field === 'value');
  const callee = value?.type === 'call' ? field(value, 'function') : undefined;
  const chain = callee ? chainOf(w.tree, callee)?.chain : undefined;
  return chain ? { chains: [chain], via: 'call' } : undefined;
}

/** Collects parameter names; annotations and defaults are walked into the function's scope. */
function visitParameters(w: Walk, scope: Scope, params: LNode | undefined, hints: Record<string, TypeHint>): string[] {
  const names: string[] = [];
  if (!params) return names;
  const nameOf = (n: LNode | undefined): void => {
    if (!n) return;
    if (n.type === 'identifier') names.push(text(w.tree, n));
    else if (n.type === 'list_splat_pattern' || n.type === 'dictionary_splat_pattern') nameOf(n.children.find((c) => c.type === 'identifier'));
  };
  for (const p of params.children) {
    switch (p.type) {
      case 'identifier':
      case 'list_splat_pattern':
      case 'dictionary_splat_pattern':
        nameOf(p);
        break;
      case 'typed_parameter':
      case 'default_parameter':
      case 'typed_default_parameter':
        nameOf(field(p, 'name') ?? p.children.find((c) => c.field === undefined && c.type !== 'comment'));
        {
          const hint = parameterHint(w, p);
          const name = names[names.length - 1];
          if (hint && name !== undefined) hints[name] = hint;
        }
        for (const part of p.children) {
          if (part.field === 'type') walkExpr(w, scope, part, 'annotation');
          else if (part.field === 'value') walkExpr(w, scope, part);
        }
        break;
      default:
        break;
    }
  }
  return names;
}

/** Header text from `def`/`class` (with `async`) to the colon. */
function signatureOf(w: Walk, node: LNode, body: LNode | undefined): string {
  let headerEnd = node.start;
  for (const child of node.children) {
    if (child.type === 'comment' || child === body || child.field === 'body') continue;
    headerEnd = Math.max(headerEnd, child.end);
  }
  const colon = w.tree.source.indexOf(':', headerEnd);
  const end = colon !== -1 && (!body || colon < body.start) ? colon + 1 : headerEnd;
  return w.tree.source.slice(node.start, end);
}

function visitBases(w: Walk, scope: Scope, superclasses: LNode | undefined): string[] {
  const bases: string[] = [];
  if (!superclasses) return bases;
  for (const arg of superclasses.children) {
    if (arg.type === 'comment') continue;
    if (arg.type === 'keyword_argument' || arg.type === 'dictionary_splat') {
      walkExpr(w, scope, arg);
      continue;
    }
    bases.push(text(w.tree, arg));
    if (arg.type === 'list_splat') {
      // `class C(*bases)`: ast keeps it as a (Starred) base too.
      walkExpr(w, scope, arg);
      continue;
    }
    if (arg.type === 'subscript') {
      const value = field(arg, 'value');
      const chain = value ? chainOf(w.tree, value)?.chain : undefined;
      if (value && chain) emit(w, scope, 'base', chain, value);
      for (const part of arg.children) if (part.field !== 'value' || !chain) walkExpr(w, scope, part);
    } else emitChainOrWalk(w, scope, arg, 'base');
  }
  return bases;
}

/** Walks a block of statements; statements.ts passes its own walker in (it calls us for nested definitions). */
export type BlockWalker = (w: Walk, scope: Scope, block: LNode | undefined, flags: Flags) => void;

export function visitDefinition(w: Walk, scope: Scope, node: LNode, decorated: LNode | undefined, walkBlock: BlockWalker): void {
  const nameNode = field(node, 'name');
  if (!nameNode) {
    walkBlock(w, scope, node, NO_FLAGS);
    return;
  }
  const isClass = node.type === 'class_definition';
  const name = text(w.tree, nameNode);
  const qualname = scope.def ? `${scope.def.qualname}.${name}` : name;
  const body = node.children.find((c) => c.type === 'block');
  const start = lineAt(w.tree, node.start);
  const end = endLine(w.tree, node);
  const signature = signatureOf(w, node, body);
  const def: Definition = {
    kind: isClass ? 'class' : scope.kind === 'class' ? 'method' : 'function',
    name,
    qualname,
    range: { start, end },
    fullRange: { start: decorated ? lineAt(w.tree, decorated.start) : start, end },
    signature,
    decorators: [],
    bases: [],
    isAsync: signature.startsWith('async'),
    parameters: [],
    locals: [],
    references: [],
    attributes: [],
  };
  if (scope.def) def.parent = scope.def.qualname;
  addLocal(scope, name);
  w.definitions.push(def);

  const inner = newScope(isClass ? 'class' : 'function', def, scope);
  for (const decorator of decorated?.children ?? []) {
    if (decorator.type !== 'decorator') continue;
    const expr = decorator.children.find((c) => c.type !== 'comment');
    if (!expr) continue;
    def.decorators.push(text(w.tree, expr));
    walkCallee(w, inner, expr, 'decorator');
  }
  const statements = body ? code(body) : [];
  const first = statements[0];
  const docNode = first?.type === 'expression_statement' && first.children.length === 1 ? first.children[0] : undefined;
  const docstring = docNode ? stringConstant(w.tree, docNode) : undefined;
  if (first && docstring !== undefined) {
    def.docstring = docstring;
    def.docstringRange = { start: lineAt(w.tree, first.start), end: endLine(w.tree, first) };
  }
  if (first) def.bodyRange = { start: lineAt(w.tree, first.start), end };

  if (isClass) {
    def.bases = visitBases(w, inner, field(node, 'superclasses'));
  } else {
    const hints = emptyTypeHints();
    def.parameters = visitParameters(w, inner, field(node, 'parameters'), hints);
    const returns = field(node, 'return_type');
    if (returns) walkExpr(w, inner, returns, 'annotation');
    const returnChain = returns ? annotationChain(w, returns) : undefined;
    if (docstring !== undefined) {
      const fromDoc = docstringTypes(docstring);
      for (const [name, chains] of fromDoc.params) if (!ownTypeHint(hints, name) && def.parameters.includes(name)) hints[name] = { chains, via: 'docstring' };
      if (!returnChain && fromDoc.returns.length > 0) def.returns = fromDoc.returns;
    }
    if (returnChain) def.returns = [returnChain];
    if (Object.keys(hints).length > 0) def.typeHints = hints;
    const binding = def.decorators.map(lastSegment);
    if (scope.kind === 'class' && def.parameters[0] && !binding.includes('staticmethod') && !binding.includes('classmethod')) {
      inner.selfName = def.parameters[0];
      inner.classScope = scope;
    }
    const stub = detectStub(w, node, def, body, scope);
    if (stub) w.stubs.push(stub);
  }
  walkBlock(w, inner, body, NO_FLAGS);
  def.locals = [...inner.locals].filter((n) => !inner.globals.has(n));
  def.references = inner.sink.refs;
  if (isClass) def.attributes = [...inner.attrs.values()];
}
