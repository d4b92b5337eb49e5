/**
 * What the Java answer checks read beside the files retrieval read (Language.scopeFiles): the
 * target's package directory (its types need no import, and a package read whole lets an unknown
 * type name be an error), the repository files of the types the target file statically imports
 * (`import static a.b.C.*;` brings C's methods into scope unqualified) and of the bases its classes
 * extend or implement by a simple or qualified name (their methods are the class's). Without them
 * every such unread type leaves the scope open and a hallucinated call passes.
 */
import { createJavaPackages, dirOf } from '../resolve/packages.js';

const MAX_PACKAGE_FILES = 80;
const MAX_OTHER_FILES = 20;

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

export function javaScopeFiles(file: string, files: readonly string[], source?: string): string[] {
  const packages = createJavaPackages(files);
  const own = packages.filesOf(dirOf(file)).filter((f) => f !== file).sort().slice(0, MAX_PACKAGE_FILES);
  if (source === undefined) return own;
  const imports = [...source.matchAll(/^\s*import\s+(static\s+)?([\w$.]+?)(\.\*)?\s*;/gm)].map((m) => ({ isStatic: m[1] !== undefined, path: m[2]!, star: m[3] !== undefined }));
  const other = new Set<string>();
  /** The file of a type named `a.b.C` (possibly nested: `a.b.C.D` -> C's file) as `file` sees it. */
  const fileOfQualified = (path: string): string | undefined => {
    const segs = path.split('.');
    for (let i = segs.length - 1; i > 0; i--) {
      const f = packages.typeFile(file, segs.slice(0, i).join('.'), segs[i]!);
      if (f !== undefined) return f;
    }
    return undefined;
  };
  for (const imp of imports) {
    if (!imp.isStatic) continue;
    // `import static a.b.C.*;` names type a.b.C; `import static a.b.C.m;` too (m dropped).
    const f = fileOfQualified(imp.star ? imp.path : imp.path.slice(0, imp.path.lastIndexOf('.')));
    if (f !== undefined) other.add(f);
  }
  for (const base of baseNames(source)) {
    const head = base.split('.')[0]!;
    const single = imports.find((i) => !i.isStatic && !i.star && i.path.split('.').at(-1) === head);
    const f = base.includes('.') && /^[a-z]/.test(base) ? fileOfQualified(base)
      : single !== undefined ? fileOfQualified(single.path)
        : packages.typeFile(file, '', head) ?? imports.filter((i) => i.star && !i.isStatic).map((i) => packages.typeFile(file, i.path, head)).find((x) => x !== undefined);
    if (f !== undefined) other.add(f);
  }
  other.delete(file);
  return [...own, ...[...other].filter((f) => !own.includes(f)).slice(0, MAX_OTHER_FILES)];
}
