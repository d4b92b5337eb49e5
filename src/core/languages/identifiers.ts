/**
 * Words of an identifier, split on snake_case and camelCase boundaries and lower-cased: what
 * search terms (retrieval/terms.ts) and name-to-path matching (languages/typescript/resolve) both need.
 */

const LOWER_SNAKE = /^[a-z0-9_]*$/;

/** Splits one identifier: `HTTPAdapter_send` -> ['http', 'adapter', 'send']. */
export function identifierParts(identifier: string): string[] {
  // Most Python identifiers are snake_case in lower case: no case boundary to find, so the
  // regex passes below would change nothing; splitting on `_` gives the same parts, faster.
  if (LOWER_SNAKE.test(identifier)) return identifier.split('_').filter((w) => w.length > 1);
  return identifier
    .replace(/([A-Z]{2,})s(?![a-z])/g, '$1') // `URLs` is the plural of `URL`, not `UR` + `Ls`
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 1);
}
