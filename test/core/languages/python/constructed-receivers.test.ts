/**
 * Members and arity on instances the body constructs (issue 22), on real code: tenacity's
 * `Retrying.__call__` (Debian python3-tenacity) builds `retry_state = RetryCallState(...)` and calls
 * its methods. With the body stubbed, its original must pass; a method RetryCallState lacks, and a
 * constructor call that does not fit `RetryCallState.__init__`, are rejected; an instance of a class
 * whose base the check cannot follow (`Future(futures.Future)`) is not judged.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const PATH = '/usr/lib/python3/dist-packages/tenacity/__init__.py';
const FILE = 'tenacity/__init__.py';

function stubbed(qualname: string): { source: string; body: string } {
  const original = readFileSync(PATH, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  // The body: every line after the signature's last line up to the definition's end.
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(sigEnd, def.range.end);
  const source = [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n');
  return { source, body: body.map((l) => l.slice(8)).join('\n') };
}

function check(qualname: string, body: string, source: string) {
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return validateImplementation({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]) });
}

describe('instances the body constructs (tenacity)', () => {
  const { source, body } = stubbed('Retrying.__call__');

  it('accepts the original body, which calls RetryCallState methods on its own instance', () => {
    expect(body).toContain('retry_state = RetryCallState(retry_object=self, fn=fn, args=args, kwargs=kwargs)');
    const v = check('Retrying.__call__', body, source);
    expect({ errors: v.errors, warnings: v.warnings }).toEqual({ errors: [], warnings: [] });
  });

  it('rejects a method the constructed class does not define, naming what it defines', () => {
    const v = check('Retrying.__call__', body.replace('retry_state.set_result(result)', 'retry_state.set_outcome(result)'), source);
    expect(v.ok).toBe(false);
    expect(v.errors).toEqual([expect.stringMatching(/^`RetryCallState` has no member `set_outcome` \(`retry_state\.set_outcome\(\)` on body line \d+\); it defines .*`set_exception`/)]);
  });

  it("rejects a constructor call that does not fit the class's __init__", () => {
    const v = check('Retrying.__call__', body.replace('RetryCallState(retry_object=self, fn=fn, args=args, kwargs=kwargs)', 'RetryCallState(self, fn)'), source);
    expect(v.errors).toEqual([expect.stringMatching(/^`RetryCallState\(\)` is missing the arguments `args`, `kwargs` \(body line 3\); its signature is `def __init__\(/)]);
    const extra = check('Retrying.__call__', body.replace('RetryCallState(retry_object=self, fn=fn, args=args, kwargs=kwargs)', 'RetryCallState(self, fn, args, kwargs, 1)'), source);
    expect(extra.errors).toEqual([expect.stringMatching(/^`RetryCallState\(\)` takes at most 4 positional arguments but 5 are given/)]);
  });

  it('does not judge an instance whose class has a base it cannot follow, nor a name bound twice', () => {
    const future = 'fut = Future(1)\nfut.set_result(2)\nfut.anything_at_all()\nreturn fut';
    expect(check('Retrying.__call__', future, source).errors).toEqual([]);
    const rebound = 'retry_state = RetryCallState(self, fn, args, kwargs)\nretry_state = fn\nretry_state.anything()\nreturn None';
    expect(check('Retrying.__call__', rebound, source).errors).toEqual([]);
  });
});
