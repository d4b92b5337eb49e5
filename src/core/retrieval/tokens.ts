/**
 * Token counting with the real o200k tokenizer (GPT-4o family), so budgets mean what they say.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

export type TokenCounter = (text: string) => number;

export const countTokens: TokenCounter = (text) => (text === '' ? 0 : countO200k(text));
