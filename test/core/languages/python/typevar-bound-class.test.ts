/**
 * A class handed at module level to typing's `TypeVar(..., bound=C)` (issue 22, session 27; Python held out 19's
 * closed-dependency member miss in x2gobroker's web/uccs.py, read after its blind run). `X2GoBrokerWebAPI` subclasses
 * tornado's `RequestHandler`, and tornado/web.py says `_RequestHandlerType = TypeVar("_RequestHandlerType",
 * bound=RequestHandler)`: any call handed the class at module level opened it, so `self._gen_http_header_all()` went
 * unchecked. `TypeVar`, `NewType` and `cast` (and the builtins that only read) keep a reference and write nothing.
 * Real Debian source: python3-x2gobroker with its dependency python3-tornado (read as the local dependency adapter does).
 */
import { describe, expect, it } from 'vitest';
import { moduleLevelPatches } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const FILE = 'x2gobroker/web/uccs.py';
const TORNADO = '(dependencies)/python/tornado/web.py';

describe("Python answer checks: a class typing's TypeVar is bound to", () => {
  it("checks self's members of x2gobroker's tornado RequestHandler subclass", () => {
    const scope = scopeRounds(FILE, [], false);
    expect([...scope.extra.keys()]).toContain(TORNADO);
    expect(scope.extra.get(TORNADO)).toMatch(/TypeVar\("_RequestHandlerType", bound=RequestHandler\)/);
    const { body, check } = stubbedDebianSource(FILE, 'X2GoBrokerWebAPI.get', scope);
    expect(body).toContain('self._gen_http_header()');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = body.replace('self._gen_http_header()', 'self._gen_http_header_all()');
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`X2GoBrokerWebAPI` has no member `_gen_http_header_all`/)]);
    // Handed to a call that may write on it, the class stays open.
    const extra = new Map(scope.extra);
    extra.set(TORNADO, `${scope.extra.get(TORNADO)!}\nregister_handler(RequestHandler)\n`);
    expect(stubbedDebianSource(FILE, 'X2GoBrokerWebAPI.get', { ...scope, extra }).check(wrong)).toMatchObject({ ok: true, errors: [] });
  });

  it('reads TypeVar, NewType and cast as writing nothing, and other calls as open', () => {
    expect(moduleLevelPatches('C', 'class C:\n    pass\nT = TypeVar("T", bound=C)\nN = typing.NewType("N", C)\nx = cast(C, None)\n')).toEqual({ open: false, added: [] });
    expect(moduleLevelPatches('C', 'class C:\n    pass\nT = TypeVar("T", bound=C)\npatch(C)\n').open).toBe(true);
  });
});
