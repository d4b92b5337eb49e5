/**
 * `self.__class__(...)` in a class that answers attributes dynamically is no unknown call (issue 22, session 18, Python
 * held out 11's four false alarms, read after its blind run), on real Debian source (python3-measurement):
 * measurement/base.py's `BidimensionalMeasure.__add__` returns `self.__class__(...)`; the class defines `__getattr__`,
 * and the check warned that `__class__` "could not be checked". Every class has `object`'s members. A member nothing
 * defines is still a warning there.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';

describe("Python answer checks: object's members on a dynamic class", () => {
  const file = 'measurement/base.py';
  const qualname = 'BidimensionalMeasure.__add__';
  const { body, check } = stubbedDebianSource(file, qualname);

  it("measurement's BidimensionalMeasure.__add__: the original, calling self.__class__(...), is accepted clean; an unknown member is still a warning", () => {
    expect(body).toMatch(/self\.__class__\(/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.__class__(', 'self.__klass__(')).warnings).toEqual([expect.stringMatching(/`__klass__`/)]);
  });
});
