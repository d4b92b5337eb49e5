/**
 * Names a module binds through `globals()` (issue 22, session 20; python held out 12's flagged helper in
 * libarchive/ffi.py, read after its blind run), on real Debian source. libarchive-c's ctypes bindings
 * (python3-libarchive-c) bind each C function with `def ffi(name, ...): ... globals()[name] = f` and module-level calls
 * `ffi('entry_new', ...)`: that `globals()` write binds exactly the literal names of those calls, so a made-up helper
 * in `check_int` is an error, not a note, and a name one of those calls binds is not. pex's pex.py (python3-pex) hands
 * `globals()` to `exec_function(ast, globals())`, which runs a script in the module's globals: its names stay open.
 */
import { describe, expect, it } from 'vitest';
import { globalsWrites } from '../../../../src/core/languages/python/answer/module-globals.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: names a module binds through globals()', () => {
  it("libarchive's ffi(): a made-up helper in check_int is an error, a name an ffi('...') call binds is fine", () => {
    const { body, check } = stubbedDebianSource('libarchive/ffi.py', 'check_int', { read: ['libarchive/entry.py', 'libarchive/read.py', 'libarchive/__init__.py'] });
    expect(body).toMatch(/logger\.warning\(_error_string\(args\[0\]\)\)/);
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const made = check(body.replace('_error_string(args[0])', '_error_string_checked(args[0])'));
    expect({ errors: made.errors, warnings: made.warnings }).toEqual({ errors: [expect.stringMatching(/^`_error_string_checked` is not defined \(body line 4\); `_error_string` in this file is/)], warnings: [] });
    // `entry_new` and `read_free` are bound only by `ffi('entry_new', ...)` / `ffi('read_free', ...)`.
    expect(check(`${body.replace('return retcode\n', 'entry_new()\n        return retcode\n')}\nread_free(args[0])`)).toMatchObject({ errors: [], warnings: [] });
  });

  it('another file calling the binding function, or a computed call, leaves the names open', () => {
    const source = "def ffi(name, argtypes):\n    f = getattr(lib, name)\n    globals()[name] = f\n    return f\n\nffi('entry_new', [])\n";
    expect(globalsWrites(source, 'pkg/ffi.py')).toEqual({ open: false, names: new Set(['entry_new']), prefixes: [] });
    expect(globalsWrites(source, 'pkg/ffi.py', ["from .ffi import ffi\nffi('other', [])\n"]).open).toBe(true);
    expect(globalsWrites(source, 'pkg/ffi.py', ['from . import ffi\nffi.entry_new()\n']).open).toBe(false);
    expect(globalsWrites(`${source}for n in NAMES:\n    ffi(n, [])\n`, 'pkg/ffi.py').open).toBe(true);
    expect(globalsWrites("globals()['__name__'] = '__main__'\nx = globals().get('__file__')\nif 'y' in globals():\n    pass\n")).toEqual({ open: false, names: new Set(['__name__']), prefixes: [] });
    expect(globalsWrites('globals().update(values)\n').open).toBe(true);
    expect(globalsWrites('g = globals()\n').open).toBe(true);
  });

  it("pex's exec_function(ast, globals()) keeps a made-up helper a note", () => {
    const { body, check } = stubbedDebianSource('pex/pex.py', 'PEX.minimum_sys_path', { read: ['pex/orderedset.py'] });
    expect(body).toMatch(/OrderedSet\(\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const made = check(body.replace('OrderedSet()', 'OrderedSet_checked()'));
    expect({ errors: made.errors, warnings: made.warnings }).toEqual({ errors: [], warnings: [expect.stringMatching(/^Uses `OrderedSet_checked`/)] });
  });
});
