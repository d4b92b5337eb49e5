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

export interface Call { path: string[]; args: number; line: number }

export function callsOf(tree: LiteTree, root: LNode, shift: number): { calls: Call[]; macroLines: Set<number>; macros: Set<string> } {
  const calls: Call[] = [];
  const macroLines = new Set<number>();
  const macros = new Set<string>();
  const visit = (n: LNode, depth: number): void => {
    if (depth > 400) return;
    if (n.type === 'macro_invocation') {
      const name = field(n, 'macro');
      const macro = name === undefined ? '' : text(tree, name).split('::').at(-1) ?? '';
      macros.add(macro);
      // Macro arguments are token trees: a chain in them reads as loose names, so their lines are not checked.
      for (let l = lineAt(tree, n.start); l <= lineAt(tree, n.end); l++) macroLines.add(l + shift);
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
  return { calls, macroLines, macros };
}

/** Parameters a function takes besides `self`, from its signature. */
export function arity(def: Definition): { count: number; hasSelf: boolean } {
  const sig = def.signature;
  const open = sig.indexOf('(', sig.search(/\bfn\b/));
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
    if (m !== null && m[1]!.length === indent) out.add(m[2]!);
  }
  return out;
}
