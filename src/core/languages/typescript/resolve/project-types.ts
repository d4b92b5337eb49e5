/**
 * The `types` and `typeRoots` of the tsconfig a TypeScript file is compiled with (issue 22, session 26): with
 * compilerOptions.types set, only the listed packages' globals are in scope (tsc includes no other `@types` package);
 * with typeRoots set, the automatic `@types` packages come from those folders only; with neither, every package of
 * node_modules/@types is (answer/package-type-files.ts, check/program.ts).
 *
 * The config is the nearest tsconfig.json (else jsconfig.json) above the file, as the module resolver takes it, and
 * its `extends` chain: relative paths inside the repository, bare ones (`@tsconfig/node20/tsconfig.json`,
 * `@tsconfig/node20`) among the installed packages. A child's setting replaces its bases' (tsc does not merge these
 * two); a later base of an `extends` array wins over an earlier one. When the nearest config does not compile the file
 * (its `files`/`include` leave it out, or a solution config with `files: []`), the project's settings are unknown and
 * nothing is said: the caller keeps the default. A text read, no compiler call.
 */
import { z } from 'zod';
import { parseJsonc } from './json-config.js';
import { ancestors, dirOf, inDir, joinPath } from './paths.js';

const MAX_EXTENDS_DEPTH = 5;

const configSchema = z.object({
  extends: z.union([z.string(), z.array(z.string())]).optional().catch(undefined),
  files: z.array(z.string()).optional().catch(undefined),
  include: z.array(z.string()).optional().catch(undefined),
  compilerOptions: z
    .object({
      types: z.array(z.string()).optional().catch(undefined),
      typeRoots: z.array(z.string()).optional().catch(undefined),
      esModuleInterop: z.boolean().optional().catch(undefined),
      module: z.string().optional().catch(undefined),
      strict: z.boolean().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

/** A config file: in the repository (a repository path) or among the installed packages (a path under node_modules). */
export interface ConfigRef { where: 'repo' | 'dep'; path: string }

export interface ProjectTypes {
  /** The nearest config's repository path. */
  config: string;
  /** compilerOptions.types as written (package names and subpaths), when set along the chain. */
  types?: string[];
  /** compilerOptions.typeRoots, when set: repository paths, or `node_modules/<path>` for a root inside a package. */
  typeRoots?: string[];
  /**
   * Whether a namespace import of an `export =` module is a namespace object (tsc's esModuleInterop: set along the chain,
   * else true for the Node module kinds, else false), so that `import * as $ from 'jquery'; $(el)` is an error only where
   * the project's own compiler says so (session 28).
   */
  esModuleInterop: boolean;
  /** compilerOptions.strict along the chain (tsc's default, false, when no config of the chain sets it). */
  strict: boolean;
}

/** tsc's `module` settings under which esModuleInterop defaults to true. */
const NODE_MODULE_KIND = /^node(?:16|18|20|next)$/i;

export type ConfigRead = (ref: ConfigRef) => string | undefined;

/** The nearest tsconfig.json (else jsconfig.json) above `file` among the paths `has` knows. */
export function nearestConfig(file: string, has: (path: string) => boolean): string | undefined {
  for (const d of ancestors(file)) {
    if (has(inDir(d, 'tsconfig.json'))) return inDir(d, 'tsconfig.json');
    if (has(inDir(d, 'jsconfig.json'))) return inDir(d, 'jsconfig.json');
  }
  return undefined;
}

/** An `extends` entry of the config at `from`, as the file it names. */
function extendsTarget(from: ConfigRef, spec: string): ConfigRef | undefined {
  const json = spec.endsWith('.json') ? spec : `${spec}.json`;
  if (spec.startsWith('.')) {
    const path = joinPath(dirOf(from.path), json);
    return path === undefined ? undefined : { where: from.where, path };
  }
  if (spec.startsWith('/') || spec.includes(':') || spec.includes('\\')) return undefined;
  const parts = spec.split('/');
  const bareName = parts.length === (spec.startsWith('@') ? 2 : 1);
  // `@tsconfig/node20` is the package's tsconfig.json; `pkg/base` its base.json.
  return { where: 'dep', path: bareName ? `${spec}/tsconfig.json` : json };
}

const GLOB_CHAR = /[*?]/;
/** tsc's `include` pattern as a test of a path relative to the config's folder. */
function includes(pattern: string, rel: string): boolean {
  const p = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  if (p === '' || p === '.') return true;
  const last = p.slice(p.lastIndexOf('/') + 1);
  if (!GLOB_CHAR.test(p) && !last.includes('.')) return rel === p || rel.startsWith(`${p}/`);
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '*' && p[i + 1] === '*' && (p[i + 2] === '/' || i + 2 === p.length)) { re += '(?:.*/)?'; i += 2; if (i >= p.length) re += '.*'; } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // A last segment with no extension names a folder's files too (`src/*` -> `src/*/…`).
  return new RegExp(`^${re}$`).test(rel) || (!last.includes('.') && new RegExp(`^${re}/`).test(rel));
}

/** Whether the config (its own `files`/`include`, inherited ones when unset) compiles `file`. */
function compiles(file: string, configDir: string, files: readonly string[] | undefined, include: readonly string[] | undefined): boolean {
  const rel = configDir === '' ? file : file.startsWith(`${configDir}/`) ? file.slice(configDir.length + 1) : undefined;
  if (rel === undefined) return false;
  if (files !== undefined && files.some((f) => joinPath('', f) === rel)) return true;
  if (include !== undefined) return include.some((p) => includes(p, rel));
  return files === undefined;
}

/**
 * The configs still to read (`want`), or the project's types once every config of the chain is read (`result`;
 * undefined with no config, or one that does not compile the file). `read` answers a config's text, undefined when
 * not read (yet): a chain with an unread link is not complete.
 */
export function projectTypes(file: string, nearest: string | undefined, read: ConfigRead): { want: ConfigRef[]; result?: ProjectTypes; unknown?: true } {
  if (nearest === undefined) return { want: [] };
  let types: string[] | undefined;
  let typeRoots: string[] | undefined;
  let interop: boolean | undefined;
  let moduleKind: string | undefined;
  let strict: boolean | undefined;
  let files: string[] | undefined;
  let include: string[] | undefined;
  const want: ConfigRef[] = [];
  /** Settings of `ref` and its bases, the bases' first (so that the child's replace them). */
  const visit = (ref: ConfigRef, depth: number, seen: Set<string>): void => {
    const key = `${ref.where}:${ref.path}`;
    if (depth > MAX_EXTENDS_DEPTH || seen.has(key)) return;
    seen.add(key);
    const text = read(ref);
    if (text === undefined) { want.push(ref); return; }
    const parsed = configSchema.safeParse(parseJsonc(text));
    const json = parsed.success ? parsed.data : {};
    for (const ext of [json.extends ?? []].flat()) {
      const base = extendsTarget(ref, ext);
      if (base !== undefined) visit(base, depth + 1, seen);
    }
    const dir = dirOf(ref.path);
    const at = (p: string): string => (ref.where === 'dep' ? `node_modules/${joinPath(dir, p) ?? p}` : joinPath(dir, p) ?? p);
    if (json.compilerOptions?.types !== undefined) types = [...json.compilerOptions.types];
    if (json.compilerOptions?.typeRoots !== undefined) typeRoots = json.compilerOptions.typeRoots.map(at);
    if (json.compilerOptions?.esModuleInterop !== undefined) interop = json.compilerOptions.esModuleInterop;
    if (json.compilerOptions?.module !== undefined) moduleKind = json.compilerOptions.module;
    if (json.compilerOptions?.strict !== undefined) strict = json.compilerOptions.strict;
    // `files`/`include` are relative to the config that states them; only the nearest config's folder is compared here,
    // so an inherited list from another folder is taken as unknown (undefined: the file counts as compiled).
    if (ref.where === 'repo' && dir === dirOf(nearest)) {
      if (json.files !== undefined) files = json.files;
      if (json.include !== undefined) include = json.include;
    }
  };
  visit({ where: 'repo', path: nearest }, 0, new Set());
  if (want.length > 0) return { want };
  if (!compiles(file, dirOf(nearest), files, include)) return { want: [], unknown: true };
  const esModuleInterop = interop ?? (moduleKind !== undefined && NODE_MODULE_KIND.test(moduleKind));
  return { want: [], result: { config: nearest, esModuleInterop, strict: strict ?? false, ...(types === undefined ? {} : { types }), ...(typeRoots === undefined ? {} : { typeRoots }) } };
}

/** Whether a typeRoots entry is an installed `@types` folder (`node_modules/@types`, `../../node_modules/@types`). */
export const isNodeModulesTypes = (root: string): boolean => /(?:^|\/)node_modules\/@types$/.test(root.replace(/\/+$/, ''));
