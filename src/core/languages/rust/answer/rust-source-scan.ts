/**
 * Plain scans of Rust source text for the answer checks' reads past the target's crate (external-traits.ts): comments,
 * strings and character literals blanked (same length, newlines kept), the blocks a module's own items do not reach
 * (`mod x { }`, function bodies, `impl` and `trait` blocks), `use` trees expanded. Each scan is one left-to-right pass
 * with no backtracking regex over the whole text (hostile input: a dependency's file of a megabyte costs one pass).
 */

/** `text` with comments, string/byte-string/raw-string and char literals turned into spaces (newlines kept). */
export function blankRust(text: string): string {
  // The next place a comment or literal may start; the engine skips the plain code between (one pass over the text).
  const special = /\/[/*]|"|'|(?<![\w])b?r#*"/g;
  const charLiteral = /'(?:\\u\{[0-9a-fA-F]{1,6}\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'\n])'/y;
  const parts: string[] = [];
  let done = 0;
  const blank = (from: number, to: number): void => {
    parts.push(text.slice(done, from), text.slice(from, to).replace(/[^\n]/g, ' '));
    done = to;
  };
  const n = text.length;
  for (let m = special.exec(text); m !== null; m = special.exec(text)) {
    const at = m.index;
    const token = m[0];
    let end: number;
    if (token === '//') {
      const nl = text.indexOf('\n', at);
      end = nl === -1 ? n : nl;
    } else if (token === '/*') {
      let depth = 1;
      let j = at + 2;
      while (j < n && depth > 0) {
        const open = text.indexOf('/*', j);
        const close = text.indexOf('*/', j);
        if (close === -1) { j = n; break; }
        if (open !== -1 && open < close) { depth++; j = open + 2; }
        else { depth--; j = close + 2; }
      }
      end = j;
    } else if (token === '"') {
      let j = at + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      end = Math.min(n, j + 1);
    } else if (token === "'") {
      charLiteral.lastIndex = at;
      const c = charLiteral.exec(text);
      // A lifetime or label ('a) is code.
      if (c === null) continue;
      end = at + c[0].length;
    } else {
      // A raw string: r"..", r#".."#, br"..".
      const close = `"${'#'.repeat(token.length - (token.startsWith('b') ? 3 : 2))}`;
      const found = text.indexOf(close, at + token.length);
      end = found === -1 ? n : found + close.length;
    }
    blank(at, end);
    special.lastIndex = end;
  }
  parts.push(text.slice(done));
  return parts.join('');
}

/** The index of the `}` closing the `{` at `open` in blanked text (text.length when unclosed). */
export function closingBrace(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return i;
  }
  return code.length;
}

export interface Block {
  kind: 'mod' | 'fn' | 'impl' | 'trait';
  /** The item's name (`mod` and `trait`; '' otherwise). */
  name: string;
  /** Index of the keyword, of the `{` and of the matching `}`. */
  at: number;
  open: number;
  close: number;
}

/**
 * The blocks opened at `[from, to)` of blanked code by `mod x {`, `fn .. {`, `impl .. {`, `trait X .. {` that are not inside
 * another such block (a declaration ending in `;`, or a `fn` type in a field, opens none).
 */
export function itemBlocks(code: string, from: number, to: number): Block[] {
  const out: Block[] = [];
  const word = /\b(mod|fn|impl|trait)\b/g;
  word.lastIndex = from;
  for (let m = word.exec(code); m !== null && m.index < to; m = word.exec(code)) {
    let j = m.index + m[0].length;
    while (j < to && code[j] !== '{' && code[j] !== ';' && code[j] !== '}') j++;
    if (code[j] !== '{' || j >= to) continue;
    const close = closingBrace(code, j);
    const kind = m[1] as Block['kind'];
    const name = kind === 'mod' || kind === 'trait' ? /^\s*(?:r#)?([A-Za-z_]\w*)/.exec(code.slice(m.index + m[0].length, j))?.[1] ?? '' : '';
    out.push({ kind, name, at: m.index, open: j, close });
    word.lastIndex = close + 1;
  }
  return out;
}

export interface UseLeaf {
  /** The path as written (`['serde', 'de', 'Visitor']`; a glob's module for `*`). */
  path: string[];
  /** The name it binds (its last segment, or the alias; `*` for a glob; `_` binds nothing by name). */
  bound: string;
}

/** The leaves of one `use` tree (`a::{b, c::{self, D as E}, f::*}`), its text without `use` and `;`. */
export function useLeaves(tree: string): UseLeaf[] {
  const out: UseLeaf[] = [];
  const tokens = tree.match(/::|[{},*]|(?:r#)?[A-Za-z_]\w*/g) ?? [];
  let i = 0;
  const list = (prefix: string[], depth: number): void => {
    while (i < tokens.length && tokens[i] !== '}') {
      one(prefix, depth);
      if (tokens[i] === ',') i++;
    }
  };
  const one = (prefix: string[], depth: number): void => {
    if (depth > 16) { i = tokens.length; return; }
    const path = [...prefix];
    if (tokens[i] === '::') i++;
    for (;;) {
      const t = tokens[i];
      if (t === undefined) return;
      if (t === '{') {
        i++;
        list(path, depth + 1);
        if (tokens[i] === '}') i++;
        return;
      }
      if (t === '*') {
        i++;
        out.push({ path, bound: '*' });
        return;
      }
      if (t === '::' || t === ',' || t === '}') return;
      i++;
      const seg = t.replace(/^r#/, '');
      if (tokens[i] === '::') {
        path.push(seg);
        i++;
        continue;
      }
      if (tokens[i] === 'as') {
        i++;
        const alias = tokens[i]?.replace(/^r#/, '');
        i++;
        const full = seg === 'self' && path.length > 0 ? path : [...path, seg];
        out.push({ path: full, bound: alias ?? full.at(-1)! });
        return;
      }
      // `use a::{self}`: the module itself.
      if (seg === 'self' && path.length > 0) out.push({ path, bound: path.at(-1)! });
      else out.push({ path: [...path, seg], bound: seg });
      return;
    }
  };
  list([], 0);
  return out;
}
