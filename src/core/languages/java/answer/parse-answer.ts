/**
 * Reads a model's answer for a Java target: a JSON `body`, a fenced block (java or unlabeled),
 * or plain code. When the code is the whole method (or a class holding it), the statements inside
 * its braces are taken; an answer that only declares other members is a problem the repair
 * round can fix.
 */
import type { Definition } from '../../types.js';
import { answerCode } from '../../../generate/answer-text.js';
import type { ParsedAnswer } from '../../../generate/types.js';
import { parseJava } from '../parse-module.js';
import { reindentJavaBlock } from './reindent.js';

const CODE_LANGS = new Set(['', 'java']);
const WRAPPER = '_DycoderAnswer_';

/** The text between the body braces of `def` in `code` (as parsed). */
function innerBody(code: string, def: Definition): string {
  const text = code.split('\n').slice(def.range.start - 1, def.range.end).join('\n');
  const open = text.indexOf('{', text.indexOf(def.signature.split('\n').at(-1) ?? '') + 1);
  const close = text.lastIndexOf('}');
  return open >= 0 && close > open ? text.slice(open + 1, close) : '';
}

/** The code read as declarations: a whole file, or class members (wrapped in a class). */
function asDeclarations(code: string): { file: string; defs: Definition[] } | undefined {
  const isFile = /^\s*(package|import)\s/m.test(code) || /^(public\s+|final\s+|abstract\s+)*(class|interface|enum|record)\s/m.test(code);
  const file = isFile ? code : `class ${WRAPPER} {\n${code}\n}\n`;
  const parsed = parseJava(file);
  // Statements the grammar recovers as a constructor of the wrapper (`try { ... } catch` in a class body) are not declarations.
  const defs = parsed.definitions.filter((d) => d.kind === 'method' && d.parent !== undefined && !(d.declKind === 'constructor' && d.name === WRAPPER));
  if (parsed.errorLines.length > 0 || defs.length === 0) return undefined;
  return { file, defs };
}

export function parseJavaAnswer(content: string, target: Definition): ParsedAnswer {
  const read = answerCode(content, CODE_LANGS, (block) => reindentJavaBlock(block, ''));
  if (!read.ok) return read;
  const { code, format } = read;
  const declared = asDeclarations(code);
  if (declared !== undefined) {
    const own = declared.defs.filter((d) => d.name === target.name && d.bodyRange !== undefined);
    const def = own.find((d) => d.qualname.endsWith(target.qualname) || d.qualname === `${WRAPPER}.${target.name}`) ?? own[0];
    if (def !== undefined) {
      const body = reindentJavaBlock(innerBody(declared.file, def), '');
      if (body.trim() === '') return { ok: false, problem: `The answer gives no statements for the body of \`${target.name}\`.` };
      return { ok: true, body, format, fromDef: true };
    }
    const names = declared.defs.map((d) => d.qualname.replace(`${WRAPPER}.`, ''));
    return { ok: false, problem: `The answer declares \`${names.join('`, `')}\` instead of giving the body of \`${target.name}\`.` };
  }
  return { ok: true, body: code, format, fromDef: false };
}
