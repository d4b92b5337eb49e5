/**
 * The error for a name nothing binds quotes the statement that reads it and says what Python does there (issue 22,
 * session 20; python held out 12's one rejected original, read after its blind run), on real Debian source
 * (python3-pyranges): pyranges/methods/k_nearest_old.py's `_nearest` reads `overlap` in `if overlap:`, but the line that
 * would bind it (`overlap = kwargs["overlap"]`) is commented out; CPython's symtable has `overlap` global in `_nearest`
 * and unbound in the module, so the line raises NameError whenever it runs. The finding is true; the message names the
 * line by its text, not only by a number counted from the body's first non-blank line.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: the message for a name nothing binds', () => {
  it("pyranges' _nearest (its binding line commented out) is rejected, the message quoting `if overlap:`", () => {
    const { body, check } = stubbedDebianSource('pyranges/methods/k_nearest_old.py', '_nearest');
    expect(body).toMatch(/\n {4}if overlap:\n/);
    const result = check(body);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(["`overlap` is not defined (body line 23); `overlap_for_nearest` in this file is. `if overlap:` raises NameError when it runs. Use only names the file defines or imports, Python's builtins, or definitions shown in the context."]);
    // Bound, the body is clean.
    expect(check(body.replace('    suffix = kwargs["suffix"]', '    suffix = kwargs["suffix"]\n    overlap = kwargs.get("overlap")'))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});
