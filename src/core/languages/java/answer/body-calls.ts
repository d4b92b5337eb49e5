/**
 * What the Java answer checks read off a body's own tree (the body parsed inside a wrapper method):
 * its method calls and `new` expressions with their argument counts, the locals it declares with
 * the type text of each declaration (a name declared with two types is ambiguous), and whether it
 * declares a class of its own (an anonymous or local class: inside one, `this` and unqualified
 * calls may mean that class's members, which the checks do not follow).
 */
import type { LiteTree, LNode } from '../../lite-tree.js';
import { field, lineAt, text } from '../../tree-text.js';
import { callChain } from '../body-scan.js';
import { parseJavaLite } from '../parser.js';
import { typeChain } from '../types-of.js';

/** An anonymous or local class the code is inside: its bases (as written) and the methods it declares. */
export interface LocalClassFrame {
  bases: string[];
  methods: Set<string>;
  /** Methods it declares with `@Override`, with their 1-based body line: a base must declare each. */
  overrides: { name: string; line: number }[];
}

export interface JavaCall {
  /** `a.b.m(...)` -> ['a', 'b', 'm']; `m(...)` -> ['m']. */
  chain: string[];
  args: number;
  /** 1-based line of the body. */
  line: number;
  /** The anonymous and local classes around the call, innermost last. */
  frames: LocalClassFrame[];
}

export interface JavaCreation {
  type: string[];
  args: number;
  anonymous: boolean;
  line: number;
}

export interface JavaBodyFacts {
  calls: JavaCall[];
  creations: JavaCreation[];
  /** Local name -> the type texts it is declared with (`var` and lambda parameters as ''). */
  localTypes: Map<string, Set<string>>;
  /** The body declares an anonymous or local class (or enum/record/interface). */
  declaresClass: boolean;
  /** Every anonymous or local class the body declares. */
  frames: LocalClassFrame[];
  /** Syntax problems of the body alone: 1-based body line and message. */
  problems: { line: number; message: string }[];
}

/** Lines of the wrapper above the body. */
const HEAD = 2;
const MAX_DEPTH = 400;
const TYPE_NODES = new Set(['type_identifier', 'scoped_type_identifier', 'generic_type']);

export function wrapJavaBody(body: string): string {
  return `class _DycoderCheck_ {\n  void _dycoderCheck_() {\n${body}\n  }\n}\n`;
}

function argCount(node: LNode): number {
  return (field(node, 'arguments')?.children ?? []).filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment').length;
}

export function javaBodyFacts(body: string): JavaBodyFacts {
  const tree: LiteTree = parseJavaLite(wrapJavaBody(body));
  const line = (n: LNode): number => lineAt(tree, n.start) - HEAD;
  const calls: JavaCall[] = [];
  const creations: JavaCreation[] = [];
  const localTypes = new Map<string, Set<string>>();
  let declaresClass = false;
  const declare = (name: LNode | undefined, type: LNode | undefined): void => {
    if (name?.type !== 'identifier') return;
    const n = text(tree, name);
    const t = type === undefined ? '' : text(tree, type).replace(/\s+/g, '');
    const set = localTypes.get(n) ?? new Set<string>();
    set.add(t === 'var' ? '' : t);
    localTypes.set(n, set);
  };
  const frames: LocalClassFrame[] = [];
  const overrides = (m: LNode): boolean =>
    m.children.some((c) => c.type === 'modifiers' && c.children.some((a) => a.type === 'marker_annotation' && /^@\s*(?:java\.lang\.)?Override$/.test(text(tree, a))));
  const frameOf = (bases: string[], body: LNode | undefined): LocalClassFrame => {
    const declared = (body?.children ?? []).filter((c) => c.type === 'method_declaration');
    const named = (c: LNode): string | undefined => {
      const n = field(c, 'name');
      return n === undefined ? undefined : text(tree, n);
    };
    const frame: LocalClassFrame = {
      bases,
      methods: new Set(declared.map(named).filter((n) => n !== undefined)),
      overrides: declared.filter(overrides).flatMap((c) => {
        const n = named(c);
        return n === undefined ? [] : [{ name: n, line: line(c) }];
      }),
    };
    frames.push(frame);
    return frame;
  };
  const typesUnder = (node: LNode | undefined): string[] => {
    if (node === undefined) return [];
    const chain = TYPE_NODES.has(node.type) ? typeChain(tree, node) : undefined;
    return chain !== undefined ? [chain.join('.')] : node.children.flatMap(typesUnder);
  };
  const visit = (node: LNode, depth: number, frames: LocalClassFrame[]): void => {
    if (depth > MAX_DEPTH) return;
    switch (node.type) {
      case 'method_invocation': {
        const chain = callChain(tree, node);
        if (chain !== undefined) calls.push({ chain, args: argCount(node), line: line(node), frames });
        break;
      }
      case 'class_declaration':
      case 'interface_declaration':
      case 'enum_declaration':
      case 'record_declaration': {
        declaresClass = true;
        const body = field(node, 'body');
        const frame = frameOf([...typesUnder(field(node, 'superclass')), ...typesUnder(field(node, 'interfaces'))], body);
        // A record's accessor may say @Override (JLS 9.6.4.4); an enum's implicit members are not listed: neither is checked.
        if (node.type === 'record_declaration' || node.type === 'enum_declaration') frame.overrides = [];
        const inner = [...frames, frame];
        for (const c of node.children) visit(c, depth + 1, c === body ? inner : frames);
        return;
      }
      case 'object_creation_expression': {
        const type = typeChain(tree, field(node, 'type'));
        const classBody = node.children.find((c) => c.type === 'class_body');
        const anonymous = classBody !== undefined;
        if (classBody !== undefined) {
          declaresClass = true;
          const inner = [...frames, frameOf(type === undefined ? [] : [type.join('.')], classBody)];
          for (const c of node.children) visit(c, depth + 1, c === classBody ? inner : frames);
        }
        // `outer.new Inner()` names a member type of outer's class: not followed.
        const qualified = node.children[0] !== undefined && node.children[0].field !== 'type' && !/annotation|type_arguments/.test(node.children[0].type);
        if (type !== undefined && !qualified) creations.push({ type, args: argCount(node), anonymous, line: line(node) });
        if (anonymous) return;
        break;
      }
      case 'local_variable_declaration': {
        const type = field(node, 'type');
        for (const c of node.children) if (c.type === 'variable_declarator') declare(field(c, 'name'), type);
        break;
      }
      case 'formal_parameter':
      case 'catch_formal_parameter':
      case 'enhanced_for_statement':
      case 'resource':
        declare(field(node, 'name'), field(node, 'type'));
        break;
      case 'lambda_expression': {
        const params = field(node, 'parameters');
        if (params?.type === 'identifier') declare(params, undefined);
        else if (params?.type === 'inferred_parameters') for (const p of params.children) declare(p, undefined);
        break;
      }
      case 'instanceof_expression':
        declare(field(node, 'name'), field(node, 'right'));
        break;
      case 'type_pattern':
        declare(node.children.find((c) => c.type === 'identifier'), node.children.find((c) => c.type !== 'identifier' && c.type !== 'modifiers'));
        break;
      default:
    }
    for (const c of node.children) visit(c, depth + 1, frames);
  };
  const method = tree.root.children[0]?.children.find((c) => c.type === 'class_body')?.children.find((c) => c.type === 'method_declaration');
  const block = method === undefined ? undefined : field(method, 'body');
  if (block !== undefined) for (const c of block.children) visit(c, 1, []);
  const problems = tree.problems.map((p) => ({ line: lineAt(tree, p.index) - HEAD, message: p.message }));
  return { calls, creations, localTypes, declaresClass, frames, problems };
}
