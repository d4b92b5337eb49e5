/**
 * Maps Python module names to repository files, from the path list alone (no file reads).
 *
 * Absolute names are resolved against "source roots": the repository root, `src/` and `lib/`,
 * and every directory that holds a top-level regular package (the parent of the outermost
 * directory with an `__init__.py`). Relative imports need no roots: Python resolves them from
 * the importing file's own package directory, and so do we.
 */
import { dependencyRoot, isDependencyPath } from '../../../dependencies/port.js';


const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The dependencies' files (core/dependencies/port.ts): their own source root, after every repository root. */
const DEPENDENCIES = dependencyRoot('python');

export interface ModuleIndex {
  /** Source roots, most preferred first ('' is the repository root). */
  readonly roots: readonly string[];
  /** The file of an absolute module name; undefined for namespace packages and unknown names. */
  fileOf(module: string): string | undefined;
  /** True when the name is a package (regular or namespace) or a module. */
  exists(module: string): boolean;
  /** The preferred absolute module name of a file. */
  moduleOf(file: string): string | undefined;
  /** Absolute module name for `from <dots><module> import ...` written in `fromFile`. */
  absoluteName(fromFile: string, module: string, level: number): string | undefined;
  /** The file a (possibly relative) module reference points at. */
  resolve(fromFile: string, module: string, level: number): string | undefined;
  /** All Python files known to the index. */
  readonly pythonFiles: readonly string[];
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function isPython(path: string): boolean {
  return path.endsWith('.py') || path.endsWith('.pyi');
}

/** Module name of `file` relative to `root`, or undefined when a segment is not an identifier. */
function nameUnder(root: string, file: string): string | undefined {
  if (root !== '' && !file.startsWith(`${root}/`)) return undefined;
  const rest = root === '' ? file : file.slice(root.length + 1);
  const parts = rest.replace(/\.pyi?$/, '').split('/');
  if (parts[parts.length - 1] === '__init__') parts.pop();
  if (parts.length === 0 || !parts.every((p) => IDENT.test(p))) return undefined;
  return parts.join('.');
}

function detectRoots(pyFiles: string[], allDirs: Set<string>): string[] {
  const initDirs = new Set(pyFiles.filter((f) => /(^|\/)__init__\.pyi?$/.test(f)).map(dirOf));
  const packageRoots = new Set<string>();
  for (const dir of initDirs) {
    if (dir === '') continue;
    let top = dir;
    while (initDirs.has(dirOf(top)) && dirOf(top) !== '') top = dirOf(top);
    packageRoots.add(dirOf(top));
  }
  const roots = [...packageRoots].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  for (const conventional of ['', 'src', 'lib']) {
    if ((conventional === '' || allDirs.has(conventional)) && !roots.includes(conventional)) roots.push(conventional);
  }
  return roots;
}

export function buildModuleIndex(files: readonly string[]): ModuleIndex {
  const pythonFiles = files.filter(isPython);
  const allDirs = new Set<string>();
  for (const f of pythonFiles) {
    for (let d = dirOf(f); d !== ''; d = dirOf(d)) allDirs.add(d);
  }
  const ownFiles = pythonFiles.filter((f) => !isDependencyPath(f));
  const roots = detectRoots(ownFiles, allDirs);
  if (ownFiles.length < pythonFiles.length) roots.push(DEPENDENCIES);
  const byName = new Map<string, string>();
  const packages = new Set<string>();
  const nameOfFile = new Map<string, string>();
  // .py before .pyi so a stub never hides its implementation.
  const ordered = [...pythonFiles].sort((a, b) => Number(a.endsWith('.pyi')) - Number(b.endsWith('.pyi')));
  for (const root of roots) {
    for (const file of ordered) {
      const name = nameUnder(root, file);
      if (name === undefined) continue;
      if (!byName.has(name)) byName.set(name, file);
      if (!nameOfFile.has(file)) nameOfFile.set(file, name);
      const parts = name.split('.');
      for (let i = 1; i < parts.length; i += 1) packages.add(parts.slice(0, i).join('.'));
    }
  }
  const fileSet = new Set(pythonFiles);

  function relativeFile(fromFile: string, module: string, level: number): string | undefined {
    let base = dirOf(fromFile);
    for (let i = 1; i < level; i += 1) {
      if (base === '') return undefined;
      base = dirOf(base);
    }
    const rel = module === '' ? [] : module.split('.');
    const stem = [base, ...rel].filter((p) => p !== '').join('/');
    for (const candidate of [`${stem}.py`, `${stem}/__init__.py`, `${stem}.pyi`, `${stem}/__init__.pyi`]) {
      if (fileSet.has(candidate.replace(/^\//, ''))) return candidate.replace(/^\//, '');
    }
    return undefined;
  }

  // absoluteName per (file, module, level), for this index's life (a job's): the walk asks it for
  // every import binding of every definition it expands.
  const absoluteNames = new Map<string, string | undefined>();
  function absoluteName(fromFile: string, module: string, level: number): string | undefined {
    if (level === 0) return module;
    const key = `${level}\0${module}\0${fromFile}`;
    if (absoluteNames.has(key)) return absoluteNames.get(key);
    const name = absoluteNameUncached(fromFile, module, level);
    absoluteNames.set(key, name);
    return name;
  }

  function absoluteNameUncached(fromFile: string, module: string, level: number): string | undefined {
    const own = nameOfFile.get(fromFile);
    if (own === undefined) return undefined;
    const parts = own.split('.');
    // A package's __init__ is its own package; a plain module's package is its parent.
    const pkgParts = /(^|\/)__init__\.pyi?$/.test(fromFile) ? parts : parts.slice(0, -1);
    if (level - 1 > pkgParts.length) return undefined;
    const base = pkgParts.slice(0, pkgParts.length - (level - 1));
    return [...base, ...(module === '' ? [] : [module])].join('.');
  }

  return {
    roots,
    pythonFiles,
    fileOf: (module) => byName.get(module),
    exists: (module) => byName.has(module) || packages.has(module),
    moduleOf: (file) => nameOfFile.get(file),
    absoluteName,
    resolve(fromFile, module, level) {
      if (level > 0) return relativeFile(fromFile, module, level);
      return byName.get(module);
    },
  };
}
