/**
 * The Java answer checks' reads from the repository's dependencies (issue 22, session 21). A class whose base is not in the
 * repository (cglib's CodeEmitter -> ... -> ASM's MethodVisitor; Xalan's Constants -> BCEL's InstructionConstants) left its
 * members OPEN: any call on `this`, any helper, any arity passed. Here the bases the repository does not declare, and the
 * types the target file imports from other libraries, are looked up in the dependencies (a DependencyFiles port: a jar's
 * class files), read with class-file.ts and handed to the checks as Java outlines (class-outline.ts) at virtual paths under
 * DEPENDENCY_ROOT, beside the listing of every package they come from (an unread class of a listed package is a type that
 * exists, unread: open, as an unread repository file is). Their own bases are followed by their exact binary names, within
 * the port's limits and MAX_TYPES per target. What is not found stays open, as before.
 */
import type { DependencyFiles } from '../../../dependencies/port.js';
import type { ParsedModule } from '../../types.js';
import { parseJava } from '../parse-module.js';
import { JDK_PACKAGE_TYPES, JDK_TYPES } from '../answer/jdk-types.js';
import { createJavaTypeView, type JavaTypeRef } from '../answer/type-view.js';
import { readClassFile, type ClassInfo } from './class-file.js';
import { classOutline } from './class-outline.js';

/** Where the outlines of dependency classes sit in the checks' file list (a path no repository file has). */
export const DEPENDENCY_ROOT = '.dycoder-dependencies/java';
/** Types (top-level classes with their member types) read per target. */
const MAX_TYPES = 60;
/** Member types nested this deep are read with their top-level class. */
const MAX_MEMBER_DEPTH = 3;

export const isDependencyPath = (path: string): boolean => path.startsWith(`${DEPENDENCY_ROOT}/`);
const virtualPath = (binaryTop: string): string => `${DEPENDENCY_ROOT}/${binaryTop}.java`;

/** A JDK package (the checks know its types from their own tables): never looked up in the dependencies. */
function isJdkPackage(pkgSlashes: string): boolean {
  const pkg = pkgSlashes.replace(/\//g, '.');
  return JDK_PACKAGE_TYPES.has(pkg) || /^(java|jdk|sun|com\/sun)(\/|$)/.test(pkgSlashes);
}

/** One job's reads of its dependencies' classes, shared by its targets (each class and listing asked once). */
export interface JavaDependencyReader {
  /** Top-level class names of a package (`org/objectweb/asm`), or undefined when the dependencies do not have it. */
  packageTypes(pkg: string): Promise<ReadonlySet<string> | undefined>;
  /** A class (binary name `a/b/C` or `a/b/C$D`), or undefined when not available. */
  classInfo(binary: string): Promise<ClassInfo | undefined>;
}

export function createJavaDependencyReader(port: DependencyFiles): JavaDependencyReader {
  const lists = new Map<string, Promise<ReadonlySet<string> | undefined>>();
  const classes = new Map<string, Promise<ClassInfo | undefined>>();
  const signal = new AbortController().signal;
  return {
    packageTypes(pkg) {
      let hit = lists.get(pkg);
      if (hit === undefined) {
        hit = port.list(pkg, signal).then((names) => names === undefined ? undefined
          : new Set(names.filter((n) => n.endsWith('.class') && !n.includes('$') && n !== 'package-info.class' && n !== 'module-info.class').map((n) => n.slice(0, -6))), () => undefined);
        lists.set(pkg, hit);
      }
      return hit;
    },
    classInfo(binary) {
      let hit = classes.get(binary);
      if (hit === undefined) {
        hit = port.read(`${binary}.class`, signal).then((a) => {
          if (!a.found) return undefined;
          try {
            return readClassFile(a.bytes);
          } catch {
            return undefined;
          }
        }, () => undefined);
        classes.set(binary, hit);
      }
      return hit;
    },
  };
}

/** One reader per job's port (its caches live as long as the job's port). */
const readers = new WeakMap<DependencyFiles, JavaDependencyReader>();
export function javaDependencyReaderOf(port: DependencyFiles): JavaDependencyReader {
  let r = readers.get(port);
  if (r === undefined) {
    r = createJavaDependencyReader(port);
    readers.set(port, r);
  }
  return r;
}

interface ImportLine { isStatic: boolean; path: string; star: boolean }
const importsOf = (source: string): ImportLine[] =>
  [...source.matchAll(/^\s*import\s+(static\s+)?([\w$.]+?)(\.\*)?\s*;/gm)].map((m) => ({ isStatic: m[1] !== undefined, path: m[2]!, star: m[3] !== undefined }));
const packageOf = (source: string): string => /^\s*package\s+([\w.]+)\s*;/m.exec(source)?.[1] ?? '';

/** `a.b.C.D` -> package `a/b`, top-level `C`, member path `D` (the first capitalised segment is the type), or undefined. */
function splitQualified(name: string): { pkg: string; top: string; rest: string[] } | undefined {
  const segs = name.split('.');
  const i = segs.findIndex((s) => /^[A-Z]/.test(s));
  if (i <= 0) return undefined;
  return { pkg: segs.slice(0, i).join('/'), top: segs[i]!, rest: segs.slice(i + 1) };
}

export interface JavaDependencyScope {
  /** Virtual paths of every class of every package read from (the read ones among them). */
  files: string[];
  /** Virtual path -> outline text, for the classes read. */
  texts: Map<string, string>;
  /** Top-level classes read for this target. */
  read: number;
}

/**
 * The dependency classes the checks of the target in `file` need: the bases its classes' chains reach outside the repository,
 * and the library types its imports name (`import a.b.C;`, `import static a.b.C.*;`), with their bases; `read` holds what the
 * job has read of the repository (the scope rounds' files).
 */
export async function javaDependencyScope(input: {
  file: string; source: string; repoFiles: readonly string[]; read: ReadonlyMap<string, string>; reader: JavaDependencyReader;
  parsed?: ParsedModule;
}): Promise<JavaDependencyScope> {
  const { file, source, reader } = input;
  const parsed = input.parsed ?? parseJava(source);
  const all = new Map(input.read);
  all.set(file, source);
  const view = createJavaTypeView(file, parsed, all, input.repoFiles);
  // A base of the target's own classes (their scope: helpers, `this`, arity) is read before a type the file only imports.
  const seeds: { pkg: string; top: string; base: boolean }[] = [];
  const guesses: { pkgs: string[]; top: string; base: boolean }[] = [];
  const jdkName = (simple: string, pkg: string): boolean => JDK_TYPES.get(simple) === pkg;
  /** Where a base or imported name not in the repository may come from, as `from` (with its imports) sees it. */
  const place = (name: string, fromText: string, base: boolean): void => {
    const clean = name.replace(/<[\s\S]*$/, '').trim();
    const parts = clean.split('.');
    const imports = importsOf(fromText);
    const single = imports.find((i) => !i.isStatic && !i.star && i.path.split('.').at(-1) === parts[0]);
    const qualified = single !== undefined ? splitQualified([single.path, ...parts.slice(1)].join('.')) : /^[a-z]/.test(parts[0]!) ? splitQualified(clean) : undefined;
    if (qualified !== undefined) {
      if (!isJdkPackage(qualified.pkg) && !jdkName(qualified.top, qualified.pkg.replace(/\//g, '.'))) seeds.push({ ...qualified, base });
      return;
    }
    if (!/^[A-Z]/.test(parts[0]!)) return;
    const pkgs = [packageOf(fromText), ...imports.filter((i) => i.star && !i.isStatic).map((i) => i.path)].map((p) => p.replace(/\./g, '/')).filter((p) => p !== '' && !isJdkPackage(p));
    if (pkgs.length > 0) guesses.push({ pkgs, top: parts[0]!, base });
  };
  // The repository's side: the target file's classes and the repository types it imports, through their bases as read.
  const seen = new Set<string>();
  const walk = (queue: JavaTypeRef[], base: boolean): void => {
    while (queue.length > 0 && seen.size < 200) {
      const t = queue.shift()!;
      const key = `${t.file}#${t.def.qualname}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const b of t.def.bases) {
        const simple = b.replace(/<[\s\S]*$/, '');
        const r = view.resolve(simple, t.file, t.def.parent);
        if (r !== undefined) queue.push(r);
        else place(simple, all.get(t.file) ?? '', base);
      }
    }
  };
  walk(parsed.definitions.filter((d) => d.kind === 'class').map((def) => ({ file, parsed, def })), true);
  // A repository class the file imports on demand statically: its bases outside the repository are read first too.
  const staticStars: JavaTypeRef[] = [];
  const imported: JavaTypeRef[] = [];
  for (const imp of importsOf(source)) {
    if (imp.star && !imp.isStatic) continue;
    const typeName = imp.isStatic && !imp.star ? imp.path.slice(0, imp.path.lastIndexOf('.')) : imp.path;
    const t = view.resolve(typeName, file);
    // `import static a.b.C.*;` (session 23): C's static members, its superclasses' too (JLS 7.5.4), are in the body's unqualified
    // scope as the class's own bases' methods are, so C is read with them, first: unread, it leaves every unbound call open
    // (mockito's SubclassBytecodeGenerator under `import static net.bytebuddy.matcher.ElementMatchers.*;` reached it after the
    // member types of eleven other byte-buddy imports, past the job's limits).
    if (t !== undefined) (imp.isStatic && imp.star ? staticStars : imported).push(t);
    else place(typeName, source, imp.isStatic && imp.star);
  }
  // Every other repository type the file names (a parameter `MethodGenerator methodGen` of the same package, a `ClassEmitter ce`
  // of an on-demand import): a typed receiver's members are its bases' too.
  const words = new Set(source.match(/\b[A-Z][\w$]*\b/g) ?? []);
  for (const w of words) {
    const t = view.resolve(w, file);
    if (t !== undefined && t.file !== file) imported.push(t);
  }
  walk(staticStars, true);
  walk(imported, false);
  // The dependencies' side: each class by its binary name, its member types with it, then its own bases.
  const texts = new Map<string, string>();
  const packages = new Set<string>();
  const done = new Set<string>();
  // Two queues: the target's own classes' bases (and theirs) first, then what the file imports or names (and their bases).
  const pending: [string[], string[]] = [[], []];
  const enqueue = (binary: string, base: boolean): void => {
    pending[base ? 0 : 1].push(binary);
  };
  for (const g of guesses) {
    for (const pkg of g.pkgs) {
      if ((await reader.packageTypes(pkg))?.has(g.top) === true) {
        enqueue(`${pkg}/${g.top}`, g.base);
        break;
      }
    }
  }
  for (const s of seeds) if ((await reader.packageTypes(s.pkg))?.has(s.top) === true) enqueue(`${s.pkg}/${s.top}`, s.base);
  // The library types the target file names through an on-demand import (`HttpServletResponse response` under
  // `import javax.servlet.http.*;`): a typed receiver's members, as scope-files.ts reads the repository's.
  for (const imp of importsOf(source)) {
    const pkg = imp.path.replace(/\./g, '/');
    // A package of the repository itself is the repository's (an installed copy of the same library is not read for it).
    if (!imp.star || imp.isStatic || isJdkPackage(pkg) || view.packages.packageDirs(file, imp.path).length > 0) continue;
    const types = await reader.packageTypes(pkg);
    if (types === undefined) continue;
    packages.add(pkg);
    for (const w of words) if (types.has(w) && view.resolve(w, file) === undefined) enqueue(`${pkg}/${w}`, false);
  }
  let read = 0;
  while ((pending[0].length > 0 || pending[1].length > 0) && read < MAX_TYPES) {
    const high = pending[0].length > 0;
    const binary = (high ? pending[0] : pending[1]).shift()!.replace(/\$.*$/, '');
    if (done.has(binary)) continue;
    done.add(binary);
    const slash = binary.lastIndexOf('/');
    const pkg = binary.slice(0, Math.max(0, slash));
    if (isJdkPackage(pkg)) continue;
    const info = await reader.classInfo(binary);
    if (info === undefined) continue;
    read += 1;
    packages.add(pkg);
    const members = new Map<string, ClassInfo>();
    const bases: string[] = [info.superClass, ...info.interfaces].filter((b): b is string => b !== undefined);
    const addMembers = async (owner: ClassInfo, depth: number): Promise<void> => {
      if (depth > MAX_MEMBER_DEPTH) return;
      for (const e of owner.innerClasses) {
        if (e.outer !== owner.thisClass || e.name === undefined || members.has(e.inner)) continue;
        const m = await reader.classInfo(e.inner);
        if (m === undefined) continue;
        members.set(e.inner, m);
        bases.push(...[m.superClass, ...m.interfaces].filter((b): b is string => b !== undefined));
        await addMembers(m, depth + 1);
      }
    };
    await addMembers(info, 1);
    texts.set(virtualPath(binary), classOutline(info, members));
    for (const b of bases) if (!done.has(b.replace(/\$.*$/, '')) && !isJdkPackage(b.slice(0, Math.max(0, b.lastIndexOf('/'))))) enqueue(b, high);
  }
  const files: string[] = [];
  for (const pkg of packages) for (const name of (await reader.packageTypes(pkg)) ?? []) files.push(virtualPath(`${pkg}/${name}`));
  for (const f of texts.keys()) if (!files.includes(f)) files.push(f);
  return { files, texts, read };
}
