/**
 * What the JavaScript answer checks read beside the files retrieval read (Language.scopeFiles), third part:
 * the modules that fill a constructor function's prototype. A file that exports a constructor function and
 * never touches its prototype (moment's `src/lib/moment/constructor.js` exports `Moment`;
 * `prototype.js` beside it does `var proto = Moment.prototype; proto.isValid = isValid; ...`) leaves the
 * class's methods to other modules; retrieval follows what the target imports, not who imports it, so
 * those modules are seldom read, and then the check must take the class's members as open
 * (check/js-prototype-members.ts). The JavaScript files of the target's own directory are where such a
 * module is (it imports the constructor by a relative path); read, the members are the ones they assign.
 *
 * A text test, no parse (the compiler is not loaded here): a capitalized `function F(` that the file exports
 * (`export function F`, `export { F }`, `module.exports = F`, `exports.F = F`) with no `F.prototype` in
 * the file. At most MAX_PROTOTYPE_FILES files, JavaScript only.
 */
const MAX_PROTOTYPE_FILES = 24;
const JS = /\.(js|mjs|cjs|jsx)$/i;

/**
 * The local names of `export { a, b as c }` lists, each list read up to its own `}` (no pattern that backtracks over the
 * rest of the file when a `}` never comes).
 */
function exportListNames(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/\bexport\s*\{/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = source.indexOf('}', start);
    if (end === -1) break;
    for (const part of source.slice(start, end).split(',')) {
      const local = /^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1];
      if (local !== undefined) out.add(local);
    }
  }
  return out;
}

/** Capitalized constructor functions `source` exports without touching their prototype. */
export function unfilledConstructors(source: string): string[] {
  const out: string[] = [];
  let listed: Set<string> | undefined;
  for (const m of source.matchAll(/(^|[\s;])(export\s+)?function\s+([A-Z][A-Za-z0-9_$]*)\s*\(/g)) {
    const name = m[3]!;
    if (source.includes(`${name}.prototype`)) continue;
    const word = `${name.replace(/\$/g, '\\$')}(?![\\w$])`;
    const exported =
      m[2] !== undefined ||
      (listed ??= exportListNames(source)).has(name) ||
      new RegExp(`module\\.exports\\s*=\\s*${word}`).test(source) ||
      new RegExp(`(?:module\\.)?exports\\.[A-Za-z0-9_$]+\\s*=\\s*${word}`).test(source);
    if (exported) out.push(name);
  }
  return out;
}

/** The JavaScript files beside `file` when it exports a constructor function whose prototype it never fills. */
export function prototypeFillerFiles(file: string, files: readonly string[], source: string | undefined): string[] {
  if (!JS.test(file) || source === undefined || unfilledConstructors(source).length === 0) return [];
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  return files
    .filter((f) => f !== file && f.startsWith(dir) && !f.slice(dir.length).includes('/') && JS.test(f) && !/\.min\.[cm]?js$/i.test(f))
    .sort()
    .slice(0, MAX_PROTOTYPE_FILES);
}
