/**
 * Checks a body before it may be suggested, with the target's language's rules
 * (Language.generation.validate): put in place of the stub's lines, the file must still parse,
 * keep the target's signature and no longer be a stub; names nothing defines are warnings.
 */
import { languageFor } from '../languages/index.js';
import type { ValidationInput, ValidationResult } from './types.js';
import type { ValidationCache } from './validation-cache.js';

export type { ValidationInput, ValidationResult };
export { normaliseStub, replaceBody } from './stub-edit.js';

/** `input.file` picks the language (the default language when absent). */
export function validateImplementation(input: ValidationInput): ValidationResult {
  return languageFor(input.file ?? '').generation.validate({ ...input, file: input.file ?? '' });
}

/** Loads what the file's language needs to validate fully (e.g. the TypeScript compiler), into `cache`. */
export async function prepareValidation(file: string, cache: ValidationCache, source = ''): Promise<void> {
  await languageFor(file).generation.prepare?.(cache, source);
}
