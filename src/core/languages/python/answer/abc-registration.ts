/**
 * Registering a class as a virtual subclass of an abstract base class (issue 22, session 24; python held out 16's
 * autobahn misses, read after its blind run): `IWebSocketChannel.register(WebSocketProtocol)` at module level, or
 * `@Sized.register` over the class. `ABCMeta.register` records the class in the ABC's registry (so `isinstance` and
 * `issubclass` answer yes) and hands it back unchanged: it adds nothing to the class registered. Any other call that
 * is handed the class may still change it (class-patches.ts `moduleLevelPatches`).
 */
import type { Definition, ParsedModule } from '../../types.js';
import { metaclassOf } from './class-patches.js';
import { qualifiedName } from './stdlib-bases.js';

/** A class the check can read: its definition, its file's parse and text. */
export interface ReadClass {
  file: string;
  def: Definition;
  parsed: ParsedModule;
  text: string | undefined;
}

/** Resolves a name or dotted path written in `from`'s file (the registering file when `from` is undefined) to a class. */
export type ClassResolver = (written: string, from: ReadClass | undefined) => ReadClass | undefined;

/** Python's own abstract base classes (ABCMeta's register, never overridden). */
const STDLIB_ABC = /^(?:(?:collections\.abc|numbers|importlib\.abc)\.[A-Z]\w*|abc\.ABC|io\.(?:IOBase|RawIOBase|BufferedIOBase|TextIOBase)|os\.PathLike)$/;
/** ABCMeta's `register` as a class attribute may bind it (autobahn's `_ABC.abc_register = abc.ABC.register`). */
const REGISTER = new Set(['abc.ABC.register', 'abc.ABCMeta.register']);
const MAX_CHAIN = 32;

/** What a class binds `name` to in its body: 'register' (ABCMeta's), 'other' (a def or another value), undefined (not bound). */
function binding(cls: ReadClass, name: string): 'register' | 'other' | undefined {
  const own = cls.parsed.definitions.some((d) => d.parent === cls.def.qualname && d.name === name && d.kind !== 'variable');
  if (own) return 'other';
  if (!cls.def.locals.includes(name) && !cls.parsed.definitions.some((d) => d.parent === cls.def.qualname && d.name === name)) return undefined;
  const lines = cls.text?.split('\n').slice(cls.def.range.start, cls.def.range.end) ?? [];
  const values = lines.flatMap((l) => {
    const m = new RegExp(String.raw`^\s+${name}\s*(?::[^=\n]*)?=(?!=)\s*([A-Za-z_][\w.]*)\s*(?:#.*)?$`).exec(l);
    return m ? [m[1]!] : [];
  });
  return values.length === 1 && REGISTER.has(qualifiedName(values[0]!, cls.parsed) ?? '') ? 'register' : 'other';
}

/**
 * Whether `X.method` (a callee or decorator as written in `parsed`'s file) is ABCMeta's `register` of an abstract
 * base class: `X` one of Python's ABCs and `method` `register`; or a class the check reads whole up to `abc.ABC` or
 * `metaclass=abc.ABCMeta` (no other metaclass, every base followed), where no class of the chain binds `method`
 * otherwise (`register`, inherited) or one binds it to `abc.ABC.register`.
 */
export function registersVirtualSubclass(callee: string, parsed: ParsedModule, resolve: ClassResolver): boolean {
  const m = /^([A-Za-z_][\w.]*)\.([A-Za-z_]\w*)$/.exec(callee.trim());
  if (!m) return false;
  const receiver = m[1]!;
  const method = m[2]!;
  const q = qualifiedName(receiver, parsed);
  if (q !== undefined && STDLIB_ABC.test(q)) return method === 'register';
  const start = resolve(receiver, undefined);
  if (start === undefined) return false;
  let abc = false;
  let bound: 'register' | 'other' | undefined;
  const queue: ReadClass[] = [start];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const cls = queue.shift()!;
    const key = `${cls.def.qualname}\0${cls.def.range.start}\0${cls.parsed.definitions.length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > MAX_CHAIN) return false;
    bound ??= binding(cls, method);
    const meta = metaclassOf(cls.def.signature);
    if (meta !== undefined) {
      if (qualifiedName(meta, cls.parsed) !== 'abc.ABCMeta') return false;
      abc = true;
    }
    for (const written of cls.def.bases) {
      const base = written.replace(/\[[\s\S]*\]$/, '').trim();
      if (base === 'object' || /^\w+\s*=/.test(base)) continue;
      const bq = qualifiedName(base, cls.parsed);
      if (bq !== undefined && STDLIB_ABC.test(bq)) {
        abc = true;
        continue;
      }
      const next = resolve(base, cls);
      if (next === undefined) return false;
      queue.push(next);
    }
  }
  return abc && (bound === 'register' || (bound === undefined && method === 'register'));
}
