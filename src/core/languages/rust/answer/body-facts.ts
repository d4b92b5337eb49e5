/**
 * What the Rust checks read off a body and its neighbours: generic parameters of a signature, the
 * calls of a function (path and argument count) with the lines macro invocations cover, the
 * parameters a function takes besides `self`, and an enum's variant names.
 */
import type { Definition } from '../../types.js';
import { field, lineAt, text } from '../../tree-text.js';
import type { LNode, LiteTree } from '../../lite-tree.js';

/** Generic parameters of a signature (`fn f<T, U: X>`, `impl<'a, T> S<T>`), lifetimes left out. */
export function generics(signature: string): string[] {
  const m = /^(?:[\w\s()]*?)(?:fn\s+\w+|impl)\s*<([^>]*(?:<[^>]*>[^>]*)*)>/.exec(signature);
  return m === null ? [] : m[1]!.split(',').map((p) => p.trim().replace(/^const\s+/, '').split(/[\s:=]/)[0] ?? '').filter((n) => /^[A-Za-z_]\w*$/.test(n));
}

/**
 * The trait bounds a signature (an `impl` header or a `fn`'s) puts on `param`, as written: inline (`impl<T: A + B>`) and in its
 * `where` clause (`U: AsRef<[T]>`), each bound list whole (`AsRef<[T]> + AsMut<[T]>`); a higher-ranked or qualified bound's
 * left side (`for<'a> &'a U: X`, `<U as Y>::Z: X`) is not `param`'s and is left out.
 */
export function boundsOf(signature: string, param: string): string[] {
  const out: string[] = [];
  const split = (list: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i <= list.length; i++) {
      const ch = list[i];
      if (ch === '<' || ch === '(' || ch === '[') depth++;
      else if ((ch === '>' && list[i - 1] !== '-') || ch === ')' || ch === ']') depth--;
      else if ((ch === ',' && depth === 0) || i === list.length) {
        parts.push(list.slice(from, i));
        from = i + 1;
      }
    }
    return parts;
  };
  const take = (entry: string): void => {
    const m = /^\s*([A-Za-z_]\w*)\s*:(?!:)([\s\S]*)$/.exec(entry);
    if (m !== null && m[1] === param) out.push(m[2]!.trim());
  };
  const head = /^(?:[\w\s()]*?)(?:fn\s+\w+|impl)\s*</.exec(signature);
  if (head !== null) {
    let depth = 1;
    let i = head[0].length;
    for (; i < signature.length && depth > 0; i++) {
      if (signature[i] === '<') depth++;
      else if (signature[i] === '>' && signature[i - 1] !== '-') depth--;
    }
    for (const e of split(signature.slice(head[0].length, i - 1))) take(e);
  }
  const where = /\bwhere\b([\s\S]*)$/.exec(signature.replace(/\{[\s\S]*$/, ''));
  if (where !== null) for (const e of split(where[1]!)) take(e);
  return out;
}

export interface Call { path: string[]; args: number; line: number }

/**
 * A name a macro's tokens use as code: a plain call `f(` (kind 'call'), a member of `self` (`self.x`, kind 'self'), or the head of
 * a path (`raw::git_email_create_from_diff(..)`, `Binding::raw(x)` in git2's `try_call!`: kind 'path').
 */
export interface MacroUse {
  kind: 'call' | 'self' | 'path';
  name: string;
  line: number;
  /** Arguments of `f(…)` / `self.m(…)` (top-level commas of the parentheses); undefined when not a call or unsure. */
  args?: number;
}

/** Arguments between the parenthesis at `open` and its match in `code` (strings already blanked); undefined when unsure. */
function argsAt(code: string, open: number): number | undefined {
  let depth = 0;
  let items = 0;
  let current = '';
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return current.trim() === '' ? items : items + 1;
    else if (depth === 1 && (c === ';' || (c === '=' && code[i + 1] === '>') || c === '$')) return undefined;
    if (depth === 1 && c === ',') {
      if (current.trim() === '') return undefined;
      items++;
      current = '';
    } else if (i > open) current += c;
  }
  return undefined;
}

/** Macros whose tokens are not code of this body: `cfg!`'s predicate (`not(feature = "x")`), inline assembly operands (`inlateout("r0") x`), code quoted for output. */
const NOT_EXPRESSIONS = new Set(['macro_rules', 'cfg', 'asm', 'global_asm', 'llvm_asm', 'naked_asm', 'quote', 'quote_spanned', 'parse_quote', 'parse_quote_spanned']);

const NOT_CALLED = new Set(['if', 'while', 'match', 'return', 'in', 'for', 'loop', 'move', 'as', 'let', 'mut', 'ref', 'box', 'await', 'unsafe', 'fn', 'where', 'impl', 'dyn', 'else', 'break', 'continue', 'async', 'self', 'super', 'crate']);

/**
 * Names a macro invocation's tokens use as code (strings blanked, a `\` line continuation inside one too: sequoia's
 * `t!("..match this sig to \` / `other components (found ..)", ..)` was read as a call `components(`). Its arguments are token trees the grammar does not read as
 * expressions, but `f(` (no `.`, `::`, `fn`, `$` before it) is a call whatever the macro does with it, and
 * `self.x` a member: both are as certain as in the body. Names the tokens bind themselves (`let x`, closure
 * parameters `|x|`, `for x in`) are left out.
 */
export function macroUses(tokens: string, firstLine: number): MacroUse[] {
  const plain = tokens.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|b?r(#*)"[\s\S]*?"\1|b?"(?:[^"\\]|\\[\s\S])*"|b?'(?:[^'\\\n]|\\.)'/g, (m) => m.replace(/[^\n]/g, ' '));
  // Attributes (`#[cfg(not(feature = "x"))]`) and `cfg!(..)` inside the tokens are no code.
  const code = blankBalanced(plain, /#!?\[|\bcfg!\s*\(/g);
  const local = new Set<string>();
  for (const m of code.matchAll(/\b(?:let|for)\s+(?:mut\s+)?([a-z_]\w*)/g)) local.add(m[1]!);
  for (const m of code.matchAll(/\|([^|]*)\|/g)) for (const w of m[1]!.matchAll(/[a-z_]\w*/g)) local.add(w[0]);
  const lineOf = (i: number): number => firstLine + (code.slice(0, i).match(/\n/g)?.length ?? 0);
  const out: MacroUse[] = [];
  for (const m of code.matchAll(/(?<![\w.:$'#])([a-z_][a-z0-9_]*)\s*\(/g)) {
    const name = m[1]!;
    if (NOT_CALLED.has(name) || local.has(name) || /\bfn\s+$/.test(code.slice(Math.max(0, m.index - 4), m.index))) continue;
    const args = argsAt(code, m.index + m[0].length - 1);
    out.push({ kind: 'call', name, line: lineOf(m.index), ...(args === undefined ? {} : { args }) });
  }
  // `<T as Trait>::f` and `$crate::x` aside; a lifetime or label (`'a:`) is no path.
  for (const m of code.matchAll(/(?<![\w.:$'#<])([A-Za-z_]\w*)\s*::\s*(?=[A-Za-z_<])/g)) {
    const name = m[1]!;
    if (NOT_CALLED.has(name) || name === 'Self' || local.has(name)) continue;
    out.push({ kind: 'path', name, line: lineOf(m.index) });
  }
  // A tuple struct's constructor (`Slope(x).r_squared(&data)` in criterion's `format!` arguments) names the item as a path's
  // head does: its `use` is needed when no scope binds it (a repair only, as for a path).
  for (const m of code.matchAll(/(?<![\w.:$'#<])([A-Z]\w*)\s*\(/g)) {
    if (!local.has(m[1]!)) out.push({ kind: 'path', name: m[1]!, line: lineOf(m.index) });
  }
  for (const m of code.matchAll(/(?<![\w.:$])self\s*\.\s*([A-Za-z_]\w*)(\s*\()?/g)) {
    const args = m[2] === undefined ? undefined : argsAt(code, m.index + m[0].length - 1);
    out.push({ kind: 'self', name: m[1]!, line: lineOf(m.index), ...(args === undefined ? {} : { args }) });
  }
  return out;
}

/** `code` with each match of `start` blanked up to its balanced closing bracket (newlines kept). */
function blankBalanced(code: string, start: RegExp): string {
  let out = code;
  for (const m of code.matchAll(start)) {
    let depth = 0;
    for (let i = m.index; i < code.length; i++) {
      const c = code[i]!;
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c) && --depth === 0) {
        out = out.slice(0, m.index) + code.slice(m.index, i + 1).replace(/[^\n]/g, ' ') + out.slice(i + 1);
        break;
      }
    }
  }
  return out;
}

export function callsOf(tree: LiteTree, root: LNode, shift: number): { calls: Call[]; macroLines: Set<number>; macros: Set<string>; macroUses: MacroUse[] } {
  const calls: Call[] = [];
  const macroLines = new Set<number>();
  const macros = new Set<string>();
  const uses: MacroUse[] = [];
  // A `macro_rules!` of the body: its transcribers are code of the body wherever the body invokes it (clap's
  // `write_name!` calls `wrap_help(..)`); one never invoked is never expanded, so nothing in it is checked.
  const local: { name: string; uses: MacroUse[] }[] = [];
  const visit = (n: LNode, depth: number): void => {
    if (depth > 400) return;
    if (n.type === 'macro_definition') {
      const name = n.children.find((c) => c.type === 'identifier');
      const transcribers = n.children.filter((c) => c.type === 'macro_rule').map((r) => r.children.find((c) => c.type === 'token_tree')).filter((t) => t !== undefined);
      for (let l = lineAt(tree, n.start); l <= lineAt(tree, n.end); l++) macroLines.add(l + shift);
      if (name !== undefined) local.push({ name: text(tree, name), uses: transcribers.flatMap((t) => macroUses(text(tree, t), lineAt(tree, t.start) + shift)) });
      return;
    }
    if (n.type === 'macro_invocation') {
      const name = field(n, 'macro');
      const macro = name === undefined ? '' : text(tree, name).split('::').at(-1) ?? '';
      macros.add(macro);
      // Macro arguments are token trees: a chain in them reads as loose names, so their lines are not checked
      // as references; only what macroUses reads off their tokens is.
      for (let l = lineAt(tree, n.start); l <= lineAt(tree, n.end); l++) macroLines.add(l + shift);
      const args = n.children.find((c) => c.type === 'token_tree');
      if (args !== undefined && !NOT_EXPRESSIONS.has(macro)) uses.push(...macroUses(text(tree, args), lineAt(tree, args.start) + shift));
      return;
    }
    if (n.type === 'call_expression') {
      const fn = field(n, 'function');
      const args = (field(n, 'arguments')?.children ?? []).filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment' && c.type !== 'attribute_item');
      let path: string[] | undefined;
      if (fn?.type === 'identifier') path = [text(tree, fn)];
      else if (fn?.type === 'scoped_identifier') path = text(tree, fn).split('::');
      else if (fn?.type === 'field_expression' && field(fn, 'value')?.type === 'self') path = ['self', text(tree, field(fn, 'field')!)];
      if (path !== undefined) calls.push({ path, args: args.length, line: lineAt(tree, n.start) + shift });
    }
    for (const c of n.children) visit(c, depth + 1);
  };
  visit(root, 0);
  for (const m of local) if (macros.has(m.name)) uses.push(...m.uses);
  return { calls, macroLines, macros, macroUses: uses };
}

/** Parameters a function takes besides `self`, from its signature. */
/**
 * The index of the `(` opening a signature's parameter list: past `fn name` and its generics, whose bounds may hold
 * parentheses (`fn smawk_inner<T: Copy, M: Fn(usize, usize) -> T>(` in smawk: the first `(` is the bound's); -1 when none.
 */
export function paramsOpen(sig: string): number {
  const fn = /\bfn\s+[A-Za-z_]\w*\s*/.exec(sig);
  if (fn === null) return sig.indexOf('(', Math.max(0, sig.search(/\bfn\b/)));
  let i = fn.index + fn[0].length;
  if (sig[i] === '<') {
    let depth = 0;
    for (; i < sig.length; i++) {
      const c = sig[i]!;
      if (c === '<') depth++;
      else if (c === '>' && sig[i - 1] !== '-' && --depth === 0) break;
    }
  }
  return sig.indexOf('(', i);
}

export function arity(def: Definition): { count: number; hasSelf: boolean } {
  const sig = def.signature;
  const open = paramsOpen(sig);
  let depth = 0;
  const items: string[] = [];
  let cur = '';
  for (let i = open; i >= 0 && i < sig.length; i++) {
    const c = sig[i]!;
    if ('([{<'.includes(c)) depth++;
    if (')]}>'.includes(c) && !(c === '>' && sig[i - 1] === '-')) depth--;
    if (depth === 0) break;
    if (c === ',' && depth === 1) {
      items.push(cur.trim());
      cur = '';
    } else if (i > open) cur += c;
  }
  if (cur.trim() !== '') items.push(cur.trim());
  const real = items.filter((p) => p !== '');
  const hasSelf = real.length > 0 && /^(?:&\s*(?:'\w+\s+)?)?(?:mut\s+)?self\b/.test(real[0]!);
  return { count: real.length - (hasSelf ? 1 : 0), hasSelf };
}

/** An enum's variant names, read off its lines (one indentation level inside the braces). */
export function variantsOf(lines: readonly string[], def: Definition): Set<string> {
  const inner = lines.slice(def.range.start, def.range.end - 1);
  const indent = Math.min(...inner.filter((l) => /^\s+[A-Z]/.test(l)).map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
  const out = new Set<string>();
  for (const l of inner) {
    const m = /^(\s*)([A-Z]\w*)\b/.exec(l);
    if (m === null || m[1]!.length !== indent) continue;
    // Every variant of the line (datetime's `January =  1, February =  2, March     =  3,`), its fields and attributes left out.
    let flat = l.replace(/#\[[^\]]*\]/g, ' ');
    for (let before = ''; before !== flat;) {
      before = flat;
      flat = flat.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, ' ');
    }
    for (const v of flat.matchAll(/(?:^|,)\s*([A-Z]\w*)\b/g)) out.add(v[1]!);
  }
  return out;
}
