/**
 * `self.m(...)` in a base class that calls `m` as its subclasses define it (issue 22, session 24; python held out 17's
 * one false rejection, read after its blind run): SRS's `Base.reverse` calls `self.parse(user, srshost=host)`, which
 * `Base.parse(self, srsuser)` does not take and every subclass's `parse(self, user, srshost=None)` (Shortcut, Guarded,
 * DB) does. The call runs on a subclass's instance: fitting an override the job read is no arity problem; a call that
 * fits neither the base's nor any override is still one. Session 26: while the subclasses may be unread, a call of a
 * placeholder method (override-arity.ts) is left unchecked, never refused. Real Debian source: python3-srs.
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
  });

  // Session 26: before the job has read every module that could subclass `Base` (a GitHub source before its archive:
  // the scope rounds without the cheap scan read Base.py alone), `Base.parse`'s placeholder signature (a docstring and
  // `raise NotImplementedError()`) is no evidence against the call: the original is accepted with no warning, and a
  // call of a method with a real body (`get_secret(self)`) is still checked.
  it('leaves a call of a placeholder method unchecked while the subclasses may be unread, and checks real methods', () => {
    const T = 'SRS/Base.py';
    const scope = scopeRounds(T, [], false);
    expect(scope.read).not.toContain('SRS/Shortcut.py');
    const { body, check } = stubbedDebianSource(T, 'Base.reverse', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const alone = stubbedDebianSource(T, 'Base.reverse', { ...scope, read: [] });
    expect(alone.check(body)).toMatchObject({ errors: [], warnings: [] });
    // No path list: nothing says the subclasses were all read either.
    const { repoFiles: _unused, ...noList } = scope;
    expect(stubbedDebianSource(T, 'Base.reverse', noList).check(body)).toMatchObject({ errors: [], warnings: [] });
    const hash = stubbedDebianSource(T, 'Base.hash_create', scope);
    expect(hash.check(hash.body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = hash.body.replace('self.get_secret()', 'self.get_secret(data)');
    expect(wrong).not.toBe(hash.body);
    expect(hash.check(wrong).errors).toEqual([expect.stringMatching(/`self\.get_secret\(\)` takes at most 0 positional/)]);
  });

  it('checks a placeholder method against the subclasses once every module is read', () => {
    const T = 'SRS/Base.py';
    const all = scopeRounds(T, [], true);
    const { body, check } = stubbedDebianSource(T, 'Base.reverse', { ...all, read: all.repoFiles.filter((f) => f !== T) });
    const wrong = body.replace('self.parse(user,srshost=host)', 'self.parse(user,host,quotes)');
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`self\.parse\(\)` takes at most/)]);
  });
});
