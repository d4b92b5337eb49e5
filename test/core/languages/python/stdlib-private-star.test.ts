/**
 * A star import of a standard-library module the exports table does not list (issue 22, session 27; Python held out 19's
 * one flagged helper, python3-future's backports/datetime.py `time.__gt__`, read after its blind run). The file ends
 * with `from _datetime import *` (CPython's C module, under try/except ImportError): it leaves every public name
 * uncertain, but a star import binds a name starting with `_` only when the module's `__all__` lists it, and the
 * standard library's `__all__`s list a handful (scripts/gen-python-star-exports.py, every module and submodule). So the
 * made-up `_cmperror_checked` is an error, not a note; a made-up public name stays a warning.
 * Real Debian source: python3-future.
 */
import { describe, expect, it } from 'vitest';
import { isStdlibModule, stdlibStarMayBind } from '../../../../src/core/languages/python/answer/stdlib-star-exports.js';
import { stubbedDebianSource } from './debian-stub.js';

const FILE = 'future/backports/datetime.py';

describe('Python answer checks: private names and star imports of the standard library', () => {
  it("rejects a made-up private helper in future's backports/datetime.py, whose only star import is _datetime's", () => {
    const { body, check } = stubbedDebianSource(FILE, 'time.__gt__');
    expect(body).toContain('_cmperror(self, other)');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const made = body.replace('_cmperror(self, other)', '_cmperror_checked(self, other)');
    expect(made).not.toBe(body);
    expect(check(made).errors).toEqual([expect.stringMatching(/`_cmperror_checked` is not defined/)]);
    expect(check(made).warnings).toEqual([]);
  });

  it('keeps a made-up public name, and a private name some standard-library __all__ lists, a warning', () => {
    const { body, check } = stubbedDebianSource(FILE, 'time.__gt__');
    const pub = check(body.replace('_cmperror(self, other)', 'cmperror_checked(self, other)'));
    expect(pub.errors).toEqual([]);
    expect(pub.warnings).toEqual([expect.stringMatching(/`cmperror_checked`.*star import/)]);
    const listed = check(body.replace('_cmperror(self, other)', '_exit(self, other)'));
    expect(listed.errors).toEqual([]);
    expect(listed.warnings).toEqual([expect.stringMatching(/`_exit`.*star import/)]);
  });

  it('tells what a standard-library star import may bind', () => {
    expect(isStdlibModule('_datetime')).toBe(true);
    expect(isStdlibModule('asyncio.events')).toBe(true);
    expect(isStdlibModule('future.backports')).toBe(false);
    expect(stdlibStarMayBind('_datetime', '_cmperror')).toBe(false);
    expect(stdlibStarMayBind('_datetime', 'datetime_CAPI')).toBe(true);
    // asyncio's __all__ lists its private task hooks; os's lists `_exit`.
    expect(stdlibStarMayBind('asyncio', '_enter_task')).toBe(true);
    expect(stdlibStarMayBind('os', '_exit')).toBe(true);
    expect(stdlibStarMayBind('somepkg', '_x')).toBeUndefined();
  });
});
