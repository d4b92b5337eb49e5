/**
 * A name read inside a `try` body whose handler catches its NameError (issue 22, session 25; Python held out 18's
 * false rejection of einsteinpy's `in_ipynb`, read after its blind run), on real Debian source (python3-einsteinpy):
 * einsteinpy/plotting/geodesic/core.py's `in_ipynb` calls `get_ipython()` (IPython's injected builtin) inside `try:`
 * with `except NameError:` — the code is written for the name to be unbound. A handler naming `NameError` (alone, in a
 * tuple) guards on purpose: no error, no warning. `Exception`, `BaseException` or a bare `except:` swallow it too, but
 * Debian's sources hold as many missing imports under them as names unbound on purpose: a warning, not an error. A
 * handler that re-raises, an `ImportError` handler, a def inside the `try` (it runs later) guard nothing; and a name a
 * file the job read defines is still a needed import (the handler would only hide the forgotten import).
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a name read where a handler catches its NameError', () => {
  const { body, check } = stubbedDebianSource('einsteinpy/plotting/geodesic/core.py', 'in_ipynb');
  const handler = '\nexcept NameError:\n';

  it("einsteinpy's in_ipynb (get_ipython() under `except NameError:`) is clean", () => {
    expect(body).toContain("    shell = get_ipython().__class__.__name__");
    expect(body).toContain(handler);
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    // NameError in a tuple, or as builtins.NameError, guards the same way.
    expect(check(body.replace(handler, '\nexcept (KeyError, NameError) as e:\n'))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('an ImportError handler, a re-raising handler, or no try at all leave get_ipython an error', () => {
    for (const other of ['\nexcept ImportError:\n', '\nexcept UnboundLocalError:\n', '\nexcept NameError:\n    raise\n']) {
      const result = check(body.replace(handler, other));
      expect(result.ok, other).toBe(false);
      expect(result.errors.join(' '), other).toMatch(/`get_ipython` is not defined/);
    }
    // Read once more before the try, unguarded: an error.
    const before = body.replace('try:\n', 'probe = get_ipython\ntry:\n');
    expect(before).not.toBe(body);
    expect(check(before).errors.join(' ')).toMatch(/`get_ipython` is not defined/);
  });

  it('a def inside the try runs later, unguarded: its read is an error', () => {
    const nested = body.replace('try:\n', 'try:\n    def probe():\n        return get_ipython_shell()\n');
    expect(nested).not.toBe(body);
    expect(check(nested).errors.join(' ')).toMatch(/`get_ipython_shell` is not defined/);
  });

  it('a broad handler (Exception, BaseException, bare except) makes it a warning, not an error', () => {
    for (const broad of ['\nexcept Exception:\n', '\nexcept BaseException:\n', '\nexcept:\n', '\nexcept (OSError, Exception):\n']) {
      const result = check(body.replace(handler, broad));
      expect(result.ok, broad).toBe(true);
      expect(result.errors, broad).toEqual([]);
      expect(result.warnings.join(' '), broad).toMatch(/`get_ipython` is not defined .*broad handler swallows/);
    }
  });

  it('a guarded name a read file defines is still a needed import (the import taken out of the file)', () => {
    const importLine = 'from einsteinpy.plotting.geodesic.interactive import InteractiveGeodesicPlotter\n';
    const without = stubbedDebianSource('einsteinpy/plotting/geodesic/core.py', 'in_ipynb', {
      edit: (text) => text.replace(importLine, ''),
      read: ['einsteinpy/plotting/geodesic/interactive.py'],
    });
    expect(without.body).toContain('return InteractiveGeodesicPlotter');
    const result = without.check(without.body);
    expect(result.errors).toEqual([]);
    expect(result.imports.map((i) => i.text)).toEqual([importLine.trim()]);
  });
});
