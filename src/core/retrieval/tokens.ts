/**
 * Token counting with the real o200k tokenizer (GPT-4o family), so budgets mean what they say.
 * Counted line by line with each line's count remembered (line-token-cache.ts): the same numbers
 * as counting the whole text, for the many texts of a job that share lines.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { createLineTokenCounter } from './line-token-cache.js';

export type TokenCounter = (text: string) => number;
/** The tokens of `text` when there are at most `limit`, else undefined: the count stops once past the limit. */
export type BoundedTokenCounter = (text: string, limit: number) => number | undefined;

/**
 * Source code may spell a special token (`<|endoftext|>` in a tokenizer's or an SDK's own
 * sources): it is counted as the plain text it is, instead of the tokenizer refusing it.
 */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** The tokenizer's own count of the whole text, with nothing remembered (tests compare against it). */
export const countTokensPlain: TokenCounter = (text) => (text === '' ? 0 : countO200k(text, PLAIN_TEXT));

const lines = createLineTokenCounter(countTokensPlain);

export const countTokens: TokenCounter = (text) => lines.count(text);

export const countTokensUpTo: BoundedTokenCounter = (text, limit) => lines.countUpTo(text, limit);
