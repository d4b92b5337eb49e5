/**
 * Token counting with the real o200k tokenizer (GPT-4o family), so budgets mean what they say.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

export type TokenCounter = (text: string) => number;

/**
 * Source code may spell a special token (`<|endoftext|>` in a tokenizer's or an SDK's own
 * sources): it is counted as the plain text it is, instead of the tokenizer refusing it.
 */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export const countTokens: TokenCounter = (text) => (text === '' ? 0 : countO200k(text, PLAIN_TEXT));
