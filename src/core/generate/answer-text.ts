/**
 * Reading the text of a model's answer, whatever the language: its fenced blocks and a JSON
 * `{"body": ...}` answer, bare or in a json block.
 */
import { z } from 'zod';

const jsonAnswerSchema = z.object({ body: z.string() });

/**
 * Fenced blocks as CommonMark reads them: a fence is a line of its own (at most three spaces
 * in) of three or more backticks or tildes, and only a line of the same character, at least as
 * long, closes it. A ``` inside a string on a code line therefore neither opens nor closes one.
 */
export function fencedBlocks(text: string): { lang: string; code: string }[] {
  const blocks: { lang: string; code: string }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w+.-]*)[^`]*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[1] ?? '```';
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++;
    blocks.push({ lang: (open[2] ?? '').toLowerCase(), code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** A JSON answer's body; 'invalid' for JSON without a string `body`; undefined when the answer is not JSON. */
export function jsonAnswer(text: string): { body: string } | 'invalid' | undefined {
  const candidates = [text, ...fencedBlocks(text).filter((b) => b.lang === 'json').map((b) => b.code.trim())];
  for (const candidate of candidates) {
    if (!candidate.startsWith('{')) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const parsed = jsonAnswerSchema.safeParse(value);
    return parsed.success ? parsed.data : 'invalid';
  }
  return undefined;
}

/** The first fenced block in one of `codeLangs` (empty when the text has blocks but none in them), or the whole text. */
function fencedCodeOr(text: string, codeLangs: ReadonlySet<string>): string {
  const blocks = fencedBlocks(text);
  if (blocks.length === 0) return text;
  return blocks.find((b) => codeLangs.has(b.lang) && b.code.trim() !== '')?.code ?? '';
}

/** The code of an answer, or why there is none. */
export type AnswerCode =
  | { ok: false; problem: string }
  | { ok: true; code: string; format: 'json' | 'fenced' | 'plain' };

/**
 * The code of a model's answer: a JSON `body` (itself fenced or not), the first fenced block in
 * one of `codeLangs`, or the plain text; re-indented to column 0 by the language's `reindent`.
 */
export function answerCode(content: string, codeLangs: ReadonlySet<string>, reindent: (block: string) => string): AnswerCode {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, problem: 'The answer was empty.' };
  const json = jsonAnswer(text);
  if (json === 'invalid') return { ok: false, problem: 'The JSON answer has no string field `body`.' };
  const format = json !== undefined ? 'json' : fencedBlocks(text).length > 0 ? 'fenced' : 'plain';
  const raw = fencedCodeOr(json === undefined ? text : json.body, codeLangs);
  const code = reindent(raw);
  if (code.trim() === '') return { ok: false, problem: 'The answer contained no code.' };
  return { ok: true, code, format };
}
