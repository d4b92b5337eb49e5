/**
 * Turns a model's answer into the statements of a function body. Structured answers are
 * checked with zod; plain answers are read tolerantly: a fenced block, prose around code, or
 * a whole `def` (whose body is taken). An answer that defines some other function, or none,
 * is a problem the repair round can fix.
 */
import type { Definition } from '../../types.js';
import { logicalLineStarts, reindentBlock, stringContinuationLines } from '../../../generate/indent.js';
import { parsePython } from '../parse-module.js';
import { fencedBlocks, jsonAnswer } from '../../../generate/answer-text.js';
import type { ParsedAnswer } from '../../../generate/types.js';


const CODE_LANGS = new Set(['', 'python', 'py', 'python3']);

/** A JSON body that is, as a whole, one fenced block (some models wrap the body anyway). */
function wholeFence(body: string): boolean {
  const lines = body.trim().split('\n');
  return lines.length >= 2 && /^(`{3,}|~{3,})/.test(lines[0] ?? '') && /^(`{3,}|~{3,})\s*$/.test(lines[lines.length - 1] ?? '');
}

/** Picks the code out of a plain answer; `fenced` tells whether it came from a ``` block. */
function extractCode(text: string, name: string): { code: string; fenced: boolean } {
  const all = fencedBlocks(text);
  const blocks = all.filter((b) => CODE_LANGS.has(b.lang) && b.code.trim() !== '');
  if (all.length > 0 && blocks.length === 0) return { code: '', fenced: true };
  const defPattern = new RegExp(`^\\s*(async\\s+)?def\\s+${name}\\s*\\(`, 'm');
  const chosen = blocks.find((b) => defPattern.test(b.code)) ?? blocks[0];
  if (chosen) return { code: chosen.code, fenced: true };
  // No fence: drop leading prose (a line that ends with ':' and reads like a sentence) before a def.
  const lines = text.split('\n');
  const firstDef = lines.findIndex((l) => /^\s*(@|(async\s+)?def\s)/.test(l));
  if (firstDef > 0 && lines.slice(0, firstDef).every((l) => !/^\s{2,}\S/.test(l))) return { code: lines.slice(firstDef).join('\n'), fenced: false };
  return { code: text, fenced: false };
}

/** Removes a leading docstring statement (the file keeps its own). */
function dropLeadingDocstring(body: string): string {
  const lines = body.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first === -1 || !/^\s*[rRuU]?("""|''')/.test(lines[first] ?? '')) return body;
  const inString = stringContinuationLines(body);
  let last = first;
  while (inString.has(last + 1)) last++;
  return lines.slice(last + 1).join('\n');
}

function topLevelStatementLines(code: string): string[] {
  const inString = stringContinuationLines(code);
  return code.split('\n').filter((l, i) => !inString.has(i) && /^\S/.test(l) && !l.startsWith('#'));
}

/** The body of a def found in the snippet for the target, if the snippet is a whole definition. */
function bodyFromDefinition(code: string, target: Definition): { body?: string; otherName?: string } {
  const parsed = parsePython(code);
  const topLevel = parsed.definitions.filter((d) => d.parent === undefined && d.kind !== 'variable');
  if (topLevel.length === 0) return {};
  // A `return` or `yield` at the snippet's top level makes it a function body, never a module: a def of the target's
  // name in it is the body's own (seaborn's choose_diverging_palette registers a nested `@interact def
  // choose_diverging_palette(...)` between `pal = []` and `return pal`).
  if (topLevelStatementLines(code).some((l) => /^(return|yield)\b/.test(l))) return {};
  const lines = code.split('\n');
  // A def counts only as a statement of the snippet's top level (or a method of a class there): a `def run():` nested in
  // an `if` of a body (IPython's ExecutionMagics.run defines its own `run` under `if 'm' in opts:`) is part of the body.
  const byQualname = new Map(parsed.definitions.map((d) => [d.qualname, d] as const));
  const atColumnZero = (d: Definition): boolean => /^\S/.test(lines[d.range.start - 1] ?? '');
  const matches = parsed.definitions.filter(
    (d) => d.name === target.name && (d.kind === 'function' || d.kind === 'method') && (d.parent === undefined || !d.parent.includes('.'))
      && atColumnZero(d.parent === undefined ? d : byQualname.get(d.parent) ?? d),
  );
  const def = matches.find((d) => d.parent === undefined) ?? matches[0];
  if (def) {
    const start = def.docstringRange ? def.docstringRange.end + 1 : (def.bodyRange?.start ?? def.range.end + 1);
    if (start > def.range.start) return { body: lines.slice(start - 1, def.range.end).join('\n') };
    // A one-line `def f(): return x`: the body follows the header's colon.
    const line = lines[def.range.start - 1] ?? '';
    const colon = line.indexOf(':', line.lastIndexOf(')'));
    return { body: colon === -1 ? '' : line.slice(colon + 1) };
  }
  // Only definitions (and imports) at the top level: the model wrote some other function.
  const statements = topLevelStatementLines(code);
  const onlyDefs = statements.every((l) => /^(@|(async\s+)?def\s|class\s|import\s|from\s)/.test(l));
  if (onlyDefs) return { otherName: topLevel.map((d) => d.qualname).join('`, `') };
  return {};
}

/**
 * Models often copy a body from inside a function but drop the first line's indentation
 * (`x = 1` then `    return x`). When the first line is the only one less indented and does
 * not open a block, it is moved to the others' level.
 */
function fixFirstLineIndent(code: string): string {
  const lines = code.split('\n');
  const logical = logicalLineStarts(code);
  const codeIdx = lines.map((_, i) => i).filter((i) => logical.has(i) && (lines[i] ?? '').trim() !== '' && !(lines[i] ?? '').trim().startsWith('#'));
  const first = codeIdx[0];
  if (first === undefined || codeIdx.length < 2) return code;
  const indentOf = (i: number): number => /^[ \t]*/.exec(lines[i] ?? '')?.[0].length ?? 0;
  const rest = Math.min(...codeIdx.slice(1).map(indentOf));
  const head = (lines[first] ?? '').replace(/#.*$/, '').trimEnd();
  if (indentOf(first) >= rest || head.endsWith(':')) return code;
  lines[first] = ' '.repeat(rest) + (lines[first] ?? '').trimStart();
  return lines.join('\n');
}

export function parsePythonAnswer(content: string, target: Definition): ParsedAnswer {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, problem: 'The answer was empty.' };
  let code: string;
  let format: 'json' | 'fenced' | 'plain';
  const json = jsonAnswer(text);
  if (json === 'invalid') return { ok: false, problem: 'The JSON answer has no string field `body`.' };
  if (json) {
    format = 'json';
    // The body is code: a ``` in it (a string, a comment) is code too, unless the whole body is a fence.
    code = wholeFence(json.body) ? extractCode(json.body.trim(), target.name).code : json.body;
  } else {
    const extracted = extractCode(text, target.name);
    code = extracted.code;
    format = extracted.fenced ? 'fenced' : 'plain';
  }
  code = reindentBlock(fixFirstLineIndent(code), '');
  if (code.trim() === '') return { ok: false, problem: 'The answer contained no code.' };
  const fromDef = bodyFromDefinition(code, target);
  if (fromDef.otherName !== undefined) {
    return { ok: false, problem: `The answer defines \`${fromDef.otherName}\` instead of giving the body of \`${target.name}\`.` };
  }
  let body = fromDef.body ?? code;
  if (target.docstring !== undefined || fromDef.body !== undefined) body = dropLeadingDocstring(body);
  body = reindentBlock(body, '');
  if (body.trim() === '') return { ok: false, problem: `The answer gives no statements for the body of \`${target.name}\`.` };
  return { ok: true, body, format, fromDef: fromDef.body !== undefined };
}
