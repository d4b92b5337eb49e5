/**
 * Turns a model's answer into the statements of a function body, in the target's language
 * (Language.generation.parseAnswer). A runaway answer is refused before any language reads it.
 */
import { languageFor } from '../languages/index.js';
import type { Definition } from '../languages/types.js';
import type { ParsedAnswer } from './types.js';

export type { ParsedAnswer };

/**
 * Longest answer parsed at all (about 12k tokens): a function body is far smaller, and parsing
 * and validating a runaway answer would cost a worker seconds for nothing.
 */
export const MAX_ANSWER_CHARS = 48_000;

/** The outcome for an answer over MAX_ANSWER_CHARS, in one sentence. */
export function answerTooLarge(chars: number): string {
  return `The model's answer was too large (${chars} characters; the limit is ${MAX_ANSWER_CHARS}), so it was not used.`;
}

/** `file` picks the language (the default language when absent). */
export function parseModelAnswer(content: string, target: Definition, file?: string): ParsedAnswer {
  if (content.length > MAX_ANSWER_CHARS) return { ok: false, problem: answerTooLarge(content.length), final: true };
  return languageFor(file ?? '').generation.parseAnswer(content, target, file ?? '');
}
