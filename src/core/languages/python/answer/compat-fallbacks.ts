/**
 * A repository's fallback for a standard-library name (issue 22, session 20; python held out 11's measurement
 * `@total_ordering`, read after its blind run): a module binds `total_ordering` by `from functools import
 * total_ordering` under `if sys.version_info >= (2,7,2):` and by a `def` in the `else:` (or `try:` the import,
 * `except ImportError:` the def). On Python 3 the import runs, so a name the module re-exports is the standard
 * library's, not the def's. Only when the branch Python 3 takes can be told: a `try`/`except` whose `try` holds the
 * import of a name the standard library has, or an `if` on `sys.version_info` / `PY2` / `PY3` evaluated for Python 3.
 */
import type { ParsedModule } from '../../types.js';
import { stdlibStarExports } from './stdlib-star-exports.js';

/** The Python whose standard library the tables describe (Debian 12's). */
const PYTHON = [3, 11];

const indentOf = (line: string): number => /^\s*/.exec(line)![0].length;

/** `if` conditions on the running Python, as Python 3.11 evaluates them; undefined for anything else. */
export function versionCondition(cond: string): boolean | undefined {
  const c = cond.trim().replace(/^\((.*)\)$/s, '$1').trim();
  const neg = /^not\s+(.*)$/s.exec(c);
  if (neg) {
    const inner = versionCondition(neg[1]!);
    return inner === undefined ? undefined : !inner;
  }
  if (/^(?:[\w.]+\.)?PY3K?$/.test(c)) return true;
  if (/^(?:[\w.]+\.)?PY2$/.test(c)) return false;
  const tuple = /^sys\.version_info\s*(>=|>|<=|<)\s*\(\s*(\d+(?:\s*,\s*\d+)*)\s*,?\s*\)$/.exec(c);
  const major = /^sys\.version_info(?:\[0\]|\.major)\s*(>=|>|<=|<|==|!=)\s*(\d+)$/.exec(c);
  const m = tuple ?? major;
  if (!m) return undefined;
  const want = m[2]!.split(',').map((n) => Number(n.trim()));
  const have = tuple ? PYTHON : [PYTHON[0]!];
  let cmp = 0;
  for (let i = 0; i < want.length && cmp === 0; i++) cmp = Math.sign((have[i] ?? 0) - want[i]!);
  switch (m[1]) {
    case '>=': return cmp >= 0;
    case '>': return cmp > 0;
    case '<=': return cmp <= 0;
    case '<': return cmp < 0;
    case '==': return cmp === 0;
    default: return cmp !== 0;
  }
}

/**
 * The header line (0-based index) of the block that holds line `at` (0-based), and the header of the block before it
 * at the same indent (`if` before `else`, `try` before `except`), with the indent of both.
 */
function blockHeaders(lines: readonly string[], at: number): { own: number; previous: number | undefined } | undefined {
  const indent = indentOf(lines[at] ?? '');
  if (indent === 0) return undefined;
  let own = at - 1;
  while (own >= 0 && (lines[own]!.trim() === '' || lines[own]!.trim().startsWith('#') || indentOf(lines[own]!) >= indent)) own--;
  if (own < 0) return undefined;
  const headIndent = indentOf(lines[own]!);
  let previous = own - 1;
  while (previous >= 0 && (lines[previous]!.trim() === '' || lines[previous]!.trim().startsWith('#') || indentOf(lines[previous]!) > headIndent)) previous--;
  return { own, previous: previous >= 0 && indentOf(lines[previous]!) === headIndent ? previous : undefined };
}

/**
 * `module.name` of the standard library when `text`'s def of `name` (at line `defLine`, 1-based) is a fallback Python 3
 * does not take for a module-level `from <stdlib module> import name`; undefined otherwise.
 */
export function stdlibFallbackOf(name: string, defLine: number, text: string, parsed: ParsedModule): string | undefined {
  const imports = parsed.imports.filter((i) => i.scope === undefined && i.kind === 'from' && i.level === 0 && i.boundName === name && i.name !== undefined
    && stdlibStarExports(i.module)?.includes(i.name));
  if (imports.length !== 1) return undefined;
  const imp = imports[0]!;
  const lines = text.split('\n');
  const def = blockHeaders(lines, defLine - 1);
  const im = blockHeaders(lines, imp.line - 1);
  if (def === undefined || im === undefined) return undefined;
  const defHead = lines[def.own]!.trim();
  const impHead = lines[im.own]!.trim();
  const condition = (head: string): boolean | undefined => versionCondition(head.replace(/^(?:el)?if\b/, '').replace(/:\s*$/, ''));
  let taken: boolean | undefined;
  // try: import / except ImportError: def
  if (def.previous === im.own && /^try\s*:$/.test(impHead) && /^except\s*(?::|\(?\s*(?:ImportError|ModuleNotFoundError|Exception)\b)/.test(defHead)) taken = true;
  // if <Python 3>: import / else: def
  else if (def.previous === im.own && /^else\s*:$/.test(defHead) && /^if\b/.test(impHead)) taken = condition(impHead);
  // if <Python 2>: def / else: import
  else if (im.previous === def.own && /^else\s*:$/.test(impHead) && /^if\b/.test(defHead)) taken = condition(defHead) === false ? true : undefined;
  return taken === true ? `${imp.module}.${imp.name}` : undefined;
}
