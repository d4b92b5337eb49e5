/**
 * CommonJS exports and object-literal members as definitions (issue 23):
 * - `exports.f = function () {}`, `exports.f = () => {}`, `module.exports.f = ...` at module level
 *   (also inside a module-level `if`/`try`) define `f` and export it as `f`;
 * - `module.exports = { f, g() {}, h: () => {}, k: local }` defines `g` and `h` and exports every
 *   key (`k` as the local `local`), the way the TypeScript compiler reads a JavaScript module;
 * - `module.exports = X` / `module.exports = function () {}` is the module's `export =`;
 * - an exported plain value (`exports.LIMIT = 10`, `module.exports = { FLAG: 1 }`) is a module-level
 *   variable, as `export const LIMIT = 10` is;
 * - `const api = { m() {}, n: { k: () => {} } }` at module or namespace level defines `api.m` and
 *   `api.n.k` under the variable `api` (nested object literals up to MAX_OBJECT_DEPTH levels).
 * A member whose key is no stable name (a computed expression) stays part of its owner's code.
 */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { Definition, ExportBinding } from '../types.js';
import { chainOf } from './chains.js';
import { defineClass, defineFunction } from './declarations.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { emit, isFunctionValue, newScope, qualnameFor, visit } from './walk-state.js';

/** Object literals nested this deep below the variable still define members (`api.n.k`). */
const MAX_OBJECT_DEPTH = 3;
const IDENT = /^[A-Za-z_$][\w$]*$/;
const COMPUTED = /^\[[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\]$/;

/** The name a key gives its member in a qualified name, or undefined when it is not stable. */
export function memberKeyName(w: TsWalk, key: LNode | undefined): string | undefined {
  if (key === undefined) return undefined;
  const t = text(w.tree, key);
  switch (key.type) {
    case 'property_identifier':
    case 'identifier':
    case 'private_property_identifier':
      return t;
    case 'string': {
      const inner = t.slice(1, -1);
      if (IDENT.test(inner)) return inner;
      return /^[^'"\\[\]:\s]+$/.test(inner) ? `[${t}]` : undefined;
    }
    case 'number':
      return /^[0-9]+$/.test(t) ? `[${t}]` : undefined;
    case 'computed_property_name': {
      const compact = t.replace(/\s+/g, '');
      return COMPUTED.test(compact) ? compact : undefined;
    }
    default:
      return undefined;
  }
}

/** Where an object literal's members go: definitions in `members`, other code's names in `refs`. */
interface ObjectOwner {
  members: TsScope;
  refs: TsScope;
  /** Called with each key the literal binds and the local name it stands for, when it is one. */
  onKey?: (key: string, local: string | undefined) => void;
  /** `module.exports = { FLAG: 1 }`: a key with a plain value is a module-level variable, as `export const FLAG = 1` is. */
  valuesAreVariables?: boolean;
}

/** A module- or namespace-level variable (`const x = ...`; an object literal that owns members). */
export function variableDefinition(w: TsWalk, scope: TsScope, node: LNode, outer: LNode, name: string, signature: string, references: Definition['references'] = []): Definition {
  const def: Definition = {
    kind: 'variable',
    name,
    qualname: qualnameFor(scope, name),
    range: { start: lineAt(w.tree, node.start), end: lineAt(w.tree, Math.max(node.start, node.end - 1)) },
    fullRange: { start: lineAt(w.tree, outer.start), end: lineAt(w.tree, Math.max(outer.start, outer.end - 1)) },
    signature,
    decorators: [],
    bases: [],
    isAsync: false,
    parameters: [],
    locals: [],
    references,
    attributes: [],
  };
  if (scope.def) def.parent = scope.def.qualname;
  scope.locals.add(name);
  w.definitions.push(def);
  return def;
}

/** A scope whose definitions are members of `def`, and one that collects `def`'s other names. */
export function ownerScopes(def: Definition, parent: TsScope): { members: TsScope; refs: TsScope } {
  // Code that defines nothing (a computed member, a plain value) is the owner's: its names are the owner's references.
  return { members: newScope('namespace', def, parent), refs: { kind: 'function', def: undefined, parent, refs: def.references, locals: new Set() } };
}

/** The members of an object literal `obj` as definitions of `owner.members`' definition. */
export function defineObjectMembers(w: TsWalk, owner: ObjectOwner, obj: LNode, depth = 1): void {
  for (const member of obj.children) {
    if (member.type === 'method_definition') {
      const name = memberKeyName(w, field(member, 'name'));
      if (name === undefined) visit(w, owner.refs, member);
      else {
        defineFunction(w, owner.members, member, { name });
        owner.onKey?.(name, name);
      }
      continue;
    }
    if (member.type === 'shorthand_property_identifier') {
      const name = text(w.tree, member);
      emit(w, owner.refs, 'name', [name], member);
      owner.onKey?.(name, name);
      continue;
    }
    if (member.type !== 'pair') {
      visit(w, owner.refs, member);
      continue;
    }
    const key = field(member, 'key');
    const value = field(member, 'value');
    const name = memberKeyName(w, key);
    if (key?.type === 'computed_property_name') visit(w, owner.refs, key);
    if (name === undefined || value === undefined) {
      if (value !== undefined) visit(w, owner.refs, value);
      continue;
    }
    if (isFunctionValue(value)) {
      defineFunction(w, owner.members, member, { fn: value, name, declKind: 'arrow' });
      owner.onKey?.(name, name);
    } else if (value.type === 'class') {
      defineClass(w, owner.members, value, { outer: member, name });
      owner.onKey?.(name, name);
    } else if (value.type === 'object' && depth < MAX_OBJECT_DEPTH) {
      const def = variableDefinition(w, owner.members, member, member, name, (text(w.tree, member).split('\n')[0] ?? '').trimEnd());
      const inner = ownerScopes(def, owner.members);
      defineObjectMembers(w, inner, value, depth + 1);
      owner.refs.refs.push(...def.references);
      owner.onKey?.(name, name);
    } else if (owner.valuesAreVariables === true && value.type !== 'identifier') {
      const def = variableDefinition(w, owner.members, member, member, name, (text(w.tree, member).split('\n')[0] ?? '').trimEnd());
      visit(w, ownerScopes(def, owner.members).refs, value);
      owner.refs.refs.push(...def.references);
      owner.onKey?.(name, name);
    } else {
      visit(w, owner.refs, value);
      owner.onKey?.(name, value.type === 'identifier' ? text(w.tree, value) : undefined);
    }
  }
}

/** `exports.f` / `module.exports.f` -> 'f'; `module.exports` -> '='; anything else undefined. */
export function commonJsExportOf(chain: readonly string[] | undefined): string | undefined {
  if (chain === undefined) return undefined;
  if (chain.length === 2 && chain[0] === 'exports') return chain[1];
  if (chain[0] !== 'module' || chain[1] !== 'exports') return undefined;
  return chain.length === 2 ? '=' : chain.length === 3 ? chain[2] : undefined;
}

/** `void 0`: compiled code's placeholder (`exports.a = exports.b = void 0;`) exports nothing yet. */
function isVoid(w: TsWalk, node: LNode): boolean {
  return node.type === 'unary_expression' && /^void\s+0$/.test(text(w.tree, node));
}

/** The value at the end of `a = b = c`. */
function innermost(node: LNode): LNode {
  let n = node;
  for (let i = 0; i < 64 && n.type === 'assignment_expression'; i += 1) n = field(n, 'right') ?? n;
  return n;
}

/** A module-level `exports.x = ...` / `module.exports = ...`; false when `node` is no such assignment. */
export function visitCommonJsAssignment(w: TsWalk, scope: TsScope, node: LNode, statement: LNode): boolean {
  const left = field(node, 'left');
  const right = field(node, 'right');
  const exported = left?.type === 'member_expression' ? commonJsExportOf(chainOf(w.tree, left)) : undefined;
  if (exported === undefined || right === undefined) return false;
  const line = lineAt(w.tree, node.start);
  const add = (e: Omit<ExportBinding, 'line' | 'typeOnly'>): void => {
    w.exports.push({ ...e, line, typeOnly: false });
  };
  if (exported === '=' && right.type === 'object') {
    defineObjectMembers(w, { members: scope, refs: scope, valuesAreVariables: true, onKey: (key, local) => add(local === undefined ? { exported: key } : { exported: key, local }) }, right);
    return true;
  }
  if (isVoid(w, right)) return true;
  if (right.type === 'assignment_expression') {
    // `exports.a = exports.b = f`: the inner assignment first, then `a` names what `b` does.
    if (isVoid(w, innermost(right))) return true;
    const inner = commonJsExportOf(chainOf(w.tree, field(right, 'left') ?? right));
    if (inner === undefined || !visitCommonJsAssignment(w, scope, right, statement)) visit(w, scope, right);
    add(inner === undefined || inner === '=' ? { exported } : { exported, local: inner });
    return true;
  }
  const viaExports = right.type === 'member_expression' ? commonJsExportOf(chainOf(w.tree, right)) : undefined;
  if (viaExports !== undefined && viaExports !== '=') {
    // `module.exports = exports.default` (compiled ES modules).
    emit(w, scope, 'name', [viaExports], right);
    add({ exported, local: viaExports });
    return true;
  }
  if (exported === '=' && right.type === 'identifier') {
    emit(w, scope, 'name', [text(w.tree, right)], right);
    add({ exported: '=', local: text(w.tree, right) });
    return true;
  }
  const ownName = field(right, 'name');
  const name = exported === '=' ? (ownName !== undefined ? text(w.tree, ownName) : 'default') : exported;
  if (isFunctionValue(right)) {
    defineFunction(w, scope, statement, { fn: right, name, declKind: 'arrow' });
  } else if (right.type === 'class') {
    defineClass(w, scope, right, { outer: statement, name });
  } else if (right.type === 'object' && exported !== '=') {
    const def = variableDefinition(w, scope, statement, statement, name, (text(w.tree, statement).split('\n')[0] ?? '').trimEnd());
    defineObjectMembers(w, ownerScopes(def, scope), right);
    scope.refs.push(...def.references);
  } else if (right.type === 'identifier') {
    emit(w, scope, 'name', [text(w.tree, right)], right);
    add({ exported, local: text(w.tree, right) });
    return true;
  } else if (exported !== '=') {
    // `exports.LIMIT = 10`: a module-level variable, as `export const LIMIT = 10` is.
    const def = variableDefinition(w, scope, statement, statement, name, (text(w.tree, statement).split('\n')[0] ?? '').trimEnd());
    visit(w, ownerScopes(def, scope).refs, right);
    scope.refs.push(...def.references);
  } else {
    visit(w, scope, right);
    add({ exported });
    return true;
  }
  add({ exported, local: name });
  if (exported === '=' && name === 'default') add({ exported: 'default', local: name });
  return true;
}
