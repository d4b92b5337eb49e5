/**
 * What a crate's own macros may declare, read from their text (the grammar sees a macro's tokens, not the items
 * they expand to): the words of item-level invocations and the literal item names of `macro_rules!` templates.
 * Every answer here only adds names, so it can turn a finding into none, never make one.
 */

const ITEM_NAME = /\b(?:fn|struct|enum|union|trait|type|mod|const|static(?:\s+ref)?(?:\s+mut)?)\s+([A-Za-z_]\w*)/g;

/**
 * Whether a macro may declare an item its invocation names: undefined when the crate's `macro_rules!` of that
 * name is not among the texts read (anything is possible), else whether a template names an item by a `$fragment`
 * (`struct $name`, `fn $getter`), pastes identifiers (`paste!`, `concat_idents!`) or calls a macro that is not
 * one of std's expression macros (it may declare one). `impl_add_assign!(Instant: Duration)`, whose templates
 * only write `impl AddAssign<$t> for $target`, declares nothing.
 */
export type MacroDeclares = (macro: string, what: 'items' | 'members' | 'pastes' | 'forwards') => boolean | undefined;

/** Std macros that expand to an expression or statement (never to an item named by their input). */
export const EXPRESSION_MACROS: ReadonlySet<string> = new Set([
  'stringify', 'concat', 'format', 'format_args', 'write', 'writeln', 'print', 'println', 'eprint', 'eprintln', 'panic', 'assert',
  'assert_eq', 'assert_ne', 'debug_assert', 'debug_assert_eq', 'debug_assert_ne', 'unreachable', 'unimplemented', 'todo', 'matches',
  'vec', 'cfg', 'line', 'column', 'file', 'module_path', 'include_str', 'include_bytes', 'env', 'option_env', 'dbg', 'compile_error',
]);

/** `macroDeclares` over texts (the crate files read): see MacroDeclares. */
export function macroDeclaresIn(texts: () => Iterable<string>): MacroDeclares {
  const memo = new Map<string, boolean | undefined>();
  const declares = (macro: string, what: 'items' | 'members' | 'pastes' | 'forwards', visiting: Set<string>): boolean | undefined => {
    const key = `${what} ${macro}`;
    if (memo.has(key)) return memo.get(key);
    if (visiting.has(macro)) return false;
    visiting.add(macro);
    let found: boolean | undefined;
    const head = new RegExp(`\\bmacro_rules!\\s*${macro.replace(/[^\w]/g, '')}\\s*([({[])`, 'g');
    for (const text of texts()) {
      for (const m of text.matchAll(head)) {
        const open = m.index + m[0].length - 1;
        const template = text.slice(open, closingOf(text, open));
        // A `fn $name` inside an `impl`/`trait` block of the template is a method: it binds no free name.
        const scope = what === 'items' ? withoutBlocks(template, /\b(?:impl|trait)\b[^{;]*\{/g) : template;
        // A macro the template calls declares what it declares (the crate's own are read in turn; an unknown one may declare anything).
        const nested = [...template.matchAll(/(?<![\w$])([a-z_]\w*)!\s*[({[]/g)].map((x) => x[1]!).filter((n) => n !== macro && !EXPRESSION_MACROS.has(n));
        // 'pastes': whether the template builds identifiers (`paste!`'s `[<rav1e_inv_txfm_add_ $TYPE2 _$TYPE1>]`, `concat_idents!`).
        const named = what === 'pastes' ? /\[<|\bpaste!|\bconcat_idents!/.test(template)
          : what === 'forwards' ? forwardsTokens(template)
          : /\b(?:fn|struct|enum|union|trait|type|mod|const|static(?:\s+ref)?(?:\s+mut)?)\s+\$/.test(scope) || /\$\w+\s*!/.test(template);
        // (Pasting and forwarding are known only of a macro read: an unknown nested one is not taken to do either.)
        found = (found ?? false) || named || nested.some((n) => (what === 'pastes' || what === 'forwards' ? declares(n, what, visiting) === true : declares(n, what, visiting) !== false));
      }
    }
    visiting.delete(macro);
    memo.set(key, found);
    return found;
  };
  return (macro, what) => declares(macro, what, new Set());
}

/**
 * Whether a `macro_rules!` text writes out a `tt` or `item` fragment its matcher takes (`($($item:tt)*) => ( #[inline] $($item)* )`,
 * lexical-core's `perftools_inline!`): the invocation's own tokens become the expansion, so the items they spell (`fn as_wide`)
 * are declared where the macro is invoked. (A fragment written out in an expression declares nothing, and binding the
 * input's item names then is only a name too many.)
 */
function forwardsTokens(template: string): boolean {
  const fragments = new Set([...template.matchAll(/\$(\w+)\s*:\s*(?:tt|item)\b/g)].map((m) => m[1]!));
  if (fragments.size === 0) return false;
  return [...template.matchAll(/\$(\w+)\b(?!\s*:)/g)].some((m) => fragments.has(m[1]!));
}

/** `text` less the blocks whose heads `head` matches (each from its head to its closing brace). */
function withoutBlocks(text: string, head: RegExp): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(head)) {
    if (m.index < last) continue;
    const open = m.index + m[0].length - 1;
    out += text.slice(last, m.index);
    last = closingOf(text, open) + 1;
  }
  return out + text.slice(last);
}

/** Each item-level macro invocation (`name!(…)`, `name! {…}` starting a line outside any function body; `macro_rules!` aside): its name (last path segment) and token text. */
export function itemInvocations(source: string, inFunction: (line: number) => boolean): { macro: string; tokens: string }[] {
  const out: { macro: string; tokens: string }[] = [];
  for (const m of source.matchAll(/^[ \t]*(?!macro_rules!)([a-z_][\w:]*)!\s*([({[])/gm)) {
    if (inFunction(source.slice(0, m.index).split('\n').length)) continue;
    const open = m.index + m[0].length - 1;
    out.push({ macro: m[1]!.split('::').at(-1) ?? m[1]!, tokens: source.slice(open, closingOf(source, open)) });
  }
  return out;
}

/**
 * Names item-level macro invocations may declare: items inside them, every word of a `use` inside, and type-like
 * words — unless the crate's own `macro_rules!` of that name is read and declares no item its input names.
 */
export function itemMacroWords(source: string, inFunction: (line: number) => boolean, declares: MacroDeclares = () => undefined): Set<string> {
  const out = new Set<string>();
  for (const { macro, tokens } of itemInvocations(source, inFunction)) {
    const declaring = declares(macro, 'items');
    // A macro that writes its input out (`perftools_inline!{ fn as_wide(..) {..} }`) declares the items the input spells.
    if (declaring === false && declares(macro, 'forwards') === true) for (const n of spelledItems(tokens)) out.add(n);
    if (declaring === false) continue;
    // The crate's own macro names an item by a fragment (`fn $f(` in rav1e's `decl_angular_ipred_fn! { rav1e_ipred_dc_8bpc_avx2, .. }`):
    // any word of the input may be declared, lowercase ones too.
    if (declaring === true) for (const w of tokens.matchAll(/[A-Za-z_]\w*/g)) out.add(w[0]);
    // An unknown macro: `define_offsets!(RangeListOffsets: ...)` declares a type-like word; a lowercase word used in it (`c::c_ulong`) binds nothing.
    for (const n of spelledItems(tokens)) out.add(n);
    for (const w of tokens.matchAll(/\b[A-Z]\w*/g)) out.add(w[0]);
  }
  return out;
}

/** The item names a macro's tokens spell (`fn NAME`, `struct NAME`, ...) and every word of a `use` in them. */
function spelledItems(tokens: string): Set<string> {
  const out = new Set<string>();
  for (const w of tokens.matchAll(ITEM_NAME)) out.add(w[1]!);
  for (const u of tokens.matchAll(/\buse\s+([^;]*);/g)) for (const w of u[1]!.matchAll(/[A-Za-z_]\w*/g)) out.add(w[0]);
  return out;
}

/**
 * Every word of the item-level invocations in `text` (an impl block's text): a macro inside an impl
 * (`setters! { set_day day: NonZeroU8, ... }`) may declare a method named by any of them.
 */
export function invocationWords(text: string, inFunction: (line: number) => boolean, declares: MacroDeclares = () => undefined): Set<string> {
  const out = new Set<string>();
  for (const { macro, tokens } of itemInvocations(text, inFunction)) {
    // A macro that writes its input out (`perftools_inline!{ fn mantissa(&self) -> .. }` in an impl) declares the methods it spells.
    if (declares(macro, 'members') === false && declares(macro, 'forwards') === true) for (const w of tokens.matchAll(ITEM_NAME)) out.add(w[1]!);
    if (declares(macro, 'members') === false) continue;
    for (const w of tokens.matchAll(/[A-Za-z_]\w*/g)) out.add(w[0]);
  }
  return out;
}

/** Items `macro_rules!` templates in `source` declare by a literal name (a `$name` fragment names nothing here). */
export function macroTemplateItems(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/\bmacro_rules!\s*[A-Za-z_]\w*\s*([({[])/g)) {
    const open = m.index + m[0].length - 1;
    for (const w of source.slice(open, closingOf(source, open)).matchAll(ITEM_NAME)) out.add(w[1]!);
  }
  return out;
}

/** The index of the bracket closing the one at `open` (the text's end when it never closes). */
function closingOf(source: string, open: number): number {
  const opener = source[open]!;
  const close = ({ '(': ')', '{': '}', '[': ']' } as Record<string, string>)[opener];
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === opener) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return source.length;
}

/**
 * The `fn` names the templates of the crate's `macro_rules! name` (in `texts`) write inside an `impl` (schannel's
 * `inner!($t, $raw)` writes `impl crate::Inner<$raw> for $t { unsafe fn from_inner(..) .. }`): methods a type named in
 * an item-level invocation may get. A template `fn $fragment` may name any word of the input: `'any'`. Undefined when no
 * such macro is among the texts or its templates write no `impl`.
 */
export function macroImplFns(texts: Iterable<string>, name: string): Set<string> | 'any' | undefined {
  const head = new RegExp(`\\bmacro_rules!\\s*${name.replace(/[^\w]/g, '')}\\s*([({[])`, 'g');
  for (const text of texts) {
    for (const m of text.matchAll(head)) {
      const open = m.index + m[0].length - 1;
      const body = text.slice(open, closingOf(text, open));
      if (!/\bimpl\b/.test(body)) return undefined;
      if (/\bfn\s+\$/.test(body)) return 'any';
      return new Set([...body.matchAll(/\bfn\s+([A-Za-z_]\w*)/g)].map((x) => x[1]!));
    }
  }
  return undefined;
}
