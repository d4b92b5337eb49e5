/**
 * The languages DyCoder implements stubs in, as users read them, derived from the registry
 * (src/core/languages/index.ts): the one list that app.yml, package.json, the setup page and the
 * CLI help are checked against (test/config/descriptions.test.ts).
 */
import { LANGUAGES } from './languages/index.js';

export const SUPPORTED_LANGUAGES: readonly string[] = LANGUAGES.map((l) => l.familyName);

/** "Python and TypeScript/JavaScript", "A, B and C". */
export function supportedLanguagesText(): string {
  const names = [...SUPPORTED_LANGUAGES];
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}
