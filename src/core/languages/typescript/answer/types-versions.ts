/**
 * A package manifest's `typesVersions` (`{ ">=4.2": { "*": ["ts4.2/*"] } }`) and `imports` (`{ "#internal/*":
 * "./lib/internal/*.js" }`) as the compiler reads them, for package-type-files.ts: without them the declaration files a
 * package's manifest sends the compiler to (`ts4.2/index.d.ts`, `lib/internal/x.d.ts`) were never asked, so the package's
 * types stayed unread (`any`) although installed. `typesVersions` counts only when the manifest has no `exports` (the
 * compiler ignores it then); the first range that the checks' compiler version satisfies wins, as in the compiler.
 */

/** The checks' compiler's major.minor (test/core/languages/typescript/types-versions.test.ts keeps it equal to the installed one). */
export const CHECK_COMPILER_VERSION = '5.9';

const VERSION = /^v?(\d{1,6})(?:\.(\d{1,6}|[x*]))?(?:\.(\d{1,6}|[x*]))?(?:-[0-9A-Za-z.-]{1,60})?$/;
const COMPARATOR = /^(<=|>=|<|>|=|~|\^)?\s*(.+)$/;

type Parts = [number, number | undefined, number | undefined];

function parseVersion(text: string): Parts | undefined {
  const m = VERSION.exec(text);
  if (m === null) return undefined;
  const num = (s: string | undefined): number | undefined => (s === undefined || s === 'x' || s === '*' ? undefined : Number(s));
  return [Number(m[1]), num(m[2]), num(m[3])];
}

/** -1, 0, 1 comparing `a` with `b`, a part `b` leaves out counting as equal. */
function compare(a: Parts, b: Parts): number {
  for (let i = 0; i < 3; i++) {
    const y = b[i];
    if (y === undefined) return 0;
    const x = a[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function satisfiesComparator(v: Parts, text: string): boolean {
  if (text === '*' || text === 'x' || text === '') return true;
  const m = COMPARATOR.exec(text);
  const bound = m === null ? undefined : parseVersion(m[2]!.trim());
  if (m === null || bound === undefined) return false;
  const c = compare(v, bound);
  switch (m[1]) {
    case '<': return c < 0;
    case '<=': return c <= 0;
    case '>': return c > 0;
    case '>=': return c >= 0;
    case '~': return c >= 0 && v[0] === bound[0] && (bound[1] === undefined || v[1] === bound[1]);
    case '^': return c >= 0 && v[0] === bound[0];
    default: return c === 0;
  }
}

/** Whether `version` satisfies a `typesVersions` key (`*`, `>=4.2`, `>=3.1 <4`, `<4.0 || >=5`, `4.1`). */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (v === undefined || range.length > 200) return false;
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/(<=|>=|<|>|=|~|\^)\s+/g, '$1').split(/\s+/).filter((c) => c !== '');
    return comparators.length === 0 ? set.trim() === '' : comparators.every((c) => satisfiesComparator(v, c));
  });
}

/** The key with one `*` that matches `name` with the longest part before the star, and what the star stands for. */
function starMatch(keys: readonly string[], name: string): { key: string; hole: string } | undefined {
  let best: { key: string; head: number; hole: string } | undefined;
  for (const key of keys) {
    const star = key.indexOf('*');
    if (star < 0 || key.indexOf('*', star + 1) >= 0) continue;
    const head = key.slice(0, star);
    const tail = key.slice(star + 1);
    if (name.length < head.length + tail.length || !name.startsWith(head) || !name.endsWith(tail)) continue;
    if (best === undefined || head.length > best.head) best = { key, head: head.length, hole: name.slice(head.length, name.length - tail.length) };
  }
  return best;
}

/** A path map (`{ "*": ["ts4.2/*"] }`) applied to `name`: the exact key, else the `*` pattern with the longest head. */
export function mapPath(paths: Readonly<Record<string, unknown>>, name: string): string[] {
  const targets = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((t): t is string => typeof t === 'string');
  if (Object.hasOwn(paths, name)) return targets(paths[name]);
  const m = starMatch(Object.keys(paths), name);
  return m === undefined ? [] : targets(paths[m.key]).map((t) => t.split('*').join(m.hole));
}

/**
 * Where the manifest's `typesVersions` sends `name` (a subpath of the package, or the path its `types`/`typings`/`main`
 * field names, or `index`), for the checks' compiler; [] when it has none, has `exports`, or no range matches.
 */
export function typesVersionsTargets(manifest: Readonly<Record<string, unknown>>, name: string, version = CHECK_COMPILER_VERSION): string[] {
  const tv = manifest.typesVersions;
  if (manifest.exports !== undefined || tv === null || typeof tv !== 'object' || Array.isArray(tv)) return [];
  for (const [range, paths] of Object.entries(tv as Record<string, unknown>)) {
    if (!satisfiesRange(version, range)) continue;
    return paths !== null && typeof paths === 'object' && !Array.isArray(paths) ? mapPath(paths as Record<string, unknown>, name) : [];
  }
  return [];
}

/** A package's `imports` entry for `#spec` (exact, else the `*` pattern with the longest head), undefined when none. */
export function importsEntry(manifest: Readonly<Record<string, unknown>>, spec: string): unknown {
  const imports = manifest.imports;
  if (!spec.startsWith('#') || imports === null || typeof imports !== 'object' || Array.isArray(imports)) return undefined;
  const map = imports as Record<string, unknown>;
  if (Object.hasOwn(map, spec)) return map[spec];
  const m = starMatch(Object.keys(map), spec);
  if (m === undefined) return undefined;
  return JSON.parse(JSON.stringify(map[m.key]).split('*').join(m.hole.replace(/["\\]/g, ''))) as unknown;
}
