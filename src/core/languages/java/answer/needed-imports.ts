/**
 * A type a Java body names that its file neither declares nor imports: the `import` line it needs.
 * The same package needs none; an on-demand import (`import a.b.*;`) of a package that has it, or
 * of a package nobody here can list, may already provide it ('maybe': no import, no finding); every
 * JDK package is listed (jdk-types.ts, jdk-more-packages.ts, and the internal ones of jdk-internal-types.ts), so
 * `import javax.swing.*;` or `import sun.security.krb5.*;` is not such a package.
 * Otherwise the type a static import of the file names (`import static a.b.T.*;` -> `import a.b.T;`), else a repository type (a file named after it; those the job read first, then the nearest
 * by path; its package from its `package` clause, else from the path under this file's source
 * root), else the import the repository's other files read use for that name (a library's type),
 * else a member type of a type the job read (`import a.b.Outer.Inner;`, when only one has that
 * name), else a JDK type (jdk-types.ts). The line goes after the file's last import, else after
 * its package clause.
 */
import type { ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { dirOf, sharedLength } from '../resolve/packages.js';
import { JDK_TYPES } from './jdk-types.js';
import { jdkPackageTypes } from './jdk-type-table.js';
import type { JavaTypeView } from './type-view.js';

const packageClause = (text: string): string | undefined => /^\s*package\s+([\w.]+)\s*;/m.exec(text)?.[1];

/** The package of a repository file: its clause when read, else its path under the importing file's source root. */
function packageOfFile(candidate: string, file: string, readFiles: ReadonlyMap<string, string>): string | undefined {
  const text = readFiles.get(candidate);
  if (text !== undefined) return packageClause(text) ?? '';
  const own = packageClause(readFiles.get(file) ?? '');
  const dir = dirOf(file);
  if (own === undefined) return undefined;
  const tail = own.split('.').join('/');
  if (!(dir === tail || dir.endsWith(`/${tail}`))) return undefined;
  const root = dir.slice(0, dir.length - tail.length).replace(/\/$/, '');
  const cdir = dirOf(candidate);
  if (root !== '' && !cdir.startsWith(`${root}/`)) return undefined;
  return (root === '' ? cdir : cdir.slice(root.length + 1)).split('/').join('.');
}

export function importLineAt(source: string, parsed: ParsedModule): number {
  const last = parsed.imports.reduce((n, b) => Math.max(n, b.endLine ?? b.line), 0);
  if (last > 0) return last;
  const lines = source.split('\n');
  return lines.findIndex((l) => /^\s*package\s+[\w.]+\s*;/.test(l)) + 1;
}

export function importFor(
  name: string, file: string, source: string, parsed: ParsedModule, readFiles: ReadonlyMap<string, string>, files: readonly string[], view: JavaTypeView,
): NeededImport | 'maybe' | undefined {
  const dir = dirOf(file);
  const own = `${dir === '' ? '' : `${dir}/`}${name}.java`;
  if (files.includes(own) || readFiles.has(own)) return 'maybe';
  // A package-private top-level type of another file of the package (a nested type there needs an import).
  const declares = new RegExp(`^[^\\n*/]*\\b(?:class|interface|enum|record)\\s+${name}\\b`, 'm');
  const nested: string[] = [];
  for (const [f, text] of readFiles) {
    if (f === file || !f.endsWith('.java') || !declares.test(text)) continue;
    const defs = view.parsedOf(f)?.definitions.filter((d) => d.kind === 'class' && d.name === name) ?? [];
    if (dirOf(f) === dir && defs.some((d) => d.parent === undefined)) return 'maybe';
    const pkg = packageClause(text);
    for (const d of defs) if (d.parent !== undefined && pkg !== undefined) nested.push(`${pkg === '' ? '' : `${pkg}.`}${d.qualname}`);
  }
  // An on-demand import of a package known to have it.
  const onDemand = parsed.imports.filter((b) => b.boundName === '*' && !/(^|\.)[A-Z][\w$]*$/.test(b.module));
  const listed = jdkPackageTypes;
  if (onDemand.some((b) => listed(b.module)?.has(name) === true || view.packages.typeFile(file, b.module, name) !== undefined)) return 'maybe';
  // `import static a.b.T.*;` (or `.m;`) names T's package: `import a.b.T;` (the static import never brings T itself).
  for (const m of source.matchAll(/^\s*import\s+static\s+([\w$.]+)\.(?:\*|[\w$]+)\s*;/gm)) {
    if (m[1]!.endsWith(`.${name}`)) return { text: `import ${m[1]!};`, afterLine: importLineAt(source, parsed), names: [name] };
  }
  // A member type this file declares out of the body's scope (`import a.b.Outer.Inner.Kind;`), when just one has that name.
  const ownNested = parsed.definitions.filter((d) => d.kind === 'class' && d.name === name && d.parent !== undefined);
  const ownPackage = packageClause(source);
  if (ownNested.length === 1 && ownNested[0]!.parent !== undefined && !ownNested[0]!.qualname.includes('(')) {
    return { text: `import ${ownPackage === undefined ? '' : `${ownPackage}.`}${ownNested[0]!.qualname};`, afterLine: importLineAt(source, parsed), names: [name] };
  }
  // The import line the repository's other files use for it (a library's type; the most common), before any guess.
  const lines = new Map<string, number>();
  const single = new RegExp(`^\\s*import\\s+([\\w.]+)\\.${name}\\s*;`, 'm');
  for (const [f, text] of readFiles) {
    const m = f === file || !f.endsWith('.java') ? null : single.exec(text);
    if (m !== null) lines.set(m[1]!, (lines.get(m[1]!) ?? 0) + 1);
  }
  const used = [...lines].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  if (used !== undefined) return { text: `import ${used}.${name};`, afterLine: importLineAt(source, parsed), names: [name] };
  // An on-demand import of a package nobody here can list may have it.
  if (onDemand.some((b) => listed(b.module) === undefined && view.packages.packageDirs(file, b.module).length === 0)) return 'maybe';
  const candidates = [...new Set([...readFiles.keys(), ...files])]
    .filter((f) => f.endsWith(`/${name}.java`) || f === `${name}.java`)
    .sort((a, b) => Number(readFiles.has(b)) - Number(readFiles.has(a)) || sharedLength(dir, dirOf(b)) - sharedLength(dir, dirOf(a)) || a.localeCompare(b));
  for (const c of candidates) {
    const pkg = packageOfFile(c, file, readFiles);
    if (pkg === undefined || pkg === '') continue;
    return { text: `import ${pkg}.${name};`, afterLine: importLineAt(source, parsed), names: [name] };
  }
  // A member type of a type the job read (`import a.b.Outer.Inner;`), when just one has that name.
  if (nested.length === 1) return { text: `import ${nested[0]};`, afterLine: importLineAt(source, parsed), names: [name] };
  const jdk = JDK_TYPES.get(name);
  return jdk === undefined ? undefined : { text: `import ${jdk}.${name};`, afterLine: importLineAt(source, parsed), names: [name] };
}
