/**
 * Base-class and member lookup, shared by every language: a class's bases resolved by name, and a
 * member searched in the class, then in its bases left to right (a simple MRO across files).
 * Languages differ only in which own members shadow the bases' and where else a type's members
 * come from (a TypeScript type alias's constituent types); cycles end the lookup.
 */
import type { Definition } from '../languages/types.js';
import { NOT_NOW, type CodeSymbol, type ModuleLoader, type NotNow } from '../languages/language.js';
import { chainOfExpression } from './symbols.js';

type ClassRef = { file: string; def: Definition };

export interface ClassMemberRules {
  loader: ModuleLoader;
  lookup(file: string, name: string, seen: Set<string>): Promise<CodeSymbol | undefined>;
  memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined>;
  /**
   * Synchronous twins of lookup and memberOf (LanguageSymbolResolver's `…Now`): given, classMemberNow
   * answers without a promise when every module it needs is open, else NOT_NOW.
   */
  lookupNow?(file: string, name: string, seen: Set<string>): CodeSymbol | undefined | NotNow;
  memberOfNow?(symbol: CodeSymbol, name: string, seen: Set<string>): CodeSymbol | undefined | NotNow;
  /** Whether an own member wins over the bases' (Python: a plain variable yields to a base's method, and is the fallback). */
  ownWins(def: Definition): boolean;
  /** Where else than its own body a class's members are looked up; defaults to its bases. */
  memberSources?(file: string, cls: Definition, basesNamed: (file: string, bases: readonly string[]) => Promise<ClassRef[]>): Promise<ClassRef[]>;
}

export interface ClassMembers {
  basesOf: (file: string, cls: Definition) => Promise<ClassRef[]>;
  basesNamed: (file: string, bases: readonly string[]) => Promise<ClassRef[]>;
  classMember: (file: string, cls: Definition, name: string, seen: Set<string>) => Promise<CodeSymbol | undefined>;
  /** classMember's synchronous twin: the same answer and memo writes, or NOT_NOW (see ClassMemberRules.lookupNow). */
  classMemberNow: (file: string, cls: Definition, name: string, seen: Set<string>) => CodeSymbol | undefined | NotNow;
}

export function createClassMembers(rules: ClassMemberRules): ClassMembers {
  async function basesNamed(file: string, bases: readonly string[]): Promise<ClassRef[]> {
    const out: ClassRef[] = [];
    for (const base of bases) {
      const [head, ...rest] = chainOfExpression(base) ?? [];
      if (head === undefined) continue;
      let sym = await rules.lookup(file, head, new Set());
      for (const part of rest) sym = sym === undefined ? undefined : await rules.memberOf(sym, part, new Set());
      if (sym?.kind === 'definition' && sym.def.kind === 'class') out.push({ file: sym.file, def: sym.def });
    }
    return out;
  }
  const basesOf = (file: string, cls: Definition): Promise<ClassRef[]> => basesNamed(file, cls.bases);
  const sources = (file: string, cls: Definition): Promise<ClassRef[]> => rules.memberSources?.(file, cls, basesNamed) ?? basesOf(file, cls);

  async function classMember(file: string, cls: Definition, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${cls.qualname}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const mod = await rules.loader.load(file);
    const own = mod?.byQualname.get(`${cls.qualname}.${name}`);
    if (own !== undefined && rules.ownWins(own)) return { kind: 'definition', file, def: own };
    for (const base of await sources(file, cls)) {
      const found = await classMember(base.file, base.def, name, seen);
      if (found !== undefined) return found;
    }
    return own === undefined ? undefined : { kind: 'definition', file, def: own };
  }

  // The synchronous twins, step for step (NOT_NOW where the asynchronous ones would wait on a read,
  // or where a language's own member sources are asked: those stay asynchronous).
  function basesNamedNow(file: string, bases: readonly string[]): ClassRef[] | NotNow {
    if (rules.lookupNow === undefined || rules.memberOfNow === undefined) return NOT_NOW;
    const out: ClassRef[] = [];
    for (const base of bases) {
      const chain = chainOfExpression(base) ?? [];
      const head = chain[0];
      if (head === undefined) continue;
      let sym = rules.lookupNow(file, head, new Set());
      if (sym === NOT_NOW) return NOT_NOW;
      for (let i = 1; i < chain.length && sym !== undefined; i++) {
        sym = rules.memberOfNow(sym, chain[i]!, new Set());
        if (sym === NOT_NOW) return NOT_NOW;
      }
      if (sym?.kind === 'definition' && sym.def.kind === 'class') out.push({ file: sym.file, def: sym.def });
    }
    return out;
  }

  function classMemberNow(file: string, cls: Definition, name: string, seen: Set<string>): CodeSymbol | undefined | NotNow {
    if (rules.memberSources !== undefined || rules.loader.loadedNow === undefined) return NOT_NOW;
    const key = `${file}\0${cls.qualname}`;
    if (seen.has(key)) return undefined;
    const mod = rules.loader.loadedNow(file);
    if (mod === NOT_NOW) return NOT_NOW;
    // Added only once the module is in hand: after NOT_NOW the caller starts again with a new set.
    seen.add(key);
    const own = mod?.byQualname.get(`${cls.qualname}.${name}`);
    if (own !== undefined && rules.ownWins(own)) return { kind: 'definition', file, def: own };
    const bases = basesNamedNow(file, cls.bases);
    if (bases === NOT_NOW) return NOT_NOW;
    for (const base of bases) {
      const found = classMemberNow(base.file, base.def, name, seen);
      if (found !== undefined) return found;
    }
    return own === undefined ? undefined : { kind: 'definition', file, def: own };
  }

  return { basesOf, basesNamed, classMember, classMemberNow };
}
