/**
 * Function bodies walked when a reader asks for them. A job reads ~60 files for a few of their definitions' edges
 * (a rich job: 396k characters of function bodies, of which the walk and the checks read 158k), yet every body was
 * copied into the light tree and walked at parse time. Here a body whose walk can only fill its own function's
 * fields (`references`, `locals`, `typeHints`, `selfArguments`) is copied as a skeleton (its statements without their
 * insides), and walked, from the native tree kept for it, the first time one of those fields is read.
 *
 * Exactness (test/core/languages/python/lazy-bodies.test.ts: every field of every definition equals parsePython's
 * on whole Debian packages): a body is deferred only when its walk cannot write anywhere else —
 * - no `def`, `class` or `import` in its text: no nested definition, import or stub;
 * - the tree has no syntax error (a skeleton would hide a body's problems);
 * - in a class's scope (a method: its `self` adds attributes to the class), its first parameter never stands where an
 *   attribute could be a target: `P.name` followed by `=`, `:`, `,`, `)`, `]`, `in`, a comment or the end (targets.ts
 *   records an attribute only for `P.name` as a whole assignment, `for` or `as` target);
 * and its skeleton keeps what visitDefinition reads at once: the first statement whole (the docstring, the body's
 * start), every block and clause (ast's end line descends through their last child), and the statements a stub is
 * made of (`...`, a `raise` naming NotImplementedError).
 */
import type { LiteTree, LNode } from './parser.js';
import type { Opaque } from '../lite-tree.js';
import type { Scope, Walk } from './scope.js';
import { NO_FLAGS } from './scope.js';
import type { Definition, Reference, SelfArgument, TypeHint } from './types.js';

/** What the walk needs to defer bodies: the deferred blocks, and a whole copy of a node from the kept native tree. */
export interface LazyBodies {
  bodies: ReadonlySet<LNode>;
  copyAt(type: string, start: number, end: number): LNode | undefined;
}

/** Nodes a skeleton keeps with their children: ast's end line descends through their last child. */
const SKELETON: ReadonlySet<string> = new Set([
  'block', 'if_statement', 'elif_clause', 'else_clause', 'for_statement', 'while_statement', 'try_statement',
  'except_clause', 'except_group_clause', 'finally_clause', 'with_statement', 'match_statement', 'case_clause',
]);

const DEFINES = /\b(?:def|class|import)\b/;
/** A header's first parameter (python/definitions.ts: `self` of a method); none when the list is empty. */
const FIRST_PARAMETER = /^(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(\s*(?:\)|\**\s*([A-Za-z_]\w*))/;

/** Where `P.name` could be an assignment, `for` or `as` target: it could give the class an attribute. */
function mayAssignAttributeOf(name: string, text: string): boolean {
  if (!text.includes(name)) return false;
  return new RegExp(`\\b${name}[ \\t\\\\\\r\\n]*\\.[ \\t\\\\\\r\\n]*[A-Za-z_]\\w*[ \\t\\\\\\r\\n]*(?:=(?!=)|[:,)\\]#]|in\\b|$)`).test(text);
}

/**
 * The copy's rule for one parse of `source`: which function bodies are deferred (`bodies`) and which of their nodes
 * are copied without children. Every copied node passes here with its parent, in order, so the class scopes are
 * followed as the walk will follow them: a class body and the blocks and clauses inside it, up to a definition.
 */
export function lazyBodyPlan(source: string): { opaque: Opaque; bodies: Set<LNode> } {
  const bodies = new Set<LNode>();
  const skeleton = new Set<LNode>();
  const started = new Set<LNode>();
  /** Nodes whose statements the walk visits in a class's scope. */
  const classScoped = new Set<LNode>();
  /** Functions defined in a class's scope: methods. */
  const methods = new Set<LNode>();
  const opaque: Opaque = (type, field, parent, node) => {
    // Most nodes are expressions outside any deferred body or class scope: a type check or two, one set lookup.
    if (skeleton.has(parent)) {
      if (type === 'comment') return false;
      if (bodies.has(parent)) {
        // The body's first statement is copied whole: it may be the docstring.
        if (!started.has(parent)) {
          started.add(parent);
          return false;
        }
        if (stubLike(source, type, node)) return false;
      }
      if (SKELETON.has(type)) {
        skeleton.add(node);
        return false;
      }
      return true;
    }
    if (type === 'block') {
      if (field !== 'body') {
        if (classScoped.has(parent)) classScoped.add(node);
      } else if (parent.type === 'class_definition' || classScoped.has(parent)) classScoped.add(node);
      else if (parent.type === 'function_definition' && deferrable(source, parent, node, methods.has(parent))) {
        bodies.add(node);
        skeleton.add(node);
      }
      return false;
    }
    if (type === 'function_definition' || type === 'decorated_definition') {
      if (classScoped.has(parent) || methods.has(parent)) methods.add(node);
    } else if (SKELETON.has(type) && classScoped.has(parent)) classScoped.add(node);
    return false;
  };
  return { opaque, bodies };
}

function deferrable(source: string, fn: LNode, body: LNode, method: boolean): boolean {
  const text = source.slice(body.start, body.end);
  if (DEFINES.test(text)) return false;
  if (!method) return true;
  const header = FIRST_PARAMETER.exec(source.slice(fn.start, body.start));
  if (header === null) return false;
  const first = header[1];
  return first === undefined || !mayAssignAttributeOf(first, text);
}

/** The statements a stub is made of (python/stubs.ts reads their children): copied whole in a deferred body. */
function stubLike(source: string, type: string, node: LNode): boolean {
  if (type === 'expression_statement') return node.end - node.start === 3 && source.startsWith('...', node.start);
  return type === 'raise_statement' && source.slice(node.start, node.end).includes('NotImplementedError');
}

type BlockWalker = (w: Walk, scope: Scope, block: LNode | undefined, flags: typeof NO_FLAGS) => void;

interface BodyFields {
  references: Reference[];
  locals: string[];
  typeHints: Record<string, TypeHint> | undefined;
  selfArguments: SelfArgument[] | undefined;
}

/** A walk of a copy made from the kept native tree: it must not define anything (deferrable's rule). */
function detachedWalk(tree: LiteTree, root: LNode): Walk {
  return { tree: { root, source: tree.source, lineStarts: tree.lineStarts, problems: [] }, definitions: [], imports: [], allNames: undefined, stubs: [], depth: 0 };
}

/**
 * Leaves `def`'s body (`node`'s, deferred) to be walked into `inner` the first time `references`, `locals`,
 * `typeHints` or `selfArguments` is read; the walk is the one visitDefinition would have made at once.
 */
export function deferBody(w: Walk, lazy: LazyBodies, def: Definition, node: LNode, inner: Scope, walkBlock: BlockWalker): void {
  const fields: BodyFields = { references: [], locals: [], typeHints: def.typeHints, selfArguments: def.selfArguments };
  let state: 'pending' | 'walking' | 'done' = 'pending';
  const tree = w.tree;
  const walk = (): void => {
    if (state !== 'pending') return;
    state = 'walking';
    try {
      const whole = lazy.copyAt(node.type, node.start, node.end);
      const body = whole?.children.find((c) => c.type === 'block');
      if (whole === undefined || body === undefined) throw new Error(`lazy-bodies: the kept tree has no ${node.type} at ${node.start}-${node.end}`);
      const bodyWalk = detachedWalk(tree, whole);
      try {
        walkBlock(bodyWalk, inner, body, NO_FLAGS);
      } catch (error) {
        // As moduleOf: pathological nesting past the depth guard keeps what was found.
        if (!(error instanceof RangeError)) throw error;
      }
      if (bodyWalk.definitions.length + bodyWalk.imports.length + bodyWalk.stubs.length > 0 || bodyWalk.allNames !== undefined) {
        throw new Error(`lazy-bodies: a deferred body of ${def.qualname} defined something`);
      }
      fields.locals = [...inner.locals].filter((n) => !inner.globals.has(n));
      fields.references = inner.sink.refs;
    } finally {
      state = 'done';
    }
  };
  for (const key of ['references', 'locals', 'typeHints', 'selfArguments'] as const) {
    Object.defineProperty(def, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        walk();
        return fields[key];
      },
      set: (value: never) => {
        walk();
        fields[key] = value;
      },
    });
  }
}
