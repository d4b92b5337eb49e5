/**
 * What the Java answer checks read beside the files retrieval read (Language.scopeFiles): the
 * target's package directory (its types need no import, and a package read whole lets an unknown
 * type name be an error), the repository files of the types the target file statically imports
 * (`import static a.b.C.*;` brings C's methods into scope unqualified) and of the bases its classes
 * extend or implement by a simple or qualified name (their methods are the class's), then (session 14) the
 * repository types it imports by name and their bases (a body's anonymous `new Imported() {...}` calls the
 * base's methods unqualified; a typed receiver's members), then (session 15) the bases of the same-package types the file names.
 * Without them every such unread type leaves the
 * scope open and a hallucinated call passes.
 */
import { createJavaPackages, dirOf, type JavaPackages } from '../resolve/packages.js';

const MAX_PACKAGE_FILES = 80;
const MAX_OTHER_FILES = 20;
const MAX_IMPORTED_FILES = 20;
/**
 * The bases of the imported types, and theirs, have a budget of their own (session 19): they shared the imports' 20 until
 * then, so a file importing 20 repository types never had one base named (Bazel's NativeDepsHelper imports 32; its CcInfo's
 * members come through NativeInfo -> StructImpl -> Info, Structure, StructApi -> StarlarkValue, 44 base files in all).
 */
const MAX_IMPORTED_BASE_FILES = 60;
const MAX_PACKAGE_BASE_FILES = 20;
/** Types of on-demand imports (`import a.b.*;`, session 20): those the file names, then whole packages of up to 30 files. */
const MAX_ON_DEMAND_FILES = 40;
const MAX_ON_DEMAND_PACKAGE = 30;

/** Type names a file's class headers extend or implement (`class A extends B<X> implements C, d.E`). */
function baseNames(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\b(?:extends|implements)\s+([\w$.<>,?\s[\]]+?)\s*\{/g)) {
    const flat = m[1]!.replace(/<[^<>]*>/g, '').replace(/<[^<>]*>/g, '').replace(/\bimplements\b/g, ',');
    for (const part of flat.split(',')) {
      const name = part.trim();
      if (/^[\w$]+(\.[\w$]+)*$/.test(name)) out.push(name);
    }
  }
  return out;
}

interface ImportLine { isStatic: boolean; path: string; star: boolean }

const importsOf = (source: string): ImportLine[] =>
  [...source.matchAll(/^\s*import\s+(static\s+)?([\w$.]+?)(\.\*)?\s*;/gm)].map((m) => ({ isStatic: m[1] !== undefined, path: m[2]!, star: m[3] !== undefined }));

/** The repository files of the bases `source` (the text of `from`) extends or implements, as `from` sees their names. */
function baseFiles(packages: JavaPackages, from: string, source: string, imports: readonly ImportLine[]): string[] {
  const out: string[] = [];
  for (const base of baseNames(source)) {
    const head = base.split('.')[0]!;
    const single = imports.find((i) => !i.isStatic && !i.star && i.path.split('.').at(-1) === head);
    const f = base.includes('.') && /^[a-z]/.test(base) ? fileOfQualified(packages, from, base)
      : single !== undefined ? fileOfQualified(packages, from, single.path)
        : packages.typeFile(from, '', head) ?? imports.filter((i) => i.star && !i.isStatic).map((i) => packages.typeFile(from, i.path, head)).find((x) => x !== undefined);
    if (f !== undefined && f !== from) out.push(f);
  }
  return out;
}

/** The file of a type named `a.b.C` (possibly nested: `a.b.C.D` -> C's file) as `from` sees it. */
function fileOfQualified(packages: JavaPackages, from: string, path: string): string | undefined {
  const segs = path.split('.');
  for (let i = segs.length - 1; i > 0; i--) {
    const f = packages.typeFile(from, segs.slice(0, i).join('.'), segs[i]!);
    if (f !== undefined) return f;
  }
  return undefined;
}

/**
 * `read` (the texts the job has read so far) lets the bases of bases be found: a base file already read
 * names its own bases, which are returned in turn (the caller reads them and asks again), so a chain
 * `A extends B extends C` in three packages is read whole within MAX_OTHER_FILES.
 */
export function javaScopeFiles(file: string, files: readonly string[], source?: string, read?: ReadonlyMap<string, string>): string[] {
  const packages = createJavaPackages(files);
  const own = packages.filesOf(dirOf(file)).filter((f) => f !== file).sort().slice(0, MAX_PACKAGE_FILES);
  if (source === undefined) return own;
  const imports = importsOf(source);
  const other = new Set<string>();
  for (const imp of imports) {
    if (!imp.isStatic) continue;
    // `import static a.b.C.*;` names type a.b.C; `import static a.b.C.m;` too (m dropped).
    const f = fileOfQualified(packages, file, imp.star ? imp.path : imp.path.slice(0, imp.path.lastIndexOf('.')));
    if (f !== undefined) other.add(f);
  }
  // Bases, then (from what is already read) their bases, breadth first.
  const queue: { from: string; text: string }[] = [{ from: file, text: source }];
  const seen = new Set<string>([file]);
  while (queue.length > 0 && other.size < MAX_OTHER_FILES) {
    const { from, text } = queue.shift()!;
    for (const f of baseFiles(packages, from, text, from === file ? imports : importsOf(text))) {
      if (seen.has(f)) continue;
      seen.add(f);
      other.add(f);
      const next = read?.get(f);
      if (next !== undefined) queue.push({ from: f, text: next });
    }
  }
  // Then the repository types the file imports by name (a body's anonymous `new Imported() { ... }` calls the base's methods
  // unqualified; a typed receiver's members) and their bases as read, within a cap of their own (the bases' chain keeps its).
  const fromImports = new Set<string>();
  const importBases = new Set<string>();
  const importQueue: { from: string; text: string }[] = [];
  const take = (f: string, cap: Set<string>, max: number): void => {
    if (seen.has(f) || cap.size >= max) return;
    seen.add(f);
    cap.add(f);
    const next = read?.get(f);
    if (next !== undefined) importQueue.push({ from: f, text: next });
  };
  for (const imp of imports) {
    const f = imp.isStatic || imp.star ? undefined : fileOfQualified(packages, file, imp.path);
    if (f !== undefined) take(f, fromImports, MAX_IMPORTED_FILES);
  }
  // Then (session 20) the repository types of an on-demand import `import a.b.*;`: unread, such a type left every call on it
  // open. First those the file names, then every type of a small imported package (the scope is read while the model answers,
  // from the stubbed file: a type only the body names, `Format.getPrettyFormat()` under `import org.jdom.output.*;`, is not
  // in it), within a budget of their own.
  const words = new Set(source.match(/\b[A-Z][\w$]*\b/g) ?? []);
  const onDemand = imports.filter((i) => !i.isStatic && i.star);
  const fromStars = new Set<string>();
  for (const imp of onDemand) {
    for (const w of words) {
      const f = packages.typeFile(file, imp.path, w);
      if (f !== undefined) take(f, fromStars, MAX_ON_DEMAND_FILES);
    }
  }
  for (const imp of onDemand) {
    const dirs = packages.packageDirs(file, imp.path);
    const all = dirs.flatMap((d) => packages.filesOf(d));
    if (all.length <= MAX_ON_DEMAND_PACKAGE) for (const f of all.sort()) take(f, fromStars, MAX_ON_DEMAND_FILES);
  }
  for (const f of fromStars) fromImports.add(f);
  while (importQueue.length > 0 && importBases.size < MAX_IMPORTED_BASE_FILES) {
    const { from, text } = importQueue.shift()!;
    for (const f of baseFiles(packages, from, text, importsOf(text))) take(f, importBases, MAX_IMPORTED_BASE_FILES);
  }
  for (const f of importBases) fromImports.add(f);
  // Then (session 15) the bases of the same-package types the file names (a field `RemoteActionContextProvider provider;` whose
  // class implements an interface of another package): a receiver of such a type is otherwise open for every member.
  const fromPackage = new Set<string>();
  const packageQueue: { from: string; text: string }[] = [];
  const takePackage = (f: string): void => {
    if (seen.has(f) || own.includes(f) || fromPackage.size >= MAX_PACKAGE_BASE_FILES) return;
    seen.add(f);
    fromPackage.add(f);
    const next = read?.get(f);
    if (next !== undefined) packageQueue.push({ from: f, text: next });
  };
  // Every same-package file the source names, also past the package cap (a 252-file package is read to 80, alphabetically):
  // the file itself first (a parameter `RuleContext ruleContext` needs RuleContext read), then its bases.
  for (const f of packages.filesOf(dirOf(file))) {
    const name = f.slice(f.lastIndexOf('/') + 1).replace(/\.java$/, '');
    if (f === file || !words.has(name)) continue;
    if (!own.includes(f)) takePackage(f);
    const text = read?.get(f);
    if (text !== undefined && own.includes(f)) packageQueue.push({ from: f, text });
  }
  while (packageQueue.length > 0 && fromPackage.size < MAX_PACKAGE_BASE_FILES) {
    const { from, text } = packageQueue.shift()!;
    for (const f of baseFiles(packages, from, text, importsOf(text))) takePackage(f);
  }
  other.delete(file);
  const bases = [...other].filter((f) => !own.includes(f)).slice(0, MAX_OTHER_FILES);
  const imported = [...fromImports].filter((f) => f !== file && !own.includes(f) && !bases.includes(f));
  return [...own, ...bases, ...imported, ...[...fromPackage].filter((f) => f !== file && !bases.includes(f) && !imported.includes(f))];
}
