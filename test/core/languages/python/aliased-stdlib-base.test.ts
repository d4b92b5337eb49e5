/**
 * A base named by a module-level alias of Python's own classes (issue 22, session 20; python held out 12's open
 * wrong-member miss in ubelt, read after its blind run), on real Debian source (python3-ubelt): ubelt/util_path.py
 * binds `_PathBase = pathlib.WindowsPath if os.name == 'nt' else pathlib.PosixPath` and declares `class
 * Path(_PathBase)`. Either class may be the base; a member neither has is not `Path`'s, so a made-up method on `self`
 * is an error. A name with another binding, or a side that is not a known class of Python's, stays unknown.
 */
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { aliasedStdlibBaseMembers } from '../../../../src/core/languages/python/answer/stdlib-bases.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a base aliased to a class of Python itself', () => {
  it("ubelt's Path(_PathBase).move: the original is clean, a made-up member on self is an error", () => {
    const { body, check } = stubbedDebianSource('ubelt/util_path.py', 'Path.move');
    expect(body).toMatch(/copy_function = self\._request_copy_function\(/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = check(body.replace('self._request_copy_function(', 'self._request_copy_function_all('));
    expect(wrong.errors).toEqual([expect.stringMatching(/^`Path` has no member `_request_copy_function_all`/)]);
    // pathlib's own members still count.
    expect(check(`${body.replace('return Path(real_dst)', 'self.resolve()\nreturn Path(real_dst)')}`)).toMatchObject({ errors: [], warnings: [] });
  });

  it('unknown when the alias has another binding or a side is not a class of Python', () => {
    const members = (text: string): ReadonlySet<string> | undefined => aliasedStdlibBaseMembers('_Base', text, parsePython(text));
    expect(members("import os, pathlib\n_Base = pathlib.WindowsPath if os.name == 'nt' else pathlib.PosixPath\n")?.has('resolve')).toBe(true);
    expect(members('import pathlib\n_Base = pathlib.PosixPath\n')?.has('with_suffix')).toBe(true);
    expect(members('import pathlib, mylib\n_Base = pathlib.PosixPath if X else mylib.Path\n')).toBeUndefined();
    expect(members('import pathlib\n_Base = pathlib.PosixPath\nif X:\n    _Base = object\n')).toBeUndefined();
    expect(members('import pathlib\n_Base = pathlib.PosixPath\nfor _Base in bases:\n    pass\n')).toBeUndefined();
  });
});
