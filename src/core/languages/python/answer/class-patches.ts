/**
 * What code outside a class's own body does to its members, read from source text (issue 22): a module-level
 * statement of the class's file that hands the class to a call (`forwardmethods(MegaToplevel, tkinter.Toplevel,
 * '_hull')` copies Tk's methods onto it, Debian python3-pmw) or assigns `Cls.x = ...`; a class decorator or a
 * metaclass of the repository that adds members with `setattr(cls, ...)` or `cls.x = ...`. Each either names
 * the members it adds (the class's member view stays complete) or leaves the class open (the check then says
 * nothing about members it does not see).
 */

import { argumentSlot } from './argument-slot.js';

/** Members some code adds to a class; `open` when it may add names that cannot be read off the source. */
export interface Patches {
  open: boolean;
  added: string[];
}

/**
 * What a function of the repository named `callee` (as written where the class is handed to it) does to the class it
 * receives in `slot` (a position or a keyword): its patches, or undefined when it cannot be read (not a plain function
 * of a read file, the slot a `*args`, too deep). Lets a class handed on through calls of calls stay closed when every
 * function on the way only reads or stores it (session 26).
 */
export type FollowCall = (callee: string, slot: number | string) => Patches | undefined;

/**
 * What handing the class (the name at `at` in `code`) to the call around it does, through `follow`: undefined when the
 * call cannot be followed.
 */
function followed(code: string, at: number, length: number, callee: string, follow: FollowCall | undefined): Patches | undefined {
  if (follow === undefined || callee === '') return undefined;
  const slot = argumentSlot(code, at, length);
  return slot === undefined ? undefined : follow(callee, slot);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the contents of triple-quoted strings (docstrings) blanked, line breaks kept. */
export function withoutTripleStrings(text: string): string {
  return text.replace(/("""|''')[\s\S]*?\1/g, (m) => m.replace(/[^\n]/g, ' '));
}

/** Source lines without comments and string contents (quotes kept), so names inside them do not count. */
function codeOf(line: string): string {
  return line.replace(/(["'])(?:\\.|(?!\1).)*\1/g, (m) => `${m[0]}${m[0]}`).replace(/#.*$/, '');
}

/**
 * As codeOf, but a string that is one identifier keeps its text: the literal key of `setattr(cls, 'x', ...)` or
 * `attrs['x'] = ...` is the member name written (blanked, every such key read as computed and the class as open).
 */
export function codeKeepingNameStrings(line: string): string {
  return line.replace(/(["'])(?:\\.|(?!\1).)*\1/g, (m) => (/^(["'])\w+\1$/.test(m) ? m : `${m[0]}${m[0]}`)).replace(/#.*$/, '');
}

/**
 * Module-level statements (column 0, outside any def/class) of the class's file that patch the class named
 * `name`: `Name.x = ...` adds `x`; a call with `Name` among its arguments (`forwardmethods(Name, ...)`,
 * `setattr(Name, ...)`, `Name = deco(Name)`) may add anything, but a statement `callee(Name)` whose callee
 * `readsOnly` says only records the class (abc-registration.ts: `IFoo.register(Name)`).
 */
export function moduleLevelPatches(name: string, text: string, readsOnly?: (callee: string) => boolean, follow?: FollowCall): Patches {
  const added: string[] = [];
  const word = new RegExp(`\\b${escape(name)}\\b`);
  const assign = new RegExp(`^${escape(name)}\\.([A-Za-z_]\\w*)\\s*=(?!=)`);
  const lines = text.split('\n');
  let inString: string | undefined;
  for (const raw of lines) {
    // Skip the inside of module-level triple-quoted strings (docstrings).
    const triples: string[] = raw.match(/"""|'''/g) ?? [];
    if (inString !== undefined) {
      if (triples.includes(inString) && triples.length % 2 === 1) inString = undefined;
      continue;
    }
    if (triples.length % 2 === 1) {
      inString = triples[0];
      continue;
    }
    if (raw === '' || /^\s/.test(raw) || /^(def|class|async|import|from|@|#)\b/.test(raw) || raw.startsWith('@') || raw.startsWith('#')) continue;
    const line = codeOf(raw);
    const a = assign.exec(line);
    if (a) {
      added.push(a[1]!);
      continue;
    }
    // The name inside the parentheses of a call: `f(..., Name, ...)` (a bare mention, not `Name.attr` read off it).
    const open = line.indexOf('(');
    const only = new RegExp(`^([A-Za-z_][\\w.]*)\\(\\s*${escape(name)}\\s*\\)\\s*$`).exec(line.trimEnd());
    if (only && readsOnly?.(only[1]!) === true) continue;
    if (open !== -1 && word.test(line.slice(open)) && new RegExp(`[(,=]\\s*${escape(name)}\\s*[,)]`).test(line.slice(open - 1))) {
      // Each call the class is handed to directly, followed into the repository's function (session 26: slixmpp's
      // `register_stanza_plugin(VCardTemp, Label, iterable=True)` only records `Label` in `VCardTemp`'s maps).
      const mentions = [...line.matchAll(new RegExp(`(?<![\\w.])${escape(name)}(?![\\w.(\\[])`, 'g'))];
      const each = mentions.map((m) => {
        const callee = enclosingCallee(line, m.index);
        if (callee !== undefined && MODULE_READ_ONLY_CALLEE.test(callee)) return { open: false, added: [] };
        return callee === undefined ? undefined : followed(line, m.index, name.length, callee, follow);
      });
      if (mentions.length === 0 || each.some((p) => p === undefined || p.open)) return { open: true, added };
      for (const p of each) added.push(...(p?.added ?? []));
    }
  }
  return { open: false, added };
}

/** The `metaclass=` keyword of a class header, as written; undefined when there is none. */
export function metaclassOf(signature: string): string | undefined {
  return /\bmetaclass\s*=\s*([A-Za-z_][\w.]*)/.exec(signature)?.[1];
}

// Calls that only read what they are handed; `inspect`'s functions (getmembers, getmro, signature, ...) only
// introspect; `"...".format(cls)` (a string literal's method is read as the bare `format`) and `format(cls)` only read
// (session 19: Uranium's `@signalemitter` reads the class's signals with `inspect.getmembers(cls, ...)` and names it in an error).
const READ_ONLY_CALLEE = /^(setattr|getattr|hasattr|isinstance|issubclass|id|repr|str|format|type|len|print|callable|super|dir|inspect\.[a-z_]+|[\w.]*\.(append|add|insert|setdefault|get|format|debug|info|warning|error)|[\w.]*\.__(new|init|init_subclass)__)$/;
/**
 * Calls that keep a reference to a class handed to them at module level and write nothing on it: typing's
 * `TypeVar('T', bound=C)`, `NewType('N', C)`, `cast(C, x)`, and the builtins that only read (session 27: tornado's web.py
 * `_RequestHandlerType = TypeVar("_RequestHandlerType", bound=RequestHandler)` left every handler class open).
 */
const MODULE_READ_ONLY_CALLEE = /^((?:typing\.)?(?:TypeVar|NewType|cast)|isinstance|issubclass|hasattr|getattr|id|repr|print|callable|len)$/;

/** The callee of the innermost call whose parentheses hold `code[at]`, or undefined when it is in none. */
export function enclosingCallee(code: string, at: number): string | undefined {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = code[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '[' || c === '{') {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === '(') {
      if (depth > 0) {
        depth--;
        continue;
      }
      const before = code.slice(Math.max(0, i - 80), i);
      // A parameter list (`def f(cls):`, `class C(Base):`) is not a call.
      if (/\b(def|class)\s+[A-Za-z_]\w*\s*$/.test(before)) return undefined;
      return /([A-Za-z_][\w.]*)\s*$/.exec(before)?.[1] ?? '';
    } else if (c === '\n' && depth === 0 && !/[,(\\]\s*$/.test(code.slice(Math.max(0, i - 80), i))) return undefined;
  }
  return undefined;
}

/**
 * What a function of the repository does to a class (its text `body`, the function's lines). With `params`,
 * a class decorator handed the class as one of them: `setattr(param, 'x', ...)` / `param.x = ...` add `x`;
 * `setattr(param, f.__name__, ...)` adds `f` when `f` is a def of the same text; another `setattr`, `delattr`,
 * or handing the class to a call other than a read-only builtin or a container's `append`/`add` leaves it open.
 * Reading `param.__dict__` or `vars(param)` does not: a class's namespace is a read-only mapping proxy (neutron-lib's
 * `@registry.has_registry_receivers` asks `'__new__' not in klass.__dict__`). Without `params` (a metaclass, whose
 * new class has many names), every `setattr` and every `x.attr = ...` in the text counts, whatever the receiver, and
 * so does a key written into the class namespace it is handed (`namespaces`: `attrs['x'] = ...` adds `x`, a computed
 * key opens it). `follow`: a call handed the class that is no read-only builtin is read through it (FollowCall);
 * without it, or when it cannot read the call, the class is open.
 */
export function functionPatches(body: string, params?: readonly string[], namespaces: readonly string[] = [], follow?: FollowCall): Patches {
  const added: string[] = [];
  const all = withoutTripleStrings(body).split('\n').map(codeKeepingNameStrings).join('\n');
  const defs = new Set([...all.matchAll(/\bdef\s+([A-Za-z_]\w*)/g)].map((m) => m[1]!));
  const receivers = params === undefined ? ['[A-Za-z_][\\w.]*'] : params.map(escape);
  for (const [i, p] of receivers.entries()) {
    // A nested function with a parameter of the same name binds it anew: its mentions are not the class handed in.
    const code = params === undefined ? all : withoutRebindingFunctions(all, params[i]!);
    for (const m of code.matchAll(new RegExp(`\\bsetattr\\(\\s*${p}\\s*,\\s*([^,]+),`, 'g'))) {
      const key = m[1]!.trim();
      const lit = /^(["'])(\w+)\1$/.exec(key);
      const fnName = /^([A-Za-z_]\w*)\.__name__$/.exec(key);
      if (lit) added.push(lit[2]!);
      else if (fnName && defs.has(fnName[1]!)) added.push(fnName[1]!);
      else return { open: true, added };
    }
    for (const m of code.matchAll(new RegExp(`(?<![\\w.])${p}\\.([A-Za-z_]\\w*)\\s*=(?!=)`, 'g'))) added.push(m[1]!);
    // A class's `__dict__` / `vars(cls)` is a read-only mapping proxy: a class decorator reading it writes nothing; a
    // metaclass's receivers are any name (an instance's `__dict__` is writable), so there it still opens.
    const dictRead = params === undefined ? `(?<![\\w.])${p}\\.__dict__|\\bvars\\(\\s*${p}\\b|` : '';
    if (new RegExp(`${dictRead}\\bdelattr\\(`).test(code)) return { open: true, added };
    if (params === undefined) {
      // A metaclass may also fill the class namespace it is handed: `attrs['x'] = ...` adds `x`, any other key opens it.
      for (const n of namespaces) {
        for (const m of code.matchAll(new RegExp(`(?<![\\w.])${escape(n)}\\[([^\\]]+)\\]\\s*=(?!=)`, 'g'))) {
          const key = m[1]!.trim();
          const lit = /^(["'])(\w+)\1$/.exec(key);
          if (lit) added.push(lit[2]!);
          else if (!rewritesOwnKey(code, m.index, n, key)) return { open: true, added };
        }
      }
      continue;
    }
    for (const m of code.matchAll(new RegExp(`(?<![\\w.])${p}(?![\\w.(\\[])`, 'g'))) {
      const callee = enclosingCallee(code, m.index);
      if (callee === undefined || callee === 'vars' || READ_ONLY_CALLEE.test(callee)) continue;
      // A call of another function of the repository: what it does to the class, when `follow` can read it.
      const further = followed(code, m.index, m[0].length, callee, follow);
      if (further === undefined || further.open) return { open: true, added };
      added.push(...further.added);
    }
  }
  return { open: false, added };
}

/**
 * Whether the write `ns[key] = ...` at `at` sits in a loop over that namespace's own keys (`for key, v in ns.items():`,
 * `for key in ns:`, `for key in list(ns):` / `ns.keys()`): it replaces a value the class body already binds and adds no
 * name (traitlets' MetaHasDescriptors.__new__ turns a TraitType class into an instance, `classdict[k] = v()`).
 */
function rewritesOwnKey(code: string, at: number, ns: string, key: string): boolean {
  if (!/^[A-Za-z_]\w*$/.test(key)) return false;
  const lines = code.slice(0, at).split('\n');
  const indentOf = (l: string): number => /^\s*/.exec(l)![0].length;
  let inside = indentOf(lines.at(-1) ?? '');
  const e = escape(ns);
  const header = new RegExp(`^\\s*for\\s+\\(?\\s*${escape(key)}\\s*(?:,\\s*[A-Za-z_]\\w*\\s*)?\\)?\\s+in\\s+(?:list\\(\\s*)?${e}(?:\\.(?:items|keys)\\(\\s*\\))?\\s*\\)?\\s*:`);
  for (let i = lines.length - 2; i >= 0 && inside > 0; i--) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    if (indent >= inside) continue;
    if (header.test(line)) return true;
    // Any other enclosing block rebinding nothing is passed through; a def ends the search.
    if (/^\s*(?:async\s+)?def\b/.test(line)) return false;
    inside = indent;
  }
  return false;
}

/**
 * The code with every nested function whose parameters include `name` blanked (its header and body lines; line
 * breaks kept): dateparser's `@registry` hands the class to `choose(cls.__new__)`, whose nested `def
 * constructor(cls, *args, **kwargs)` calls `creator(cls, *args)` with its own `cls` (session 20's held out 13, read
 * after the run). The outermost def (the decorator itself, the text's least indented) is kept.
 */
export function withoutRebindingFunctions(code: string, name: string): string {
  const lines = code.split('\n');
  const indentOf = (l: string): number => /^\s*/.exec(l)![0].length;
  const defLines = lines.map((l, i) => ({ i, indent: indentOf(l), def: /^\s*(?:async\s+)?def\s+\w+\s*\(/.test(l) })).filter((d) => d.def);
  const outer = Math.min(...defLines.map((d) => d.indent));
  const blank = new Set<number>();
  for (const d of defLines) {
    if (d.indent <= outer || blank.has(d.i)) continue;
    // The parameter list: from the def line to the line ending the header (`):` or `) -> X:`).
    let end = d.i;
    while (end < lines.length - 1 && !/\)\s*(?:->[^:]*)?:\s*$/.test(lines[end]!)) end++;
    const header = lines.slice(d.i, end + 1).join(' ');
    const paramsText = header.slice(header.indexOf('(') + 1, header.lastIndexOf(')'));
    const names = paramsText.split(',').map((p) => p.trim().replace(/^\*{1,2}/, '').split(/[:=]/)[0]!.trim());
    if (!names.includes(name)) continue;
    let last = end;
    while (last + 1 < lines.length && (lines[last + 1]!.trim() === '' || indentOf(lines[last + 1]!) > d.indent)) last++;
    for (let k = d.i; k <= last; k++) blank.add(k);
  }
  return lines.map((l, k) => (blank.has(k) ? '' : l)).join('\n');
}

/**
 * Whether a metaclass's `__call__` (its lines, `def` included; `self` its first parameter, the class) only makes
 * instances of the class as `type.__call__` would: every `return` gives back an instance made by
 * `type.__call__(cls, ...)` / `super().__call__(...)` (directly, or through a name only ever bound to such a call,
 * `None` or a read of a cache on the class: `cls._instances[key]`, `cls._cache.get(key)`), or such a cached
 * instance; and no instance is handed to a call other than a read-only one. A flyweight or singleton metaclass
 * (datalad's `Flyweight`) then adds nothing to instances but what its text assigns on them, which the metaclass's
 * reading counts already; fsspec's `_Cached`, which hands each new instance to `mirror_sync_methods(obj)`, does not.
 */
export function plainInstanceFactory(lines: string, self: string): boolean {
  const code = withoutTripleStrings(lines).split('\n').map(codeOf).join('\n');
  const make = String.raw`(?:type|super\s*\([^()]*\))\.__call__\s*\(`;
  const cache = String.raw`${escape(self)}\.[A-Za-z_]\w*\s*(?:\[[^\n]*\]|\.get\([^\n]*\))`;
  const instances = new Set([...code.matchAll(new RegExp(String.raw`^\s*([A-Za-z_]\w*)\s*=\s*${make}`, 'gm'))].map((m) => m[1]!));
  for (const name of instances) {
    for (const m of code.matchAll(new RegExp(String.raw`^\s*${escape(name)}\s*=(?!=)\s*([^\n]*)`, 'gm'))) {
      const value = m[1]!.trim();
      if (!new RegExp(`^${make}`).test(value) && value !== 'None' && !new RegExp(`^${cache}$`).test(value)) return false;
    }
    for (const m of code.matchAll(new RegExp(String.raw`(?<![\w.])${escape(name)}(?![\w.(\[])`, 'g'))) {
      const callee = enclosingCallee(code, m.index);
      if (callee !== undefined && !READ_ONLY_CALLEE.test(callee)) return false;
    }
  }
  const returns = [...code.matchAll(/^\s*return\b([^\n]*)/gm)].map((m) => m[1]!.trim());
  if (returns.length === 0) return false;
  return returns.every((r) => instances.has(r) || new RegExp(`^${make}`).test(r) || new RegExp(`^${cache}$`).test(r));
}

/**
 * Whether a metaclass's `__prepare__` (its lines, `def` included) only hands back a new, empty, plain mapping: a
 * docstring at most, then `return OrderedDict()` / `collections.OrderedDict()` / `dict()` / `{}` (session 28; python
 * held out 20's pyof `MetaStruct`, written before Python 3.6 kept a class body's order). The class body then fills
 * it as it fills the default namespace: the names are the body's, nothing more. Any other `__prepare__` (a mapping of
 * the repository's, one that answers missing keys, a pre-filled one) may bind anything: the class stays open.
 */
export function plainPrepare(lines: string): boolean {
  const code = withoutTripleStrings(lines).split('\n').map(codeKeepingNameStrings).map((l) => l.trim()).filter((l) => l !== '' && !/^(["'])\1$/.test(l));
  if (code.length < 2 || !/^def\s+__prepare__\s*\([^)]*\)\s*(?:->[^:]*)?:$/.test(code[0]!)) return false;
  const statements = code.slice(1).filter((l) => !/^(["']{1,3})\1*$/.test(l) && l !== '' && l !== "''''''");
  return statements.length === 1 && /^return\s+(?:(?:collections\.)?OrderedDict\(\s*\)|dict\(\s*\)|\{\s*\})$/.test(statements[0]!);
}

