/**
 * The target's Go package as the answer checks see it: every file of its directory that declares
 * the same package (one scope for package-level names), parsed from the files the job read.
 * `complete` says whether all of the directory's files were among them (the path list tells);
 * only then is a name none of them declares certainly undeclared.
 */
import type { Definition, ParsedModule } from '../../types.js';
import { parseGo } from '../parse-module.js';

export interface Declared {
  file: string;
  def: Definition;
}

export interface GoPackageView {
  name: string;
  complete: boolean;
  /** Package-level names (functions, types, vars, consts) of all the package's files. */
  topLevel: Map<string, Declared>;
  /** Methods and interface methods by `Type.name`. */
  members: Map<string, Declared>;
}

const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const isTest = (file: string): boolean => file.endsWith('_test.go');

/** The `package x` clause's name, skipping comments and build tags above it. */
export function packageClause(source: string): string | undefined {
  return /^package\s+([A-Za-z_]\w*)/m.exec(source)?.[1];
}

/** The other files of `file`'s package directory (tests only for a test file), as the path list has them. */
export function packageFiles(file: string, files: readonly string[]): string[] {
  const dir = dirOf(file);
  return files.filter((f) => f !== file && f.endsWith('.go') && dirOf(f) === dir && (!isTest(f) || isTest(file)));
}

export function packageView(
  file: string,
  parsed: ParsedModule,
  source: string,
  readFiles: ReadonlyMap<string, string>,
  repoFiles: readonly string[] | undefined,
): GoPackageView {
  const name = packageClause(source) ?? '';
  const dir = dirOf(file);
  const candidates = repoFiles === undefined
    ? [...readFiles.keys()].filter((f) => f !== file && f.endsWith('.go') && dirOf(f) === dir && (!isTest(f) || isTest(file)))
    : packageFiles(file, repoFiles);
  const modules: [string, ParsedModule][] = [[file, parsed]];
  let complete = repoFiles !== undefined;
  for (const f of candidates) {
    const text = readFiles.get(f);
    if (text === undefined) {
      complete = false;
      continue;
    }
    // An external test package (`package x_test`) shares the directory, not the scope.
    if (packageClause(text) !== name) continue;
    modules.push([f, parseGo(text)]);
  }
  const topLevel = new Map<string, Declared>();
  const members = new Map<string, Declared>();
  for (const [f, mod] of modules) {
    for (const def of mod.definitions) {
      if (def.parent === undefined) {
        const known = topLevel.get(def.name);
        if (known === undefined || (known.def.kind === 'variable' && def.kind !== 'variable')) topLevel.set(def.name, { file: f, def });
      } else if (def.kind === 'method' && !members.has(def.qualname)) {
        members.set(def.qualname, { file: f, def });
      }
    }
  }
  return { name, complete, topLevel, members };
}
