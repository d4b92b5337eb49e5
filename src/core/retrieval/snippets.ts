/**
 * Source text of definitions, in the forms context assembly chooses from: the full
 * definition, a class outline (members as signatures), and a summary (signature and
 * docstring, body elided). Text is copied verbatim from the file, never re-formatted.
 */
import { elidedBodyLine } from '../lang/python/stubs-elided.js';
import type { Definition } from '../lang/python/types.js';
import type { LoadedModule } from '../graph/module-loader.js';

function slice(mod: LoadedModule, start: number, end: number): string[] {
  return mod.lines.slice(start - 1, end);
}

function indentOf(line: string): string {
  return /^\s*/.exec(line)?.[0] ?? '';
}

/** Decorators, the header (possibly several lines) and the docstring, then `...`. */
export function summaryText(mod: LoadedModule, def: Definition, maxDocLines = 8): string {
  if (def.kind === 'variable') return slice(mod, def.fullRange.start, Math.min(def.fullRange.end, def.fullRange.start + 2)).join('\n');
  const bodyStart = def.docstringRange?.start ?? def.bodyRange?.start ?? def.range.end + 1;
  const header = slice(mod, def.fullRange.start, Math.max(def.range.start, bodyStart - 1));
  const out = [...header];
  if (def.docstringRange !== undefined) {
    const doc = slice(mod, def.docstringRange.start, def.docstringRange.end);
    if (doc.length > maxDocLines) {
      out.push(...doc.slice(0, maxDocLines - 1), `${indentOf(doc[0] ?? '')}...  # docstring shortened`);
      const close = doc[doc.length - 1] ?? '';
      out.push(close.trim().endsWith('"""') || close.trim().endsWith("'''") ? `${indentOf(close)}${close.trim().slice(-3)}` : close);
    } else {
      out.push(...doc);
    }
  }
  const bodyLine = def.bodyRange === undefined ? undefined : mod.lines[def.bodyRange.start - 1];
  out.push(`${bodyLine === undefined ? `${indentOf(header[0] ?? '')}    ` : indentOf(bodyLine)}${elidedBodyLine(mod.parsed, def)}`);
  return out.join('\n');
}

export interface OutlineOptions {
  /** Members shown in full (the target itself in its file's outline). */
  keepFull?: ReadonlySet<string>;
  /** Members left out entirely (to fit a budget). */
  omit?: ReadonlySet<string>;
  /** Longer class docstrings are shortened to this many lines. */
  maxDocLines?: number;
}

/**
 * The class with every method body replaced by `...` (method docstrings dropped too), nested
 * classes outlined the same way: class-level statements and all member signatures stay.
 */
export function classOutline(mod: LoadedModule, cls: Definition, opts: OutlineOptions = {}): string {
  const prefix = `${cls.qualname}.`;
  const hidden: { start: number; end: number; text: string[] }[] = [];
  const doc = cls.docstringRange;
  if (opts.maxDocLines !== undefined && doc !== undefined && doc.end - doc.start + 1 > opts.maxDocLines) {
    const indent = indentOf(mod.lines[doc.start - 1] ?? '');
    const close = (mod.lines[doc.end - 1] ?? '').trim().slice(-3);
    hidden.push({ start: doc.start + opts.maxDocLines - 1, end: doc.end, text: [`${indent}...  # docstring shortened`, `${indent}${close}`] });
  }
  let omitted = 0;
  for (const member of mod.parsed.definitions) {
    if (!member.qualname.startsWith(prefix) || (member.kind !== 'method' && member.kind !== 'function')) continue;
    const parent = member.parent === undefined ? undefined : mod.byQualname.get(member.parent);
    if (parent?.kind !== 'class') continue;
    if (opts.omit?.has(member.qualname) === true) {
      hidden.push({ start: member.fullRange.start, end: member.fullRange.end, text: [] });
      omitted += 1;
      continue;
    }
    if (opts.keepFull?.has(member.qualname) === true || member.bodyRange === undefined) continue;
    const start = member.docstringRange?.start ?? member.bodyRange.start;
    if (start <= member.range.start) continue;
    hidden.push({ start, end: member.range.end, text: [`${indentOf(mod.lines[member.bodyRange.start - 1] ?? '')}${elidedBodyLine(mod.parsed, member)}`] });
  }
  hidden.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let line = cls.fullRange.start;
  for (const h of hidden) {
    if (h.start < line) continue;
    out.push(...slice(mod, line, h.start - 1), ...h.text);
    line = h.end + 1;
  }
  out.push(...slice(mod, line, cls.fullRange.end));
  if (omitted > 0) out.push(`${indentOf(mod.lines[cls.range.start - 1] ?? '')}    # ... ${omitted} more members not shown`);
  return out.join('\n');
}

/** The form of a definition shown when it is selected in full. */
export function fullText(mod: LoadedModule, def: Definition): string {
  if (def.kind === 'class') return classOutline(mod, def);
  return slice(mod, def.fullRange.start, def.fullRange.end).join('\n');
}

/**
 * Module-level import statements of a file, verbatim (multi-line imports kept whole); an
 * indented import keeps the `if TYPE_CHECKING:` / `try:` line it sits under.
 */
export function importBlock(mod: LoadedModule): string {
  const starts = [...new Set(mod.parsed.imports.filter((b) => b.scope === undefined).map((b) => b.line))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const start of starts) {
    if (start <= last) continue;
    const indent = indentOf(mod.lines[start - 1] ?? '').length;
    if (indent > 0) {
      let header = start - 1;
      while (header > last && (indentOf(mod.lines[header - 1] ?? '').length >= indent || (mod.lines[header - 1] ?? '').trim() === '')) header -= 1;
      if (header > last) out.push(mod.lines[header - 1] ?? '');
    }
    let end = start;
    let depth = 0;
    for (;;) {
      const text = mod.lines[end - 1] ?? '';
      depth += (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
      if ((depth > 0 || text.trimEnd().endsWith('\\')) && end < mod.lines.length) end += 1;
      else break;
    }
    out.push(...slice(mod, start, end));
    last = end;
  }
  return out.join('\n');
}
