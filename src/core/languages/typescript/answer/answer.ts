/**
 * Reads a model's answer for a TypeScript/JavaScript target: a JSON `body`, a fenced block
 * (ts/tsx/js/jsx or unlabeled), or plain code. When the code is the whole function or method
 * (or a class holding it), the statements inside its braces are taken; an answer that only
 * defines some other function is a problem the repair round can fix.
 */
import type { Definition } from '../../types.js';
import { parseTypeScript } from '../index.js';
import { answerCode } from '../../../generate/answer-text.js';
import type { ParsedAnswer } from '../../../generate/types.js';
import { reindentTsBlock } from './reindent.js';

const CODE_LANGS = new Set(['', 'ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx', 'mjs', 'cjs']);

/** The statements inside the braces of `def` in `code`, or the expression of an arrow body. */
function innerBody(code: string, def: Definition): string {
  const lines = code.split('\n');
  const start = def.bodyRange?.start ?? def.range.end;
  const headerEnd = def.range.start + (def.signature.match(/\n/g)?.length ?? 0);
  if (start > headerEnd && def.range.end > start) return lines.slice(start - 1, def.range.end - 1).join('\n');
  // Braces on the same line(s) as the statements: cut between the body's `{` and its `}`.
  const text = lines.slice(def.range.start - 1, def.range.end).join('\n');
  const open = text.indexOf('{', text.indexOf(def.signature.split('\n').pop() ?? '') + 1);
  const close = text.lastIndexOf('}');
  return open >= 0 && close > open ? text.slice(open + 1, close) : '';
}

export function parseTsAnswer(content: string, target: Definition, file: string): ParsedAnswer {
  const read = answerCode(content, CODE_LANGS, (block) => reindentTsBlock(block, ''));
  if (!read.ok) return read;
  const { code, format } = read;
  // A bare method (`add(x: T): R { ... }`) only parses inside a class body.
  const method = new RegExp(`^\\s*(@[\\w.]+(\\(.*\\))?\\s+)*((public|private|protected|static|async|override|readonly|get|set)\\s+)*${target.name}\\s*[<(]`);
  const wrapped = method.test(code) ? `class _DyCoderAnswer_ {\n${code}\n}` : code;
  const parsed = parseTypeScript(wrapped, file);
  const own = parsed.definitions.filter((d) => d.name === target.name && (d.kind === 'function' || d.kind === 'method') && d.declKind !== 'overload');
  const def = own.find((d) => d.parent === undefined || d.parent === '_DyCoderAnswer_') ?? own[0];
  if (def !== undefined && def.bodyRange !== undefined) {
    const body = reindentTsBlock(innerBody(wrapped, def), '');
    if (body.trim() === '') return { ok: false, problem: `The answer gives no statements for the body of \`${target.name}\`.` };
    return { ok: true, body, format, fromDef: true };
  }
  const top = parsed.definitions.filter((d) => d.parent === undefined && d.kind !== 'variable');
  const onlyDefinitions = top.length > 0 && code.split('\n').every((l) => l.trim() === '' || /^\s/.test(l) || /^(export\s+)?(async\s+)?(function|class|interface|type|import|const\s+\w+\s*=\s*(async\s*)?\(|}|\/\/|\/\*|\*)/.test(l));
  if (onlyDefinitions) return { ok: false, problem: `The answer defines \`${top.map((d) => d.qualname).join('`, `')}\` instead of giving the body of \`${target.name}\`.` };
  return { ok: true, body: code, format, fromDef: false };
}
