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
