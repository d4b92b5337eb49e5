/**
 * Reads a model's answer for a Rust target: a JSON `body`, a fenced block (rust/rs or
 * unlabeled), or plain code. When the code is the whole function (or an impl or trait holding
 * it), the code inside its braces is taken; an answer that only defines some other item is a
 * problem the repair round can fix.
 */
import type { Definition } from '../../types.js';
import { answerCode } from '../../../generate/answer-text.js';
import type { ParsedAnswer } from '../../../generate/types.js';
import { parseRust } from '../parse-module.js';
import { reindentRustBlock } from './reindent.js';

const CODE_LANGS = new Set(['', 'rust', 'rs']);

/** The code inside the braces of `def` in `code`. */
function innerBody(code: string, def: Definition): string {
  const lines = code.split('\n');
  const start = def.bodyRange?.start ?? def.range.end;
  const headerEnd = def.range.start + (def.signature.match(/\n/g)?.length ?? 0);
  if (start > headerEnd && def.range.end > start) return lines.slice(start - 1, def.range.end - 1).join('\n');
  const text = lines.slice(def.range.start - 1, def.range.end).join('\n');
  const sigEnd = text.indexOf(def.signature) + def.signature.length;
  const open = text.indexOf('{', Math.max(0, sigEnd));
  const close = text.lastIndexOf('}');
  return open >= 0 && close > open ? text.slice(open + 1, close) : '';
}

export function parseRustAnswer(content: string, target: Definition): ParsedAnswer {
  const read = answerCode(content, CODE_LANGS, (block) => reindentRustBlock(block, ''));
  if (!read.ok) return read;
  const { code, format } = read;
  const parsed = parseRust(code);
  const own = parsed.definitions.filter((d) => d.name === target.name && (d.kind === 'function' || d.kind === 'method') && d.declKind !== 'signature');
  const def = own.find((d) => d.parent === undefined || parsed.definitions.some((p) => p.qualname === d.parent && p.parent === undefined && p.kind === 'class')) ?? own[0];
  // A whole function only counts when it is the answer (not a helper nested in a body).
  const topLevel = def !== undefined && (def.parent === undefined || !parsed.definitions.some((p) => p.qualname === def.parent && p.kind !== 'class'));
  if (def !== undefined && topLevel && def.bodyRange !== undefined && /^\s*(#|\/\/\/|pub\b|fn\b|async\b|const\b|unsafe\b|impl\b|trait\b|extern\b)/.test(code)) {
    const body = reindentRustBlock(innerBody(code, def), '');
    if (body.trim() === '') return { ok: false, problem: `The answer gives no code for the body of \`${target.name}\`.` };
    return { ok: true, body, format, fromDef: true };
  }
  const top = parsed.definitions.filter((d) => d.parent === undefined && d.kind !== 'variable');
  const onlyDefinitions = top.length > 0 && parsed.errorLines.length === 0 && code.split('\n').every((l) => l.trim() === '' || /^\s/.test(l) || /^(pub(\([^)]*\))?\s+)?(async\s+|unsafe\s+|const\s+)*(fn|struct|enum|trait|impl|mod|use|type|macro_rules!|#|}|\/\/|\/\*|\*)/.test(l));
  if (onlyDefinitions) return { ok: false, problem: `The answer defines \`${top.map((d) => d.qualname).join('`, `')}\` instead of giving the body of \`${target.name}\`.` };
  return { ok: true, body: code, format, fromDef: false };
}
