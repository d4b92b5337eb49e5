/**
 * The target's own Go file as outlines: the import declarations, the receiver type's declaration
 * (whole: a struct's fields are what a method works with) with the signatures of its other
 * methods in this file, and the other file-level declarations as signatures.
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { FileContextParts } from '../../../generate/types.js';

function outline(def: Definition, lines: string[]): string {
  const doc = def.docstring?.trim().split('\n')[0]?.trim();
  const whole = def.kind === 'variable' || def.range.end === def.range.start ? (lines[def.range.start - 1] ?? '').trimEnd() : undefined;
  const body = whole ?? (def.kind === 'class' ? def.signature : `${def.signature} { ... }`);
  return `${doc ? `// ${doc}\n` : ''}${body}`;
}

export function buildGoFileContext(source: string, parsed: ParsedModule, target: Definition): FileContextParts {
  const lines = source.split('\n');
  const seen = new Set<number>();
  const imports = parsed.imports
    .filter((imp) => !seen.has(imp.line) && Boolean(seen.add(imp.line)))
    .map((imp) => lines.slice(imp.line - 1, imp.endLine ?? imp.line).join('\n').trim())
    .join('\n');
  const receiver = target.parent === undefined ? undefined : parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class');
  const parts: string[] = [];
  if (receiver) parts.push(`type ${lines.slice(receiver.range.start - 1, receiver.range.end).join('\n').replace(/^\s*type\s+/, '')}`);
  for (const d of parsed.definitions) {
    if (target.parent !== undefined && d.parent === target.parent && d.qualname !== target.qualname && d.declKind !== 'interface-method') parts.push(outline(d, lines));
  }
  const neighbours = parsed.definitions
    .filter((d) => d.parent === undefined && d.qualname !== target.qualname && d.qualname !== receiver?.qualname)
    .map((d) => outline(d, lines))
    .join('\n\n');
  return { imports: imports === '' ? '' : `import (\n${imports.split('\n').map((l) => `\t${l.replace(/^import\s+/, '')}`).join('\n')}\n)`, enclosingClass: parts.join('\n\n'), neighbours };
}
