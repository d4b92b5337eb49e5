/**
 * A local a nested function binds only to an instance of one class is typed by it (issue 22, session 18, Python held
 * out 10's closed wrong-member miss, read after its blind run), on real Debian source (python3-oslo.service):
 * `RetryDecorator.__call__` defines `def func(*args, **kwargs): loop = DynamicLoopingCall(_func, ...); evt =
 * loop.start(...)`. Only the body's own scope was read for `x = Cls(...)`, so `loop.start_all(...)` passed.
 * A name bound in more than one scope, or by a parameter, or called outside the function that binds it, stays untyped.
 */
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: `x = Cls(...)` in a nested function', () => {
  const file = 'oslo_service/loopingcall.py';
  const { body, check } = stubbedDebianSource(file, 'RetryDecorator.__call__');

  it("oslo_service's RetryDecorator.__call__: the original is clean, `loop.start_all(...)` in the nested `func` is an error", () => {
    expect(body).toMatch(/loop = DynamicLoopingCall\(/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('loop.start(', 'loop.start_all(')).errors).toEqual([expect.stringMatching(/^`DynamicLoopingCall` has no member `start_all`/)]);
  });

  it('a name bound in two scopes, by a parameter, or called outside its function is not typed', () => {
    const source = 'class Box:\n    def put(self, x):\n        pass\n\ndef run(items):\n    pass\n';
    const parsed = parsePython(source);
    const target = parsed.definitions.find((d) => d.qualname === 'run')!;
    const stub = findStubs(source, parsed).find((s) => s.qualname === 'run')!;
    const checkRun = (answer: string) => validateImplementation({ source, parsed, target, stub, body: answer, file: 'm.py', readFiles: new Map() });
    expect(checkRun('def inner():\n    b = Box()\n    b.push(1)\nreturn inner').errors).toEqual([expect.stringMatching(/^`Box` has no member `push`/)]);
    expect(checkRun('def inner():\n    b = Box()\n    b.push(1)\ndef other():\n    b = []\n    b.append(1)\nreturn inner, other').errors).toEqual([]);
    expect(checkRun('def inner(b):\n    b = Box()\n    b.push(1)\nreturn inner').errors).toEqual([]);
    expect(checkRun('def inner():\n    b = Box()\n    return b\nb.push(1)\nreturn inner').errors).not.toContainEqual(expect.stringMatching(/no member `push`/));
  });
});
