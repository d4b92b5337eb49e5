/**
 * Python code as a canonical token sequence, for telling "the same code, reformatted" from
 * "different code". What a formatter such as black may change is erased: whitespace and line
 * wrapping, statements joined with `;`, comments, quote style and string prefixes' case, the case of hex digits and
 * exponents, magic trailing commas, and the parentheses it adds or removes around a whole
 * statement value (`return (\n  a + b\n)`, `if (x):`). Everything else is kept in order.
 */

const TOKEN = new RegExp(
  [
    String.raw`(?<ws>[ \t\f]+|\\\r?\n)`,
    String.raw`(?<nl>\r?\n)`,
    String.raw`(?<comment>#[^\r\n]*)`,
    String.raw`(?<str>(?:[rRbBuUfF]{1,2})?(?:'''[\s\S]*?'''|"""[\s\S]*?"""|'(?:\\.|[^'\\\r\n])*'|"(?:\\.|[^"\\\r\n])*"))`,
    String.raw`(?<num>0[xXoObB][0-9a-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJlL]?)`,
    String.raw`(?<name>[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)`,
    String.raw`(?<op>\*\*=|//=|>>=|<<=|->|:=|\.\.\.|[-+*/%&|^@]=|[=!<>]=|\*\*|//|<<|>>|[-+*/%&|^~@<>=.,:;()\[\]{}])`,
    String.raw`(?<other>\S)`,
  ].join('|'),
  'gy',
);

/** End of a logical line: newlines inside brackets do not end one. */
export const NEWLINE = '⏎';

function canonicalString(text: string): string {
  const quoteAt = text.search(/['"]/);
  const prefix = text.slice(0, quoteAt).toLowerCase().replace('u', '');
  const body = text.slice(quoteAt);
  const triple = body.startsWith("'''") || body.startsWith('"""');
  const q = triple ? 3 : 1;
  const inner = body.slice(q, body.length - q);
  if (prefix.includes('r')) return `${prefix}"${inner}"`;
  // Unescaped, then re-quoted one way: 'it\'s' and "it's" are the same string.
  const plain = inner.replace(/\\(['"])/g, '$1');
  return triple ? `${prefix}"""${plain}"""` : `${prefix}"${plain.replace(/"/g, '\\"')}"`;
}

/** Raw tokens with comments and non-logical newlines dropped. */
export function pythonTokens(code: string): string[] {
  const out: string[] = [];
  let depth = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(code); m !== null; m = TOKEN.exec(code)) {
    const g = m.groups ?? {};
    if (g['ws'] !== undefined || g['comment'] !== undefined) continue;
    if (g['nl'] !== undefined) {
      if (depth === 0 && out.length > 0 && out[out.length - 1] !== NEWLINE) out.push(NEWLINE);
      continue;
    }
    const text = m[0];
    // `a; b` is two statements on one line, which black splits into two lines.
    if (text === ';' && depth === 0) {
      if (out.length > 0 && out[out.length - 1] !== NEWLINE) out.push(NEWLINE);
      continue;
    }
    if (g['str'] !== undefined) out.push(canonicalString(text));
    else if (g['num'] !== undefined) out.push(text.toLowerCase().replace(/_/g, '').replace(/l$/, ''));
    else {
      if ('([{'.includes(text)) depth += 1;
      else if (')]}'.includes(text)) depth = Math.max(0, depth - 1);
      out.push(text);
    }
  }
  if (out.length > 0 && out[out.length - 1] !== NEWLINE) out.push(NEWLINE);
  return out;
}

/** Tokens after which black treats a parenthesised rest-of-statement as optional ("invisible") parens. */
const STATEMENT_VALUE_START = new Set(['return', '=', 'in', 'if', 'elif', 'while', 'assert', 'del', 'yield', 'with', '+=', '-=', '*=', '/=', '//=', '%=', '**=', '|=', '&=', '^=', '>>=', '<<=', '@=', ':=']);

function matchingClose(tokens: string[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t === '(' || t === '[' || t === '{') depth += 1;
    else if (t === ')' || t === ']' || t === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Canonical tokens: see the module comment for what is erased. */
export function canonicalPythonTokens(code: string): string[] {
  const tokens = pythonTokens(code);
  const drop = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t === ',' && (tokens[i + 1] === ')' || tokens[i + 1] === ']' || tokens[i + 1] === '}')) drop.add(i);
    if (t === '(' && i > 0 && STATEMENT_VALUE_START.has(tokens[i - 1]!)) {
      const close = matchingClose(tokens, i);
      const after = tokens[close + 1];
      // Only parens spanning the whole rest of the statement (or of a compound header) are optional.
      if (close > 0 && (after === NEWLINE || after === ':' || after === undefined)) {
        drop.add(i);
        drop.add(close);
      }
    }
  }
  return tokens.filter((_, i) => !drop.has(i));
}

/**
 * Dice coefficient over the longest common token subsequence, 0..1 (1: same sequence). Long
 * inputs fall back to a multiset overlap so the cost stays bounded.
 */
export function tokenSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length * b.length > 4_000_000) {
    const counts = new Map<string, number>();
    for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
    let common = 0;
    for (const t of b) {
      const n = counts.get(t) ?? 0;
      if (n > 0) {
        common += 1;
        counts.set(t, n - 1);
      }
    }
    return (2 * common) / (a.length + b.length);
  }
  let prev = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    }
    [prev, row] = [row, prev];
  }
  return (2 * prev[b.length]!) / (a.length + b.length);
}
