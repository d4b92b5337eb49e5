/**
 * The target's own Java file as outlines: the package and import declarations, the enclosing
 * class (its header, fields whole, the other members as signatures) and the file's other
 * top-level types as headers with their member signatures.
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { FileContextParts } from '../../../generate/types.js';

const docLine = (def: Definition, indent: string): string => {
  const doc = def.docstring?.trim().split('\n')[0]?.trim();
  return doc ? `${indent}/** ${doc} */\n` : '';
};

function member(def: Definition, lines: string[], indent: string): string {
  if (def.kind === 'variable') return `${docLine(def, indent)}${indent}${lines.slice(def.range.start - 1, def.range.end).map((l) => l.trim()).join(' ')}`;
  if (def.kind === 'class') return `${docLine(def, indent)}${indent}${def.signature} { ... }`;
  return `${docLine(def, indent)}${indent}${def.signature}${def.declKind === 'abstract' || def.declKind === 'annotation-element' ? ';' : ' { ... }'}`;
}

function outlineType(cls: Definition, parsed: ParsedModule, lines: string[], skip: string | undefined, indent = ''): string {
  const members = parsed.definitions.filter((d) => d.parent === cls.qualname && d.qualname !== skip);
  const body = members.map((m) => member(m, lines, `${indent}    `)).join('\n');
  return `${docLine(cls, indent)}${indent}${cls.signature} {\n${body}${body === '' ? '' : '\n'}${indent}}`;
}

export function buildJavaFileContext(source: string, parsed: ParsedModule, target: Definition): FileContextParts {
  const lines = source.split('\n');
  const pkg = lines.find((l) => /^\s*package\s+[\w.]+\s*;/.test(l))?.trim();
  const imports = [...(pkg === undefined ? [] : [pkg]), ...parsed.imports.map((imp) => lines.slice(imp.line - 1, imp.endLine ?? imp.line).join('\n').trim())].join('\n');
  const owner = target.parent === undefined ? undefined : parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class');
  const enclosingClass = owner === undefined ? '' : outlineType(owner, parsed, lines, target.qualname);
  const neighbours = parsed.definitions
    .filter((d) => d.parent === undefined && d.kind === 'class' && d.qualname !== owner?.qualname)
    .map((d) => outlineType(d, parsed, lines, undefined))
    .join('\n\n');
  return { imports, enclosingClass, neighbours };
}
