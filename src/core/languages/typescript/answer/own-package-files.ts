/**
 * What the TypeScript answer checks read beside the files retrieval read (Language.scopeFiles), fourth part: the
 * modules behind the package's own name. A module that imports or re-exports from its own package
 * (`export type {ContentSourceMapPaths} from '@sanity/client'` in @sanity/client's `csm/types.ts`) leaves the
 * compiler an outside module unless the package.json that names it and the entry it names are read; then the
 * type is the one the package declares (answer/own-package.ts resolves it, check/program.ts uses it).
 *
 * Asked in rounds (the pipeline calls scopeFiles again with what was read): first the nearest package.json above
 * the target (one small file, shared by the job's targets); with it read, the entries that the target and the
 * read files name through the package's name; with those read, the modules they re-export (`export * from
 * './types'`, `export {A} from './a'`), and so on while rounds are left. A text test, no parse. At most
 * MAX_OWN_PACKAGE_FILES per call.
 */
import { ancestors, inDir } from '../resolve/paths.js';
import { isManifest, ownPackageFile, ownPackages, packageNameOf, relativeFile } from './own-package.js';

const MAX_OWN_PACKAGE_FILES = 8;
const CODE = /\.[cm]?[jt]sx?$/i;
/** `from 'x'`, `import 'x'`, `import('x')`, `require('x')`. */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;
/** `export * from './x'`, `export {a, b} from './x'`, `export type {A} from './x'`. */
const RE_EXPORT = /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])(\.[^'"\n]*)\1/g;

const specifiers = (text: string, pattern: RegExp, group: number): string[] => [...text.matchAll(pattern)].map((m) => m[group]!);

export function ownPackageScopeFiles(file: string, files: readonly string[], source: string | undefined, read: ReadonlyMap<string, string> | undefined): string[] {
  if (source === undefined || !CODE.test(file)) return [];
  const listed = new Set(files);
  const manifest = ancestors(file).map((d) => inDir(d, 'package.json')).find((p) => listed.has(p) && isManifest(p));
  if (manifest === undefined) return [];
  const texts = new Map(read ?? []);
  texts.set(file, source);
  if (!texts.has(manifest)) {
    // Only when the file or a read one names a bare module at all (every other file leaves the manifest unread).
    const bare = [...texts].some(([p, t]) => CODE.test(p) && specifiers(t, SPECIFIER, 2).some((s) => !s.startsWith('.') && !s.startsWith('/')));
    return bare ? [manifest] : [];
  }
  const packages = ownPackages(new Map([[manifest, texts.get(manifest)!]]));
  const name = packages[0]?.name;
  if (name === undefined) return [];
  const has = (p: string): boolean => listed.has(p);
  const out: string[] = [];
  const want = (p: string | undefined): void => {
    if (p !== undefined && !texts.has(p) && !out.includes(p) && out.length < MAX_OWN_PACKAGE_FILES) out.push(p);
  };
  // The entries the package's own name leads to, from every read file that names it.
  const entries = new Set<string>();
  for (const [p, t] of texts) {
    if (!CODE.test(p) || !t.includes(name)) continue;
    for (const s of specifiers(t, SPECIFIER, 2)) {
      if (packageNameOf(s) !== name) continue;
      const entry = ownPackageFile(s, packages, has);
      if (entry !== undefined) entries.add(entry);
    }
  }
  // The entries, then what they re-export (relative), read so far; what is not read yet is asked for.
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0 && out.length < MAX_OWN_PACKAGE_FILES) {
    const p = queue.shift()!;
    if (seen.has(p)) continue;
    seen.add(p);
    const text = texts.get(p);
    if (text === undefined) {
      want(p);
      continue;
    }
    for (const s of specifiers(text, RE_EXPORT, 2)) {
      const target = relativeFile(p, s, has);
      if (target !== undefined && !seen.has(target)) queue.push(target);
    }
  }
  return out;
}
