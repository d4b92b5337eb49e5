/**
 * bench:validate-brace, Go: an independent label for each wrong-member mutant (session 18, issue 22), computed by the
 * generator from the whole module copy, never by the answer check (as rust-member-split.ts for Rust):
 * - "closed": the receiver's type and every type it embeds (struct fields without a name, embedded interfaces, the type
 *   under a defined type or alias), transitively, is declared in the module or is the standard library's (an import path
 *   whose first element has no dot; a predeclared type such as `error`);
 * - "open" otherwise: a type of another module, or one this rule cannot find (a type parameter, a declaration the parser
 *   does not see), may give the value the very member the mutant names (go-kit's `logrusLogger` embeds logrus's
 *   `FieldLogger`).
 * The mutant generator records the receiver's type as written (Mutant.receiverType: `T`, `pkg.T`, `std:pkg.F` for a
 * standard library function's result; Mutant.receiverClass: the method's receiver type). Extra rows beside the headline.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';

const PREDECLARED = new Set(['error', 'any', 'comparable', 'string', 'bool', 'byte', 'rune', 'int', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'float32', 'float64', 'complex64', 'complex128']);

interface Decl { def: Definition; imports: Map<string, string>; dir: string }

export interface GoModuleIndex {
  /** The type `name` declared in repo-relative directory `dir` (non-test files), with its file's imports. */
  declIn(dir: string, name: string): Decl | undefined;
  /** The imports (bound name -> path) of a repo-relative file. */
  importsOf(file: string): Map<string, string>;
}

export function indexGoModule(root: string): GoModuleIndex {
  const dirs = new Map<string, Map<string, Decl>>();
  const importsOfParsed = (p: ParsedModule): Map<string, string> => new Map(p.imports.filter((b) => b.scope === undefined).map((b) => [b.boundName, b.module] as const));
  const declIn = (dir: string, name: string): Decl | undefined => {
    let decls = dirs.get(dir);
    if (decls === undefined) {
      decls = new Map();
      const abs = join(root, dir);
      const files = existsSync(abs) ? readdirSync(abs).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && statSync(join(abs, f)).isFile()).sort() : [];
      for (const f of files) {
        const rel = `${dir}/${f}`;
        const parsed = languageFor(rel).parse(readFileSync(join(abs, f), 'utf8'), rel);
        const imports = importsOfParsed(parsed);
        for (const d of parsed.definitions) if (d.kind === 'class' && d.parent === undefined && !decls.has(d.name)) decls.set(d.name, { def: d, imports, dir });
      }
      dirs.set(dir, decls);
    }
    return decls.get(name);
  };
  const importsOf = (file: string): Map<string, string> => importsOfParsed(languageFor(file).parse(readFileSync(join(root, file), 'utf8'), file));
  return { declIn, importsOf };
}

const isStdPath = (path: string): boolean => !/^[^/]*\./.test(path);

/**
 * The label of a wrong-member mutant: `type` as written in `file` (repo-relative, inside module `modulePath`, copied
 * under `root/<modulePath>`).
 */
export function goMemberSplit(index: GoModuleIndex, modulePath: string, file: string, type: string): 'closed' | 'open' {
  if (type.startsWith('std:')) return 'closed';
  const seen = new Set<string>();
  const closed = (written: string, dir: string, imports: Map<string, string>): boolean => {
    const t = written.replace(/^[*\s]+/, '').replace(/\[[\s\S]*$/, '').trim();
    if (PREDECLARED.has(t)) return true;
    // Composite or function types have no members but their elements' methods are not promoted: nothing to open.
    if (/^(map\[|\[|func\b|chan\b|<-)/.test(t)) return true;
    let where = dir;
    let name = t;
    if (t.includes('.')) {
      const [alias, n] = t.split('.') as [string, string];
      const path = imports.get(alias);
      if (path === undefined) return false;
      if (isStdPath(path)) return true;
      if (path !== modulePath && !path.startsWith(`${modulePath}/`)) return false;
      where = path;
      name = n;
    }
    const key = `${where}#${name}`;
    if (seen.has(key)) return true;
    seen.add(key);
    const decl = index.declIn(where, name);
    if (decl === undefined) return false;
    if (decl.def.declKind === 'type') {
      // `type A B` / `type A = pkg.B`: A's members come from the type under it.
      const under = /^type\s+\w+(?:\[[^\]]*\])?\s*=?\s*(.+)$/.exec(decl.def.signature.split('\n')[0]!.trim())?.[1]?.trim();
      return under === undefined ? false : closed(under, decl.dir, decl.imports);
    }
    return decl.def.bases.every((b) => closed(b, decl.dir, decl.imports));
  };
  const dir = file.slice(0, file.lastIndexOf('/'));
  return closed(type, dir, index.importsOf(file)) ? 'closed' : 'open';
}
