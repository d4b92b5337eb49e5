/**
 * Names a project's bundler replaces at build time (webpack's `new DefinePlugin({ __WORKER_SRC__: ... })`, Vite's,
 * esbuild's and tsup's `define: { ... }`, rollup's `replace({ ... })`): a file reads them free, and the project may
 * declare them nowhere (esbuild replaces only unbound names, so some projects keep them undeclared on purpose).
 * Unread, a correct body reading one is rejected as "Cannot find name".
 *
 * bundlerConfigFiles (Language.scopeFiles): the bundler configuration files of the target's package — its root and
 * its `config/`, `build/`, `scripts/`, `tools/` folders — named after a bundler (`webpack.config.js`,
 * `vite.config.ts`, `rollup.config.mjs`, `esbuild.mjs`, `config/webpack/production.js`, `build.mjs`).
 * bundlerDefinedNames (the check): the keys of `define`/`DefinePlugin`/`replace` objects in the read ones, read as
 * text: a key the configuration names next to such a call or property. A name no configuration defines stays unbound.
 */
import { packageRoot } from './ambient-files.js';

const MAX_CONFIG_FILES = 6;
const CONFIG_NAME = /^(?:vite|vitest|webpack|rollup|rolldown|esbuild|tsup|rspack|build)\b[\w.-]*\.[cm]?[jt]s$/i;
/** A file in a folder named after a bundler (`config/webpack/production.js`). */
const CONFIG_FOLDER = /(?:^|\/)(?:vite|webpack|rollup|rolldown|esbuild|tsup|rspack)\/[^/]+\.[cm]?[jt]s$/i;
const CONFIG_DIRS = ['', 'config', 'build', 'scripts', 'tools'];
/** A `define`, `DefinePlugin` or `replace` object, from its opening brace (keys read up to 4,000 characters on). */
const DEFINE_OPEN = /\b(?:define\s*:|DefinePlugin\s*\(|replace\s*\()\s*\{/g;
/** A comment (`//` after a space or a line's start, so that `https://` stays), left out of the keys. */
const COMMENT = /(?:^|(?<=\s))\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const KEY = /(?:^|[{,\s])(['"]?)([A-Za-z_$][\w$]*)\1\s*:/g;

const baseName = (f: string): string => f.slice(f.lastIndexOf('/') + 1);
const dirName = (f: string): string => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '');

/** Whether `path` is named like a bundler's configuration. */
export const isBundlerConfig = (path: string): boolean => (CONFIG_NAME.test(baseName(path)) || CONFIG_FOLDER.test(path)) && !path.includes('node_modules/');

/** The bundler configuration files of the target's package (see the module comment). */
export function bundlerConfigFiles(file: string, files: readonly string[]): string[] {
  const root = packageRoot(file, files) ?? '';
  const prefix = root === '' ? '' : `${root}/`;
  const out: string[] = [];
  for (const f of files) {
    if (out.length >= MAX_CONFIG_FILES) break;
    if (!f.startsWith(prefix) || !isBundlerConfig(f)) continue;
    const rel = dirName(f.slice(prefix.length));
    // The package's root and a configuration folder, one level down at most (`config/webpack/production.js`).
    const top = rel.split('/')[0] ?? '';
    if (CONFIG_DIRS.includes(top) && rel.split('/').length <= (top === '' ? 1 : 2)) out.push(f);
  }
  return out;
}

/** The names the read bundler configuration files define (see the module comment). */
export function bundlerDefinedNames(readFiles: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const [path, text] of readFiles) {
    if (!isBundlerConfig(path)) continue;
    for (const open of text.matchAll(DEFINE_OPEN)) {
      // The object's own keys: its text up to the closing brace, nested objects left out.
      const from = open.index + open[0].length - 1;
      let depth = 0;
      let flat = '';
      for (let i = from; i < Math.min(text.length, from + 4000); i++) {
        const c = text[i]!;
        if (c === '{' && ++depth === 1) flat += c;
        else if (c === '}' && --depth === 0) break;
        else if (depth === 1 && c !== '{' && c !== '}') flat += c;
      }
      for (const k of flat.replace(COMMENT, ' ').matchAll(KEY)) out.add(k[2]!);
    }
  }
  return out;
}
