/**
 * The target's own file as Rust outlines: the `use` and `mod` lines, the enclosing impl or trait
 * (with the struct or enum it implements, whole when short, and the other members' signatures),
 * and the other top-level items as signatures (bodies are left to retrieval).
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { FileContextParts } from '../../../generate/types.js';

/** A type definition shown whole up to this many lines; longer ones as their header. */
const WHOLE_TYPE_LINES = 30;

function indentOf(lines: string[], line: number): string {
  return /^[ \t]*/.exec(lines[line - 1] ?? '')?.[0] ?? '';
}

function outline(def: Definition, lines: string[]): string {
  const indent = indentOf(lines, def.range.start);
  const doc = def.docstring?.trim().split('\n')[0]?.trim();
  const attrs = def.decorators.map((d) => `${indent}#[${d}]\n`).join('');
  const signature = def.signature.split('\n').map((l, i) => (i === 0 ? `${indent}${l.trimStart()}` : l)).join('\n');
  const whole = def.range.end === def.range.start || (def.kind === 'class' && def.declKind !== 'impl' && def.declKind !== 'trait' && def.declKind !== 'mod' && def.range.end - def.range.start < WHOLE_TYPE_LINES);
  const body = whole ? lines.slice(def.range.start - 1, def.range.end).join('\n').trimEnd() : def.kind === 'variable' || def.declKind === 'signature' ? `${signature};` : `${signature} { ... }`;
  return `${doc ? `${indent}/// ${doc}\n` : ''}${attrs}${body}`;
}

export function buildRustFileContext(source: string, parsed: ParsedModule, target: Definition): FileContextParts {
  const lines = source.split('\n');
  const seen = new Set<number>();
  const imports = parsed.imports
    .filter((imp) => imp.scope === undefined && !seen.has(imp.line) && Boolean(seen.add(imp.line)))
    .map((imp) => lines.slice(imp.line - 1, imp.endLine ?? imp.line).join('\n'))
    .join('\n');
  const owner = parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class' && d.range.start <= target.range.start && d.range.end >= target.range.end);
  let enclosingClass = '';
  const shown = new Set<Definition>();
  if (owner) {
    const indent = indentOf(lines, owner.range.start);
    const parts: string[] = [];
    // The type the impl is for, when this file defines it.
    for (const d of parsed.definitions) {
      if (d.qualname === owner.qualname && d !== owner && d.declKind !== 'impl') {
        parts.push(outline(d, lines), '');
        shown.add(d);
      }
    }
    parts.push(`${owner.decorators.map((d) => `${indent}#[${d}]\n`).join('')}${indent}${owner.signature} {`);
    for (const def of parsed.definitions) {
      if (def.parent === owner.qualname && def.qualname !== target.qualname && def.range.start >= owner.range.start && def.range.end <= owner.range.end) parts.push(outline(def, lines));
    }
    parts.push(`${indent}}`);
    enclosingClass = parts.join('\n');
    shown.add(owner);
  }
  const neighbours = parsed.definitions
    .filter((d) => d.parent === undefined && d.qualname !== target.qualname && !shown.has(d))
    .map((d) => outline(d, lines))
    .join('\n\n');
  return { imports, enclosingClass, neighbours };
}
