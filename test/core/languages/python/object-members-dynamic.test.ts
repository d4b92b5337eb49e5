/**
 * `self.__class__(...)` in a class that answers attributes dynamically is no unknown call (issue 22, session 18, Python
 * held out 11's four false alarms, read after its blind run), on real Debian source (python3-measurement):
 * measurement/base.py's `BidimensionalMeasure.__add__` returns `self.__class__(...)`; the class defines `__getattr__`,
 * and the check warned that `__class__` "could not be checked". Every class has `object`'s members. A member nothing
 * defines is still a warning there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';

describe("Python answer checks: object's members on a dynamic class", () => {
  const file = 'measurement/base.py';
  const original = readFileSync(join(DIST, file), 'utf8');
  const qualname = 'BidimensionalMeasure.__add__';
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd - 1] ?? '')![0];
  const bodyIndent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(bodyIndent.length)).join('\n');
  const source = [...lines.slice(0, sigEnd), `${indent}    pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const check = (answer: string) => validateImplementation({ source, parsed, target, stub, body: answer, file, readFiles: new Map() });

  it("measurement's BidimensionalMeasure.__add__: the original, calling self.__class__(...), is accepted clean; an unknown member is still a warning", () => {
    expect(body).toMatch(/self\.__class__\(/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.__class__(', 'self.__klass__(')).warnings).toEqual([expect.stringMatching(/`__klass__`/)]);
  });
});
