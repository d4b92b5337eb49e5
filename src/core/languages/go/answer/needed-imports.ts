/**
 * A package a Go body uses (`strings.Fields`, `store.Open`) that the file does not import: the
 * import path (a package of the module the job read, by its `package` clause and the nearest
 * go.mod's module path; else the standard library) and where the line goes: inside the file's last
 * `import ( ... )` block as `"path"`, else after its last single import as `import "path"`, else
 * after the package clause.
 */
import type { ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { modulePathOf } from '../resolve/packages.js';
import { declaredNames, packageClause } from './package-view.js';
import { GO_STDLIB } from './stdlib.js';

const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const underVendor = (dir: string): boolean => `/${dir}/`.includes('/vendor/');

/** The import path of a directory of the module: nearest go.mod above it (read), else the directory itself (GOPATH layout). */
function importPathOf(dir: string, readFiles: ReadonlyMap<string, string>): string | undefined {
  const parts = dir === '' ? [] : dir.split('/');
  for (let i = parts.length; i >= 0; i--) {
    const root = parts.slice(0, i).join('/');
    const mod = readFiles.get(root === '' ? 'go.mod' : `${root}/go.mod`);
    if (mod === undefined) continue;
    const path = modulePathOf(mod);
    if (path === undefined) return undefined;
    return i === parts.length ? path : `${path}/${parts.slice(i).join('/')}`;
  }
  return dir === '' ? undefined : dir;
}

/** The import path for `pkg.member` used in `file`, or undefined when nothing the job read or the standard library fits. */
export function resolvePackage(pkg: string, member: string | undefined, file: string, readFiles: ReadonlyMap<string, string>): string | undefined {
  const own = dirOf(file);
  const dirs = new Map<string, string[]>();
  for (const [f, text] of readFiles) {
    if (!f.endsWith('.go') || f.endsWith('_test.go')) continue;
    const dir = dirOf(f);
    if (dir === own || underVendor(dir) || packageClause(text) !== pkg) continue;
    dirs.set(dir, [...(dirs.get(dir) ?? []), f]);
  }
  const declares = (files: string[]): boolean =>
    member === undefined || files.some((f) => declaredNames(readFiles.get(f) ?? '').has(member));
  const local = [...dirs].filter(([, files]) => declares(files)).map(([dir]) => dir).sort((a, b) => a.length - b.length);
  const std = GO_STDLIB.get(pkg);
  if (local.length > 0 && (std === undefined || member !== undefined)) return importPathOf(local[0]!, readFiles);
  return std;
}

/** Where a new import goes and how it is written. */
export function importLine(source: string, parsed: ParsedModule, path: string): Omit<NeededImport, 'names'> {
  const lines = source.split('\n');
  const specs = parsed.imports;
  if (specs.length > 0) {
    const last = specs.reduce((a, b) => ((b.endLine ?? b.line) > (a.endLine ?? a.line) ? b : a));
    const end = last.endLine ?? last.line;
    const single = /^\s*import\b/.test(lines[last.line - 1] ?? '');
    if (!single) {
      const indent = /^[ \t]*/.exec(lines[last.line - 1] ?? '')?.[0] ?? '\t';
      return { text: `${indent === '' ? '\t' : indent}"${path}"`, afterLine: end };
    }
    return { text: `import "${path}"`, afterLine: end };
  }
  const clause = lines.findIndex((l) => /^package\s/.test(l));
  return { text: `import "${path}"`, afterLine: clause + 1 };
}
