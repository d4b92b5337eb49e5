/**
 * The languages DyCoder implements stubs in, as users read them: the one list that app.yml,
 * package.json, the setup page and the CLI help are checked against
 * (test/config/descriptions.test.ts). When the language registry lands (src/core/languages/),
 * this list should be derived from it.
 */
export const SUPPORTED_LANGUAGES = ['Python', 'TypeScript/JavaScript'] as const;

/** "Python and TypeScript/JavaScript", "A, B and C". */
export function supportedLanguagesText(): string {
  const names = [...SUPPORTED_LANGUAGES];
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}
