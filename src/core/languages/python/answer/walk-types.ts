/** The shapes of a body walk (body-walk.ts) and how one call site is read from the tree. */
import type { LNode, LiteTree } from '../parser.js';
import { field, lineAt, text } from '../tree-utils.js';

/**
 * How a `try` around a read catches the NameError it may raise: `named`, a handler names `NameError` (the code reads a
 * name it expects may be unbound: IPython's `get_ipython`, Python 2's `unicode`); `broad`, only `Exception`,
 * `BaseException` or a bare `except:` catch it (the handler swallows it; as often a missing import as on purpose).
 */
export type NameGuard = 'named' | 'broad';

export interface Scope {
  kind: 'function' | 'lambda' | 'class' | 'comprehension';
  bound: Set<string>;
  /** Declared global/nonlocal: resolved outside, never an error here. */
  declared: Set<string>;
  nonlocals: { name: string; line: number }[];
  /** `guard`: the load sits in a `try` body whose handler catches its NameError (name-guard.ts). */
  loads: { name: string; line: number; guard?: NameGuard }[];
  parent: Scope | undefined;
  star: boolean;
}

export interface CallSite {
  /** `f(...)` -> ['f']; `self.m(...)` -> ['self', 'm']; empty when the callee is not a plain chain. */
  chain: string[];
  positional: number;
  keywords: string[];
  /** `*args` or `**kwargs` in the call: arity cannot be checked. */
  splat: boolean;
  line: number;
  scope: Scope;
}

export interface WalkResult {
  /** Exact CPython-style messages with the line in the wrapper. */
  compileErrors: { message: string; line: number }[];
  scopes: Scope[];
  /** The target function's own scope (the wrapper). */
  top: Scope;
  calls: CallSite[];
  /** Attributes the body assigns on a name (`self.x = ...` -> self: {x}). */
  assignedAttributes: Map<string, Set<string>>;
  /** How often each plain name is bound as an assignment, loop or `as` target, or by `:=`. */
  bindings: Map<string, number>;
  /** Plain names assigned a call of a plain name (`x = Cls(...)` -> x: ['Cls']), one entry per such assignment. */
  constructed: Map<string, string[]>;
  /** The scope of each of those assignments, in the same order. */
  constructedIn: Map<string, Scope[]>;
  /** Names bound somewhere other than as an assignment, loop, `as` or `:=` target (parameters, defs, classes, imports, match captures). */
  uncounted: Set<string>;
  tree: LiteTree;
}

const COMPREHENSIONS = new Set(['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression']);

/** A call's callee chain and argument shape, or undefined when its arguments are a bare generator. */
export function callSite(tree: LiteTree, n: LNode, scope: Scope): CallSite | undefined {
  const fn = field(n, 'function');
  const args = field(n, 'arguments');
  const chain: string[] = [];
  for (let cur = fn; cur; ) {
    if (cur.type === 'identifier') {
      chain.unshift(text(tree, cur));
      break;
    }
    if (cur.type !== 'attribute') {
      chain.length = 0;
      break;
    }
    const attr = field(cur, 'attribute');
    if (attr) chain.unshift(text(tree, attr));
    cur = field(cur, 'object');
    if (!cur) chain.length = 0;
  }
  if (args?.type !== 'argument_list') return undefined;
  // A backslash line continuation inside the parentheses (legal Python, transip writes them) is no argument.
  const kids = args.children.filter((c) => c.type !== 'comment' && c.type !== 'line_continuation');
  return {
    chain,
    positional: kids.filter((c) => c.type !== 'keyword_argument' && c.type !== 'list_splat' && c.type !== 'dictionary_splat').length,
    keywords: kids.filter((c) => c.type === 'keyword_argument').map((c) => text(tree, field(c, 'name') ?? c)),
    splat: kids.some((c) => c.type === 'list_splat' || c.type === 'dictionary_splat') || COMPREHENSIONS.has(args.type),
    line: lineAt(tree, n.start),
    scope,
  };
}
