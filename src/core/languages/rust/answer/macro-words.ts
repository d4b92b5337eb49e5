/**
 * What a crate's own macros may declare, read from their text (the grammar sees a macro's tokens, not the items
 * they expand to): the words of item-level invocations and the literal item names of `macro_rules!` templates.
 * Every answer here only adds names, so it can turn a finding into none, never make one.
 */

const ITEM_NAME = /\b(?:fn|struct|enum|union|trait|type|mod|const|static(?:\s+ref)?(?:\s+mut)?)\s+([A-Za-z_]\w*)/g;

/** The token text of each item-level macro invocation (`name!(…)`, `name! {…}` starting a line outside any function body; `macro_rules!` aside). */
export function itemInvocations(source: string, inFunction: (line: number) => boolean): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^[ \t]*(?!macro_rules!)([a-z_][\w:]*)!\s*([({[])/gm)) {
    if (inFunction(source.slice(0, m.index).split('\n').length)) continue;
    const open = m.index + m[0].length - 1;
    out.push(source.slice(open, closingOf(source, open)));
  }
  return out;
}

/** Names item-level macro invocations may declare: items inside them, every word of a `use` inside, and type-like words. */
export function itemMacroWords(source: string, inFunction: (line: number) => boolean): Set<string> {
  const out = new Set<string>();
  for (const tokens of itemInvocations(source, inFunction)) {
    // `define_offsets!(RangeListOffsets: ...)` declares a type-like word; a lowercase word used in it (`c::c_ulong`) binds nothing.
    for (const w of tokens.matchAll(ITEM_NAME)) out.add(w[1]!);
    for (const u of tokens.matchAll(/\buse\s+([^;]*);/g)) for (const w of u[1]!.matchAll(/[A-Za-z_]\w*/g)) out.add(w[0]);
    for (const w of tokens.matchAll(/\b[A-Z]\w*/g)) out.add(w[0]);
  }
  return out;
}

/**
 * Every word of the item-level invocations in `text` (an impl block's text): a macro inside an impl
 * (`setters! { set_day day: NonZeroU8, ... }`) may declare a method named by any of them.
 */
export function invocationWords(text: string, inFunction: (line: number) => boolean): Set<string> {
  const out = new Set<string>();
  for (const tokens of itemInvocations(text, inFunction)) for (const w of tokens.matchAll(/[A-Za-z_]\w*/g)) out.add(w[0]);
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
