/**
 * The files of other packages of the module that the answer checks read after the target's package
 * (Language.scopeFiles' second call, with the files read so far): the packages whose types the
 * package's structs and interfaces embed (`*client.Client`, `ast.BaseInline`). Promoted members of
 * such a type close the receiver's member set only when all of its package's files were read
 * (type-members.ts: foreignMembers); without them an exported member is an honest unknown.
 */
import { configFor, nameAllows } from './build-constraints.js';
import { moduleDirOf, packageFiles } from './package-view.js';

/** Files of one embedded package read at most, and of all of them together. */
const MAX_PER_PACKAGE = 40;
const MAX_FILES = 80;
const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** A one-tab line holding only a qualified type (gofmt'd): an embedded field of a struct or an embedded interface. */
const EMBEDDED = /^\t\*?([A-Za-z_]\w*)\.([A-Z]\w*)(?:\[[^\]\n]*\])?[ \t]*(?:`[^`\n]*`)?[ \t]*(?:\/\/[^\n]*)?$/gm;
const IMPORT_SPEC = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_]\w*|\.)[ \t]+)?"([^"\n]+)"/gm;

/** The import paths a Go file binds, by the name it uses (an explicit alias, else the path's last element that is no major version). */
export function importsByAlias(text: string): Map<string, string> {
  const head = text.slice(0, Math.max(0, text.search(/^(?:func|type|var|const)\b/m)) || text.length);
  const out = new Map<string, string>();
  for (const m of head.matchAll(IMPORT_SPEC)) {
    const path = m[2]!;
    const parts = path.split('/');
    const last = parts.length > 1 && /^v\d+$/.test(parts[parts.length - 1]!) ? parts[parts.length - 2]! : parts[parts.length - 1]!;
    const alias = m[1] ?? last.replace(/^go-/, '').replace(/[.-]go$/, '').replace(/\W/g, '');
    if (alias !== '_' && alias !== '.') out.set(alias, path);
  }
  return out;
}

/** The import paths a Go file dot-imports (`import . "path"`: the package's exported names are in the file's scope). */
export function dotImportPaths(text: string): string[] {
  const head = text.slice(0, Math.max(0, text.search(/^(?:func|type|var|const)\b/m)) || text.length);
  return [...head.matchAll(IMPORT_SPEC)].filter((m) => m[1] === '.').map((m) => m[2]!);
}

export function embeddedPackageFiles(file: string, files: readonly string[], source: string | undefined, read: ReadonlyMap<string, string>): string[] {
  const own = dirOf(file);
  const config = source === undefined ? undefined : configFor(file, source);
  const texts = [source ?? read.get(file) ?? '', ...packageFiles(file, files, source).map((f) => read.get(f) ?? '')];
  const dirs: string[] = [];
  for (const text of texts) {
    const embedded = [...text.matchAll(EMBEDDED)];
    if (embedded.length === 0) continue;
    const imports = importsByAlias(text);
    for (const m of embedded) {
      const path = imports.get(m[1]!);
      const dir = path === undefined ? undefined : moduleDirOf(path, file, read);
      if (dir !== undefined && dir !== own && !dirs.includes(dir)) dirs.push(dir);
    }
  }
  const out: string[] = [];
  for (const dir of dirs) {
    const inDir = files.filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && dirOf(f) === dir && (config === undefined || nameAllows(f, config)));
    // A package too big to read whole stays open: reading part of it decides nothing.
    if (inDir.length > MAX_PER_PACKAGE || out.length + inDir.length > MAX_FILES) continue;
    out.push(...inDir);
  }
  return out;
}
