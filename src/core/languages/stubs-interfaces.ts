/**
 * Interfaces among stubs. A base-class method whose body is `raise NotImplementedError` and that
 * a subclass in the repository overrides is an interface (an abstract method without the
 * decorator), not work left to do: automatic mode skips it, an explicit command may still name it.
 *
 * Subclasses are found by class name across the modules given (bases as written, last dotted
 * segment: `class Disk(storage.Backend)` extends `Backend`), transitively. A name defined by
 * several classes is matched for all of them; that errs towards "interface", which only means
 * automatic mode leaves the method for an explicit command.
 */
import type { Definition, ParsedModule, Stub } from './types.js';

/** Last dotted segment of a base's text, without call arguments or subscripts (`abc.ABC` -> `ABC`). */
function lastSegment(expr: string): string {
  const head = expr.replace(/[([].*$/s, '').trim();
  return (head.split('.').at(-1) ?? '').trim();
}

export interface ModuleStubs {
  file: string;
  parsed: ParsedModule;
  stubs: readonly Stub[];
}

const baseName = (base: string): string => lastSegment(base.replace(/\[.*$/s, ''));

/** Names of the classes some class in `modules` extends (last dotted segment, as written). */
export function extendedClassNames(modules: readonly ModuleStubs[]): Set<string> {
  return new Set(modules.flatMap((m) => m.parsed.definitions.filter((d) => d.kind === 'class').flatMap((d) => d.bases.map(baseName))));
}

/** `file:qualname` of every stub that is an overridden interface method. */
export function overriddenInterfaces(modules: readonly ModuleStubs[]): Set<string> {
  const classes = modules.flatMap((m) => m.parsed.definitions.filter((d) => d.kind === 'class'));
  // Direct subclasses by base name.
  const subclassesOf = new Map<string, Definition[]>();
  for (const cls of classes) {
    for (const base of cls.bases) {
      const name = baseName(base);
      const list = subclassesOf.get(name) ?? [];
      list.push(cls);
      subclassesOf.set(name, list);
    }
  }
  const methodsOf = new Map<Definition, Set<string>>();
  const methodNames = (cls: Definition, parsed: ParsedModule): Set<string> => {
    let names = methodsOf.get(cls);
    if (!names) {
      names = new Set(parsed.definitions.filter((d) => d.parent === cls.qualname && d.kind !== 'class' && d.kind !== 'variable').map((d) => d.name));
      methodsOf.set(cls, names);
    }
    return names;
  };
  const moduleOf = new Map<Definition, ParsedModule>();
  for (const m of modules) for (const d of m.parsed.definitions) if (d.kind === 'class') moduleOf.set(d, m.parsed);

  const overridden = (owner: Definition, method: string): boolean => {
    // The owner itself never counts, even when a cycle of base names leads back to it.
    const seen = new Set<Definition>([owner]);
    const pending = [...(subclassesOf.get(owner.name) ?? [])];
    for (let cls = pending.pop(); cls !== undefined; cls = pending.pop()) {
      if (seen.has(cls)) continue;
      seen.add(cls);
      const parsed = moduleOf.get(cls);
      if (parsed && methodNames(cls, parsed).has(method)) return true;
      pending.push(...(subclassesOf.get(cls.name) ?? []));
    }
    return false;
  };

  const out = new Set<string>();
  for (const m of modules) {
    for (const stub of m.stubs) {
      if (stub.kind !== 'not-implemented') continue;
      const def = m.parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine);
      const owner = def?.parent === undefined ? undefined : m.parsed.definitions.find((d) => d.qualname === def.parent);
      if (def === undefined || owner?.kind !== 'class') continue;
      if (overridden(owner, def.name)) out.add(`${m.file}:${stub.qualname}`);
    }
  }
  return out;
}
