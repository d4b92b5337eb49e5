/**
 * bench:validate-brace, Java: an independent label for each wrong-member mutant (session 18, issue 22), computed by the
 * generator from the package's whole source copy (a JDK module, or the whole Bazel tree a Bazel unit runs in) and the
 * JDK's own list of types (src.zip's entries), never by the answer check (as rust-member-split.ts for Rust):
 * - "closed": the receiver's class and every supertype, transitively (superclass, interfaces, their supertypes), is
 *   declared in those sources or is a JDK type (a JDK type's supertypes are the JDK's);
 * - "open" otherwise: a supertype of a library the copy does not hold (Guava's `Predicate` under Bazel's `FileType`), or
 *   one this rule cannot find, may give the receiver the very member the mutant names.
 * Resolution of a written name, from the file that writes it: a type of that file (its nested types too), a single-type
 * import, the same package (directory), on-demand imports, java.lang, a qualified name, then a member type an enclosing
 * class inherits (searched through its supertypes). The mutant generator
 * records the receiver's type as written (Mutant.receiverType) or, for `this`, the enclosing class (Mutant.receiverClass).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import { SRC_ZIP } from './java-corpus.js';

let jdkTypes: Set<string> | undefined;
/** Every JDK type's qualified name (top-level types of src.zip: `java.base/java/util/List.java` -> `java.util.List`). */
function jdk(): Set<string> {
  if (jdkTypes === undefined) {
    const entries = execFileSync('unzip', ['-Z1', SRC_ZIP], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 }).split('\n');
    jdkTypes = new Set(entries.filter((e) => e.endsWith('.java')).map((e) => e.slice(e.indexOf('/') + 1, -5).split('/').join('.')));
  }
  return jdkTypes;
}

interface TypeRef { file: string; def: Definition }
type Resolved = TypeRef | 'jdk' | undefined;

export interface JavaSourceIndex {
  resolve(name: string, file: string, scope: string | undefined): Resolved;
  parsedOf(file: string): ParsedModule;
}

export function indexJavaSources(root: string): JavaSourceIndex {
  const walk = (dir: string): string[] => readdirSync(join(root, dir)).sort().flatMap((e) => {
    const rel = dir === '' ? e : `${dir}/${e}`;
    return statSync(join(root, rel)).isDirectory() ? walk(rel) : rel.endsWith('.java') ? [rel] : [];
  });
  const files = walk('');
  const all = new Set(files);
  const byDir = new Map<string, string[]>();
  for (const f of files) {
    const d = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '';
    byDir.set(d, [...(byDir.get(d) ?? []), f]);
  }
  const parsedFiles = new Map<string, ParsedModule>();
  const parsedOf = (f: string): ParsedModule => {
    let p = parsedFiles.get(f);
    if (p === undefined) {
      p = languageFor(f).parse(readFileSync(join(root, f), 'utf8'), f);
      parsedFiles.set(f, p);
    }
    return p;
  };
  const dirOf = (f: string): string => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '');
  const pkgDirs = new Map<string, string[]>();
  /** Directories that may hold package `pkg` (a path ending with its folders). */
  const dirsOfPackage = (pkg: string): string[] => {
    let found = pkgDirs.get(pkg);
    if (found === undefined) {
      const tail = pkg.split('.').join('/');
      found = [...byDir.keys()].filter((d) => d === tail || d.endsWith(`/${tail}`));
      pkgDirs.set(pkg, found);
    }
    return found;
  };
  const typeIn = (f: string, qualname: string): TypeRef | undefined => {
    const parsed = parsedOf(f);
    const def = parsed.definitions.find((d) => d.kind === 'class' && d.qualname === qualname);
    return def === undefined ? undefined : { file: f, def };
  };
  /** `a.b.C.D` as a package then type names: the repository's, else the JDK's, else unknown. */
  const qualified = (path: string): Resolved => {
    const segs = path.split('.');
    for (let i = segs.length - 1; i > 0; i--) {
      const pkg = segs.slice(0, i).join('.');
      for (const d of dirsOfPackage(pkg)) {
        const f = `${d}/${segs[i]}.java`;
        if (all.has(f)) return typeIn(f, segs.slice(i).join('.'));
      }
      if (jdk().has(`${pkg}.${segs[i]}`)) return 'jdk';
    }
    return undefined;
  };
  const resolve = (name: string, file: string, scope: string | undefined): Resolved => {
    const parts = name.replace(/<[\s\S]*$/, '').trim().split('.');
    const head = parts[0]!;
    const parsed = parsedOf(file);
    // A type of the file: nested in an enclosing class (innermost first), or top-level.
    for (let s = scope; ; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : undefined) {
      const qual = s === undefined ? parts.join('.') : `${s}.${parts.join('.')}`;
      const own = typeIn(file, qual);
      if (own !== undefined) return own;
      if (s === undefined) break;
    }
    const single = parsed.imports.find((b) => b.boundName === head && b.boundName !== '*' && b.scope === undefined);
    if (single !== undefined) {
      // The parser gives `import a.b.C;` as module `a.b`, name `C`.
      const path = single.name === undefined ? single.module : `${single.module}.${single.name}`;
      return qualified([path, ...parts.slice(1)].join('.')) ?? (jdk().has(path) ? 'jdk' : undefined);
    }
    const same = `${dirOf(file) === '' ? '' : `${dirOf(file)}/`}${head}.java`;
    if (all.has(same)) return typeIn(same, parts.join('.'));
    for (const b of parsed.imports) {
      if (b.boundName !== '*') continue;
      for (const d of dirsOfPackage(b.module)) {
        const f = `${d}/${head}.java`;
        if (all.has(f)) return typeIn(f, parts.join('.'));
      }
      if (jdk().has(`${b.module}.${head}`)) return 'jdk';
    }
    if (parts.length === 1 && jdk().has(`java.lang.${head}`)) return 'jdk';
    if (/^[a-z]/.test(head)) return qualified(parts.join('.'));
    // A member type an enclosing class inherits (JLS 8.5): searched through the enclosing classes' supertypes, a few levels.
    const key = `${file}#${scope ?? ''}#${name}`;
    if (inheriting.has(key)) return undefined;
    inheriting.add(key);
    try {
      const seen = new Set<string>();
      const search = (t: TypeRef, depth: number): TypeRef | undefined => {
        const id = `${t.file}#${t.def.qualname}`;
        if (depth > 6 || seen.has(id)) return undefined;
        seen.add(id);
        for (const base of t.def.bases) {
          const b = resolve(base, t.file, t.def.parent);
          if (b === undefined || b === 'jdk') continue;
          const own = typeIn(b.file, `${b.def.qualname}.${parts.join('.')}`);
          if (own !== undefined) return own;
          const deeper = search(b, depth + 1);
          if (deeper !== undefined) return deeper;
        }
        return undefined;
      };
      for (let s = scope; s !== undefined; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : undefined) {
        const t = typeIn(file, s);
        const found = t === undefined ? undefined : search(t, 0);
        if (found !== undefined) return found;
      }
      return undefined;
    } finally {
      inheriting.delete(key);
    }
  };
  const inheriting = new Set<string>();
  return { resolve, parsedOf };
}

/** The label of a wrong-member mutant whose receiver type is `written` (or, for `this`, the class `receiverClass`) in `file`. */
export function javaMemberSplit(index: JavaSourceIndex, file: string, scope: string | undefined, m: { receiverType?: string; receiverClass?: string }): 'closed' | 'open' {
  const start: Resolved = m.receiverClass !== undefined
    ? (() => {
      const parsed = index.parsedOf(file);
      const def = parsed.definitions.find((d) => d.kind === 'class' && d.qualname === m.receiverClass);
      return def === undefined ? undefined : { file, def };
    })()
    : m.receiverType === undefined ? undefined : index.resolve(m.receiverType, file, scope);
  const seen = new Set<string>();
  const closed = (r: Resolved): boolean => {
    if (r === 'jdk') return true;
    if (r === undefined) return false;
    const id = `${r.file}#${r.def.qualname}`;
    if (seen.has(id)) return true;
    seen.add(id);
    return r.def.bases.every((b) => closed(index.resolve(b, r.file, r.def.parent)));
  };
  return closed(start) ? 'closed' : 'open';
}
