/**
 * Base classes from Python itself whose members the check knows without reading them: the builtin
 * types (`dict`, `list`, `Exception`, ...) and the public classes of the standard library
 * (`unittest.TestCase`, `threading.Thread`, `collections.abc.Mapping`, ...), from the table
 * scripts/gen-python-members.py generates from python3 (stdlib-members-data.ts). A class over such
 * bases is seen whole when its other bases are, so a member it lacks is found. A base that answers
 * attributes dynamically (`__getattr__`), or any other base outside the read files, still leaves the
 * class unchecked.
 */
import type { ImportBinding, ParsedModule } from '../../types.js';
import { STDLIB_ALIASES, STDLIB_CLASSES } from './stdlib-members-data.js';
import { STDLIB_MODULES } from './stdlib-modules-data.js';
import { stdlibStarExports } from './stdlib-star-exports.js';

const memo = new Map<string, ReadonlySet<string> | null>();

/**
 * The members of a standard-library class by its importable dotted name (`unittest.TestCase`,
 * `builtins.dict`): its own and its bases' (what `dir()` lists) plus the instance attributes its
 * Python source assigns; undefined when the name is not a known class or the class is dynamic.
 */
export function stdlibClassMembers(dotted: string): ReadonlySet<string> | undefined {
  const id = Object.hasOwn(STDLIB_CLASSES, dotted) ? dotted : Object.hasOwn(STDLIB_ALIASES, dotted) ? STDLIB_ALIASES[dotted] : undefined;
  if (id === undefined) return undefined;
  const hit = memo.get(id);
  if (hit !== undefined) return hit ?? undefined;
  const names = new Set<string>();
  const stack = [id];
  const seen = new Set<string>();
  let dynamic = false;
  while (stack.length > 0) {
    const cur = stack.pop()!;
    if (seen.has(cur)) continue;
    seen.add(cur);
    const entry = Object.hasOwn(STDLIB_CLASSES, cur) ? STDLIB_CLASSES[cur] : undefined;
    if (entry === undefined || entry[2] === 1) {
      dynamic = true;
      break;
    }
    for (const m of entry[1].split(' ')) if (m !== '') names.add(m);
    for (const b of entry[0].split(' ')) if (b !== '') stack.push(b);
  }
  memo.set(id, dynamic ? null : names);
  return dynamic ? undefined : names;
}

/**
 * The dotted name (`module.Class`) that `expr` — a name or attribute chain as written in the file,
 * subscripts dropped (`Generic[T]`) — refers to through the file's module-level imports, or
 * `builtins.X` for a bare name the file neither defines nor imports; undefined when it cannot be
 * told (a relative import, a name the module defines, a star import).
 */
export function qualifiedName(expr: string, parsed: ParsedModule): string | undefined {
  const name = expr.replace(/\[.*\]$/s, '').trim();
  if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(name)) return undefined;
  const parts = name.split('.');
  const head = parts[0]!;
  if (parsed.definitions.some((d) => d.parent === undefined && d.name === head)) return undefined;
  const imps = parsed.imports.filter((i) => i.scope === undefined && i.boundName === head);
  if (imps.length === 0) {
    const star = parsed.imports.some((i) => i.scope === undefined && i.boundName === '*');
    return parts.length === 1 && !star ? `builtins.${head}` : undefined;
  }
  // Alternatives (`try: from a import C` / `except ImportError: from b import C`) must agree, or be told apart as
  // Python 3 tells them (python3Alternative).
  const dotted = (imp: ImportBinding): string | undefined => {
    if (imp.level !== 0) return undefined;
    const rest = parts.slice(1);
    // `from m import C [as D]`: D.x -> m.C.x
    if (imp.kind === 'from') return imp.name === undefined || imp.name === '*' ? undefined : [imp.module, imp.name, ...rest].join('.');
    // `import a.b as x`: x.C -> a.b.C; `import a.b`: binds `a`, and a.b.C is written out in full.
    return imp.alias !== undefined ? [imp.module, ...rest].join('.') : name;
  };
  const names = new Set(imps.map(dotted));
  if (names.size === 1) return [...names][0];
  // An alternative from a module of Python 2's library that Python 3 removed never binds the name on Python 3
  // (`if sys.version_info < (3,): from UserDict import DictMixin as MutableMapping`); the others decide.
  const live = imps.filter((i) => !(i.level === 0 && PYTHON2_ONLY_MODULES.has(i.module)));
  if (live.length > 0 && live.length < imps.length) {
    const liveNames = new Set(live.map(dotted));
    return liveNames.size === 1 ? [...liveNames][0] : python3Alternative(live, dotted);
  }
  return python3Alternative(imps, dotted);
}

/**
 * Modules of Python 2's standard library that Python 3 removed or renamed (PEP 3108 and the `string`/`sets`/`new`
 * removals): an import from one raises on Python 3, so it is never the binding a Python 3 run sees (issue 22, session
 * 24; python held out 16's zlmdb `PersistentMap(MutableMapping)`, read after its blind run).
 */
const PYTHON2_ONLY_MODULES: ReadonlySet<string> = new Set([
  'UserDict', 'UserList', 'UserString', 'ConfigParser', 'Queue', 'SocketServer', 'StringIO', 'cStringIO', 'cPickle',
  'urllib2', 'urlparse', 'httplib', 'HTMLParser', 'htmlentitydefs', '__builtin__', 'Tkinter', 'tkMessageBox', 'Cookie',
  'cookielib', 'BaseHTTPServer', 'SimpleHTTPServer', 'CGIHTTPServer', 'xmlrpclib', 'SimpleXMLRPCServer',
  'DocXMLRPCServer', 'commands', 'sets', 'thread', 'dummy_thread', 'copy_reg', 'repr', 'anydbm', 'dbhash', 'whichdb',
  'dumbdbm', 'gdbm', 'markupbase', 'robotparser', 'exceptions', 'new', 'md5', 'sha', 'mimetools', 'MimeWriter',
  'mimify', 'multifile', 'rfc822', 'popen2', 'sgmllib', 'htmllib', 'ttk', 'Tix', 'ScrolledText',
  'tkFileDialog', 'tkSimpleDialog', 'tkColorChooser', 'tkCommonDialog', 'tkFont', 'Dialog', 'FileDialog', 'Canvas',
]);

/** Whether `from <module> import <name>` binds something on Python 3 (the generated tables: Debian 12's Python). */
function stdlibHas(imp: ImportBinding): boolean {
  if (imp.kind !== 'from' || imp.level !== 0 || imp.name === undefined || imp.name === '*') return false;
  return stdlibStarExports(imp.module)?.includes(imp.name) === true || Object.hasOwn(STDLIB_CLASSES, `${imp.module}.${imp.name}`);
}

/**
 * A name bound by alternatives that do not agree, as Python 3 binds it (issue 22, session 23; python held out 15's
 * ldap3 `CaseInsensitiveDict(MutableMapping)` under `try: from collections.abc import MutableMapping` / `except
 * ImportError: from collections import MutableMapping`, read after its blind run). Two cases, both only for imports
 * guarded by a handler of ImportError (ImportBinding.optional):
 * - the first alternative (the `try:` body) imports from Python's own library a name that library has: on Python 3
 *   it succeeds, and the fallback (`collections`, a `typing_extensions` backport) never runs;
 * - every alternative imports from Python's own library and only one of them names something that library has
 *   (`collections.MutableMapping` is gone since 3.10): only that one can bind the name.
 * Undefined otherwise (a repository's or a third party's module on either side: either may be what runs).
 */
function python3Alternative(imps: readonly ImportBinding[], dotted: (imp: ImportBinding) => string | undefined): string | undefined {
  if (!imps.every((i) => i.optional)) return undefined;
  const ordered = [...imps].sort((a, b) => a.line - b.line);
  const first = ordered[0]!;
  if (stdlibHas(first)) return dotted(first);
  const stdlib = ordered.every((i) => i.level === 0 && STDLIB_MODULES.has(i.module.split('.')[0]!));
  const live = [...new Set(ordered.filter(stdlibHas).map(dotted))];
  return stdlib && live.length === 1 ? live[0] : undefined;
}

/**
 * Abstract types and protocols: an annotation naming one admits any implementation, whose other members
 * the check cannot see (`data: Mapping` may be a dict and call `data.copy()`). Modules of ABCs, and the
 * abstract I/O and path bases.
 */
const ABSTRACT_MODULES = new Set(['_collections_abc', 'collections.abc', 'typing', 'abc', 'numbers', 'importlib.abc', 'contextlib']);
const ABSTRACT_CLASSES = new Set(['io.IOBase', 'io.RawIOBase', 'io.BufferedIOBase', 'io.TextIOBase', 'os.PathLike', 'pathlib.PurePath', 'builtins.object', 'builtins.type']);

/**
 * The members of a class an annotation names (`logger: logging.Logger`), when it is a concrete class of
 * Python itself; undefined for abstract types and protocols and for anything unknown.
 */
export function annotationMembers(dotted: string): ReadonlySet<string> | undefined {
  const id = Object.hasOwn(STDLIB_CLASSES, dotted) ? dotted : Object.hasOwn(STDLIB_ALIASES, dotted) ? STDLIB_ALIASES[dotted] : undefined;
  if (id === undefined || ABSTRACT_CLASSES.has(dotted) || ABSTRACT_CLASSES.has(id)) return undefined;
  if (ABSTRACT_MODULES.has(id.slice(0, id.lastIndexOf('.'))) || /^_io\._/.test(id)) return undefined;
  return stdlibClassMembers(id);
}

/** The members of `base` as written in a class header when it names a known class of Python itself; undefined otherwise. */
export function stdlibBaseMembers(base: string, parsed: ParsedModule): ReadonlySet<string> | undefined {
  const dotted = qualifiedName(base, parsed);
  return dotted === undefined ? undefined : stdlibClassMembers(dotted);
}

/** A `metaclass=` keyword of a class header that adds nothing to instances: `abc.ABCMeta`. */
export function harmlessMetaclass(base: string, parsed: ParsedModule): boolean {
  const m = /^metaclass\s*=\s*(.+)$/s.exec(base.trim());
  return m !== null && qualifiedName(m[1]!, parsed) === 'abc.ABCMeta';
}

/**
 * The members of a base named by a module-level alias of Python's own classes (session 20; python held out 12's ubelt
 * `Path(_PathBase)`, read after its blind run): `_PathBase = pathlib.WindowsPath if os.name == 'nt' else
 * pathlib.PosixPath` (or `_Base = pathlib.PosixPath`), the name's only binding in `text`. Either class may be the base,
 * so a member either has counts (the union); undefined when the name has another binding or a side is not a known
 * class of Python itself.
 */
export function aliasedStdlibBaseMembers(base: string, text: string, parsed: ParsedModule): ReadonlySet<string> | undefined {
  if (!/^[A-Za-z_]\w*$/.test(base) || parsed.imports.some((i) => i.boundName === base) || parsed.definitions.some((d) => d.name === base && d.kind !== 'variable')) return undefined;
  const bindings = [...text.matchAll(new RegExp(String.raw`^([ \t]*)${base}[ \t]*(?::[^=\n]*)?=(?!=)([^\n]*)$`, 'gm'))];
  if (bindings.length !== 1 || bindings[0]![1] !== '') return undefined;
  // Bound another way too (a loop or `with` target, `global`): not only the alias.
  const word = new RegExp(String.raw`(?<![\w.])${base}(?!\w)`);
  if (text.split('\n').some((l) => word.test(l) && /\b(?:for|as|global|nonlocal)\b/.test(l) && !/^\s*class\b/.test(l))) return undefined;
  const value = (bindings[0]![2] ?? '').replace(/#.*$/, '').trim();
  const ifAt = value.indexOf(' if ');
  const elseAt = value.lastIndexOf(' else ');
  const sides = ifAt === -1 ? [value] : elseAt > ifAt ? [value.slice(0, ifAt), value.slice(elseAt + 6)] : [];
  if (sides.length === 0 || sides.some((s) => !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$/.test(s.trim()))) return undefined;
  const out = new Set<string>();
  for (const side of sides) {
    const members = stdlibBaseMembers(side.trim(), parsed);
    if (members === undefined) return undefined;
    for (const m of members) out.add(m);
  }
  return out;
}
