/**
 * The standard library's method results (session 23, issue 22): what `pkg.F(..).M(..)` gives, read from std-members.ts's
 * generated GO_STD_METHOD_RESULTS (a method's first result when it is an exported named type; promoted methods through the
 * types a type embeds). recli's `s := reflect.ValueOf(data).Elem()` then `s.TypeAll()`: `s` is a reflect.Value, which has no
 * `TypeAll` (go build: "s.TypeAll undefined"). A method the table does not list, or whose result is no named type, leaves the
 * local untyped (open), as before.
 */
import { GO_STD_MEMBERS, GO_STD_METHOD_RESULTS } from './std-members.js';

/** Each type's `Method -> importpath.Type`, parsed from its table entry on first use. */
const parsed = new Map<string, ReadonlyMap<string, string>>();

function ownResults(type: string): ReadonlyMap<string, string> {
  let hit = parsed.get(type);
  if (hit === undefined) {
    const pkg = type.slice(0, type.lastIndexOf('.'));
    const entries = (GO_STD_METHOD_RESULTS[type] ?? '').split(' ').filter((e) => e !== '').map((e) => {
      const colon = e.indexOf(':');
      const result = e.slice(colon + 1);
      return [e.slice(0, colon), result.startsWith('.') ? `${pkg}${result}` : result] as const;
    });
    hit = new Map(entries);
    parsed.set(type, hit);
  }
  return hit;
}

/** The type (`importpath.Type`) `type`'s method `method` returns first, its own or promoted from an embedded type; else undefined. */
export function stdMethodResult(type: string, method: string, seen: Set<string> = new Set()): string | undefined {
  if (seen.has(type)) return undefined;
  seen.add(type);
  const entry = GO_STD_MEMBERS[type];
  if (entry === undefined) return undefined;
  const own = ownResults(type).get(method);
  if (own !== undefined) return own;
  // The type's own member (a field, or a method whose result is not a named type) hides any promoted one.
  if (entry[0].split(' ').includes(method)) return undefined;
  for (const e of entry[1].split(' ')) {
    const found = e === '' || e === '?' ? undefined : stdMethodResult(e, method, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `start` (a standard library type) after calling `methods` on it in turn; undefined when one of them is not known. */
export function stdChainType(start: string, methods: readonly string[]): string | undefined {
  let type: string | undefined = start;
  for (const m of methods) {
    if (type === undefined) return undefined;
    type = stdMethodResult(type, m);
  }
  return type;
}
