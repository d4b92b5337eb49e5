/**
 * Names a module binds through its own `globals()` (issue 22, session 20): a literal key written
 * (`globals()['__name__'] = ...`, `globals().setdefault('X', ...)`) binds that name and only it; a key that is the
 * parameter of a module-level function (`def ffi(name, ...): ... globals()[name] = f`, Debian python3-libarchive-c's
 * ctypes bindings) binds the literal first argument of each of the module's calls of that function
 * (`ffi('entry_new', ...)`; `ffi('read_support_format_' + f_name, ...)` binds names of that prefix), when every mention of the function in the module is such a call and no other file the
 * job read names it. Anything else that may write the globals (a computed key, `globals().update(...)`, `globals()`
 * handed to a call or to a name, an `exec` in the module's globals) leaves the module's names open: a name nothing
 * explicitly binds is then a note, not an error.
 */
import { codeKeepingNameStrings, enclosingCallee, withoutTripleStrings } from './class-patches.js';

export interface GlobalsWrites {
  /** The module may bind names no statement shows. */
  open: boolean;
  /** The names its `globals()` writes are known to bind. */
  names: Set<string>;
  /** Prefixes of the names bound by a literal prefix and a computed rest (`ffi('read_support_format_' + f, ...)`). */
  prefixes: string[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Methods of the globals dict that do not bind a name; calls that only read the dict handed to them.
const READ_METHOD = /^\s*\.\s*(get|keys|values|items|copy|pop|__contains__|__getitem__)\b/;
const READ_ONLY_CALLEE = /^(dict|list|set|sorted|len|iter|print|repr|str|id|eval|pprint|pprint\.pprint|isinstance)$/;

/** The module-level `def` enclosing offset `at` of `code` (the nearest `def` at column 0 above, when `at` is indented). */
function enclosingTopLevelDef(code: string, at: number): { name: string; params: string[] } | undefined {
  const lineStart = code.lastIndexOf('\n', at - 1) + 1;
  if (!/^\s/.test(code.slice(lineStart, at + 1))) return undefined;
  const before = code.slice(0, lineStart);
  const defs = [...before.matchAll(/^(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)/gm)];
  const last = defs.at(-1);
  if (last === undefined) return undefined;
  // Any column-0 statement between that def and the line leaves the def.
  const between = before.slice((last.index ?? 0) + last[0].length);
  if (/\n(?![\s#]|$)/.test(between)) return undefined;
  return { name: last[1]!, params: last[2]!.split(',').map((p) => p.trim().replace(/[:=].*$/s, '').trim()) };
}

/**
 * The literal first arguments of the module's calls of `fn` (`ffi('entry_new', ...)`; `ffi('read_support_format_' + f,
 * ...)` gives a prefix), or undefined when `fn` is mentioned any other way (handed on, called with a computed name) or
 * another file the job read may call it with other names.
 */
function literalCallNames(code: string, fn: string, stem: string, others: Iterable<string>): { names: string[]; prefixes: string[] } | undefined {
  const out = { names: [] as string[], prefixes: [] as string[] };
  for (const m of code.matchAll(new RegExp(`(?<![\\w.])${escape(fn)}(?!\\w)`, 'g'))) {
    const rest = code.slice((m.index ?? 0) + m[0].length);
    const lineStart = code.lastIndexOf('\n', (m.index ?? 0) - 1) + 1;
    if (/^(?:async\s+)?def\s*$/.test(code.slice(lineStart, m.index).trimStart())) continue;
    const lit = /^\s*\(\s*(["'])([A-Za-z_]\w*)\1\s*([,)+])/.exec(rest);
    if (lit === null) return undefined;
    (lit[3] === '+' ? out.prefixes : out.names).push(lit[2]!);
  }
  // Another file calling a function of that name, or importing it from this module (`from .ffi import ffi`).
  const call = new RegExp(`(?<![\\w])${escape(fn)}\\s*\\(`);
  const imported = new RegExp(`^\\s*from\\s+[.\\w]*(?<![\\w])${escape(stem)}\\s+import\\b(\\s*\\([^)]*\\)|[^\\n]*)`, 'gm');
  const word = new RegExp(`(?<![\\w])${escape(fn)}(?!\\w)`);
  for (const text of others) {
    if (call.test(text) || [...text.matchAll(imported)].some((m) => word.test(m[1]!))) return undefined;
  }
  return out;
}

/**
 * What the module's `globals()` writes bind; `file` is its path (`libarchive/ffi.py`), `others` the texts of the other
 * files the job read.
 */
export function globalsWrites(source: string, file = '', others: Iterable<string> = []): GlobalsWrites {
  const stem = /([A-Za-z_]\w*)\.py$/.exec(file)?.[1] ?? '';
  const code = withoutTripleStrings(source).split('\n').map(codeKeepingNameStrings).join('\n');
  const out: GlobalsWrites = { open: false, names: new Set(), prefixes: [] };
  const otherTexts = [...others];
  for (const m of code.matchAll(/(?<![\w.])globals\s*\(\s*\)/g)) {
    const at = m.index ?? 0;
    const rest = code.slice(at + m[0].length);
    const key = /^\s*\[\s*([^\]\n]*?)\s*\]\s*((?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=(?!=))?/.exec(rest);
    if (key !== null) {
      if (key[2] === undefined || /^\s*del\b/.test(code.slice(code.lastIndexOf('\n', at - 1) + 1, at))) continue;
      const lit = /^(["'])([A-Za-z_]\w*)\1$/.exec(key[1]!);
      if (lit !== null) {
        out.names.add(lit[2]!);
        continue;
      }
      const def = /^[A-Za-z_]\w*$/.test(key[1]!) ? enclosingTopLevelDef(code, at) : undefined;
      const called = def !== undefined && def.params.includes(key[1]!) ? literalCallNames(code, def.name, stem, otherTexts) : undefined;
      if (called === undefined) return { ...out, open: true };
      for (const n of called.names) out.names.add(n);
      out.prefixes.push(...called.prefixes);
      continue;
    }
    const setdefault = /^\s*\.\s*setdefault\s*\(\s*(["'])([A-Za-z_]\w*)\1/.exec(rest);
    if (setdefault !== null) {
      out.names.add(setdefault[2]!);
      continue;
    }
    if (READ_METHOD.test(rest)) continue;
    if (/^\s*\./.test(rest)) return { ...out, open: true };
    // `name in globals()` reads it; handed to `exec`, to any other call, or bound to a name, it may be written.
    if (/\b(not\s+)?in\s*$/.test(code.slice(Math.max(0, at - 12), at))) continue;
    const callee = enclosingCallee(code, at);
    if (callee === undefined || !READ_ONLY_CALLEE.test(callee)) return { ...out, open: true };
  }
  if (execInModuleGlobals(source)) return { ...out, open: true };
  return out;
}

/** An `exec` that runs in the module's globals: one argument at module level (handing `globals()` is seen above). */
function execInModuleGlobals(source: string): boolean {
  for (const m of source.matchAll(/(^|[^\w.])exec\s*\(/gm)) {
    const start = (m.index ?? 0) + m[0].length;
    let depth = 1;
    let commas = 0;
    for (let i = start; i < source.length && depth > 0; i++) {
      const c = source[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') depth--;
      else if (c === ',' && depth === 1) commas++;
    }
    const at = (m.index ?? 0) + m[1]!.length;
    const atModuleLevel = at === source.lastIndexOf('\n', at - 1) + 1;
    if (commas === 0 && atModuleLevel) return true;
  }
  return false;
}
