/**
 * What a crate's `macro_rules!` takes at each argument (issue 22, session 22): per rule, the fragment specifiers of a matcher
 * that is a plain comma list of `$x:frag` (sequoia-wot's `tracer!` is `( $TRACE:expr, $func:expr ) => ..`). A bare name an
 * invocation passes where every rule of that arity takes an `expr` is a value the body uses (`tracer!(TRACE, "..")`): it
 * must be bound like any other. Rules of any other shape (literal tokens, repetitions) leave the macro unknown.
 */
import { blankRust } from './rust-source-scan.js';

const OPEN_TO_CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the bracket closing the one at `open` (any of `([{`), or -1. */
function closeOf(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && --depth === 0) return i;
  }
  return -1;
}

/**
 * Top-level comma-separated pieces of `code` (brackets balanced), trimmed; `raw` (the text before blanking, same length)
 * tells a blanked literal (an argument) from nothing (a trailing comma).
 */
export function topLevelPieces(code: string, raw: string = code): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  const piece = (to: number): void => {
    const text = code.slice(from, to).trim();
    out.push(text === '' && raw.slice(from, to).trim() !== '' ? '""' : text);
  };
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      piece(i);
      from = i + 1;
    }
  }
  if (raw.slice(from).trim() !== '') piece(code.length);
  return out;
}

/** The rules' fragment lists of `macro_rules! name { .. }` in `text` (comments and strings blanked by the caller), or undefined. */
function rulesIn(text: string, name: string): string[][] | undefined {
  const m = new RegExp(`\\bmacro_rules!\\s*${name}\\s*\\{`).exec(text);
  if (m === null) return undefined;
  const open = m.index + m[0].length - 1;
  const close = closeOf(text, open);
  if (close === -1) return undefined;
  const rules: string[][] = [];
  let i = open + 1;
  while (i < close) {
    while (i < close && /[\s;]/.test(text[i]!)) i++;
    if (i >= close) break;
    if (OPEN_TO_CLOSE[text[i]!] === undefined) return undefined;
    const end = closeOf(text, i);
    if (end === -1 || end > close) return undefined;
    const matcher = text.slice(i + 1, end).replace(/\$\(\s*,\s*\)\s*[?*]\s*$/, '').trim();
    const arrow = /^\s*=>\s*/.exec(text.slice(end + 1, close));
    if (arrow === null) return undefined;
    const body = end + 1 + arrow[0].length;
    if (OPEN_TO_CLOSE[text[body] ?? ''] === undefined) return undefined;
    const bodyEnd = closeOf(text, body);
    if (bodyEnd === -1 || bodyEnd > close) return undefined;
    const pieces = matcher === '' ? [] : topLevelPieces(matcher);
    const kinds = pieces.map((p) => /^\$[A-Za-z_]\w*\s*:\s*([a-z_]+)$/.exec(p)?.[1]);
    if (kinds.some((k) => k === undefined)) return undefined;
    rules.push(kinds as string[]);
    i = bodyEnd + 1;
  }
  return rules.length === 0 ? undefined : rules;
}

/** The rules of the first of `texts` that declares `macro_rules! name`, read as above; undefined when none or unsure. */
export function macroArgumentKinds(texts: Iterable<string>, name: string): string[][] | undefined {
  if (!/^[A-Za-z_]\w*$/.test(name)) return undefined;
  const declares = new RegExp(`\\bmacro_rules!\\s*${name}\\s*\\{`);
  for (const text of texts) {
    if (!text.includes('macro_rules!') || !declares.test(text)) continue;
    const blanked = blankRust(text);
    if (!declares.test(blanked)) continue;
    return rulesIn(blanked, name);
  }
  return undefined;
}

/** Each `name!(..)` / `name![..]` invocation in `text`: its name and top-level arguments (a literal one as `""`). */
export function macroInvocations(text: string): { macro: string; args: string[] }[] {
  const code = blankRust(text);
  const out: { macro: string; args: string[] }[] = [];
  for (const m of code.matchAll(/(?<![\w:$.])([a-z_]\w*)!\s*[([]/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = closeOf(code, open);
    if (close === -1) continue;
    out.push({ macro: m[1]!, args: topLevelPieces(code.slice(open + 1, close), text.slice(open + 1, close)) });
  }
  return out;
}
