/**
 * Module resolution for TypeScript/JavaScript, the way TypeScript (bundler/node16 modes) and Node
 * do it, from the path list plus the few config files it reads through the RepoSource:
 * - relative specifiers with extension and `index` inference (.ts/.tsx/.d.ts/.mts/.cts/.js/.jsx/
 *   .mjs/.cjs), and `.js`-style specifiers that name a `.ts` source;
 * - the nearest tsconfig.json/jsconfig.json: `paths` (longest prefix wins, substitutions in order)
 *   and `baseUrl`, following `extends` chains inside the repository;
 * - workspace packages (every package.json of the repository outside node_modules): `exports`
 *   (subpaths, patterns, conditions), then `types`/`typings`/`module`/`main`, then `index`; an
 *   entry that points at build output missing from the repository (`dist/x.js`) falls back to the
 *   source beside it (`src/x.ts`).
 * Bare specifiers of outside packages resolve to nothing: they are not followed.
 */
import { readPackageJson, readTsConfig, type ExportsField, type PackageJson } from './json-config.js';
import { asFile as asFileOf, packageFile as packageFileOf, viaExports as viaExportsOf } from './package-entry.js';
import { ancestors, dirOf, inDir, joinPath } from './paths.js';

export interface TsModuleResolver {
  resolve(fromFile: string, specifier: string): Promise<string | undefined>;
  /**
   * `resolve`'s answer when it needs no read: relative and absolute specifiers from the path list;
   * a bare one through a tsconfig already read (`paths`, `baseUrl`) or as `resolve` answered it
   * before from the same folder. Undefined otherwise (not known yet, or nothing).
   */
  resolveNow(fromFile: string, specifier: string): string | undefined;
}

type ReadFile = (path: string) => Promise<string | undefined>;

interface PathsConfig {
  /** Directory `paths` substitutions are relative to. */
  pathsBase: string;
  paths: [string, string[]][];
  baseUrl: string | undefined;
}

/** Up to this many package.json files, all are candidates for a bare specifier. */
const SMALL_WORKSPACE = 12;

export function createTsModuleResolver(files: readonly string[], read: ReadFile): TsModuleResolver {
  const fileSet = new Set(files);
  const configs = new Map<string, Promise<PathsConfig | undefined>>();

  const has = (path: string): boolean => fileSet.has(path);
  const asFile = (base: string): string | undefined => asFileOf(base, has);
  /** A path inside a package, or the source file beside missing build output. */
  const packageFile = (dir: string, rel: string): string | undefined => packageFileOf(dir, rel, has);

  async function loadConfig(path: string, depth: number): Promise<PathsConfig | undefined> {
    if (depth > 5 || !fileSet.has(path)) return undefined;
    const json = readTsConfig(await read(path));
    const dir = dirOf(path);
    let inherited: PathsConfig | undefined;
    for (const ext of [json.extends ?? []].flat()) {
      const rel = ext.endsWith('.json') ? ext : `${ext}.json`;
      const target = ext.startsWith('.') ? joinPath(dir, rel) : undefined;
      if (target !== undefined) inherited = (await loadConfig(target, depth + 1)) ?? inherited;
    }
    const options = json.compilerOptions ?? {};
    const baseUrl = options.baseUrl !== undefined ? joinPath(dir, options.baseUrl) : inherited?.baseUrl;
    if (options.paths === undefined) return inherited || baseUrl !== undefined ? { pathsBase: inherited?.pathsBase ?? dir, paths: inherited?.paths ?? [], baseUrl } : undefined;
    return { pathsBase: options.baseUrl !== undefined ? (baseUrl ?? dir) : dir, paths: Object.entries(options.paths), baseUrl };
  }

  /** The nearest tsconfig.json (or jsconfig.json) above a file. */
  function configPath(fromFile: string): string | undefined {
    const dir = ancestors(fromFile).find((d) => fileSet.has(inDir(d, 'tsconfig.json')) || fileSet.has(inDir(d, 'jsconfig.json')));
    if (dir === undefined) return undefined;
    return fileSet.has(inDir(dir, 'tsconfig.json')) ? inDir(dir, 'tsconfig.json') : inDir(dir, 'jsconfig.json');
  }

  function configFor(fromFile: string): Promise<PathsConfig | undefined> {
    const path = configPath(fromFile);
    if (path === undefined) return Promise.resolve(undefined);
    let config = configs.get(path);
    if (!config) {
      config = loadConfig(path, 0);
      configs.set(path, config);
      void config.then((c) => configsNow.set(path, c), () => undefined);
    }
    return config;
  }

  function viaPaths(config: PathsConfig, spec: string): string | undefined {
    let best: { subst: string[]; star: string; prefix: number } | undefined;
    for (const [pattern, subst] of config.paths) {
      const star = pattern.indexOf('*');
      if (star < 0) {
        if (pattern === spec) return subst.map((s) => joinPath(config.pathsBase, s)).map((p) => (p === undefined ? undefined : asFile(p))).find((p) => p !== undefined);
        continue;
      }
      const prefix = pattern.slice(0, star);
      const suffix = pattern.slice(star + 1);
      if (spec.startsWith(prefix) && spec.endsWith(suffix) && spec.length >= prefix.length + suffix.length && (best === undefined || prefix.length > best.prefix)) {
        best = { subst, star: spec.slice(prefix.length, spec.length - suffix.length), prefix: prefix.length };
      }
    }
    for (const s of best?.subst ?? []) {
      const path = joinPath(config.pathsBase, s.replace('*', best?.star ?? ''));
      const found = path === undefined ? undefined : asFile(path);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  const manifests = files.filter((f) => (f === 'package.json' || f.endsWith('/package.json')) && !f.includes('node_modules/'));
  const manifestJson = new Map<string, Promise<PackageJson>>();
  const readManifest = (path: string): Promise<PackageJson> => {
    let json = manifestJson.get(path);
    if (!json) {
      json = read(path).then(readPackageJson);
      manifestJson.set(path, json);
    }
    return json;
  };

  /**
   * The workspace package named `name`. Reading every package.json of a large monorepo for each
   * outside import would cost a request per manifest, so only manifests whose directory looks like
   * the name are read (`packages/core` for `@shop/core`, `shop-core` too), or all of them when a
   * repository has only a few.
   */
  async function workspacePackage(name: string): Promise<{ dir: string; json: PackageJson } | undefined> {
    const bare = name.replace(/^@[^/]+\//, '');
    const flat = name.replace(/^@/, '').replace('/', '-');
    const candidates = manifests.length <= SMALL_WORKSPACE ? manifests : manifests.filter((m) => {
      const dir = dirOf(m);
      const base = dir.slice(dir.lastIndexOf('/') + 1);
      return base === bare || base === flat || base === name;
    });
    for (const manifest of candidates) {
      const json = await readManifest(manifest);
      if (json.name === name) return { dir: dirOf(manifest), json };
    }
    return undefined;
  }

  /** The file a package's `exports` gives `sub`: its first target, as Node picks it. */
  const viaExports = (dir: string, exports: ExportsField, sub: string): string | undefined => viaExportsOf(dir, exports, sub, has);

  async function viaPackage(spec: string): Promise<string | undefined> {
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    const pkg = await workspacePackage(name);
    if (pkg === undefined) return undefined;
    const rest = spec.slice(name.length).replace(/^\//, '');
    const sub = rest === '' ? '.' : `./${rest}`;
    if (pkg.json.exports !== undefined) {
      const found = viaExports(pkg.dir, pkg.json.exports, sub);
      if (found !== undefined) return found;
    }
    if (sub !== '.') return packageFile(pkg.dir, rest) ?? packageFile(pkg.dir, `src/${rest}`);
    for (const entry of [pkg.json.types, pkg.json.typings, pkg.json.module, pkg.json.main]) {
      const found = entry === undefined ? undefined : packageFile(pkg.dir, entry);
      if (found !== undefined) return found;
    }
    return packageFile(pkg.dir, 'index') ?? packageFile(pkg.dir, 'src/index');
  }

  const relative = (fromFile: string, spec: string): string | undefined => {
    const path = spec.startsWith('/') ? joinPath('', spec) : joinPath(dirOf(fromFile), spec);
    return path === undefined ? undefined : asFile(path);
  };
  const viaConfig = (config: PathsConfig, spec: string): string | undefined =>
    viaPaths(config, spec) ?? (config.baseUrl !== undefined ? asFile(joinPath(config.baseUrl, spec) ?? '') : undefined);
  /** Settled answers, for `resolveNow`: configs by path, bare specifiers by folder and specifier. */
  const configsNow = new Map<string, PathsConfig | undefined>();
  const bareNow = new Map<string, string | undefined>();
  const isRelative = (spec: string): boolean => spec.startsWith('.') || spec.startsWith('/');

  async function resolveBare(fromFile: string, spec: string): Promise<string | undefined> {
    const config = await configFor(fromFile);
    if (config !== undefined) {
      const found = viaConfig(config, spec);
      if (found !== undefined) return found;
    }
    return viaPackage(spec);
  }

  return {
    async resolve(fromFile, spec) {
      if (isRelative(spec)) return relative(fromFile, spec);
      if (spec.startsWith('node:')) return undefined;
      const found = await resolveBare(fromFile, spec);
      bareNow.set(`${dirOf(fromFile)}\0${spec}`, found);
      return found;
    },
    resolveNow(fromFile, spec) {
      if (isRelative(spec)) return relative(fromFile, spec);
      if (spec.startsWith('node:')) return undefined;
      const key = `${dirOf(fromFile)}\0${spec}`;
      if (bareNow.has(key)) return bareNow.get(key);
      const path = configPath(fromFile);
      const config = path === undefined ? undefined : configsNow.get(path);
      return config === undefined ? undefined : viaConfig(config, spec);
    },
  };
}
