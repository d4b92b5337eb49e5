/**
 * The files of other packages of the module whose types the target's function signatures name
 * (Language.scopeFiles' second call, beside embedded-scope.ts's embedded types). The checks decide a
 * member of such a type only when every file of its package was read (type-members.ts:
 * foreignMembers): a parameter `oprot thrift.TProtocol` of the module's vendored thrift, a local
 * `container, err := getContainer(ctx)` whose function (in another file of the package) returns
 * `libcontainer.Container`. Without these files an invented member of them passed unsaid (Go held out
 * 7's four member misses, otel's gen-go and runc).
 *
 * Which packages, in order (each read whole or not at all, within the caps): those the target file dot-imports, those the target file's
 * function headers name (its parameters and results: every target of the file shares this call), then
 * those the headers of the package's other files name (the results a typed local takes from a
 * package function), then the module's other packages the target file imports (a body's
 * `store.NewItem(...)`: checks.ts decides the name, and the local's type, when the package was read
 * whole). Read off gofmt'd text: a header is `func` at a line's start up to its `{`.
 */
import { configFor, nameAllows } from './build-constraints.js';
import { dotImportPaths, importsByAlias } from './embedded-scope.js';
import { moduleDirOf, packageFiles } from './package-view.js';

/** Files of one package read at most (a bigger one stays an honest unknown), and of all of them together. */
const MAX_PER_PACKAGE = 60;
const MAX_FILES = 120;
const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** `func (r *T) Name(a pkg.A, b []*pkg.B) (pkg.C, error) {`: the header up to the body's brace, over lines. */
const HEADER = /^func\b[^{]*/gm;
const QUALIFIED = /(?<![\w.])([A-Za-z_]\w*)\.([A-Z]\w*)/g;

/** The aliases of qualified types `text`'s function headers name, in order of first use. */
function headerAliases(text: string): string[] {
  const out: string[] = [];
  for (const h of text.matchAll(HEADER)) {
    for (const q of h[0].matchAll(QUALIFIED)) if (!out.includes(q[1]!)) out.push(q[1]!);
  }
  return out;
}

export function signaturePackageFiles(file: string, files: readonly string[], source: string | undefined, read: ReadonlyMap<string, string>): string[] {
  const own = dirOf(file);
  const config = source === undefined ? undefined : configFor(file, source);
  const texts = [source ?? read.get(file) ?? '', ...packageFiles(file, files, source).map((f) => read.get(f) ?? '')];
  const dirs: string[] = [];
  const add = (path: string | undefined): void => {
    const dir = path === undefined ? undefined : moduleDirOf(path, file, read);
    if (dir !== undefined && dir !== own && !dirs.includes(dir)) dirs.push(dir);
  };
  // First, the module's packages the target file dot-imports: their exported names are unqualified names of the body (checks.ts
  // decides one none of them declares when every one was read whole).
  for (const path of dotImportPaths(texts[0]!)) add(path);
  for (const text of texts) {
    const aliases = headerAliases(text);
    if (aliases.length === 0) continue;
    const imports = importsByAlias(text);
    for (const alias of aliases) add(imports.get(alias));
  }
  // Last, the module's other packages the target file imports: a body's `store.NewItem(...)` names one of their
  // declarations (checked when the package was read whole) and its local takes that function's result type.
  for (const path of importsByAlias(texts[0]!).values()) add(path);
  const out: string[] = [];
  for (const dir of dirs) {
    const inDir = files.filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && dirOf(f) === dir && (config === undefined || nameAllows(f, config)));
    // A package too big to read whole stays open: reading part of it decides nothing.
    if (inDir.length > MAX_PER_PACKAGE || out.length + inDir.length > MAX_FILES) continue;
    out.push(...inDir);
  }
  return out;
}
