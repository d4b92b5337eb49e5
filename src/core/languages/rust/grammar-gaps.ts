/**
 * Syntax rustc and syn accept that tree-sitter-rust 0.23.1 does not, found by bench:parse-rust on
 * the Debian crates, rewritten in place (same length, same line breaks) so the grammar reads the
 * file; the tree's text stays the source's. Used only when the grammar reports errors, and kept
 * only when it reports fewer (parser.ts). Strings, chars and comments are never touched.
 * - `try` as an identifier (edition 2015: `try!(e)`, `try::f()`): read as a keyword -> `tRy`;
 * - `~` and a lone `$` in macro token trees (`Token![~]`, `(~$x:tt)`, `[$] => ...`) -> `^`, `#`;
 * - a lifetime first in `impl`/`dyn` bounds (`impl '_ + Iterator`) -> blanked;
 * - negative impls (`impl !Send for T`) -> the `!` blanked;
 * - a parenthesised `dyn (Trait)` -> the parentheses blanked;
 * - attributes on field patterns (`S { #[cfg(x)] a: p, .. }`) -> blanked;
 * - a `where` clause on a unit struct (`struct S where T: Send;`) -> blanked;
 * - a tuple field named by its number in a struct pattern (`P::Left { 0: qty }`, `S { 0: a, 1: b }`; the grammar takes
 *   numbers as field names only in struct expressions) -> each digit `x`: a field pattern's name is read by nothing here;
 * - a turbofish inside another turbofish's type arguments (libloading's windows/mod.rs:
 *   `mem::MaybeUninit::<[mem::MaybeUninit::<WCHAR>; 1024]>::uninit()`; rustc takes `::<` in a type path, the grammar only in
 *   an expression) -> the inner `::` blanked (`MaybeUninit  <WCHAR>`): the type it names is the same;
 * - syn's own `impl !! {}` (an item syn keeps verbatim) -> blanked;
 * - the white space rustc reads beyond ASCII (Unicode Pattern_White_Space: U+0085, U+200E, U+200F,
 *   U+2028, U+2029; schannel's tests carry a left-to-right mark after `vec![`) -> a space. A
 *   zero-width space (U+200B) is not white space to rustc either, and stays an error.
 */

/** True for each UTF-16 index that is code (outside strings, chars and comments). */
export function codeMask(src: string): Uint8Array {
  const mask = new Uint8Array(src.length);
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < src.length && depth > 0) {
        if (src[i] === '/' && src[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (src[i] === '*' && src[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
      continue;
    }
    const raw = /^b?r(#*)"/.exec(src.slice(i, i + 260));
    if (raw && !/\w/.test(src[i - 1] ?? '')) {
      const close = `"${raw[1] ?? ''}`;
      const end = src.indexOf(close, i + raw[0].length);
      i = end < 0 ? src.length : end + close.length;
      continue;
    }
    if (c === '"') {
      i += 1;
      while (i < src.length && src[i] !== '"') i += src[i] === '\\' ? 2 : 1;
      i += 1;
      continue;
    }
    if (c === "'") {
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|\\.|[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\\'\n])'/.exec(src.slice(i, i + 14));
      if (m) {
        i += m[0].length;
        continue;
      }
    }
    mask[i] = 1;
    i += 1;
  }
  return mask;
}

function blank(chars: string[], from: number, to: number): void {
  for (let k = from; k < to; k += 1) if (chars[k] !== '\n') chars[k] = ' ';
}

/** The index of the bracket closing the one at `open`, counting code brackets only. */
function closing(src: string, mask: Uint8Array, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const want = pairs[src[open] ?? ''];
  let depth = 0;
  for (let k = open; k < src.length; k += 1) {
    if (mask[k] !== 1) continue;
    if (src[k] === src[open]) depth += 1;
    else if (src[k] === want && --depth === 0) return k;
  }
  return -1;
}

export function rewriteRustGaps(src: string): string | undefined {
  const mask = codeMask(src);
  const chars = [...src].length === src.length ? src.split('') : Array.from({ length: src.length }, (_, k) => src[k] ?? '');
  let changed = false;
  const inCode = (k: number): boolean => mask[k] === 1;
  const each = (re: RegExp, fn: (m: RegExpExecArray) => void): void => {
    for (let m = re.exec(src); m !== null; m = re.exec(src)) if (inCode(m.index)) fn(m);
  };
  each(/(?<![\w#])try\b(?!\s*\{)/g, (m) => {
    chars[m.index + 1] = 'R';
    changed = true;
  });
  each(/~/g, (m) => {
    chars[m.index] = '^';
    changed = true;
  });
  each(/\$(?![A-Za-z_(])/g, (m) => {
    chars[m.index] = '#';
    changed = true;
  });
  each(/\b(?:impl|dyn)\s+('[A-Za-z_]\w*\s*\+\s*)/g, (m) => {
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    blank(chars, start, m.index + m[0].length);
    changed = true;
  });
  each(/\bimpl(?:\s*<[^{};]*?>)?\s+!(?=\s*[A-Za-z_])/g, (m) => {
    chars[m.index + m[0].length - 1] = ' ';
    changed = true;
  });
  each(/\bstruct\s+[A-Za-z_]\w*(?:\s*<[^;{]*?>)?\s*(where\b[^;{(]*);/g, (m) => {
    const clause = m[1] ?? '';
    const start = m.index + m[0].length - 1 - clause.length;
    blank(chars, start, start + clause.length);
    changed = true;
  });
  each(/\bimpl\s+!!\s*\{\s*\}/g, (m) => {
    blank(chars, m.index, m.index + m[0].length);
    changed = true;
  });
  each(/[\u0085\u200E\u200F\u2028\u2029]/g, (m) => {
    chars[m.index] = ' ';
    changed = true;
  });
  each(/\bdyn\s*\(/g, (m) => {
    const open = m.index + m[0].length - 1;
    const close = closing(src, mask, open);
    if (close < 0) return;
    chars[open] = ' ';
    chars[close] = ' ';
    changed = true;
  });
  each(/[{,]\s*(#\[)/g, (m) => {
    const open = m.index + m[0].length - 1;
    const close = closing(src, mask, open);
    if (close < 0) return;
    const after = src.slice(close + 1, close + 200);
    if (!/^\s*(#\[|[A-Za-z_]\w*\s*:(?!:)|\.\.)/.test(after)) return;
    blank(chars, open - 1, close + 1);
    changed = true;
  });
  each(/[{,]\s*(\d+)\s*:(?!:)/g, (m) => {
    const start = m.index + m[0].indexOf(m[1] ?? '', 1);
    for (let k = start; k < start + (m[1]?.length ?? 0); k += 1) chars[k] = 'x';
    changed = true;
  });
  each(/::\s*</g, (m) => {
    // The outer turbofish's arguments are types: a nested `::<` in them (not in a `{ .. }` const block) is a type path's.
    let depth = 0;
    for (let k = m.index + m[0].length - 1; k < Math.min(src.length, m.index + 4000); k += 1) {
      if (!inCode(k)) continue;
      const c = src[k];
      if (c === '{' || c === '}') return;
      if (c === '<') depth += 1;
      else if (c === '>' && src[k - 1] !== '-' && src[k - 1] !== '=' && --depth === 0) return;
      else if (c === ':' && src[k + 1] === ':' && k > m.index + m[0].length && /^::\s*</.test(src.slice(k, k + 40))) {
        chars[k] = ' ';
        chars[k + 1] = ' ';
        changed = true;
      }
    }
  });
  return changed ? chars.join('') : undefined;
}
