/**
 * Function bodies walked when a reader asks for them. A job reads ~60 files for a few of their definitions' edges
 * (a rich job: 396k characters of function bodies, of which the walk and the checks read 158k), yet every body was
 * copied into the light tree and walked at parse time. Here a body whose walk can only fill its own function's
 * fields (`references`, `locals`, `typeHints`, `selfArguments`) is copied as a skeleton (its statements without their
 * insides), and walked, from the native tree kept for it, the first time one of those fields is read.
 *
 * Exactness (test/core/languages/python/lazy-bodies.test.ts: every field of every definition equals parsePython's
 * on whole Debian packages): a body is deferred only when it cannot define anything (no `def`, `class` or `import`
 * in its text, so no nested definition, import or stub), the tree has no syntax error (its problems are all
 * copied), and its skeleton keeps what the eager parts read: the first statement whole (the docstring, the body's
 * start), every block and clause (ast's end line descends through them), and the statements a stub is made of
 * (`...`, a `raise` naming NotImplementedError). A method's body can also add attributes to its class: one whose
 * text shows an assignment to its first parameter's attribute is not deferred, and the class's `attributes` are
 * read after its deferred methods are walked; if one of them added any after all, the class is walked again whole.
 */
import type { LiteTree, LNode } from './parser.js';
import type { Opaque } from '../lite-tree.js';
import type { Scope, Walk } from './scope.js';
import { NO_FLAGS, newScope } from './scope.js';
import type { Definition, InstanceAttribute, Reference, SelfArgument, TypeHint } from './types.js';

/** What the walk needs to defer bodies: the deferred blocks, and a whole copy of a node from the kept native tree. */
export interface LazyBodies {
  bodies: ReadonlySet<LNode>;
  copyAt(type: string, start: number, end: number): LNode | undefined;
  /** The deferred methods' walks per class scope, run before the class's attributes are read. */
  pendingByClass: Map<Scope, Array<() => void>>;
}

/** Nodes a skeleton keeps with their children: ast's end line descends through their last child. */
const SKELETON: ReadonlySet<string> = new Set([
  'block', 'if_statement', 'elif_clause', 'else_clause', 'for_statement', 'while_statement', 'try_statement',
  'except_clause', 'except_group_clause', 'finally_clause', 'with_statement', 'match_statement', 'case_clause',
]);

const DEFINES = /\b(?:def|class|import)\b/;
const FIRST_PARAMETER = /\(\s*\**\s*([A-Za-z_]\w*)/;

/** `name.attr =`, `name.attr +=`, `name.attr:` — a body that (likely) gives its class an attribute. */
function assignsAttributeOf(name: string, text: string): boolean {
  if (!text.includes(`${name}`)) return false;
  return new RegExp(`\\b${name}[ \\t\\\\\\r\\n]*\\.[ \\t\\\\\\r\\n]*[A-Za-z_]\\w*[ \\t\\\\\\r\\n]*(?:[-+*/%&|^@]|<<|>>|\\*\\*|//)?(?:=(?!=)|:(?!=))`).test(text);
}

/**
 * The copy's rule for one parse of `source`: which function bodies are deferred (`bodies`) and which of their nodes
 * are copied without children.
 */
export function lazyBodyPlan(source: string): { opaque: Opaque; bodies: Set<LNode> } {
  const bodies = new Set<LNode>();
  const skeleton = new Set<LNode>();
  const started = new Set<LNode>();
  const classBodies = new Set<LNode>();
  const inClass = new Set<LNode>();
  const opaque: Opaque = (type, field, parent, node) => {
    if (type === 'block' && field === 'body') {
      if (parent.type === 'class_definition') classBodies.add(node);
      else if (parent.type === 'function_definition' && deferrable(source, parent, node, inClass.has(parent))) {
        bodies.add(node);
        skeleton.add(node);
      }
      return false;
    }
    if (type === 'function_definition' || type === 'decorated_definition') {
      if (classBodies.has(parent) || (parent.type === 'decorated_definition' && inClass.has(parent))) inClass.add(node);
      return false;
    }
    if (!skeleton.has(parent) || type === 'comment') return false;
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
  };
  return { opaque, bodies };
}

function deferrable(source: string, fn: LNode, body: LNode, method: boolean): boolean {
  const text = source.slice(body.start, body.end);
  if (DEFINES.test(text)) return false;
  if (!method) return true;
  const first = FIRST_PARAMETER.exec(source.slice(fn.start, body.start))?.[1];
  return first === undefined || !assignsAttributeOf(first, text);
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
export function deferBody(w: Walk, lazy: LazyBodies, def: Definition, node: LNode, inner: Scope, classScope: Scope | undefined, walkBlock: BlockWalker): void {
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
  if (classScope !== undefined) {
    let pending = lazy.pendingByClass.get(classScope);
    if (pending === undefined) lazy.pendingByClass.set(classScope, (pending = []));
    pending.push(walk);
  }
}

/**
 * A class with deferred methods: its `attributes` are read after those methods are walked. A deferred method is one
 * whose text showed no attribute assignment; if its walk recorded one all the same, the order in which the class's
 * attributes were merged is no longer the source's, so the class is copied whole and walked again, eagerly.
 */
export function deferAttributes(
  w: Walk,
  lazy: LazyBodies,
  def: Definition,
  node: LNode,
  decorated: LNode | undefined,
  scope: Scope,
  inner: Scope,
  visit: (w: Walk, scope: Scope, node: LNode, decorated: LNode | undefined) => void,
): void {
  const pending = lazy.pendingByClass.get(inner);
  if (pending === undefined || pending.length === 0) return;
  lazy.pendingByClass.delete(inner);
  let attributes: InstanceAttribute[] = def.attributes;
  const writes = inner.attrWrites;
  let settled = false;
  const tree = w.tree;
  const settle = (): void => {
    if (settled) return;
    settled = true;
    for (const walk of pending) walk();
    if (inner.attrWrites === writes) return;
    const whole = lazy.copyAt(node.type, node.start, node.end);
    if (whole === undefined) throw new Error(`lazy-bodies: the kept tree has no class at ${node.start}-${node.end}`);
    const again = detachedWalk(tree, whole);
    visit(again, newScope(scope.kind, scope.def, scope.parent), whole, decorated);
    const cls = again.definitions[0];
    if (cls === undefined) throw new Error(`lazy-bodies: walking ${def.qualname} again found no class`);
    attributes = cls.attributes;
  };
  Object.defineProperty(def, 'attributes', {
    enumerable: true,
    configurable: true,
    get: () => {
      settle();
      return attributes;
    },
    set: (value: InstanceAttribute[]) => {
      settle();
      attributes = value;
    },
  });
}
