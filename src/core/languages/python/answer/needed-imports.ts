/**
 * A repository definition the body uses but the file does not import: where it is defined
 * (among the files the job read), the exact import statement (relative when the file already
 * imports its own package relatively, else absolute from the source root its imports resolve
 * under, with the module index's rules), and the line it goes after.
 */
import type { ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { buildModuleIndex } from '../resolve/module-index.js';

export interface FoundDefinition {
  name: string;
  file: string;
}

const isPython = (f: string): boolean => f.endsWith('.py');
const dirOf = (p: string): string => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Files among `readFiles` that define `name` at the top level (def, class or assignment). */
export function definingFiles(name: string, readFiles: ReadonlyMap<string, string>, exclude: string): string[] {
  const pattern = new RegExp(`^(?:(?:async\\s+)?def|class)\\s+${escape(name)}\\b|^${escape(name)}\\s*(?::[^=\\n]*)?=(?!=)`, 'm');
  const out: string[] = [];
  for (const [file, text] of readFiles) if (file !== exclude && isPython(file) && pattern.test(text)) out.push(file);
  return out;
}

function commonDirDepth(a: string, b: string): number {
  const pa = dirOf(a).split('/');
  const pb = dirOf(b).split('/');
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i] && pa[i] !== '') i++;
  return i;
}

/** The best file for `name`: not a test, one the file already imports from, then the nearest. */
export function pickDefinition(candidates: string[], targetFile: string, importedFiles: ReadonlySet<string>): string | undefined {
  const isTest = (f: string): boolean => /(^|\/)(tests?|testing)\/|(^|\/)test_[^/]*$|_test\.py$|conftest\.py$/.test(f);
  return [...candidates].sort(
    (a, b) =>
      Number(isTest(a)) - Number(isTest(b)) ||
      Number(importedFiles.has(b)) - Number(importedFiles.has(a)) ||
      commonDirDepth(b, targetFile) - commonDirDepth(a, targetFile) ||
      a.length - b.length ||
      a.localeCompare(b),
  )[0];
}

function stripModule(file: string): string {
  return file.replace(/\.pyi?$/, '').replace(/\/__init__$/, '').replace(/^__init__$/, '');
}

/** The source root the file's absolute imports resolve under, from a read file they name. */
function rootFromImports(parsed: ParsedModule, files: readonly string[]): string | undefined {
  for (const imp of parsed.imports) {
    if (imp.level !== 0 || imp.module === '') continue;
    const tail = imp.module.split('.').join('/');
    for (const f of files) {
      const stem = stripModule(f);
      if (stem === tail) return '';
      if (stem.endsWith(`/${tail}`)) return stem.slice(0, stem.length - tail.length - 1);
    }
  }
  return undefined;
}

function moduleName(targetFile: string, defFile: string, parsed: ParsedModule, files: readonly string[]): string | undefined {
  const relative = parsed.imports.some((imp) => imp.scope === undefined && imp.level > 0);
  if (relative) {
    const common = commonDirDepth(targetFile, defFile);
    const up = dirOf(targetFile).split('/').filter((p) => p !== '').length - common;
    const rest = stripModule(defFile).split('/').slice(common);
    // A definition in the package's own `__init__` gives `from . import x`; a module gives `from .mod import x`.
    return `${'.'.repeat(up + 1)}${rest.join('.')}`;
  }
  const root = rootFromImports(parsed, files);
  if (root !== undefined) {
    if (root !== '' && !defFile.startsWith(`${root}/`)) return undefined;
    const stem = stripModule(root === '' ? defFile : defFile.slice(root.length + 1));
    return stem === '' ? undefined : stem.split('/').join('.');
  }
  return buildModuleIndex([...files, targetFile]).moduleOf(defFile);
}

/** Last line of a statement that starts on `line` (bracketed or backslash-continued lines included). */
function statementEnd(lines: string[], line: number): number {
  let depth = 0;
  for (let i = line - 1; i < lines.length; i++) {
    const l = (lines[i] ?? '').replace(/#.*$/, '');
    for (const c of l) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth <= 0 && !l.trimEnd().endsWith('\\')) return i + 1;
  }
  return lines.length;
}

/** The line a new module-level import goes after: the last top-level import, else after the docstring and header comments. */
export function importAnchor(source: string, parsed: ParsedModule): number {
  const lines = source.split('\n');
  const top = parsed.imports.filter((imp) => imp.scope === undefined && /^(import|from)\s/.test(lines[imp.line - 1] ?? ''));
  if (top.length > 0) return Math.max(...top.map((imp) => statementEnd(lines, imp.line)));
  let i = 0;
  while (i < lines.length && /^\s*(#.*)?$/.test(lines[i] ?? '')) i++;
  const first = lines[i] ?? '';
  const quote = /^[rRuUbB]?("""|''')/.exec(first)?.[1];
  if (quote === undefined) return i === 0 ? 0 : i;
  const rest = first.slice(first.indexOf(quote) + 3);
  if (rest.includes(quote)) return i + 1;
  for (let j = i + 1; j < lines.length; j++) if ((lines[j] ?? '').includes(quote)) return j + 1;
  return 0;
}

/** The import that binds `names` from `defFile` in `targetFile`, or undefined when no module name fits. */
export function importFor(
  names: string[],
  defFile: string,
  targetFile: string,
  source: string,
  parsed: ParsedModule,
  readFiles: ReadonlyMap<string, string>,
): NeededImport | undefined {
  const mod = moduleName(targetFile, defFile, parsed, [...readFiles.keys()]);
  if (mod === undefined) return undefined;
  const sorted = [...names].sort();
  return { text: `from ${mod} import ${sorted.join(', ')}`, afterLine: importAnchor(source, parsed), names: sorted };
}

/** The files the file's own imports point at (so a name is preferably imported from a module already used). */
export function importedFiles(targetFile: string, parsed: ParsedModule, readFiles: ReadonlyMap<string, string>): Set<string> {
  const index = buildModuleIndex([...readFiles.keys(), targetFile]);
  const out = new Set<string>();
  for (const imp of parsed.imports) {
    const f = index.resolve(targetFile, imp.module, imp.level);
    if (f) out.add(f);
  }
  return out;
}

/**
 * A module of the repository named `name` among the files the job read (`pkg/backend/dot_command.py` or
 * `pkg/dot_command/__init__.py`), the nearest one: a body reading `dot_command.command(...)` needs `from . import
 * dot_command`. The import binds the module from its package (`from <package> import <name>`).
 */
export function moduleImportFor(name: string, targetFile: string, source: string, parsed: ParsedModule, readFiles: ReadonlyMap<string, string>): NeededImport | undefined {
  const modules = [...readFiles.keys()].filter((f) => isPython(f) && f !== targetFile && stripModule(f).split('/').pop() === name);
  const file = pickDefinition(modules, targetFile, importedFiles(targetFile, parsed, readFiles));
  if (file === undefined) return undefined;
  const packageDir = dirOf(stripModule(file));
  if (packageDir === '') return { text: `import ${name}`, afterLine: importAnchor(source, parsed), names: [name] };
  const mod = moduleName(targetFile, `${packageDir}/__init__.py`, parsed, [...readFiles.keys()]);
  if (mod === undefined || mod === '') return undefined;
  return { text: `from ${mod} import ${name}`, afterLine: importAnchor(source, parsed), names: [name] };
}
