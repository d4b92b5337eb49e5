/**
 * Abstract classes as the type of a receiver (issue 22, session 29; python held out 21's false rejection of quart's
 * `Response._process_range_request`, read after its blind run). `self.response: ResponseBody` names an abstract base
 * (`ResponseBody(ABC)` with `@abstractmethod __aenter__`/`__aexit__`) that Python cannot instantiate: the object there
 * is always one of its subclasses, and quart calls `self.response.make_conditional(...)`, which `DataBody`, `FileBody`
 * and `IOBody` define. A member such a class lacks may be one its subclasses supply; call-checks.ts decides with the
 * subclasses it sees (the template-method rule applied to an annotated receiver, not only to `self`).
 */
import type { Definition, ParsedModule } from '../../types.js';
import { metaclassOf } from './class-patches.js';
import { qualifiedName } from './stdlib-bases.js';
import { namesLeftToSubclasses } from './subclass-hooks.js';

/** One class of a chain: its definition, its file's parse and text. */
export interface ChainClass {
  def: Definition;
  parsed: ParsedModule;
  text: string | undefined;
}

const ABSTRACT_DECORATORS = new Set(['abc.abstractmethod', 'abc.abstractproperty', 'abc.abstractclassmethod', 'abc.abstractstaticmethod']);

function abstractDecorated(def: Definition, parsed: ParsedModule): boolean {
  return def.decorators.some((d) => ABSTRACT_DECORATORS.has(qualifiedName(d.replace(/\(.*$/s, ''), parsed) ?? ''));
}

/** Whether a class of the chain is built by `abc.ABCMeta`: `ABC` among its bases (as written) or `metaclass=ABCMeta`. */
function abcMeta(c: ChainClass): boolean {
  const meta = metaclassOf(c.def.signature);
  return (meta !== undefined && qualifiedName(meta, c.parsed) === 'abc.ABCMeta') || c.def.bases.some((b) => qualifiedName(b.trim(), c.parsed) === 'abc.ABC');
}

/**
 * The abstract methods a class leaves unimplemented, given its chain (itself first, then the bases the check followed,
 * nearest first): a name whose nearest definition in the chain is decorated `@abstractmethod` (or `abstractproperty`,
 * ...), when the chain is built by `ABCMeta` (`abcBuilt`: `ABC` among the bases of a class of the chain or a base of
 * Python's that is one, `metaclass=ABCMeta`). Without ABCMeta the decorator does nothing: the class is instantiable.
 */
export function abstractMethodsLeft(chain: readonly ChainClass[], abcBuilt: boolean): string[] {
  if (!abcBuilt && !chain.some(abcMeta)) return [];
  const decided = new Map<string, boolean>();
  for (const c of chain) {
    for (const d of c.parsed.definitions) {
      if (d.parent !== c.def.qualname || decided.has(d.name)) continue;
      decided.set(d.name, d.kind !== 'class' && abstractDecorated(d, c.parsed));
    }
    for (const name of [...c.def.locals, ...c.def.attributes.map((a) => a.name)]) if (!decided.has(name)) decided.set(name, false);
  }
  return [...decided].filter(([, abstract]) => abstract).map(([name]) => name).sort();
}

/**
 * Whether a class is written for subclasses to complete: it leaves abstract methods unimplemented, or its own methods
 * call on `self` methods that neither it nor its bases define (subclass-hooks.ts). `members`: what the class and its
 * bases define.
 */
export function abstractClass(chain: readonly ChainClass[], abcBuilt: boolean, members: ReadonlySet<string>): boolean {
  if (abstractMethodsLeft(chain, abcBuilt).length > 0) return true;
  const own = chain[0];
  if (own?.text === undefined) return false;
  const text = own.text.split('\n').slice(own.def.range.start - 1, own.def.range.end).join('\n');
  return namesLeftToSubclasses(text, 'self', members).length > 0;
}
