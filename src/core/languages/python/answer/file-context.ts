/**
 * What the model sees of the target's own file: its imports, the enclosing class (header,
 * attributes and the other methods' signatures) and the neighbouring definitions, as outlines.
 * Bodies of neighbours are left to retrieval, which decides under the token budget.
 */
import { elidedBodyLine } from '../../stubs-elided.js';
import type { Definition, ParsedModule } from '../../types.js';
import type { FileContextParts } from '../../../generate/types.js';


function lineSlice(lines: string[], start: number, end: number): string {
  return lines.slice(start - 1, end).join('\n');
}

function firstDocLine(def: Definition): string | undefined {
  const first = def.docstring?.trim().split('\n')[0]?.trim();
  return first ? first : undefined;
}

function indentOf(lines: string[], line: number): string {
  return /^[ \t]*/.exec(lines[line - 1] ?? '')?.[0] ?? '';
}

/** `def name(...) -> T:` plus its first docstring line, as an outline entry. */
function outline(def: Definition, lines: string[], parsed: ParsedModule): string {
  const indent = indentOf(lines, def.range.start);
  const decorators = def.decorators.map((d) => `${indent}@${d}\n`).join('');
  const header = def.signature.endsWith(':') ? def.signature : `${def.signature}:`;
  const doc = firstDocLine(def);
  const inner = `${indent}    `;
  const marker = elidedBodyLine(parsed, def);
  const bodyLine = doc ? `${inner}"""${doc.replace(/"""/g, '')}"""\n${inner}${marker}` : `${inner}${marker}`;
  return `${decorators}${indent}${header}\n${bodyLine}`;
}

function moduleLevelVariable(def: Definition, lines: string[]): string {
  const text = lineSlice(lines, def.range.start, Math.min(def.range.end, def.range.start + 2));
  return def.range.end > def.range.start + 2 ? `${text} ...` : text;
}

export function buildPythonFileContext(source: string, parsed: ParsedModule, target: Definition): FileContextParts {
  const lines = source.split('\n');
  const imports = parsed.imports
    .filter((imp) => imp.scope === undefined)
    .map((imp) => imp.line)
    .filter((line, i, all) => all.indexOf(line) === i)
    .map((line) => (lines[line - 1] ?? '').trim())
    .join('\n');

  const parentClass = parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class');
  let enclosingClass = '';
  if (parentClass) {
    const indent = indentOf(lines, parentClass.range.start);
    const header = parentClass.signature.endsWith(':') ? parentClass.signature : `${parentClass.signature}:`;
    const parts = [`${parentClass.decorators.map((d) => `${indent}@${d}\n`).join('')}${indent}${header}`];
    const doc = firstDocLine(parentClass);
    if (doc) parts.push(`${indent}    """${doc.replace(/"""/g, '')}"""`);
    const attrs = parentClass.attributes.map((a) => a.name).filter((n, i, all) => all.indexOf(n) === i);
    if (attrs.length > 0) parts.push(`${indent}    # attributes: ${attrs.map((a) => `self.${a}`).join(', ')}`);
    for (const def of parsed.definitions) {
      if (def.parent !== parentClass.qualname || def.qualname === target.qualname) continue;
      parts.push(def.kind === 'variable' ? moduleLevelVariable(def, lines) : outline(def, lines, parsed));
    }
    enclosingClass = parts.join('\n');
  }

  const neighbours = parsed.definitions
    .filter((d) => d.parent === undefined && d.qualname !== target.qualname && d.qualname !== parentClass?.qualname)
    .map((d) => (d.kind === 'variable' ? moduleLevelVariable(d, lines) : outline(d, lines, parsed)))
    .join('\n\n');

  return { imports, enclosingClass, neighbours };
}
