/**
 * What `from M import *` binds when the job read M's text. Without `__all__` Python binds every public
 * name of M's namespace: its top-level definitions and assignments, the names its own top-level imports
 * bind (`import sys`, `from ctypes import c_int`), and, in turn, what its own star imports bind
 * (pyglet's `from pyglet.libs.win32.types import *`, whose module does `from ctypes import *`, binds
 * `pointer`). Nested star imports are followed into modules the job read and into the standard library's
 * table; one that is neither leaves the result uncertain.
 */
import { stdlibStarExports } from './stdlib-star-exports.js';

/** Resolves `from <level dots><module> import` written in `fromFile` to a file of the job, if any. */
export type ResolveModule = (fromFile: string, module: string, level: number) => string | undefined;

export interface StarExports {
  names: Set<string>;
  /** A star import on the way could not be followed (an unread, non-standard-library module). */
  uncertain: boolean;
}

const MAX_DEPTH = 4;

/** A module's top-level `def`/`class` names and assigned names (column 0). */
export function topLevelNamesOf(text: string): string[] {
  return [...text.matchAll(/^(?:(?:async\s+)?def|class)\s+(\w+)|^(\w+)\s*(?::[^=\n]*)?=(?!=)/gm)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** The names bound by a module's top-level `import` and `from … import` lines, and the modules it star-imports. */
function topLevelImportsOf(text: string): { bound: string[]; stars: { module: string; level: number }[] } {
  const bound: string[] = [];
  const stars: { module: string; level: number }[] = [];
  for (const m of text.matchAll(/^import[ \t]+([^\n#;]+)/gm)) {
    for (const part of m[1]!.split(',')) {
      const alias = /^\s*([\w.]+)(?:\s+as\s+(\w+))?\s*$/.exec(part);
      if (alias) bound.push(alias[2] ?? alias[1]!.split('.')[0]!);
    }
  }
  for (const m of text.matchAll(/^from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]*(?:\\\n[^\n#;]*)*)/gm)) {
    const names = m[3]!.replace(/[()\\]/g, ' ').trim();
    if (names === '*') {
      stars.push({ module: m[2]!, level: m[1]!.length });
      continue;
    }
    for (const part of names.split(',')) {
      const alias = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(part);
      if (alias) bound.push(alias[2] ?? alias[1]!);
    }
  }
  return { bound, stars };
}

/** What a star import of `file` (text `text`) binds, following its own star imports (at most 4 deep). */
export function starExportsOf(file: string, text: string, readFiles: ReadonlyMap<string, string>, resolve: ResolveModule): StarExports {
  const out: StarExports = { names: new Set(), uncertain: false };
  const seen = new Set<string>();
  const visit = (at: string, source: string, depth: number): void => {
    if (seen.has(at)) return;
    seen.add(at);
    const { bound, stars } = topLevelImportsOf(source);
    for (const n of [...topLevelNamesOf(source), ...bound]) if (!n.startsWith('_')) out.names.add(n);
    for (const star of stars) {
      const target = resolve(at, star.module, star.level);
      const targetText = target === undefined ? undefined : readFiles.get(target);
      const stdlib = target === undefined && star.level === 0 ? stdlibStarExports(star.module) : undefined;
      if (targetText !== undefined && target !== undefined && depth < MAX_DEPTH) visit(target, targetText, depth + 1);
      else if (stdlib !== undefined) for (const n of stdlib) out.names.add(n);
      else out.uncertain = true;
    }
  };
  visit(file, text, 1);
  return out;
}
