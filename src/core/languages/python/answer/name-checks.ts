/**
 * Free names of a new body against what binds them at run time: the enclosing functions, the
 * module (definitions, imports, loop/with/except targets, `global` declarations), builtins.
 * A name the file does not bind but a file the job read defines is a needed import; a name
 * nothing defines is an error with the nearest real name as a hint.
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { PYTHON_BUILTINS } from './builtins.js';
import { isStdlibModule, stdlibStarExports, stdlibStarMayBind } from './stdlib-star-exports.js';
import { starExportsOf, topLevelNamesOf } from './star-exports.js';
import { walkModule } from './body-walk.js';
import type { Scope, WalkResult } from './body-walk.js';
import type { NameGuard } from './walk-types.js';
import { definingFiles, importedFiles, importFor, moduleImportFor, pickDefinition } from './needed-imports.js';
import { buildModuleIndex } from '../resolve/module-index.js';
import { globalsWrites } from './module-globals.js';
import { relativeModuleAbsent } from './absent-modules.js';

export interface NameFindings {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

/** Names the module binds at its top level. */
export function moduleNames(source: string, parsed: ParsedModule): Set<string> {
  const names = new Set<string>();
  for (const d of parsed.definitions) if (d.parent === undefined) names.add(d.name);
  for (const imp of parsed.imports) if (imp.scope === undefined && imp.boundName !== '*') names.add(imp.boundName);
  const add = (list: string | undefined): void => {
    for (const n of (list ?? '').split(/[\s,()[\]*]+/)) if (/^[A-Za-z_]\w*$/.test(n)) names.add(n);
  };
  for (const m of source.matchAll(/^(?:async\s+)?for\s+(.+?)\s+in\b/gm)) add(m[1]);
  for (const m of source.matchAll(/^(?:async\s+)?with\b.*?\bas\s+([\w\s,()]+?)\s*[,:]/gm)) add(m[1]);
  for (const m of source.matchAll(/^except\b.*?\bas\s+(\w+)/gm)) add(m[1]);
  for (const m of source.matchAll(/^\s*global\s+([\w\s,]+)$/gm)) add(m[1]);
  for (const m of source.matchAll(/^(\w+)\s*(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=(?!=)/gm)) add(m[1]);
  return names;
}

/** Whether the module may bind names no statement shows (module-globals.ts), no other file read. */
export function writesGlobals(source: string): boolean {
  return globalsWrites(source).open;
}

/** The weaker of two guards over reads of one name: an unguarded read (undefined) is weakest, then `broad`. */
function weakerGuard(a: NameGuard | undefined, b: NameGuard | undefined): NameGuard | undefined {
  if (a === undefined || b === undefined) return undefined;
  return a === 'broad' || b === 'broad' ? 'broad' : 'named';
}

function resolvesInside(scope: Scope, name: string): boolean {
  if (scope.bound.has(name) || scope.declared.has(name)) return true;
  for (let p = scope.parent; p; p = p.parent) if (p.kind !== 'class' && (p.bound.has(name) || p.declared.has(name))) return true;
  return false;
}

/**
 * Names the file's own code reads without binding them anywhere (a Python 2 `unicode` under a
 * `python3 or …` guard, a name a plugin loader injects): the file already relies on them, so a body
 * that reads one too is no worse than its file. One walk of the whole file, made only when a body has
 * a name nothing else explains.
 */
function namesTheFileReadsUnbound(source: string, module: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const walk = walkModule(source);
  for (const s of walk.scopes) for (const load of s.loads) if (!resolvesInside(s, load.name) && !module.has(load.name)) out.add(load.name);
  return out;
}

/**
 * A module-level import line of another read file that binds `name` (`from m import a, name`, `import name`,
 * `import m as name`), one line as written; undefined when no read file imports it.
 */
function importLineElsewhere(name: string, file: string, readFiles: ReadonlyMap<string, string>): { file: string; line: string } | undefined {
  const word = new RegExp(`(^|[\\s,(])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*(,|\\)|$))`);
  for (const [other, text] of readFiles) {
    if (other === file || !other.endsWith('.py')) continue;
    for (const line of text.split('\n')) {
      const from = /^from\s+[\w.]+\s+import\s+([^#]*)$/.exec(line);
      if (from && !/\bas\b/.test(from[1]!) && word.test(from[1]!.trim())) return { file: other, line: line.trim() };
      const as = /^(?:from\s+[\w.]+\s+)?import\s+[\w.]+\s+as\s+(\w+)\s*(#.*)?$/.exec(line);
      if (as?.[1] === name) return { file: other, line: line.trim() };
      const plain = /^import\s+(\w+)\s*(#.*)?$/.exec(line);
      if (plain?.[1] === name) return { file: other, line: line.trim() };
    }
  }
  return undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The nearest name to `name` among candidates (shared words or a small edit distance). */
function nearest(name: string, candidates: Iterable<string>): string | undefined {
  const words = new Set(name.toLowerCase().split(/_+|(?<=[a-z])(?=[A-Z])/).filter((w) => w.length > 2));
  let best: { n: string; score: number } | undefined;
  for (const c of candidates) {
    if (c === name || c.startsWith('__')) continue;
    const shared = c.toLowerCase().split(/_+|(?<=[a-z])(?=[A-Z])/).filter((w) => words.has(w)).length;
    const dist = editDistance(name.toLowerCase(), c.toLowerCase());
    const score = shared * 3 - dist / Math.max(name.length, 1) * 4;
    if ((shared > 0 || dist <= Math.max(1, Math.floor(name.length / 4))) && (!best || score > best.score)) best = { n: c, score };
  }
  return best?.n;
}

export function checkNames(
  walk: WalkResult,
  input: {
    file: string; source: string; parsed: ParsedModule; target: Definition; readFiles: ReadonlyMap<string, string>; lineOffset: number; bodyLines?: readonly string[];
    /** The snapshot's path list, when known (ValidationInput.repoFiles): whether a star import's module exists at all. */
    repoFiles?: readonly string[];
  },
): NameFindings {
  const { parsed, target } = input;
  const out: NameFindings = { errors: [], warnings: [], imports: [] };
  const byQualname = new Map(parsed.definitions.map((d) => [d.qualname, d] as const));
  const outer = new Set<string>();
  const outerFunctions: Definition[] = [];
  for (let p = target.parent; p !== undefined; p = byQualname.get(p)?.parent) {
    const d = byQualname.get(p);
    if (d && d.kind !== 'class') outerFunctions.push(d);
  }
  for (const d of outerFunctions) for (const n of [...d.parameters, ...d.locals]) outer.add(n);
  const scopedImports = parsed.imports.filter((i) => i.scope !== undefined && (i.scope === target.qualname || outerFunctions.some((d) => d.qualname === i.scope)));
  for (const i of scopedImports) outer.add(i.boundName);
  const module = moduleNames(input.source, parsed);
  // A star import of a module the job read binds that module's public names (star-exports.ts: its definitions, what its
  // imports bind, what its own star imports bind), one of a standard-library module what that module exports (`from typing
  // import *`); any other leaves names uncertain.
  const index = buildModuleIndex([...input.readFiles.keys(), input.file]);
  let star = false;
  // A relative star import of a module the snapshot does not have (absent-modules.ts): the file fails there or the
  // module is made at build time; what it binds is unknown and no answer changes that, so its names are not warned about.
  let absentStar = false;
  // Star imports of standard-library modules the table does not list (`from _datetime import *`): they bind public
  // names only (and the few private ones some `__all__` lists), so a made-up `_helper` is no name they may bind.
  const stdlibStars: string[] = [];
  for (const imp of parsed.imports.filter((i) => i.boundName === '*' && i.scope === undefined)) {
    const file = index.resolve(input.file, imp.module, imp.level);
    const text = file === undefined ? undefined : input.readFiles.get(file);
    const stdlib = file === undefined && imp.level === 0 ? stdlibStarExports(imp.module) : undefined;
    if (text !== undefined && file !== undefined) {
      const exported = starExportsOf(file, text, input.readFiles, (from, name, level) => index.resolve(from, name, level));
      for (const n of exported.names) module.add(n);
      star = star || exported.uncertain;
    } else if (stdlib !== undefined) {
      for (const n of stdlib) module.add(n);
    } else if (file === undefined && imp.level === 0 && isStdlibModule(imp.module)) {
      stdlibStars.push(imp.module);
    } else {
      star = true;
      absentStar = absentStar || (file === undefined && input.repoFiles !== undefined && relativeModuleAbsent(input.file, imp.module, imp.level, input.repoFiles));
    }
  }
  const globalsWritten = globalsWrites(input.source, input.file, [...input.readFiles].filter(([f]) => f !== input.file).map(([, t]) => t));
  for (const n of globalsWritten.names) module.add(n);
  const dynamic = star || globalsWritten.open;
  const dynamicFor = (name: string): boolean => dynamic || stdlibStars.some((m) => stdlibStarMayBind(m, name) === true);

  for (const s of walk.scopes) {
    for (const nl of s.nonlocals) {
      let found = false;
      for (let p = s.parent; p && !found; p = p.parent) if (p.kind !== 'class' && p.bound.has(nl.name)) found = true;
      if (s === walk.top || !found) found = found || outer.has(nl.name);
      if (!found) out.errors.push(`Python refuses to compile the body: no binding for nonlocal '${nl.name}' found (body line ${nl.line - input.lineOffset}).`);
    }
  }

  // Each name's first unbound read and the weakest guard over all its unbound reads (name-guard.ts): a read a handler
  // naming NameError catches is written to be possibly unbound (einsteinpy's `get_ipython()` under `except NameError:`),
  // no error and no warning, when every read of the name is so guarded — unless a file the job read defines it (below).
  const missing = new Map<string, number>();
  const guards = new Map<string, NameGuard | undefined>();
  for (const s of walk.scopes) {
    for (const load of s.loads) {
      const n = load.name;
      if (resolvesInside(s, n) || outer.has(n) || module.has(n) || PYTHON_BUILTINS.has(n) || globalsWritten.prefixes.some((p) => n.startsWith(p))) continue;
      if (n === '__class__' && target.kind === 'method') continue;
      if (!missing.has(n)) missing.set(n, load.line - input.lineOffset);
      guards.set(n, weakerGuard(guards.has(n) ? guards.get(n) : 'named', load.guard));
    }
  }
  if (missing.size === 0) return out;
  const imported = importedFiles(input.file, parsed, input.readFiles);
  const byFile = new Map<string, string[]>();
  let fileUnbound: Set<string> | undefined;
  for (const [name, line] of missing) {
    const defFile = pickDefinition(definingFiles(name, input.readFiles, input.file), input.file, imported);
    if (defFile !== undefined) {
      byFile.set(defFile, [...(byFile.get(defFile) ?? []), name]);
      continue;
    }
    // Guarded on purpose, and defined by no file read (a name the repository defines is a forgotten import, which the
    // handler would only hide: einsteinpy's `InteractiveGeodesicPlotter` in the same `try`).
    if (guards.get(name) === 'named') continue;
    if (dynamicFor(name)) {
      // A name the file's own code also reads without binding it (ontospy's server.py reads `ontospy.VERSION` in
      // `parse_options` as `main` does): the file relies on the star import or the dynamic globals for it, so a body
      // that reads it too is no worse than its file. A warning is for a name only the body reads.
      fileUnbound ??= namesTheFileReadsUnbound(input.source, module);
      if (absentStar || fileUnbound.has(name)) continue;
      out.warnings.push(`Uses \`${name}\` (body line ${line}), which nothing the file binds explicitly defines; it may come from a star import or dynamic globals.`);
      continue;
    }
    // A name another read file imports is a name the file forgot to import, however the rest of the file reads it.
    const elsewhere = importLineElsewhere(name, input.file, input.readFiles);
    if (elsewhere !== undefined) {
      out.errors.push(`\`${name}\` is not defined (body line ${line}): this file does not import it; \`${elsewhere.file}\` does, with \`${elsewhere.line}\`. Import it at the top of the body or use a name the file binds.`);
      continue;
    }
    // A module of the repository the job read (`dot_command`): the body reads it as the package's attribute.
    const moduleImport = moduleImportFor(name, input.file, input.source, parsed, input.readFiles);
    if (moduleImport !== undefined) {
      out.imports.push(moduleImport);
      continue;
    }
    fileUnbound ??= namesTheFileReadsUnbound(input.source, module);
    if (fileUnbound.has(name)) continue;
    // Read only where `except Exception:` (`BaseException`, a bare `except:`) catches its NameError: the body runs and the
    // handler swallows it. As often a missing import as on purpose (Debian's sources hold both), so a warning.
    if (guards.get(name) === 'broad') {
      out.warnings.push(`\`${name}\` is not defined (body line ${line}); it is read only inside a \`try\` whose broad handler swallows the NameError it raises. Check it is meant to be possibly unbound.`);
      continue;
    }
    const local = [...module, ...outer, ...walk.top.bound];
    const fromFile = nearest(name, local);
    let hint = fromFile === undefined ? '' : `; \`${fromFile}\` in this file is`;
    if (hint === '') {
      for (const [file, text] of input.readFiles) {
        if (file === input.file || !file.endsWith('.py')) continue;
        const near = nearest(name, topLevelNamesOf(text));
        if (near !== undefined) {
          hint = `; \`${near}\` in \`${file}\` is`;
          break;
        }
      }
    }
    // The statement itself, so the reader need not count lines: Python raises NameError there when it runs.
    const statement = input.bodyLines?.[line - 1]?.trim() ?? '';
    const runs = statement === '' ? '' : ` \`${statement.length > 80 ? `${statement.slice(0, 77)}...` : statement}\` raises NameError when it runs.`;
    out.errors.push(`\`${name}\` is not defined (body line ${line})${hint}.${runs} Use only names the file defines or imports, Python's builtins, or definitions shown in the context.`);
  }
  for (const [defFile, names] of byFile) {
    const imp = importFor(names, defFile, input.file, input.source, parsed, input.readFiles);
    if (imp) out.imports.push(imp);
    else out.errors.push(`${names.map((n) => `\`${n}\``).join(', ')} ${names.length === 1 ? 'is' : 'are'} defined in \`${defFile}\`, which this file cannot import by a module name.`);
  }
  out.imports.sort((a, b) => a.text.localeCompare(b.text));
  return out;
}
