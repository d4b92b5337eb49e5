/**
 * An unbound name after a line comment that holds `/*` (issue 22; a miss of blind TS/JS held out 12, read after its
 * run): validator 13.15.35's lib/isMimeType.js has `// Handle "charset" in "text/*"` above the function, and the check's
 * test for "this name is in a JSDoc comment, not code" scanned the text for the last `/*` without a `*\/` after it, so
 * every "Cannot find name" after that line was dropped, and Python written as JavaScript (`result = None`) was
 * accepted. A name is in a comment when no identifier of the tree starts there (check/findings.ts `inComment`).
 * Verbatim file (MIT) in test/fixtures/validator-comment-slash-star.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const MIME = fixtureStub('validator-comment-slash-star', 'lib/isMimeType.js', 'isMimeType', 'function isMimeType(str) {\n', '\n}\n', '  ', cache);

describe('an unbound name after a line comment holding `/*`', () => {
  it('accepts the original and rejects Python written as JavaScript', () => {
    expect(MIME.source).toContain('// Handle "charset" in "text/*"');
    expect(MIME.check(MIME.body, [])).toMatchObject({ ok: true, errors: [] });
    const python = MIME.check('result = None\nreturn result', []);
    expect(python.ok).toBe(false);
    expect(python.errors.join(' ')).toMatch(/The body is Python, not TypeScript\/JavaScript \(`None`\)/);
    const unbound = MIME.check(MIME.body.replace('mimeTypeText.test(str)', 'mimeTypeTxt.test(str)'), []);
    expect(unbound.ok).toBe(false);
    expect(unbound.errors.join(' ')).toMatch(/Cannot find name 'mimeTypeTxt'/);
  });
});
