/**
 * The target's own file as TypeScript/JavaScript outlines: the import statements, the enclosing
 * class with its fields and the other members' signatures, and the other top-level definitions
 * as signatures (bodies are left to retrieval).
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { FileContextParts } from '../../../generate/types.js';

function indentOf(lines: string[], line: number): string {
  return /^[ \t]*/.exec(lines[line - 1] ?? '')?.[0] ?? '';
}

function outline(def: Definition, lines: string[]): string {
  const indent = indentOf(lines, def.range.start);
  const doc = def.docstring?.trim().split('\n')[0]?.trim();
  const decorators = def.decorators.map((d) => `${indent}@${d}\n`).join('');
  const signature = def.signature.split('\n').map((l, i) => (i === 0 ? `${indent}${l.trimStart()}` : l)).join('\n');
  // Whole one-liners (type aliases, short arrows) are clearer than a signature.
  const whole = def.range.end === def.range.start ? (lines[def.range.start - 1] ?? '').trimEnd() : undefined;
  const body = whole ?? (def.declKind === 'type' || def.kind === 'variable' ? signature : `${signature} { ... }`);
  return `${doc ? `${indent}/** ${doc.replace(/\*\//g, '')} */\n` : ''}${decorators}${body}`;
}

export function buildTsFileContext(source: string, parsed: ParsedModule, target: Definition): FileContextParts {
  const lines = source.split('\n');
  const seen = new Set<number>();
  const imports = parsed.imports
    .filter((imp) => !seen.has(imp.line) && Boolean(seen.add(imp.line)))
    .map((imp) => lines.slice(imp.line - 1, imp.endLine ?? imp.line).join('\n'))
    .join('\n');
  const parentClass = parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class');
  let enclosingClass = '';
  if (parentClass) {
    const indent = indentOf(lines, parentClass.range.start);
    const parts = [`${parentClass.decorators.map((d) => `${indent}@${d}\n`).join('')}${indent}${parentClass.signature} {`];
    const members = parsed.definitions.filter((d) => d.parent === parentClass.qualname);
    // Fields declared in the class body; constructor parameter properties show with the constructor.
    for (const attr of parentClass.attributes) {
      if (members.some((m) => attr.line >= m.range.start && attr.line <= m.range.end)) continue;
      parts.push(`${indent}  ${(lines[attr.line - 1] ?? '').trim()}`);
    }
    for (const def of parsed.definitions) {
      if (def.parent === parentClass.qualname && def.qualname !== target.qualname) parts.push(outline(def, lines));
    }
    parts.push(`${indent}}`);
    enclosingClass = parts.join('\n');
  }
  const neighbours = parsed.definitions
    .filter((d) => d.parent === undefined && d.qualname !== target.qualname && d.qualname !== parentClass?.qualname)
    .map((d) => outline(d, lines))
    .join('\n\n');
  return { imports, enclosingClass, neighbours };
}
