/**
 * The target's Go package as the answer checks see it: every file of its directory that declares
 * the same package (one scope for package-level names), from the files the job read. `complete`
 * says whether all of the directory's files were among them (the path list tells); only then is
 * a name none of them declares certainly undeclared.
 *
 * Build constraints: only the files `go build` compiles together with the target's file (one
 * configuration it builds under: build-constraints.ts) are its scope, and `complete` needs only
 * those (by their names' suffixes, then their `//go:build` lines); a file of the directory built
 * for another platform may still bind a name (never an error from it), but declarations and
 * members are read from the configuration's files only.
 *
 * Parsing every file of a package for each answer costs far more than the check (a 300 kB package
 * takes most of a second under load), so the package-level names of the other files are read off
 * their text (gofmt puts every file-level declaration at the start of a line: `func`, `type`,
 * `var`, `const`, or a one-tab line of a grouped block), and a file is parsed only when a
 * declaration's shape is needed (a type's fields, a method's signature).
 */
import type { Definition, ParsedModule } from '../../types.js';
import { parseGo } from '../parse-module.js';
import { modulePathOf } from '../resolve/packages.js';
import { builds, configFor, describeConfig, nameAllows, type BuildConfig } from './build-constraints.js';

export interface Declared {
  file: string;
  def: Definition;
}

export interface GoPackageView {
  name: string;
  complete: boolean;
  /** The platform and tags the target's file is checked under, as words (`linux/amd64`). */
  config: string;
  /** Package-level names (functions, types, vars, consts) of all the package's files. */
  names: ReadonlySet<string>;
  /** The declaration of a package-level name, parsed from its file. */
  declaration(name: string): Declared | undefined;
  /** Methods declared on `type` (receiver `T` or `*T`) in any file of the package, and interface methods it lists. */
  methodsOf(type: string): Definition[];
  /** The import path `alias` names in `file` (a file of the package), if it imports one under that name. */
  importPath(file: string, alias: string): string | undefined;
  /** The `go` directive of the nearest go.mod the job read above the file (`1.21`), if any. */
  goVersion: string | undefined;
  /**
   * The package that `alias` names in `file` (a file of this package), when it is a package of the same
   * module (by the nearest go.mod's module path) of which the job read at least one file; its `complete`
   * tells whether all of its files were read. Undefined for the standard library, other modules and
   * packages nothing was read of.
   */
  foreign(file: string, alias: string): GoPackageView | undefined;
  /** The same for an import path `file` imports (a dot import has no alias: `import . "example.com/m/pkg"`). */
  imported(file: string, path: string): GoPackageView | undefined;
}

const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const isTest = (file: string): boolean => file.endsWith('_test.go');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `package x` clause's name, skipping comments and build tags above it. */
export function packageClause(source: string): string | undefined {
  return /^package\s+([A-Za-z_]\w*)/m.exec(source)?.[1];
}

/**
 * The other files of `file`'s package directory (tests only for a test file), as the path list has
 * them; given the target's text, only those whose names allow the configuration it is checked under.
 */
export function packageFiles(file: string, files: readonly string[], source?: string): string[] {
  const dir = dirOf(file);
  const config: BuildConfig | undefined = source === undefined ? undefined : configFor(file, source);
  return files.filter((f) => f !== file && f.endsWith('.go') && dirOf(f) === dir && (!isTest(f) || isTest(file)) && (config === undefined || nameAllows(f, config)));
}

const SINGLE = /^(?:func\s+([A-Za-z_]\w*)|type\s+([A-Za-z_]\w*)|(?:var|const)\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*))/gm;
const GROUP = /^(?:var|const|type)\s*\(([\s\S]*?)^\)/gm;

/** Package-level names declared in Go source, read off gofmt'd text. */
export function declaredNames(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(SINGLE)) {
    const list = m[1] ?? m[2] ?? m[3] ?? '';
    for (const n of list.split(',')) if (n.trim() !== '') out.add(n.trim());
  }
  for (const g of source.matchAll(GROUP)) {
    for (const line of (g[1] ?? '').split('\n')) {
      const names = /^\t((?:[A-Za-z_]\w*\s*,\s*)*[A-Za-z_]\w*)\b/.exec(line)?.[1];
      if (names !== undefined) for (const n of names.split(',')) out.add(n.trim());
    }
  }
  return out;
}

/** The nearest go.mod the job read above `dir`: its directory and module path. */
function moduleOf(dir: string, readFiles: ReadonlyMap<string, string>): { root: string; path: string } | undefined {
  const parts = dir === '' ? [] : dir.split('/');
  for (let i = parts.length; i >= 0; i--) {
    const root = parts.slice(0, i).join('/');
    const mod = readFiles.get(root === '' ? 'go.mod' : `${root}/go.mod`);
    if (mod === undefined) continue;
    const path = modulePathOf(mod);
    return path === undefined ? undefined : { root, path };
  }
  return undefined;
}

/** The directory of the module holding import path `path`, seen from `file`; undefined when the path is not in its module. */
export function moduleDirOf(path: string, file: string, readFiles: ReadonlyMap<string, string>): string | undefined {
  const mod = moduleOf(dirOf(file), readFiles);
  if (mod === undefined) return undefined;
  if (path === mod.path) return mod.root;
  if (!path.startsWith(`${mod.path}/`)) return undefined;
  const rest = path.slice(mod.path.length + 1);
  return mod.root === '' ? rest : `${mod.root}/${rest}`;
}

/** A file the job read of directory `dir` that states its package plainly (no platform suffix or build line first), to view that package from. */
function representative(dir: string, readFiles: ReadonlyMap<string, string>, repoFiles: readonly string[] | undefined): string | undefined {
  const inDir = (repoFiles ?? [...readFiles.keys()]).filter((f) => f.endsWith('.go') && !isTest(f) && dirOf(f) === dir && readFiles.has(f));
  const plain = inDir.filter((f) => !/^\s*\/\/\s*(?:go:build|\+build)\b/m.test(readFiles.get(f)!.split(/^package\s/m)[0] ?? '') && !/_(?:[a-z0-9]+)\.go$/.test(f.slice(dir.length)));
  return plain[0] ?? inDir[0];
}

export function packageView(
  file: string,
  parsed: ParsedModule,
  source: string,
  readFiles: ReadonlyMap<string, string>,
  repoFiles: readonly string[] | undefined,
): GoPackageView {
  const name = packageClause(source) ?? '';
  const config = configFor(file, source);
  const candidates = repoFiles === undefined
    ? [...readFiles.keys()].filter((f) => f !== file && f.endsWith('.go') && dirOf(f) === dirOf(file) && (!isTest(f) || isTest(file)) && nameAllows(f, config))
    : packageFiles(file, repoFiles, source);
  let complete = repoFiles !== undefined;
  const texts = new Map<string, string>();
  for (const f of candidates) {
    const text = readFiles.get(f);
    if (text === undefined) complete = false;
    // An external test package (`package x_test`) shares the directory, not the scope; a file for another platform neither.
    else if (packageClause(text) === name && builds(f, text, config)) texts.set(f, text);
  }
  const namesByFile = new Map<string, Set<string>>();
  const names = new Set<string>();
  for (const d of parsed.definitions) if (d.parent === undefined) names.add(d.name);
  for (const [f, text] of texts) {
    const declared = declaredNames(text);
    namesByFile.set(f, declared);
    for (const n of declared) names.add(n);
  }
  // Files of the directory the job read that another platform builds: their names are not errors (the check's platform is one choice).
  for (const [f, text] of readFiles) {
    if (f === file || texts.has(f) || !f.endsWith('.go') || dirOf(f) !== dirOf(file) || (isTest(f) && !isTest(file)) || packageClause(text) !== name) continue;
    for (const n of declaredNames(text)) names.add(n);
  }
  const parsedFiles = new Map<string, ParsedModule>([[file, parsed]]);
  const parse = (f: string): ParsedModule => {
    let p = parsedFiles.get(f);
    if (p === undefined) {
      p = parseGo(texts.get(f) ?? '');
      parsedFiles.set(f, p);
    }
    return p;
  };
  const topOf = (f: string, n: string): Definition | undefined => {
    const defs = parse(f).definitions.filter((d) => d.parent === undefined && d.name === n);
    return defs.find((d) => d.kind !== 'variable') ?? defs[0];
  };
  let goVersion: string | undefined;
  const parts = dirOf(file) === '' ? [] : dirOf(file).split('/');
  for (let i = parts.length; i >= 0 && goVersion === undefined; i--) {
    const mod = readFiles.get(i === 0 ? 'go.mod' : `${parts.slice(0, i).join('/')}/go.mod`);
    if (mod !== undefined) goVersion = /^go\s+(\d+(?:\.\d+)*)\s*$/m.exec(mod)?.[1] ?? '';
  }
  const importPath = (f: string, alias: string): string | undefined =>
    (f === file || texts.has(f) ? parse(f) : undefined)?.imports.find((b) => b.boundName === alias)?.module;
  const foreign = new Map<string, GoPackageView | undefined>();
  const imported = (f: string, path: string): GoPackageView | undefined => {
    if (foreign.has(path)) return foreign.get(path);
    const dir = moduleDirOf(path, f, readFiles);
    const rep = dir === undefined || dir === dirOf(file) ? undefined : representative(dir, readFiles, repoFiles);
    const text = rep === undefined ? undefined : readFiles.get(rep);
    const view = rep === undefined || text === undefined ? undefined : packageView(rep, parseGo(text), text, readFiles, repoFiles);
    foreign.set(path, view);
    return view;
  };
  return {
    name,
    complete,
    goVersion: goVersion === '' ? undefined : goVersion,
    importPath,
    foreign(f, alias) {
      const path = importPath(f, alias);
      return path === undefined ? undefined : imported(f, path);
    },
    imported,
    config: describeConfig(config),
    names,
    declaration(n) {
      const own = topOf(file, n);
      if (own !== undefined) return { file, def: own };
      for (const [f, declared] of namesByFile) {
        if (!declared.has(n)) continue;
        const def = topOf(f, n);
        if (def !== undefined) return { file: f, def };
      }
      return undefined;
    },
    methodsOf(type) {
      const receiver = new RegExp(`^func\\s*\\(\\s*(?:\\w+\\s+)?\\*?\\s*${escape(type)}\\s*(?:\\[[^\\]]*\\])?\\s*\\)`, 'm');
      const files = [file, ...[...texts].filter(([, text]) => receiver.test(text) || new RegExp(`^(?:type\\s+|\\t)${escape(type)}\\b`, 'm').test(text)).map(([f]) => f)];
      return files.flatMap((f) => parse(f).definitions.filter((d) => d.kind === 'method' && d.parent === type));
    },
  };
}
