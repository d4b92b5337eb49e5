/**
 * Base-class and member lookup, shared by every language: a class's bases resolved by name, and a
 * member searched in the class, then in its bases left to right (a simple MRO across files).
 * Languages differ only in which own members shadow the bases' and where else a type's members
 * come from (a TypeScript type alias's constituent types); cycles end the lookup.
 */
import type { Definition } from '../languages/types.js';
import type { CodeSymbol, ModuleLoader } from '../languages/language.js';
import { chainOfExpression } from './symbols.js';

type ClassRef = { file: string; def: Definition };

export interface ClassMemberRules {
  loader: ModuleLoader;
  lookup(file: string, name: string, seen: Set<string>): Promise<CodeSymbol | undefined>;
  memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined>;
  /** Whether an own member wins over the bases' (Python: a plain variable yields to a base's method, and is the fallback). */
  ownWins(def: Definition): boolean;
  /** Where else than its own body a class's members are looked up; defaults to its bases. */
  memberSources?(file: string, cls: Definition, basesNamed: (file: string, bases: readonly string[]) => Promise<ClassRef[]>): Promise<ClassRef[]>;
}

export interface ClassMembers {
  basesOf: (file: string, cls: Definition) => Promise<ClassRef[]>;
  basesNamed: (file: string, bases: readonly string[]) => Promise<ClassRef[]>;
  classMember: (file: string, cls: Definition, name: string, seen: Set<string>) => Promise<CodeSymbol | undefined>;
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

  return { basesOf, basesNamed, classMember };
}
