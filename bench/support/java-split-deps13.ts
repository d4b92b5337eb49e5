/**
 * bench:validate-brace, Java held out 13 (session 21): the closed/open label of java-member-split.ts (the generator's rule,
 * from the package's sources and the JDK only) extended to the dependencies, by tools independent of the checks: a
 * supertype the sources do not hold is looked up among the installed jars' classes (their entry lists, `unzip -Z1`), and
 * a class found there has its own supertypes from `javap` (the JDK's class-file reader), recursively. Labels:
 * - "closed": every supertype is in the sources or the JDK (java-member-split.ts's closed);
 * - "closed-by-dependency": some supertype is a library class of an installed jar, and every supertype of those is
 *   again a source, JDK or installed-library class;
 * - "open": some supertype is found nowhere (a base still unread after the dependency reads).
 * For wrong-member mutants the receiver's type; for hallucinated-helper and wrong-arity mutants the enclosing class (an
 * unqualified call's scope).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition } from '../../src/core/languages/types.js';
import { DEBIAN_JAVA_JARS, DEBIAN_MAVEN_REPO } from './java-deps13.js';
import { SRC_ZIP } from './java-corpus.js';
import type { JavaSourceIndex } from './java-member-split.js';

export type DependencySplit = 'closed' | 'closed-by-dependency' | 'open';

const JAVAP = '/usr/lib/jvm/java-17-openjdk-amd64/bin/javap';
let classes: Map<string, string> | undefined;
let jdkTypes: Set<string> | undefined;

function jarsUnder(dir: string, depth = 0): string[] {
  if (depth > 8) return [];
  let out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(jarsUnder(p, depth + 1));
    else if (e.name.endsWith('.jar')) out.push(p);
  }
  return out;
}

/** Every class of the installed jars: qualified name (member types with `.`) -> its jar. */
function jarClasses(): Map<string, string> {
  if (classes === undefined) {
    classes = new Map();
    const seen = new Set<string>();
    for (const jar of [...jarsUnder(DEBIAN_JAVA_JARS), ...jarsUnder(DEBIAN_MAVEN_REPO)]) {
      let real: string;
      try {
        real = realpathSync(jar);
      } catch {
        continue;
      }
      if (seen.has(real)) continue;
      seen.add(real);
      let names: string[] = [];
      try {
        names = execFileSync('unzip', ['-Z1', real], { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
      } catch {
        continue;
      }
      for (const n of names) {
        const q = n.slice(0, -6).replace(/[/$]/g, '.');
        if (n.endsWith('.class') && !n.startsWith('META-INF/') && !classes.has(q)) classes.set(q, real);
      }
    }
  }
  return classes;
}

function jdk(): Set<string> {
  if (jdkTypes === undefined) {
    const entries = execFileSync('unzip', ['-Z1', SRC_ZIP], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 }).split('\n');
    jdkTypes = new Set(entries.filter((e) => e.endsWith('.java')).map((e) => e.slice(e.indexOf('/') + 1, -5).split('/').join('.')));
  }
  return jdkTypes;
}

const supersCache = new Map<string, string[] | undefined>();
/** A library class's direct supertypes as javap prints its header (`class a.B extends a.C implements d.E<F>`), qualified. */
function librarySupers(qualified: string): string[] | undefined {
  if (supersCache.has(qualified)) return supersCache.get(qualified);
  const jar = jarClasses().get(qualified);
  let out: string[] | undefined;
  if (jar !== undefined) {
    try {
      const text = execFileSync(JAVAP, ['-cp', jar, qualified], { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] });
      const header = text.split('\n').find((l) => /\b(class|interface|enum)\s/.test(l) && l.trimEnd().endsWith('{')) ?? '';
      let flat = header;
      for (let i = 0; i < 6; i++) flat = flat.replace(/<[^<>]*>/g, '');
      const m = /\b(?:extends|implements)\b([\s\S]*)\{/.exec(flat);
      out = m === null ? [] : m[1]!.replace(/\b(extends|implements)\b/g, ',').split(',').map((s) => s.trim().replace(/\$/g, '.')).filter((s) => s !== '');
    } catch {
      out = undefined;
    }
  }
  supersCache.set(qualified, out);
  return out;
}

/** Qualified names a written type name may stand for, from the file's imports (single, on-demand, same package). */
function candidates(written: string, source: string): string[] {
  const name = written.replace(/<[\s\S]*$/, '').trim();
  const parts = name.split('.');
  if (/^[a-z]/.test(parts[0]!)) return [name];
  const single = new RegExp(`^\\s*import\\s+([\\w.]+\\.${parts[0]!.replace(/\$/g, '\\$')})\\s*;`, 'm').exec(source);
  if (single !== null) return [[single[1]!, ...parts.slice(1)].join('.')];
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(source)?.[1];
  const stars = [...source.matchAll(/^\s*import\s+([\w.]+)\.\*\s*;/gm)].map((m) => m[1]!);
  return [...(pkg === undefined ? [] : [pkg]), ...stars, 'java.lang'].map((p) => `${p}.${name}`);
}

/** A JDK type, or a member type of one (`java.util.Map.Entry`: src.zip lists top-level types). */
function isJdk(qualified: string): boolean {
  const segs = qualified.split('.');
  for (let i = segs.length; i > 1; i--) if (jdk().has(segs.slice(0, i).join('.'))) return true;
  return false;
}

function libraryClosed(qualified: string, seen: Set<string>): boolean {
  const q = qualified.replace(/\$/g, '.');
  if (isJdk(q) || seen.has(q)) return true;
  seen.add(q);
  const supers = librarySupers(q);
  return supers !== undefined && supers.every((s) => libraryClosed(s, seen));
}

/** The label of a type (a TypeRef of the sources) by its supertypes, through the installed jars where the sources end. */
export function dependencySplit(index: JavaSourceIndex, readSource: (file: string) => string, start: { file: string; def: Definition } | 'jdk' | undefined): DependencySplit {
  let byDependency = false;
  const seen = new Set<string>();
  const closed = (r: { file: string; def: Definition } | 'jdk' | undefined, written?: { name: string; file: string }): boolean => {
    if (r === 'jdk') return true;
    if (r === undefined) {
      if (written === undefined) return false;
      const found = candidates(written.name, readSource(written.file)).find((q) => jarClasses().has(q));
      if (found === undefined) return false;
      byDependency = true;
      return libraryClosed(found, new Set());
    }
    const id = `${r.file}#${r.def.qualname}`;
    if (seen.has(id)) return true;
    seen.add(id);
    return r.def.bases.every((b) => closed(index.resolve(b, r.file, r.def.parent), { name: b, file: r.file }));
  };
  const ok = closed(start);
  return !ok ? 'open' : byDependency ? 'closed-by-dependency' : 'closed';
}

/** The label of a mutant: its receiver's type (wrong-member) or the enclosing class (helper, arity). */
export function javaDependencySplit(
  index: JavaSourceIndex, readSource: (file: string) => string, file: string, scope: string | undefined, m: { kind: string; receiverType?: string; receiverClass?: string },
): DependencySplit | undefined {
  const classAt = (qual: string | undefined): { file: string; def: Definition } | undefined => {
    const def = qual === undefined ? undefined : index.parsedOf(file).definitions.find((d) => d.kind === 'class' && d.qualname === qual);
    return def === undefined ? undefined : { file, def };
  };
  if (m.kind === 'wrong-member') {
    if (m.receiverClass !== undefined) return dependencySplit(index, readSource, classAt(m.receiverClass));
    if (m.receiverType === undefined) return undefined;
    const r = index.resolve(m.receiverType, file, scope);
    if (r !== undefined) return dependencySplit(index, readSource, r);
    const found = candidates(m.receiverType, readSource(file)).find((q) => jarClasses().has(q) || isJdk(q));
    if (found === undefined) return 'open';
    return isJdk(found) ? 'closed' : libraryClosed(found, new Set()) ? 'closed-by-dependency' : 'open';
  }
  if (m.kind === 'hallucinated-helper' || m.kind === 'wrong-arity') return dependencySplit(index, readSource, classAt(scope));
  return undefined;
}
