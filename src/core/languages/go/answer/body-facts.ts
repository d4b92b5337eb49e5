/**
 * What the checks read off a Go body's tree: the names it declares (`:=`, `var`, range and
 * type-switch variables, closures' parameters), the declarations Go would refuse as "declared and
 * not used", its calls with their argument counts, and the locals whose type their declaration says.
 */
import type { LiteTree, LNode } from '../../lite-tree.js';
import { field, fields, lineAt, text } from '../../tree-text.js';
import { selectorChain } from '../body-scan.js';

export interface BodyCall {
  chain: string[];
  args: number;
  spread: boolean;
  /** The only argument is itself a call (it may return several values). */
  singleCallArg: boolean;
  line: number;
  /** Offset of the call in the parsed text. */
  at: number;
}

/** `head.member` with `head` a plain identifier, where it occurs. */
export interface BodySelector {
  head: string;
  member: string;
  at: number;
  line: number;
}

/**
 * A local whose type the declaring statement says: `x, err := pkg.F(...)` / `x := F(...)` (the function's first
 * result; `T(v)` is a conversion, read the same way), `x := T{...}` / `&pkg.T{...}` / `new(T)` / `var x *T`
 * (the type itself); where it is that local.
 */
export interface TypedLocal {
  name: string;
  /** `call`: `ident` is a function (or a type converted to); `type`: `ident` is the type. */
  via: 'call' | 'type';
  /** The package name qualifying `ident` (`os` in `os.OpenFile`), undefined for the package's own. */
  alias: string | undefined;
  ident: string;
  /**
   * Methods called in turn on the call's result (`reflect.ValueOf(v).Elem()`: `['Elem']`; session 23): the local is the
   * last one's first result. Empty or absent: the call's own result.
   */
  then?: readonly string[];
  /** Offsets in the parsed text: from the end of the declaring statement to the end of its block or the next declaration of the name. */
  from: number;
  to: number;
}

export interface BodyFacts {
  declared: Set<string>;
  /** Names declared with `:=`, `var` or a `:= range` that no other identifier of the function uses. */
  unused: { name: string; line: number }[];
  calls: BodyCall[];
  /**
   * Names used as a selector's operand (`rand.New`) before the body's first declaration of a local
   * of that name is in scope (`rand := rand.New(...)`: the right side still means the package).
   */
  usedBeforeDeclared: Set<string>;
  /** Where the first local of each name the body declares comes into scope (offset in the parsed text). */
  scopeFrom: ReadonlyMap<string, number>;
  /**
   * Each local's scope, [from, to) in offsets: from the end of its declaration to the end of its block (a declaration whose
   * block is not known: to the end). A name outside all of its ranges is the function's own (receiver, parameter).
   */
  scopes: ReadonlyMap<string, readonly (readonly [number, number])[]>;
  selectors: BodySelector[];
  typedLocals: TypedLocal[];
}

const MAX_DEPTH = 400;
/** Methods chained on a call's result that a local's type is followed through (`a.F().M().N()`: two). */
const MAX_METHOD_CHAIN = 4;

type ValueSource = Pick<TypedLocal, 'via' | 'alias' | 'ident' | 'then'>;
/** Nodes that open a block of their own (explicit blocks, and the implicit ones of if/for/switch/select clauses and function literals). */
const SCOPES = new Set(['block', 'func_literal', 'if_statement', 'for_statement', 'expression_switch_statement', 'type_switch_statement',
  'select_statement', 'expression_case', 'type_case', 'default_case', 'communication_case']);
const listOf = (node: LNode | undefined): readonly LNode[] => (node === undefined ? [] : node.type === 'expression_list' ? node.children : [node]);

/** The function or method declaration that starts on `line`. */
export function functionAt(tree: LiteTree, line: number): LNode | undefined {
  return tree.root.children.find((n) => (n.type === 'function_declaration' || n.type === 'method_declaration') && lineAt(tree, n.start) === line);
}

/** `shift` is added to the tree's lines (the function parsed alone). */
export function bodyFacts(tree: LiteTree, fn: LNode, shift = 0): BodyFacts {
  const declared = new Set<string>();
  const declSites = new Map<string, { count: number; line: number }>();
  const uses = new Map<string, number>();
  const declNodes = new Set<LNode>();
  const calls: BodyCall[] = [];
  // Where each local's scope starts (Go: after its declaring statement / spec), and where a name is first used as a package-like operand.
  const scopeFrom = new Map<string, number>();
  const scopes = new Map<string, [number, number][]>();
  const operandAt = new Map<string, number>();
  const selectors: BodySelector[] = [];
  // Names each block declares (Go: the function's parameters and results are in its body's block), so that
  // `b, err := f()` with `b` a named result or an earlier local of the same block assigns `b` instead of declaring it.
  const blockNames = new Map<LNode, Set<string>>();
  const namesOf = (block: LNode): Set<string> => {
    let set = blockNames.get(block);
    if (set === undefined) blockNames.set(block, (set = new Set()));
    return set;
  };
  // Every place a name is declared (its identifier), to end a call-typed local's range at the next one.
  const declAt = new Map<string, number[]>();
  const typedLocals: (TypedLocal & { blockEnd: number })[] = [];
  const typeLocal = (nameNode: LNode | undefined, source: ValueSource | undefined, from: number, block: LNode): void => {
    if (nameNode?.type !== 'identifier' || source === undefined) return;
    const name = text(tree, nameNode);
    if (name !== '_') typedLocals.push({ name, ...source, from, to: block.end, blockEnd: block.end });
  };
  const declare = (nodes: readonly LNode[], strict: boolean, from?: number, block?: LNode, redeclares = false): void => {
    for (const n of nodes) {
      if (n.type !== 'identifier') continue;
      const name = text(tree, n);
      if (name === '_') continue;
      declAt.set(name, [...(declAt.get(name) ?? []), n.start]);
      if (block !== undefined) {
        const names = namesOf(block);
        if (redeclares && names.has(name)) continue;
        names.add(name);
      }
      declared.add(name);
      const at = from ?? n.start;
      if (at < (scopeFrom.get(name) ?? Infinity)) scopeFrom.set(name, at);
      scopes.set(name, [...(scopes.get(name) ?? []), [at, block?.end ?? Infinity]]);
      if (!strict) continue;
      declNodes.add(n);
      const site = declSites.get(name);
      declSites.set(name, { count: (site?.count ?? 0) + 1, line: site?.line ?? lineAt(tree, n.start) + shift });
    }
  };
  const visit = (node: LNode, depth: number, outer: LNode): void => {
    if (depth > MAX_DEPTH) return;
    // The block a declaration here belongs to: statements with an implicit block open one; a function literal's body is its block.
    const block = SCOPES.has(node.type) && !(node.type === 'block' && outer.type === 'func_literal' && outer.end === node.end) ? node : outer;
    switch (node.type) {
      case 'short_var_declaration': {
        const left = listOf(field(node, 'left'));
        declare(left, true, node.end, block, true);
        const right = listOf(field(node, 'right'));
        // `x, err := F()`: the first name gets the call's first result; `a, b := T{}, U{}`: each its own.
        if (right.length === 1) typeLocal(left[0], valueType(right[0]!), node.end, block);
        else if (right.length === left.length) left.forEach((l, i) => typeLocal(l, valueType(right[i]!), node.end, block));
        break;
      }
      case 'var_spec': {
        const names = fields(node, 'name');
        declare(names, true, node.end, block);
        const declaredType = field(node, 'type');
        const values = listOf(field(node, 'value'));
        for (const [i, n] of names.entries()) {
          typeLocal(n, declaredType !== undefined ? typeOf(declaredType) : values.length === names.length ? valueType(values[i]!) : undefined, node.end, block);
        }
        break;
      }
      case 'const_spec':
        declare(fields(node, 'name'), false, node.end, block);
        break;
      case 'range_clause':
        if (/:=\s*range\b/.test(text(tree, node))) declare(listOf(field(node, 'left')), true, node.end, block);
        break;
      // `case v, ok := <-ch:` in a select declares v and ok for that case's statements.
      case 'receive_statement':
        if (field(node, 'left') !== undefined && /^[^=]*:=/.test(text(tree, node))) declare(listOf(field(node, 'left')), true, node.end, block);
        break;
      case 'selector_expression': {
        const operand = field(node, 'operand');
        if (operand?.type === 'identifier') {
          const name = text(tree, operand);
          if (node.start < (operandAt.get(name) ?? Infinity)) operandAt.set(name, operand.start);
          const member = field(node, 'field');
          if (member !== undefined) selectors.push({ head: name, member: text(tree, member), at: operand.start, line: lineAt(tree, node.start) + shift });
        }
        break;
      }
      // `switch v := x.(type) {`: v is declared in each clause's block, so its scope starts after the header's guard and ends
      // with the switch (before: from its name to the function's end).
      case 'type_switch_statement':
        declare(listOf(field(node, 'alias')), false, field(node, 'value')?.end, block);
        break;
      case 'parameter_declaration':
      case 'variadic_parameter_declaration':
        declare(fields(node, 'name'), false, undefined, block);
        break;
      case 'type_spec':
      case 'type_alias': {
        const name = field(node, 'name');
        if (name) declared.add(text(tree, name));
        break;
      }
      case 'call_expression': {
        const fnNode = field(node, 'function');
        const chain = fnNode === undefined ? undefined : selectorChain(tree, fnNode);
        const args = (field(node, 'arguments')?.children ?? []).filter((c) => c.type !== 'comment');
        if (chain !== undefined) {
          calls.push({
            chain, args: args.length, spread: args.some((a) => a.type === 'variadic_argument'),
            singleCallArg: args.length === 1 && args[0]?.type === 'call_expression', line: lineAt(tree, node.start) + shift, at: node.start,
          });
        }
        break;
      }
      // `m[a][b]` reads as a generic instantiation to the grammar: its names come as type identifiers.
      case 'identifier':
      case 'type_identifier':
        if (!declNodes.has(node)) {
          const name = text(tree, node);
          uses.set(name, (uses.get(name) ?? 0) + 1);
        }
        break;
      default:
    }
    for (const c of node.children) visit(c, depth + 1, block);
  };
  const body = field(fn, 'body');
  if (body !== undefined) {
    // The function's receiver, parameters and (named) results live in its body's block.
    const own = namesOf(body);
    for (const list of [field(fn, 'receiver'), field(fn, 'parameters'), field(fn, 'result')]) {
      for (const p of list?.children ?? []) for (const n of fields(p, 'name')) own.add(text(tree, n));
    }
    visit(body, 0, body);
  }
  const unused = [...declSites].filter(([name]) => (uses.get(name) ?? 0) === 0).map(([name, s]) => ({ name, line: s.line }));
  const usedBeforeDeclared = new Set([...operandAt].filter(([name, at]) => at < (scopeFrom.get(name) ?? -1)).map(([name]) => name));
  // A later declaration of the same name (an inner block's, a closure's parameter) ends the range: past it the name may be another variable.
  const ranged = typedLocals.map(({ blockEnd, ...t }) => ({ ...t, to: Math.min(blockEnd, ...(declAt.get(t.name) ?? []).filter((at) => at > t.from)) }));
  return { declared, unused, calls, usedBeforeDeclared, scopeFrom, scopes, selectors, typedLocals: ranged };

  /** `T`, `*T`, `pkg.T`, `*pkg.T` (a generic instantiation or any other type literal: undefined, its members are not read). */
  function typeOf(node: LNode): { via: 'type'; alias: string | undefined; ident: string } | undefined {
    const inner = node.type === 'pointer_type' ? node.children[0] : node;
    if (inner?.type === 'type_identifier' || (inner?.type === 'identifier' && node === inner)) return { via: 'type', alias: undefined, ident: text(tree, inner) };
    if (inner?.type !== 'qualified_type') return undefined;
    const pkg = field(inner, 'package');
    const name = field(inner, 'name');
    return pkg === undefined || name === undefined ? undefined : { via: 'type', alias: text(tree, pkg), ident: text(tree, name) };
  }
  /**
   * What an initializer says of its value's type: a composite literal's type (`&` taken), `new(T)`, a call of `F` / `pkg.F`, or
   * of a method on such a call's result (`pkg.F(..).M(..)`, a few deep: `then`).
   */
  function valueType(value: LNode, depth = 0): ValueSource | undefined {
    const expr = value.type === 'unary_expression' && text(tree, value).startsWith('&') ? field(value, 'operand') : value;
    if (expr?.type === 'composite_literal') {
      const type = field(expr, 'type');
      return type === undefined || value !== expr && type.type === 'pointer_type' ? undefined : typeOf(type);
    }
    if (expr !== value || expr.type !== 'call_expression') return undefined;
    const fnNode = field(expr, 'function');
    if (fnNode?.type === 'identifier' && text(tree, fnNode) === 'new') {
      const args = (field(expr, 'arguments')?.children ?? []).filter((c) => c.type !== 'comment');
      return args.length === 1 ? typeOf(args[0]!) : undefined;
    }
    if (fnNode?.type === 'identifier') return { via: 'call', alias: undefined, ident: text(tree, fnNode) };
    const operand = fnNode?.type === 'selector_expression' ? field(fnNode, 'operand') : undefined;
    const fnName = fnNode?.type === 'selector_expression' ? field(fnNode, 'field') : undefined;
    if (operand?.type === 'call_expression' && fnName !== undefined && depth < MAX_METHOD_CHAIN) {
      const inner = valueType(operand, depth + 1);
      return inner?.via === 'call' ? { ...inner, then: [...(inner.then ?? []), text(tree, fnName)] } : undefined;
    }
    return operand?.type === 'identifier' && fnName !== undefined ? { via: 'call', alias: text(tree, operand), ident: text(tree, fnName) } : undefined;
  }
}
