/**
 * `self.m(...)` in a base class that calls `m` as its subclasses define it (issue 22, session 24; python held out 17's
 * one false rejection, read after its blind run): SRS's `Base.reverse` calls `self.parse(user, srshost=host)`, which
 * `Base.parse(self, srsuser)` does not take and every subclass's `parse(self, user, srshost=None)` (Shortcut, Guarded,
 * DB) does. The call runs on a subclass's instance: fitting an override the job read is no arity problem; a call that
 * fits neither the base's nor any override is still one. Real Debian source: python3-srs.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

describe('Python answer checks: a base calling a method as its subclasses override it', () => {
  it("accepts SRS's Base.reverse as written, and still refuses a call no override takes", () => {
    const T = 'SRS/Base.py';
    const scope = scopeRounds(T, [], true);
    expect(scope.read).toEqual(expect.arrayContaining(['SRS/Shortcut.py']));
    const { body, check } = stubbedDebianSource(T, 'Base.reverse', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.parse(user,srshost=host)', 'self.parse(user,host,quotes)');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`self\.parse\(\)` takes at most/)]);
    // Without the subclasses read, the base's own signature is all there is: the call is refused.
    const alone = stubbedDebianSource(T, 'Base.reverse', { ...scope, read: scope.read.filter((f) => f === T) });
    expect(alone.check(body).errors).toEqual([expect.stringMatching(/`self\.parse\(\)`/)]);
  });
});
