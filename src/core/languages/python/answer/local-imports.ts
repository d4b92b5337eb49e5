/**
 * Python can import inside a function: the needed imports go at the top of the new body, at
 * its indentation, so a suggestion that needs an import is one committable block.
 */
import type { NeededImport } from '../../../generate/types.js';

export function pythonLocalImports(newBody: string, imports: readonly NeededImport[]): string {
  if (imports.length === 0) return newBody;
  const lines = newBody.split('\n');
  // An inline stub's replacement starts with the header (`def f(x):`); the body follows it.
  const first = /^\s*(async\s+)?def\s/.test(lines[0] ?? '') && lines.length > 1 ? 1 : 0;
  const at = lines.findIndex((l, i) => i >= first && l.trim() !== '');
  const index = at === -1 ? first : at;
  const indent = /^[ \t]*/.exec(lines[index] ?? '')?.[0] ?? '';
  return [...lines.slice(0, index), ...imports.map((imp) => `${indent}${imp.text}`), ...lines.slice(index)].join('\n');
}
