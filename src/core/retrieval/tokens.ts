/**
 * Token counting with the real o200k tokenizer (GPT-4o family), so budgets mean what they say.
 */
import { countTokens as countO200k, isWithinTokenLimit } from 'gpt-tokenizer/encoding/o200k_base';
import { createLineTokenCounter, isSpace, type LineTokenCounter } from './line-token-cache.js';

export type TokenCounter = (text: string) => number;
/** The tokens of `text` when there are at most `limit`, else undefined: the count stops once past the limit. */
export type BoundedTokenCounter = (text: string, limit: number) => number | undefined;

/**
 * Source code may spell a special token (`<|endoftext|>` in a tokenizer's or an SDK's own
 * sources): it is counted as the plain text it is, instead of the tokenizer refusing it.
 */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export const countTokens: TokenCounter = (text) => (text === '' ? 0 : countO200k(text, PLAIN_TEXT));

export const countTokensUpTo: BoundedTokenCounter = (text, limit) => {
  if (text === '') return 0;
  // Every token is at least one byte of UTF-8, so a text of at most `limit` bytes is within the
  // limit: its plain count (one pass, no generator and no array per piece) is the same number.
  if (text.length <= limit && Buffer.byteLength(text, 'utf8') <= limit) return countTokens(text);
  const within = isWithinTokenLimit(text, limit, PLAIN_TEXT);
  return within === false ? undefined : within;
};

/**
 * A lower bound of `text`'s o200k count, without the tokenizer: the runs of non-whitespace that
 * hold a character other than '/'. The tokenizer splits a text into pieces with its pattern
 * (`…|[^\r\n\p{L}\p{N}]?[\p{Lu}…]+[\p{Ll}…]*…|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`),
 * which matches every character, and each piece is at least one token. No piece holds two such
 * characters with whitespace between them: a letter piece may start with one whitespace
 * character, then has none; numbers have none; a punctuation piece may start with a space and
 * end with line breaks followed only by '/'; whitespace pieces hold no other character. So each
 * such run starts a piece of its own. Code has about 2-3 tokens per run: the bound decides
 * "cannot fit" for texts well over a budget at the cost of one pass over the characters.
 */
export function tokensAtLeast(text: string): number {
  let runs = 0;
  let inRun = false;
  let counted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      inRun = false;
      continue;
    }
    if (!inRun) {
      inRun = true;
      counted = false;
    }
    if (!counted && c !== 0x2f /* '/' */) {
      counted = true;
      runs += 1;
    }
  }
  return runs;
}

const bySnapshot = new WeakMap<object, LineTokenCounter>();

/**
 * The job's counter (line-token-cache.ts): the same counts as countTokens, line by line, each
 * line's count remembered for this snapshot only (its retrieval and its prompts share it), so it
 * goes with the snapshot and one job's lines are never another's.
 */
export function jobTokenCounter(snapshot: object): LineTokenCounter {
  let counter = bySnapshot.get(snapshot);
  if (counter === undefined) bySnapshot.set(snapshot, (counter = createLineTokenCounter(countTokens)));
  return counter;
}
