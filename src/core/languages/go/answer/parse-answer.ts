/**
 * Reads a model's answer for a Go target: a JSON `body`, a fenced block (go/golang or
 * unlabeled), or plain code. When the code is the whole function or method, the statements
 * inside its braces are taken; an answer that only declares other functions is a problem the
 * repair round can fix.
 */
import type { Definition } from '../../types.js';
import { answerCode } from '../../../generate/answer-text.js';
import type { ParsedAnswer } from '../../../generate/types.js';
import { parseGo } from '../parse-module.js';
import { reindentGoBlock } from './reindent.js';

const CODE_LANGS = new Set(['', 'go', 'golang']);

/** The text between the body braces of `def` in `code` (as parsed). */
function innerBody(code: string, def: Definition): string {
  const lines = code.split('\n');
  const text = lines.slice(def.range.start - 1, def.range.end).join('\n');
  const open = text.indexOf('{', def.signature.length);
  const close = text.lastIndexOf('}');
  return open >= 0 && close > open ? text.slice(open + 1, close) : '';
}

export function parseGoAnswer(content: string, target: Definition): ParsedAnswer {
  const read = answerCode(content, CODE_LANGS, (block) => reindentGoBlock(block, ''));
  if (!read.ok) return read;
  const { code, format } = read;
  const looksLikeFile = /^(package|import|func|type)\b/m.test(code);
  if (looksLikeFile) {
    const hasPackage = /^package\s/m.test(code);
    const file = hasPackage ? code : `package _dycoder\n${code}`;
    const shift = hasPackage ? 0 : 1;
    const parsed = parseGo(file);
    const own = parsed.definitions.filter((d) => d.name === target.name && (d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined);
    const def = own.find((d) => d.qualname === target.qualname) ?? own[0];
    if (def !== undefined) {
      const body = reindentGoBlock(innerBody(file, def), '');
      if (body.trim() === '') return { ok: false, problem: `The answer gives no statements for the body of \`${target.name}\`.` };
      return { ok: true, body, format, fromDef: true };
    }
    const top = parsed.definitions.filter((d) => d.kind !== 'variable' && d.declKind !== 'interface-method');
    const onlyDeclarations = top.length > 0 && parsed.errorLines.length === 0 && code.split('\n').every((l) => l.trim() === '' || /^\s/.test(l) || /^(package|import|func|type|var|const|\)|}|\/\/|\/\*|\*)/.test(l));
    if (onlyDeclarations) return { ok: false, problem: `The answer declares \`${top.map((d) => d.qualname).join('`, `')}\` instead of giving the body of \`${target.name}\`.` };
    if (shift === 0 && top.length === 0) return { ok: false, problem: 'The answer is a file without the body.' };
  }
  return { ok: true, body: code, format, fromDef: false };
}
