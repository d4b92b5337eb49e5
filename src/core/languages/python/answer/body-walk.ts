/**
 * One walk over a new body, wrapped in the target's own header, that finds what CPython's
 * compiler refuses and tree-sitter accepts (`await` outside `async def`, `return`/`yield`
 * outside a function, `break`/`continue` outside a loop, duplicate parameters, `nonlocal`
 * without a binding) and the body's free names, calls and scopes (Python's scoping rules:
 * function, class, lambda and comprehension scopes; a name bound anywhere in a scope is local
 * to all of it; class scopes are skipped by the functions nested in them).
 */
import { parseLite } from '../parser.js';
import type { LNode } from '../parser.js';
import { field, lineAt, text } from '../tree-utils.js';
import { callSite, type NameGuard, type Scope, type WalkResult } from './walk-types.js';
import { tryGuard } from './name-guard.js';

export type { CallSite, Scope, WalkResult } from './walk-types.js';

interface Ctx {
  scope: Scope;
  fn: 'function' | 'class' | 'module';
  async: boolean;
  loops: number;
  inComprehension: boolean;
  /** Inside a `try` body whose handler catches a NameError (name-guard.ts); a def or lambda inside runs later, unguarded. */
  guard?: NameGuard | undefined;
}


/** The walk of a whole module: every top-level statement, the module's own scope first. */
export function walkModule(source: string): WalkResult {
  return walkBody(source, true);
}

export function walkBody(wrapped: string, wholeModule = false): WalkResult {
  const tree = parseLite(wrapped);
  const out: WalkResult = { compileErrors: [], scopes: [], top: undefined as unknown as Scope, calls: [], assignedAttributes: new Map(), bindings: new Map(), constructed: new Map(), constructedIn: new Map(), uncounted: new Set(), tree };
  const line = (n: LNode): number => lineAt(tree, n.start);
  const err = (n: LNode, message: string): void => void out.compileErrors.push({ message, line: line(n) });
  const newScope = (kind: Scope['kind'], parent: Scope | undefined): Scope => {
    const s: Scope = { kind, bound: new Set(), declared: new Set(), nonlocals: [], loads: [], parent, star: false };
    out.scopes.push(s);
    return s;
  };
  /** A name bound other than by an assignment, loop, `as` or `:=` target (a parameter, def, class, import, match capture). */
  const uncounted = (name: string): string => {
    out.uncounted.add(name);
    return name;
  };
  const functionScope = (s: Scope): Scope => (s.kind === 'comprehension' && s.parent ? functionScope(s.parent) : s);

  function bindTarget(n: LNode, ctx: Ctx): void {
    switch (n.type) {
      case 'identifier':
        ctx.scope.bound.add(text(tree, n));
        out.bindings.set(text(tree, n), (out.bindings.get(text(tree, n)) ?? 0) + 1);
        return;
      case 'attribute': {
        const obj = field(n, 'object');
        const attr = field(n, 'attribute');
        if (obj?.type === 'identifier' && attr) {
          const set = out.assignedAttributes.get(text(tree, obj)) ?? new Set<string>();
          set.add(text(tree, attr));
          out.assignedAttributes.set(text(tree, obj), set);
        }
        visit(n, ctx);
        return;
      }
      case 'subscript':
        visit(n, ctx);
        return;
      default:
        for (const c of n.children) bindTarget(c, ctx);
    }
  }

  function parameters(params: LNode | undefined, ctx: Ctx, inner: Scope): void {
    const seen = new Set<string>();
    for (const p of params?.children ?? []) {
      const nameNode = p.type === 'identifier' ? p : (field(p, 'name') ?? p.children.find((c) => c.type === 'identifier'));
      // `*args`, `**kw`, and their annotated forms (`*args: int` is a typed_parameter around the splat).
      const splat = p.type === 'list_splat_pattern' || p.type === 'dictionary_splat_pattern' ? p : p.children.find((c) => c.type === 'list_splat_pattern' || c.type === 'dictionary_splat_pattern');
      const inside = splat?.children[0];
      const named = inside ?? nameNode;
      if (named?.type === 'identifier') {
        const name = text(tree, named);
        if (seen.has(name)) err(p, `duplicate argument '${name}' in function definition`);
        seen.add(name);
        inner.bound.add(uncounted(name));
      }
      for (const part of ['value', 'type'] as const) {
        const v = field(p, part);
        if (v) visit(v, ctx);
      }
      const nestedType = inside === undefined ? undefined : field(p, 'type');
      if (nestedType) visit(nestedType, ctx);
    }
  }

  function functionDef(n: LNode, ctx: Ctx): void {
    const name = field(n, 'name');
    if (name) ctx.scope.bound.add(uncounted(text(tree, name)));
    const inner = newScope('function', ctx.scope);
    parameters(field(n, 'parameters'), ctx, inner);
    const ret = field(n, 'return_type');
    if (ret) visit(ret, ctx);
    const isAsync = /^async\b/.test(text(tree, n));
    const body = field(n, 'body');
    if (body) visit(body, { scope: inner, fn: 'function', async: isAsync, loops: 0, inComprehension: false });
  }

  function comprehension(n: LNode, ctx: Ctx): void {
    const inner = newScope('comprehension', ctx.scope);
    const innerCtx: Ctx = { ...ctx, scope: inner, inComprehension: true, guard: n.type === 'generator_expression' ? undefined : ctx.guard };
    let first = true;
    for (const c of n.children) {
      if (c.type !== 'for_in_clause') continue;
      if (/^async\b/.test(text(tree, c)) && !ctx.async && n.type !== 'generator_expression') {
        err(c, 'asynchronous comprehension outside of an asynchronous function');
      }
      const right = field(c, 'right');
      if (right) visit(right, first ? ctx : innerCtx);
      for (const r of c.children.filter((x) => x.field === 'right').slice(1)) visit(r, first ? ctx : innerCtx);
      first = false;
      const left = field(c, 'left');
      if (left) bindTarget(left, innerCtx);
    }
    for (const c of n.children) if (c.type !== 'for_in_clause') visit(c, innerCtx);
  }

  function visit(n: LNode, ctx: Ctx): void {
    switch (n.type) {
      case 'identifier':
        ctx.scope.loads.push(ctx.guard === undefined ? { name: text(tree, n), line: line(n) } : { name: text(tree, n), line: line(n), guard: ctx.guard });
        return;
      case 'try_statement': {
        const guard = tryGuard(tree, n);
        for (const c of n.children) visit(c, c.field === 'body' && guard !== undefined && ctx.guard !== 'named' ? { ...ctx, guard } : ctx);
        return;
      }
      case 'comment':
      case 'string_content':
      case 'escape_sequence':
        return;
      case 'decorated_definition':
        for (const c of n.children) visit(c, ctx);
        return;
      case 'function_definition':
        return functionDef(n, ctx);
      case 'class_definition': {
        const name = field(n, 'name');
        if (name) ctx.scope.bound.add(uncounted(text(tree, name)));
        const sup = field(n, 'superclasses');
        if (sup) visit(sup, ctx);
        const inner = newScope('class', ctx.scope);
        const body = field(n, 'body');
        if (body) visit(body, { scope: inner, fn: 'class', async: false, loops: 0, inComprehension: false, guard: ctx.guard });
        return;
      }
      case 'lambda': {
        const inner = newScope('lambda', ctx.scope);
        parameters(field(n, 'parameters'), ctx, inner);
        const body = field(n, 'body');
        if (body) visit(body, { scope: inner, fn: 'function', async: false, loops: 0, inComprehension: false });
        return;
      }
      case 'list_comprehension':
      case 'set_comprehension':
      case 'dictionary_comprehension':
      case 'generator_expression':
        return comprehension(n, ctx);
      case 'named_expression': {
        const name = field(n, 'name');
        if (name) {
          functionScope(ctx.scope).bound.add(text(tree, name));
          out.bindings.set(text(tree, name), (out.bindings.get(text(tree, name)) ?? 0) + 1);
        }
        const value = field(n, 'value');
        if (value) visit(value, ctx);
        return;
      }
      case 'assignment':
      case 'augmented_assignment': {
        const left = field(n, 'left');
        const right = field(n, 'right');
        const callee = right?.type === 'call' ? field(right, 'function') : undefined;
        if (n.type === 'assignment' && left?.type === 'identifier' && callee?.type === 'identifier') {
          const list = out.constructed.get(text(tree, left)) ?? [];
          list.push(text(tree, callee));
          out.constructed.set(text(tree, left), list);
          out.constructedIn.set(text(tree, left), [...(out.constructedIn.get(text(tree, left)) ?? []), ctx.scope]);
        }
        if (left) {
          bindTarget(left, ctx);
          if (n.type === 'augmented_assignment') visit(left, ctx);
        }
        for (const c of n.children) if (c.field === 'right' || c.field === 'type') visit(c, ctx);
        return;
      }
      case 'for_statement':
      case 'while_statement': {
        if (n.type === 'for_statement' && /^async\b/.test(text(tree, n)) && !ctx.async) err(n, "'async for' outside async function");
        const left = field(n, 'left');
        if (left) bindTarget(left, ctx);
        for (const c of n.children) {
          if (c === left) continue;
          visit(c, c.field === 'body' ? { ...ctx, loops: ctx.loops + 1 } : ctx);
        }
        return;
      }
      case 'with_statement':
        if (/^async\b/.test(text(tree, n)) && !ctx.async) err(n, "'async with' outside async function");
        for (const c of n.children) visit(c, ctx);
        return;
      case 'as_pattern': {
        const alias = field(n, 'alias');
        for (const c of n.children) {
          if (c === alias) bindTarget(c, ctx);
          else if (c.type === 'identifier' && n.children.indexOf(c) > 0 && n.children.some((x) => x.type === 'case_pattern')) ctx.scope.bound.add(uncounted(text(tree, c)));
          else visit(c, ctx);
        }
        return;
      }
      case 'case_pattern':
      case 'splat_pattern':
        return casePattern(n, ctx);
      case 'import_statement':
      case 'import_from_statement':
      case 'future_import_statement': {
        for (const c of n.children) {
          if (c.field === 'module_name') continue;
          if (c.type === 'wildcard_import') {
            ctx.scope.star = true;
            if (ctx.fn !== 'module') err(n, 'import * only allowed at module level');
          }
          else if (c.type === 'aliased_import') bindTarget(field(c, 'alias') ?? c, ctx);
          else if (c.type === 'dotted_name' && c.children[0]) ctx.scope.bound.add(uncounted(text(tree, c.children[0])));
        }
        return;
      }
      case 'global_statement':
        for (const c of n.children) if (c.type === 'identifier') ctx.scope.declared.add(text(tree, c));
        return;
      case 'nonlocal_statement':
        for (const c of n.children) {
          if (c.type !== 'identifier') continue;
          ctx.scope.declared.add(text(tree, c));
          ctx.scope.nonlocals.push({ name: text(tree, c), line: line(c) });
        }
        return;
      case 'delete_statement':
        for (const c of n.children) bindTarget(c, ctx);
        return;
      case 'attribute': {
        const obj = field(n, 'object');
        if (obj) visit(obj, ctx);
        return;
      }
      case 'keyword_argument': {
        const value = field(n, 'value');
        if (value) visit(value, ctx);
        return;
      }
      case 'call': {
        const site = callSite(tree, n, ctx.scope);
        if (site) out.calls.push(site);
        break;
      }
      case 'return_statement':
        if (ctx.fn !== 'function') err(n, "'return' outside function");
        break;
      case 'yield':
        if (ctx.inComprehension) err(n, "'yield' inside comprehension");
        else if (ctx.fn !== 'function') err(n, "'yield' outside function");
        break;
      case 'await':
        if (ctx.fn !== 'function') err(n, "'await' outside function");
        else if (!ctx.async) err(n, "'await' outside async function");
        break;
      case 'break_statement':
        if (ctx.loops === 0) err(n, "'break' outside loop");
        return;
      case 'continue_statement':
        if (ctx.loops === 0) err(n, "'continue' not properly in loop");
        return;
      default:
        break;
    }
    for (const c of n.children) visit(c, ctx);
  }

  function casePattern(n: LNode, ctx: Ctx): void {
    for (const c of n.children) {
      if (c.type === 'dotted_name') {
        const first = c.children[0];
        if (c.children.length === 1 && first && n.type === 'case_pattern') ctx.scope.bound.add(uncounted(text(tree, first)));
        else if (first) visit(first, ctx);
      } else if (c.type === 'identifier' && n.type === 'splat_pattern') {
        ctx.scope.bound.add(uncounted(text(tree, c)));
      } else if (c.type === 'class_pattern') {
        const [head, ...rest] = c.children;
        if (head?.children[0]) visit(head.children[0], ctx);
        for (const r of rest) casePattern(r, ctx);
      } else if (c.type === 'keyword_pattern') {
        for (const k of c.children.slice(1)) casePattern({ ...c, type: 'case_pattern', children: [k] }, ctx);
      } else if (c.type === 'case_pattern' || c.type === 'splat_pattern' || c.type === 'as_pattern') {
        visit(c, ctx);
      } else if (/_pattern$/.test(c.type)) {
        casePattern(c, ctx);
      } else {
        visit(c, ctx);
      }
    }
  }

  const moduleScope = newScope('function', undefined);
  if (wholeModule) {
    for (const c of tree.root.children) visit(c, { scope: moduleScope, fn: 'module', async: false, loops: 0, inComprehension: false });
    out.top = moduleScope;
    return out;
  }
  const def = tree.root.children.find((c) => c.type === 'function_definition' || c.type === 'decorated_definition');
  const fnNode = def?.type === 'decorated_definition' ? def.children.find((c) => c.type === 'function_definition') : def;
  if (fnNode) visit(fnNode, { scope: moduleScope, fn: 'module', async: false, loops: 0, inComprehension: false });
  out.scopes.shift();
  out.top = out.scopes[0] ?? newScope('function', undefined);
  out.top.parent = undefined;
  return out;
}
